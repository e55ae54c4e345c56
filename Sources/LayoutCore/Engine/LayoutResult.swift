import Foundation

/// What a node draws itself (its children draw their own content). Indirect: a node without paint costs a
/// word, and a node's paint is shared (not copied) by the engine's node and every result placing it.
public indirect enum Paint: Sendable, Hashable {
    /// A filled shape covering the node's frame (Color and gradient views are filled rectangles).
    case fill(ShapeKind, ShapeStyle)
    /// A shape outline centred on the frame's edge (`.stroke`).
    case stroke(ShapeKind, ShapeStyle, lineWidth: CGFloat)
    /// An outline drawn fully inside the frame (`.border`, drawn above the children).
    case strokeBorder(ShapeKind, ShapeStyle, lineWidth: CGFloat)
    /// Measured text lines, in the node's frame (a gradient style spans the frame).
    case text(TextLayout, TextStyle, ShapeStyle)
    /// An image stretched to the frame.
    case image(ImageSource)
}

/// One node of the laid-out tree. Frames are in canvas points (origin top-left), unrounded, where the node is
/// drawn: an `offset` moves its descendants' frames, not its own.
///
/// Storage: what every node has is inline; what few nodes set (opacity below 1, a clip, an effect, hidden, a
/// zIndex, guides, a background's order) lives in one shared, copy-on-write box allocated only when one of
/// them differs from its default, so a result of a million nodes stays small.
public struct PlacedNode: Sendable {
    public var kind: String
    public var id: String?
    public var frame: CGRect
    /// The proposal the node was finally placed with.
    public var proposal: ProposedViewSize
    public var children: [PlacedNode]
    public var paint: Paint?
    /// Containers (stacks, custom layouts) draw their children sorted by zIndex, ties in order.
    public var ordersChildrenByZIndex: Bool = false
    @usableFromInline var rare: Rare?

    /// False when every value kept out of line (opacity, clip, clip outsets, secondary order, effect, hidden,
    /// zIndex, guides) is its default: a drawer can skip reading them one by one.
    @inlinable public var hasRareValues: Bool { rare != nil }

    /// The values few nodes have (their defaults when `rare` is nil).
    @usableFromInline final class Rare: @unchecked Sendable {
        var opacity: Double = 1
        var clip: ShapeKind?
        var clipOutsets = EdgeInsets.zero
        var secondaryBelow = false
        var effect: DrawingEffect?
        var hidden = false
        var zIndex: Double = 0
        var guides: [ReportedGuide] = []

        init() {}

        func copy() -> Rare {
            let r = Rare()
            r.opacity = opacity; r.clip = clip; r.clipOutsets = clipOutsets; r.secondaryBelow = secondaryBelow; r.effect = effect
            r.hidden = hidden; r.zIndex = zIndex; r.guides = guides
            return r
        }
    }

    /// The box to write `value` into: nil when the box is absent and `value` is the default (nothing to keep),
    /// else a uniquely owned box (created or copied on write).
    private mutating func rareForWriting(unlessDefault isDefault: Bool) -> Rare? {
        if rare == nil {
            if isDefault { return nil }
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare?.copy()
        }
        return rare
    }

    /// Opacity applied to the node and everything it draws.
    public var opacity: Double {
        get { rare?.opacity ?? 1 }
        set { rareForWriting(unlessDefault: newValue == 1)?.opacity = newValue }
    }

    /// A clip applied to the node's drawing, in the node's frame (`clipped`, `cornerRadius`).
    public var clip: ShapeKind? {
        get { rare?.clip }
        set { rareForWriting(unlessDefault: newValue == nil)?.clip = newValue }
    }

    /// How far the clip reaches beyond the frame: a ScrollView's clip takes in the safe-area bands its frame
    /// touches along its scroll axes (docs/semantics.md §8.1).
    public var clipOutsets: EdgeInsets {
        get { rare?.clipOutsets ?? .zero }
        set { rareForWriting(unlessDefault: newValue == .zero)?.clipOutsets = newValue }
    }

