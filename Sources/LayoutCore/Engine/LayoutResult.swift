import Foundation

/// What a node draws itself (its children draw their own content).
public enum Paint: Sendable, Hashable {
    /// A filled shape covering the node's frame (Color views are filled rectangles).
    case fill(ShapeKind, Color)
    /// A shape outline centred on the frame's edge (`.stroke`).
    case stroke(ShapeKind, Color, lineWidth: CGFloat)
    /// An outline drawn fully inside the frame (`.border`, drawn above the children).
    case strokeBorder(ShapeKind, Color, lineWidth: CGFloat)
    /// Measured text lines, in the node's frame.
    indirect case text(TextLayout, TextStyle, Color)
    /// An image stretched to the frame.
    case image(ImageSource)
}

/// One node of the laid-out tree. Frames are in canvas points (origin top-left), unrounded, where the node is
/// drawn: an `offset` moves its descendants' frames, not its own.
public struct PlacedNode: Sendable {
    public var kind: String
    public var id: String?
    public var frame: CGRect
    /// The proposal the node was finally placed with.
    public var proposal: ProposedViewSize
    public var children: [PlacedNode]
    public var paint: Paint?
    /// Opacity applied to the node and everything it draws.
    public var opacity: Double
    /// A clip applied to the node's drawing, in the node's frame (`clipped`, `cornerRadius`).
    public var clip: ShapeKind?
    /// True for `background`: the secondary (second child) is drawn below the primary.
    public var secondaryBelow: Bool
    /// A drawing effect on the node and everything it draws (rotation, scale, shadow, mask).
    public var effect: DrawingEffect?
    /// `hidden()`: the node and its subtree draw nothing (their frames are laid out as usual).
    public var hidden: Bool = false
    /// The node's zIndex among its container's children.
    public var zIndex: Double = 0
    /// Containers (stacks, custom layouts) draw their children sorted by zIndex, ties in order.
    public var ordersChildrenByZIndex: Bool = false
    /// The node's explicit alignment guide values at its final proposal, when the engine was asked to report
    /// them (`LayoutEngine.reportsGuides`): the text baselines, then guides declared in its subtree.
    public var guides: [ReportedGuide]

    public init(kind: String, id: String?, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode] = [],
                paint: Paint? = nil, opacity: Double = 1, clip: ShapeKind? = nil, secondaryBelow: Bool = false,
                guides: [ReportedGuide] = []) {
        self.kind = kind; self.id = id; self.frame = frame; self.proposal = proposal; self.children = children
        self.paint = paint; self.opacity = opacity; self.clip = clip; self.secondaryBelow = secondaryBelow
        self.guides = guides
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
    public var root: PlacedNode
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
        self.canvas = canvas; self.root = root; self.scale = scale
    }
}
