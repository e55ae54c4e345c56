import Foundation

/// The environment a node sees: what `font`, `foregroundColor`, `lineLimit`, ... above it set. One shared
/// copy-on-write box: passing it down modifiers and views that change nothing in it copies a reference, not
/// every field. Fields read and write as `env.font`, `env.controls.tint = ...` (`EnvironmentFields`).
@dynamicMemberLookup
struct Environment {
    private final class Box {
        var fields: EnvironmentFields
        init(_ fields: EnvironmentFields) { self.fields = fields }
    }

    private var box = Box(EnvironmentFields())

    init() {}

    subscript<T>(dynamicMember key: WritableKeyPath<EnvironmentFields, T>) -> T {
        get { box.fields[keyPath: key] }
        set {
            makeUnique()
            box.fields[keyPath: key] = newValue
        }
    }

    mutating func apply(_ option: TextOption) {
        makeUnique()
        box.fields.apply(option)
    }

    /// This environment's own box, copied first when it is shared.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// Whether both share one storage (so every field is equal; the converse need not hold).
    func isSameStorage(as other: Environment) -> Bool { box === other.box }

    /// Whether `resizable`, a shape fill or a shape stroke is set (read in place, nothing copied).
    var hasOneViewSettings: Bool { box.fields.hasOneViewSettings }

    func textRequest(_ string: String, scale: CGFloat) -> TextRequest { box.fields.textRequest(string, scale: scale) }
    func textRequest(_ pieces: [TextPiece], scale: CGFloat) -> TextRequest {
        box.fields.textRequest(pieces, scale: scale)
    }
}

/// The values of an `Environment`.
struct EnvironmentFields {
    var font = TextStyle.body
    var foreground: ShapeStyle?
    var lineLimit: Int?
    var textAlignment = TextAlignment.leading
    var truncationMode = TruncationMode.tail
    /// The other Text options (`TextOption`).
    var lineSpacing: CGFloat = 0
    var reservedLines = 0
    var minimumScaleFactor: CGFloat = 1
    var tracking: CGFloat = 0
    var kerning: CGFloat = 0
    var textCase: TextCase?
    var allowsTightening = false
    var fontOverlay = FontOverlay()
    /// `underline` and `strikethrough` (§3.10).
    var decoration = TextDecoration()
    /// Set by `resizable`, `fill` and `stroke` for the view right below them (reset by any layout).
    var resizable = false
    var shapeFill: ShapeStyle?
    var shapeStroke: (ShapeStyle, CGFloat)?
    /// The stroke is `strokeBorder` (drawn inside the frame).
    var shapeStrokeInset = false
    /// The axis of the nearest enclosing stack, through modifiers (Spacer and Divider orient by it).
    var stackAxis: Axis?
    var horizontalSizeClass = UserInterfaceSizeClass.compact
    /// The control styles set above (`.buttonStyle`).
    var controls = ControlEnvironment()
    /// The closest `contentMargins` above: scroll views pad their content by it (§8.8).
    var contentMargins: EdgeInsets?
}

extension EnvironmentFields {
    /// Whether a one-view-below setting (`resizable`, a shape fill or stroke) is set.
    var hasOneViewSettings: Bool {
        if resizable { return true }
        if case .some = shapeFill { return true }
        if case .some = shapeStroke { return true }
        return false
    }

    mutating func apply(_ option: TextOption) {
        switch option {
        case .lineSpacing(let s): lineSpacing = max(0, s)
        case .lineLimitRange(let reserved, let max): lineLimit = max; reservedLines = reserved
        case .minimumScaleFactor(let f): minimumScaleFactor = f
        case .tracking(let t): tracking = t
        case .kerning(let k): kerning = k
        case .textCase(let c): textCase = c
        case .allowsTightening(let a): allowsTightening = a
        case .fontWeight(let w): fontOverlay.weight = w
        case .bold(let b): fontOverlay.bold = b
        case .italic(let i): fontOverlay.italic = i
        case .fontDesign(let d): fontOverlay.design = d
        case .monospacedDigit: fontOverlay.monospacedDigit = true
        case .underline(let u): decoration.underline = u
        case .strikethrough(let s): decoration.strikethrough = s
        }
    }

