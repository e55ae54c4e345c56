import Foundation

/// A proxy for one subview of a layout, as in SwiftUI. Every call goes through the engine's per-proposal cache.
public struct LayoutSubview: @unchecked Sendable {
    let node: LayoutNode
    let engine: LayoutEngineState
    /// The index of this subview in its container.
    public let index: Int

    /// The subview's size for `proposal` (memoised per proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { engine.dimensions(of: node, proposal) }

    /// The subview's layout priority (`layoutPriority`; Spacers are below everything).
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// Places the subview so that `anchor` of its frame is at `position`, with the given proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.recordPlacement(index: index, position: position, anchor: anchor, proposal: proposal)
    }

    /// Gives this subview and its descendants an extra safe-area level while placing: the bands `insets`
    /// inside `bounds` (the container's frame) are unsafe for them (`safeAreaInset`, `safeAreaPadding`;
    /// docs/semantics.md §4.12). Ignored while measuring.
    public func addSafeArea(_ insets: EdgeInsets, in bounds: CGRect, regions: SafeAreaRegions = .container) {
        engine.recordSafeAreaLevel(index: index, SafeArea.Level(bounds: bounds, insets: insets, regions: regions))
    }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection, @unchecked Sendable {
    let elements: [LayoutSubview]
    let engine: LayoutEngineState

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(i: Int) -> LayoutSubview { elements[i] }

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
