import Foundation

/// A proxy for one subview of a layout, as in SwiftUI. Every call goes through the engine's per-proposal cache.
/// A subview asked for at an index outside its container's children (`subviews[7]` of three; a slice reaching
/// past the end) is **absent** and answers like an empty view (docs/semantics.md §8.6): size zero for every
/// proposal, no explicit guides, priority 0, no spacing preferences (`ViewSpacing.empty`), every layout value its
/// key's default; placing it or giving it a safe area does nothing. SwiftUI traps there; a preview must not.
public struct LayoutSubview: @unchecked Sendable, Equatable {
    /// nil: absent (an index outside the container's children).
    let node: LayoutNode?
    /// The pass that made this subview. Not retained (copying a subview is then a plain copy): a subview is
    /// valid during the layout pass that handed it out, as in SwiftUI, and the pass's state outlives it.
    /// Called through `_withUnsafeGuaranteedRef`, so that a call does not retain it either.
    let unmanagedEngine: Unmanaged<LayoutEngineState>
    var engine: LayoutEngineState { unmanagedEngine.takeUnretainedValue() }

    init(node: LayoutNode?, engine: Unmanaged<LayoutEngineState>, index: Int) {
        self.node = node; self.unmanagedEngine = engine; self.index = index
    }
    /// The index of this subview in its container.
    public let index: Int

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.node == r.node && l.index == r.index }

    /// The subview's size for `proposal` (memoised per proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let node else { return .zero }
        return unmanagedEngine._withUnsafeGuaranteedRef { $0.size(of: node, proposal) }
    }

    /// Whether every alignment guide of the subview is its default (its subtree declares none), so that a guide
    /// follows from its size alone; false with a tracer, where the guides are asked as usual (`dimensions(in:)`).
    var hasDefaultGuides: Bool {
        guard let node else { return false }
        return node.guideScope == .none && unmanagedEngine._withUnsafeGuaranteedRef { $0.tracer == nil }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        guard let node else { return ViewDimensions(size: .zero) }
        return unmanagedEngine._withUnsafeGuaranteedRef { $0.dimensions(of: node, proposal) }
    }

    /// The subview's layout priority (`layoutPriority`; Spacers are below everything).
    public var priority: Double { node?.priority ?? 0 }

    /// The grid layout values of the subview (`gridCellColumns`, `gridCellUnsizedAxes`, ...).
    var gridCell: GridCellValues { node?.gridCell ?? GridCellValues() }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        guard let node else { return .empty }
        return unmanagedEngine._withUnsafeGuaranteedRef { $0.spacing(of: node) }
    }

    /// Whether the subview is a Spacer (through non-layout modifiers), whose spacing a frame keeps (§5.1).
    var requiresSpacingProjection: Bool { node?.requiresSpacingProjection ?? false }

    /// The subview's value for a custom layout key (`layoutValue(key:value:)`), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node?.layoutValue(key) ?? K.defaultValue }

    /// Places the subview so that `anchor` of its frame is at `position`, with the given proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard node != nil else { return }
        unmanagedEngine._withUnsafeGuaranteedRef {
            $0.recordPlacement(index: index, position: position, anchor: anchor, proposal: proposal)
        }
    }

    /// Gives this subview and its descendants an extra safe-area level while placing: the bands `insets`
    /// inside `bounds` (the container's frame) are unsafe for them (`safeAreaInset`, `safeAreaPadding`;
    /// docs/semantics.md §4.12). Ignored while measuring.
    public func addSafeArea(_ insets: EdgeInsets, in bounds: CGRect, regions: SafeAreaRegions = .container) {
        guard node != nil else { return }
        engine.recordSafeAreaLevel(index: index, SafeArea.Level(bounds: bounds, insets: insets, regions: regions))
    }
}

/// The subviews of a layout, in order. Slices (`subviews[1...]`, `subviews[[0, 2]]`) are `LayoutSubviews` too.
/// The container's children list is shared, not copied: making a container's subviews allocates nothing.
public struct LayoutSubviews: RandomAccessCollection, @unchecked Sendable, Equatable {
    /// The container's children (all of them); `positions` picks and orders some (nil: `startIndex..<endIndex`).
    let nodes: NodeList
    let positions: [Int]?
    /// Not retained, as `LayoutSubview.engine`: valid during the pass that made it.
    let unmanagedEngine: Unmanaged<LayoutEngineState>
    var engine: LayoutEngineState { unmanagedEngine.takeUnretainedValue() }

    /// The layout pass these subviews belong to. A holder that may keep subviews past the call that handed them
    /// out (an interpreter's values) holds it too, so that the pass's state outlives them.
    public var pass: AnyObject { engine }
    public let startIndex: Int
    public let endIndex: Int

    init(nodes: NodeList, engine: LayoutEngineState) {
        self.nodes = nodes; self.positions = nil; self.unmanagedEngine = .passUnretained(engine)
        self.startIndex = 0; self.endIndex = nodes.count
    }

    private init(nodes: NodeList, positions: [Int]?, engine: Unmanaged<LayoutEngineState>, range: Range<Int>) {
        self.nodes = nodes; self.positions = positions; self.unmanagedEngine = engine
        self.startIndex = range.lowerBound; self.endIndex = range.upperBound
    }

    /// The subview at `i`; an absent one (see `LayoutSubview`) when `i` is outside the container's children.
    public subscript(i: Int) -> LayoutSubview {
        let index: Int
        if let positions { index = positions.indices.contains(i) ? positions[i] : -1 } else { index = i }
        guard index >= 0, index < nodes.count else { return LayoutSubview(node: nil, engine: unmanagedEngine, index: i) }
        return LayoutSubview(node: nodes[index], engine: unmanagedEngine, index: index)
    }

    /// The subviews in `bounds` (indices are kept).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, positions: positions, engine: unmanagedEngine, range: bounds)
    }

    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }
    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews at `indices`, in that order (indexed from 0); an index outside stays absent.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let picked = indices.map { i in
            let sub = self[i]
            return sub.node == nil ? -1 : sub.index
        }
        return LayoutSubviews(nodes: nodes, positions: picked, engine: unmanagedEngine, range: 0..<picked.count)
    }

    /// The layout direction (layoutviz lays out left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (l: LayoutSubviews, r: LayoutSubviews) -> Bool {
        l.startIndex == r.startIndex && l.count == r.count && zip(l, r).allSatisfy { $0 == $1 }
    }

    /// A frame and proposal per subview, as the layout placed them during `body` (unplaced ones centred).
    func recordPlacements(in bounds: CGRect, proposal: ProposedViewSize,
                          _ body: () -> Void) -> [ChildPlacement] {
        engine.recordPlacements(of: self, in: bounds, proposal: proposal, body)
    }

    /// The safe-area insets of the container these subviews belong to, whose frame is `bounds`, while it is
    /// being placed (docs/semantics.md §4.12); zero while measuring. `GeometryReader` reads its proxy's
    /// `safeAreaInsets` here.
    public func safeAreaInsets(in bounds: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
        engine.currentSafeArea?.insets(of: bounds, regions: regions) ?? .zero
    }

    /// The safe areas in effect for the container being placed (nil while measuring).
    public var safeArea: SafeArea? { engine.currentSafeArea }
}

/// The direction of a layout; layoutviz supports left to right only.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}