    /// The request for a Text showing `string` in this environment (proposal not yet set).
    func textRequest(_ string: String, scale: CGFloat) -> TextRequest {
        let shown: String
        switch textCase {
        case .uppercase?: shown = string.uppercased()
        case .lowercase?: shown = string.lowercased()
        case nil: shown = string
        }
        var request = TextRequest(string: shown, style: fontOverlay.applied(to: font), width: nil,
                                  lineLimit: lineLimit, truncationMode: truncationMode, alignment: textAlignment,
                                  scale: scale, lineSpacing: lineSpacing, reservedLines: reservedLines,
                                  minimumScaleFactor: minimumScaleFactor, tracking: tracking, kerning: kerning,
                                  allowsTightening: allowsTightening)
        request.decoration = decoration
        return request
    }
}

/// A memo key for explicit guide values.
struct GuideQuery: Hashable {
    var key: AlignmentKey
    var proposal: ProposedViewSize
}

/// How a node sizes itself, as the builder chooses it (stored split into `Sizing` and the layout).
enum Behavior {
    case text
    case leaf(LeafLayout)
    case layout(any Layout)
}

/// A size known without asking the node's layout: a frame's constant size (both sides given) or a leaf's rule.
/// Untraced, the engine answers such a node by it (`LayoutEngineState.size(of:)`), and stacks apply it to their
/// children without a call through the engine (`StackLayout`); with a tracer every question is asked.
enum OwnSize {
    case constant(CGSize)
    case leaf(LeafLayout)

    @inline(__always)
    func size(_ p: ProposedViewSize) -> CGSize {
        switch self {
        case .constant(let c): c
        case .leaf(let leaf): leaf.size(p)
        }
    }
}

/// How a stored node sizes itself, without its layout (a plain value: reading it copies no existential and
/// retains nothing). A `.layout` node's layout is the record's `layout`.
enum Sizing {
    case text
    case leaf(LeafLayout)
    case layout
}

/// A node of the engine's tree: a handle to its record in the `NodeStore` (copied without reference counting,
/// compared by identity). Reading a property reads the record in place; the caches are written in place.
struct LayoutNode: @unchecked Sendable, Hashable {
    let record: UnsafeMutablePointer<NodeRecord>

    static func === (l: LayoutNode, r: LayoutNode) -> Bool { l.record == r.record }

    var kind: NodeKind { _read { yield record.pointee.kind } }
    var id: String? { record.pointee.id }
    var sizing: Sizing { record.pointee.sizing }
    /// The node's layout (a `PassthroughLayout` for text and leaves, whose `sizing` says how they size).
    var layout: any Layout { _read { yield record.pointee.layout } }
    var children: NodeList { record.pointee.children }
    var priority: Double { record.pointee.priority }
    var paint: Paint? { record.pointee.paint }
    var rare: RareNodeValues? { record.pointee.rare }
    var textRequest: TextRequest? { rare?.textRequest }
    /// Grid layout values carried up through modifiers (`gridCellColumns`, ...).
    var gridCell: GridCellValues { rare?.gridCell ?? GridCellValues() }
    /// A GeometryReader's environment for the content it builds at placement.
    var contentEnvironment: Environment? { rare?.contentEnvironment }
    var opacity: Double { rare?.opacity ?? 1 }
    var clip: ShapeKind? { rare?.clip }
    var translation: CGPoint { rare?.translation ?? .zero }
    /// Drawing effects, hidden, zIndex and the children's drawing order.
    var drawing: NodeDrawing {
        var d = rare?.drawing ?? NodeDrawing()
        d.ordersChildrenByZIndex = ordersChildrenByZIndex
        return d
    }
    var ordersChildrenByZIndex: Bool { record.pointee.ordersChildrenByZIndex }
    /// The size the node gives without its layout being asked (`OwnSize`), nil for the rest.
    var ownSize: OwnSize? {
        if let c = record.pointee.constantSize { return .constant(c) }
        if case .leaf(let leaf) = record.pointee.sizing { return .leaf(leaf) }
        return nil
    }
    /// Sized by its own rule (a leaf's or a Text's), without a layout or children.
    var isLeafOrText: Bool {
        if case .layout = record.pointee.sizing { return false }
        return true
    }
    var name: String { record.pointee.name }
    var traits: PlacementTraits { record.pointee.traits }
    var guideScope: GuideScope { record.pointee.guideScope }
    var selectsSubview: Bool { record.pointee.selectsSubview }
    var constantSize: CGSize? { record.pointee.constantSize }
    var sizeIgnoresProposal: Bool { record.pointee.sizeIgnoresProposal }

