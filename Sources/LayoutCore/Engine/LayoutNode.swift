import Foundation

/// The environment a node sees: what `font`, `foregroundColor`, `lineLimit`, ... above it set.
struct Environment {
    var font = TextStyle.body
    var foreground: Color?
    var lineLimit: Int?
    var textAlignment = TextAlignment.leading
    var truncationMode = TruncationMode.tail
    /// Set by `resizable`, `fill` and `stroke` for the view right below them (reset by any layout).
    var resizable = false
    var shapeFill: Color?
    var shapeStroke: (Color, CGFloat)?
    /// The axis of the nearest enclosing stack, through modifiers (Spacer and Divider orient by it).
    var stackAxis: Axis?
    var horizontalSizeClass = UserInterfaceSizeClass.compact
}

/// A memo key for explicit guide values.
struct GuideQuery: Hashable {
    var key: AlignmentKey
    var proposal: ProposedViewSize
}

/// How a node sizes itself.
enum Behavior {
    case text(String)
    case leaf(LeafLayout)
    case layout(any Layout)
}

/// The engine's node: the view tree node with its resolved environment, its layout and its caches.
final class LayoutNode: @unchecked Sendable {
    let kind: NodeKind
    let id: String?
    let behavior: Behavior
    let children: [LayoutNode]
    let priority: Double
    let paint: Paint?
    let textRequest: TextRequest?
    let opacity: Double
    let clip: ShapeKind?
    let translation: CGPoint
    /// Grid layout values carried up through modifiers (`gridCellColumns`, ...).
    let gridCell: GridCellValues

    /// Sizes per proposal: every proposal is answered once.
    var sizes: [ProposedViewSize: CGSize] = [:]
    /// Measured text per proposal (text nodes only).
    var texts: [ProposedViewSize: TextLayout] = [:]
    /// Explicit alignment guide values per (guide, proposal); nil values are remembered too.
    var guides: [GuideQuery: CGFloat?] = [:]
    var layoutCache: Any?
    var spacingValue: ViewSpacing?
    var subviews: LayoutSubviews?
    /// A GeometryReader's environment for the content it builds at placement.
    var contentEnvironment: Environment?
    /// Drawing effects, hidden, zIndex (set by the builder right after init).
    var drawing = NodeDrawing()

    init(kind: NodeKind, id: String?, behavior: Behavior, children: [LayoutNode], priority: Double, paint: Paint?,
         textRequest: TextRequest?, opacity: Double, clip: ShapeKind?, translation: CGPoint,
         gridCell: GridCellValues = GridCellValues()) {
        self.kind = kind; self.id = id; self.behavior = behavior; self.children = children; self.priority = priority
        self.paint = paint; self.textRequest = textRequest; self.opacity = opacity; self.clip = clip
        self.translation = translation; self.gridCell = gridCell
    }
}