    /// True for `background`: the secondary (second child) is drawn below the primary.
    public var secondaryBelow: Bool {
        get { rare?.secondaryBelow ?? false }
        set { rareForWriting(unlessDefault: !newValue)?.secondaryBelow = newValue }
    }

    /// A drawing effect on the node and everything it draws (rotation, scale, shadow, mask).
    public var effect: DrawingEffect? {
        get { rare?.effect }
        set { rareForWriting(unlessDefault: newValue == nil)?.effect = newValue }
    }

    /// `hidden()`: the node and its subtree draw nothing (their frames are laid out as usual).
    public var hidden: Bool {
        get { rare?.hidden ?? false }
        set { rareForWriting(unlessDefault: !newValue)?.hidden = newValue }
    }

    /// The node's zIndex among its container's children.
    public var zIndex: Double {
        get { rare?.zIndex ?? 0 }
        set { rareForWriting(unlessDefault: newValue == 0)?.zIndex = newValue }
    }

    /// The node's explicit alignment guide values at its final proposal, when the engine was asked to report
    /// them (`LayoutEngine.reportsGuides`): the text baselines, then guides declared in its subtree.
    public var guides: [ReportedGuide] {
        get { rare?.guides ?? [] }
        set { rareForWriting(unlessDefault: newValue.isEmpty)?.guides = newValue }
    }

    public init(kind: String, id: String?, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode] = [],
                paint: Paint? = nil, opacity: Double = 1, clip: ShapeKind? = nil, secondaryBelow: Bool = false,
                guides: [ReportedGuide] = []) {
        self.kind = kind; self.id = id; self.frame = frame; self.proposal = proposal; self.children = children
        self.paint = paint
        // The box only when a value differs from its default (most nodes have none).
        if opacity != 1 || clip != nil || secondaryBelow || !guides.isEmpty {
            let r = Rare()
            r.opacity = opacity; r.clip = clip; r.secondaryBelow = secondaryBelow; r.guides = guides
            rare = r
        }
    }

    /// Depth-first, parents before children.
    public func forEach(depth: Int = 0, _ body: (PlacedNode, Int) -> Void) {
        body(self, depth)
        for c in children { c.forEach(depth: depth + 1, body) }
    }

    /// The first node (depth-first) with the given id.
    public func first(id: String) -> PlacedNode? {
        if self.id == id { return self }
        for c in children { if let n = c.first(id: id) { return n } }
        return nil
    }
}

/// The laid-out tree and the canvas it sits in.
public struct LayoutResult: Sendable {
    public var canvas: CGSize
    /// The engine's placed records (`PlacedTree`), or a tree given or assigned as such.
    private enum Storage {
        case placed(PlacedTree)
        case tree(PlacedNode)
    }
    private var storage: Storage

    /// The laid-out tree. A layout's result keeps its nodes as the engine placed them and builds this tree
    /// once, when it is first read (`PlacedTree`); assigning a tree replaces them.
    public var root: PlacedNode {
        get {
            switch storage {
            case .placed(let placed): placed.root
            case .tree(let tree): tree
            }
        }
        set { storage = .tree(newValue) }
    }

    /// The pixel scale text was rounded to.
    public var scale: CGFloat
    /// The preference values the root sends up (docs/semantics.md §10.2).
    public var preferences = PreferenceOutputs()
    /// The `onPreferenceChange`s of this pass, in tree order, with the values their content sent up.
    public var observations: [PreferenceObservation] = []
    /// Anchors written up by `anchorPreference` (marked by `--debug labels`).
    public var anchorMarks: [AnchorMark] = []
    /// With state (docs/semantics.md §10.7): the passes made, the last being this result's (1 without state).
    public var passes: [StatePass] = []

    public init(canvas: CGSize, root: PlacedNode, scale: CGFloat) {
        self.canvas = canvas; self.storage = .tree(root); self.scale = scale
    }

    init(canvas: CGSize, placed: PlacedTree, scale: CGFloat) {
        self.canvas = canvas; self.storage = .placed(placed); self.scale = scale
    }
}