    /// The node's cached size for `p` (`NodeCaches`), nil when not asked before.
    func cachedSize(_ p: ProposedViewSize) -> CGSize? { record.pointee.caches?.pointee.sizes[p] }
    /// The node's cached explicit guide for `query`: .some(nil) is a remembered nil.
    func cachedGuide(_ query: GuideQuery) -> CGFloat?? {
        guard let caches = record.pointee.caches else { return nil }
        return caches.pointee.guides[query]
    }
    var layoutCache: AnyObject? {
        get { record.pointee.layoutCache }
        nonmutating set { record.pointee.layoutCache = newValue }
    }
    var spacingValue: ViewSpacing? {
        get { record.pointee.spacingValue }
        nonmutating set { record.pointee.spacingValue = newValue }
    }
    var proposalFreeSize: CGSize? {
        get { record.pointee.proposalFreeSize }
        nonmutating set { record.pointee.proposalFreeSize = newValue }
    }

    /// SwiftUI's `requiresSpacingProjection`: true for a Spacer, seen through the modifiers that are not layouts
    /// of their own in SwiftUI (drawing, offset, alignmentGuide, background/overlay; not `layoutPriority`). A
    /// frame around such a view keeps its spacing instead of resetting it (docs/semantics.md §5.1).
    var requiresSpacingProjection: Bool {
        switch sizing {
        case .leaf(.spacer): return true
        case .layout where layout is PassthroughLayout || layout is AlignmentGuideLayout || layout is SecondaryLayerLayout:
            if case .layoutPriority = kind { return false }
            return children.first?.requiresSpacingProjection ?? false
        default: return false
        }
    }
}

/// What the engine knows about one node: the view tree node with its resolved environment, its layout and its
/// caches, stored in a `NodeStore`. What every node needs is inline; what few nodes have (a Text's request and
/// measurements, grid cell values, a GeometryReader's environment, opacity, clip, offset, drawing effects) is out
/// of line in `rare`, so the common record stays small.
struct NodeRecord {
    // The fields are stored in this order (Swift keeps declaration order): what a stack reads of each child and
    // what placing a leaf reads, in the first 64 bytes, which the store puts on one cache line (`BlockArena`'s
    // cache-line slots); then what a container's own sizing and placement read; what only Texts, custom
    // layouts and the readers of the result use after. The records of a big tree do not fit in the processor's
    // caches, so every line a pass reads per node is a wait for memory.

    /// How the node sizes itself; a `.layout` node's layout is `layout`. Kept apart so that the hot paths read
    /// a plain value and open only a layout node's layout (opening copies the existential: its three words).
    let sizing: Sizing
    /// What placing this node does beyond the common path, decided once from its kind (`PlacementTraits`).
    let traits: PlacementTraits
    /// Which explicit alignment guides the subtree can give a value for (`GuideScope`).
    let guideScope: GuideScope
    /// The layout shows one subview per proposal (`SubviewSelecting`: ViewThatFits); decided once at build.
    let selectsSubview: Bool
    /// The node answers every proposal with one size (`ChildSizedLayout`; fixed images, empty views); decided
    /// once at build. Its first answer is kept in `proposalFreeSize` and answers every later question.
    let sizeIgnoresProposal: Bool
    /// Containers (stacks, custom layouts) draw their children in zIndex order.
    let ordersChildrenByZIndex: Bool
    /// The size for every proposal, when the node's rule says so without asking its child (a frame with both
    /// width and height): answered without the per-proposal cache.
    let constantSize: CGSize?
    let priority: Double
    let paint: Paint?
    let children: NodeList
    /// What few nodes have, out of line (nil: every value is its default).
    let rare: RareNodeValues?
    var proposalFreeSize: CGSize?
    /// The layout's cache, in a `LayoutCacheBox` of its layout's cache type.
    var layoutCache: AnyObject?
    let layout: any Layout
    /// The per-proposal sizes and guides, out of line (`NodeCaches`, in the store): made at the node's first
    /// cached answer, which leaves, Texts and frames of a constant size never have.
    var caches: UnsafeMutablePointer<NodeCaches>?
    var spacingValue: ViewSpacing?
    let kind: NodeKind

    /// The kind's name, as results show it.
    var name: String { kind.name }
    /// The user's name for the node (few have one: it is kept with the rare values).
    var id: String? { rare?.id }

    /// `childSizedIgnoresProposal`: the layout's `ChildSizedLayout` rule says its size is one for every proposal.
    init(kind: NodeKind, id: String?, sizing: Sizing, layout: any Layout, children: NodeList, priority: Double,
         childSizedIgnoresProposal: Bool = false, paint: Paint?,
         text: RareNodeValues?, opacity: Double, clip: ShapeKind?, translation: CGPoint,
         gridCell: GridCellValues = GridCellValues(), contentEnvironment: Environment? = nil,
         drawing: NodeDrawing = NodeDrawing(), guideScope: GuideScope = .any) {
        self.children = children; self.priority = priority
        self.paint = paint; self.guideScope = guideScope
        traits = PlacementTraits(kind, drawing: drawing)
        if case .frame(let w?, let h?, _) = kind { constantSize = CGSize(width: w, height: h) } else { constantSize = nil }
        // Only these kinds can hold a ViewThatFits layout (a custom layout may be one): no cast for the others.
        switch (kind, sizing) {
        case (.viewThatFits, .layout), (.layout, .layout): selectsSubview = layout is any SubviewSelecting
        default: selectsSubview = false
        }
        ordersChildrenByZIndex = drawing.ordersChildrenByZIndex
        // Explicit guides may read the proposal (an alignmentGuide's computed value, a Text's baselines), so a
        // subtree that can have one is asked as usual.
        switch sizing {
        case .text: sizeIgnoresProposal = false
        case .leaf(let leaf): sizeIgnoresProposal = leaf.ignoresProposal
        case .layout:
            sizeIgnoresProposal = constantSize != nil
                || (guideScope == .none && childSizedIgnoresProposal)
        }
        var drawn = drawing
        drawn.ordersChildrenByZIndex = false
        // Optionals tested by pattern: `== nil` on an Equatable optional copies the value (an Environment).
        var isPlain = gridCell == GridCellValues() && opacity == 1 && translation == .zero && drawn.isDefault
        if case .some = contentEnvironment { isPlain = false }
        if case .some = clip { isPlain = false }
        if case .some = id { isPlain = false }
        // A Text's box is the record's when nothing else is set (a Text's case).
        rare = isPlain ? text
            : RareNodeValues(textRequest: text?.textRequest, gridCell: gridCell, contentEnvironment: contentEnvironment,
                             opacity: opacity, clip: clip, translation: translation, drawing: drawn, id: id)
        // Stored last: the values move in instead of being copied.
        self.kind = kind; self.sizing = sizing; self.layout = layout
    }
}

/// A node's per-proposal answers, kept out of its record (`NodeRecord.caches`) so that the record stays three
/// cache lines: only the nodes whose answers are cached (containers asked a proposal-dependent question, nodes
/// asked an explicit guide) have them, made in the store's arena (`NodeStore.caches(of:)`).
struct NodeCaches {
    /// Sizes per proposal: every proposal is answered once.
    var sizes = SmallCache<ProposedViewSize, CGSize>()
    /// Explicit alignment guide values per (guide, proposal); nil values are remembered too.
    var guides = ListCache<GuideQuery, CGFloat?>()
}

/// The values of `LayoutNode` that few nodes have, kept out of line so that every other node stays small;
/// a Text's measurements per proposal live here too.
final class RareNodeValues {
    let textRequest: TextRequest?
    let gridCell: GridCellValues
    let contentEnvironment: Environment?
    let opacity: Double
    let clip: ShapeKind?
    let translation: CGPoint
    /// Effect, hidden and zIndex (the children's order is the node's own).
    let drawing: NodeDrawing
    /// The user's name for the node (`NodeRecord.id`).
    let id: String?
    /// The number the pass gave this node's `textRequest` (`LayoutEngineState.text(of:_:)`); -1 = not yet.
    @exclusivity(unchecked) var textID = -1
    /// The last proposal this Text was asked and where its layout is in the pass's `measuredTexts` (-1: not
    /// asked yet). One entry, inline: a Text is asked a few proposals, mostly each once in a row, and the pass
    /// keeps every measured proposal per request (`LayoutEngineState.textMemo`), so a per-node table of them
    /// would only repeat it.
    @exclusivity(unchecked) var lastTextProposal = ProposedViewSize(width: nil, height: nil)
    @exclusivity(unchecked) var lastTextIndex: Int32 = -1

    /// A Text's values: its request, every other value its default.
    convenience init(textRequest: TextRequest) {
        self.init(textRequest: textRequest, gridCell: GridCellValues(), contentEnvironment: nil, opacity: 1, clip: nil,
                  translation: .zero, drawing: NodeDrawing())
    }

    init(textRequest: TextRequest?, gridCell: GridCellValues, contentEnvironment: Environment?, opacity: Double,
         clip: ShapeKind?, translation: CGPoint, drawing: NodeDrawing, id: String? = nil) {
        self.textRequest = textRequest; self.gridCell = gridCell; self.contentEnvironment = contentEnvironment
        self.opacity = opacity; self.clip = clip; self.translation = translation; self.drawing = drawing
        self.id = id
    }
}

/// Which explicit alignment guides a subtree can have a value for, decided when the engine's tree is built:
/// leaves have none, Text only its baselines, `alignmentGuide` and custom `Layout`s any; the built-in layouts
/// only forward or combine their children's values (or give none), so theirs is the union of their children's.
/// Outside it a guide's explicit value is nil without asking the layouts.
enum GuideScope: UInt8, Comparable {
    case none, textBaselines, any

    static func < (l: GuideScope, r: GuideScope) -> Bool { l.rawValue < r.rawValue }

    static func of(_ kind: NodeKind, children: NodeList) -> GuideScope {
        switch kind {
        case .text: .textBaselines
        case .layout, .alignmentGuide: .any
        case .geometryReader, .safeAreaInset, .safeAreaPadding: .none
        default: children.reduce(GuideScope.none) { max($0, $1.guideScope) }
        }
    }
}

/// What placing a node does beyond laying out its children, decided from its kind when the tree is built, so
/// that placement reads one byte instead of matching the kind of every node.
struct PlacementTraits: OptionSet {
    let rawValue: UInt8
    /// A GeometryReader: its content is built at placement.
    static let geometryReader = PlacementTraits(rawValue: 1 << 0)
    /// A preference layer (`backgroundPreferenceValue`, ...): its secondary is built from what its content sent.
    static let preferenceLayer = PlacementTraits(rawValue: 1 << 1)
    /// Its secondary (second child) is drawn below its primary (`background`, a background preference layer).
    static let secondaryBelow = PlacementTraits(rawValue: 1 << 2)
    /// A ScrollView (its clip reaches into the safe area).
    static let scrollView = PlacementTraits(rawValue: 1 << 3)
    /// Changes the geometry its subtree sees: a drawing effect with a transform or a named coordinate space.
    static let geometry = PlacementTraits(rawValue: 1 << 4)
    /// Writes or observes preferences (`preference`, `anchorPreference`, `onPreferenceChange`).
    static let preferences = PlacementTraits(rawValue: 1 << 5)
    /// Has drawing values of its own (effect, hidden, zIndex).
    static let drawing = PlacementTraits(rawValue: 1 << 6)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ kind: __shared NodeKind, drawing: NodeDrawing) {
        var t: PlacementTraits = []
        switch kind {
        case .geometryReader: t.insert(.geometryReader)
        case .preferenceLayer(let layer):
            t.insert(.preferenceLayer)
            if layer.isBackground { t.insert(.secondaryBelow) }
        case .background: t.insert(.secondaryBelow)
        case .scrollView: t.insert(.scrollView)
        case .coordinateSpace: t.insert(.geometry)
        case .preference, .onPreferenceChange: t.insert(.preferences)
        default: break
        }
        // `case .some` reads the effect in place (`!= nil` on an Equatable optional copies it).
        if case .some = drawing.effect { t.insert(.geometry); t.insert(.drawing) }
        if drawing.hidden || drawing.zIndex != 0 { t.insert(.drawing) }
        self = t
    }
}
