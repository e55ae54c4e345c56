import Foundation

/// The input view tree. Views and modifiers are both nodes: a modifier node wraps its view (its first child),
/// exactly like SwiftUI's `ModifiedContent`, so every wrapper has a frame of its own.
/// `background`/`overlay` have two children: [primary, secondary].
public struct ViewNode: Sendable, Hashable {
    public var kind: NodeKind
    /// The user's name for the node (`"id"` in JSON); reported in the frame dump.
    public var id: String?
    public var children: [ViewNode]
    /// Where the input wrote this view or modifier (nil when built in code); for the inspector only.
    public var origin: NodeOrigin?

    public init(_ kind: NodeKind, id: String? = nil, children: [ViewNode] = [], origin: NodeOrigin? = nil) {
        self.kind = kind
        self.id = id
        self.children = children
        self.origin = origin
    }

    /// `self` wrapped in the modifier `kind` (the modifier becomes the parent).
    public func modifier(_ kind: NodeKind, id: String? = nil, secondary: ViewNode? = nil,
                         origin: NodeOrigin? = nil) -> ViewNode {
        ViewNode(kind, id: id, children: secondary.map { [self, $0] } ?? [self], origin: origin)
    }

    /// Number of nodes in the tree.
    public var count: Int {
        // Each child is read where it is stored (`reduce` copies every ViewNode it passes, a retain per field).
        children.withUnsafeBufferPointer { b in
            var n = 1
            for i in b.indices { n += b[i].count }
            return n
        }
    }
}

public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case ellipse
    case capsule
    /// A custom `Shape`'s `path(in:)` or a `Path` view: the outline for the frame's size.
    case path(ShapePath)

    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .path(let p): p.isCustomShape ? "Shape" : "Path"
        }
    }
}

/// Where an image's pixels come from. A placeholder draws a grey box with a cross.
public enum ImageSource: Sendable, Hashable {
    case placeholder
    /// An absolute path to a PNG file (resolved and checked when the document is read).
    case file(String)
    /// An SF Symbol (`Image(systemName:)`): drawn as the placeholder, its size from the font in effect
    /// (`SymbolImage`); the node's width and height are unused.
    case symbol(String, scale: SymbolImage.Scale)
}

public enum ContentMode: String, Sendable, Hashable { case fit, fill }

/// The flexible frame's arguments as given (normalised by `FlexibleFrameLayout`).
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    public var alignment: Alignment

    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A font as written in the tree: a text style, or explicit size/weight/design. Unset parts inherit.
public struct FontSpec: Sendable, Hashable {
    public var style: TextStyleName?
    public var size: CGFloat?
    public var weight: FontWeight?
    public var design: FontDesign?
    public var italic: Bool?

    public init(style: TextStyleName? = nil, size: CGFloat? = nil, weight: FontWeight? = nil,
                design: FontDesign? = nil, italic: Bool? = nil) {
        self.style = style; self.size = size; self.weight = weight; self.design = design; self.italic = italic
    }

    /// The font this spec gives over the inherited `base`: a style replaces it (size and weight), then the
    /// explicit fields apply on top (`.title.bold()`; `{"weight": "bold"}` alone keeps the inherited size).
    public func resolved(over base: TextStyle = .body) -> TextStyle {
        var t = style.map { TextStyle($0) } ?? base
        if let size { t.size = size }
        if let weight { t.weight = weight }
        if let design { t.design = design }
        if let italic { t.italic = italic }
        return t
    }
}

/// Every kind of node. Views first, then layout modifiers, then environment and drawing modifiers
/// (which have no layout of their own: their frame is their child's).
public indirect enum NodeKind: Sendable, Hashable {
    // Views
    case text(String)
    /// A Text made of runs: `Text("a") + Text("b").bold()`, inline images (`TextRuns.swift`).
    case textRuns([TextPiece])
    case color(Color)
    /// `LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient` as views (docs/semantics.md §3.9).
    case gradient(GradientStyle)
    case shape(ShapeKind)
    /// An image with its intrinsic size in points.
    case image(ImageSource, width: CGFloat, height: CGFloat)
    case spacer(minLength: CGFloat?)
    case divider
    case emptyView
    case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
    case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
    case zStack(alignment: Alignment)
    case scrollView(axes: Axis.Set, showsIndicators: Bool)
    case lazyHStack(alignment: VerticalAlignment, spacing: CGFloat?)
    case lazyVStack(alignment: HorizontalAlignment, spacing: CGFloat?)
    case viewThatFits(axes: Axis.Set)
    case anyLayout(AnyLayoutSpec)
    case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    /// A row of a Grid; its cells become the grid's subviews (like a Group's content) (docs/semantics.md §8.4).
    case gridRow(alignment: VerticalAlignment?)
    case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?)
    case lazyHGrid(rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?)
    /// Its content is built for its final size at placement (docs/semantics.md §3.6).
    case geometryReader(GeometryContent)
    /// A container laid out by a user's `Layout` (Swift API only); reported by the layout's type name.
    case layout(CustomLayout)
    /// A SwiftUI control (Button, Toggle, ...): its children are its label views; it lays out as the body its
    /// `ControlBody` builds in the environment (`Controls/`).
    case control(Control)

    // Layout modifiers
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(CGFloat?, contentMode: ContentMode)
    case scaledToFit
    case scaledToFill
    case offset(x: CGFloat, y: CGFloat)
    /// `.background(alignment:) { ... }`; `.background(style)` (a colour or gradient, SwiftUI's ShapeStyle form) has
    /// `ignoresSafeAreaEdges` `.all`, its default: the layer reaches into the safe-area bands the view touches.
    case background(alignment: Alignment, ignoresSafeAreaEdges: EdgeSet = [])
    /// `.overlay(alignment:) { ... }`; `.overlay(style)` ignores the safe area like `.background(style)`.
    case overlay(alignment: Alignment, ignoresSafeAreaEdges: EdgeSet = [])
    case border(ShapeStyle, width: CGFloat)
    /// `.ignoresSafeArea(_:edges:)`.
    case ignoresSafeArea(regions: SafeAreaRegions, edges: EdgeSet)
    /// `.edgesIgnoringSafeArea(_:)` (all regions).
    case edgesIgnoringSafeArea(EdgeSet)
    /// `.safeAreaInset(edge:alignment:spacing:content:)`; children [primary, content]. `alignment` is a
    /// horizontal guide for top/bottom, a vertical one for leading/trailing.
    case safeAreaInset(edge: Edge, alignment: AlignmentKey, spacing: CGFloat?)
    /// `.safeAreaPadding(...)`.
    case safeAreaPadding(EdgeInsets)
    /// Sets one guide's explicit value from the child's dimensions (docs/semantics.md §4.10).
    case alignmentGuide(AlignmentKey, GuideComputation)
    /// `.position(x:y:)`: takes the whole proposal, centres the child on (x, y).
    case position(x: CGFloat, y: CGFloat)
    /// `.mask(alignment:) { VIEW }`: two children, [content, mask]; the mask is laid out like an overlay.
    case mask(alignment: Alignment)

    // Environment and drawing modifiers
    case resizable
    case foregroundColor(Color)
    case foregroundStyle(ShapeStyle)
    case fill(ShapeStyle)
    /// A nil style strokes with the foreground style, as `.stroke(lineWidth:)` does.
    case stroke(ShapeStyle?, lineWidth: CGFloat)
    /// `.strokeBorder(color, lineWidth:)`: the outline drawn inside the shape's frame (the shape inset by half
    /// the line width, as SwiftUI's `InsettableShape`). A nil colour strokes with the foreground colour.
    case strokeBorder(ShapeStyle?, lineWidth: CGFloat)
    case opacity(Double)
    case cornerRadius(CGFloat)
    case clipped
    case font(FontSpec)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    /// The other Text environment modifiers (`lineSpacing`, `minimumScaleFactor`, `bold`, ...).
    case textOption(TextOption)
    /// `.environment(\.horizontalSizeClass, ...)`.
    case horizontalSizeClass(UserInterfaceSizeClass)
    // Grid cell layout values (no layout of their own)
    case gridCellColumns(Int)
    case gridCellUnsizedAxes(Axis.Set)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    /// `.clipShape(shape)`: clips the drawing to the shape in the view's frame.
    case clipShape(ShapeKind)
    /// `.hidden()`: laid out, not drawn.
    case hidden
    /// `.zIndex(z)`: drawing order among the siblings of a container (higher on top; ties keep order).
    case zIndex(Double)
    /// `.rotationEffect`, `.scaleEffect`, `.shadow`: drawing only.
    case effect(DrawingEffect)
    /// `.layoutValue(key:value:)` (Swift API only): a value a custom layout reads from its subview.
    case layoutValue(LayoutValueEntry)
    /// `.buttonStyle(_:)`: the style of every Button below (an environment value).
    case buttonStyle(ButtonStyleKind)
    /// `.contentMargins(...)`: the margins scroll views below put around their content (an environment value,
    /// docs/semantics.md §8.8).
    case contentMargins(EdgeInsets)
    /// `.tint(_:)`: the colour of the controls below in place of the accent colour (an environment value).
    case tint(Color)
    /// `.labelsHidden()`: the controls below leave their labels out (an environment value).
    case labelsHidden
    /// `.textFieldStyle(_:)`: true for `.roundedBorder` (an environment value).
    case textFieldStyle(roundedBorder: Bool)
    /// `.listStyle(_:)`: the style of the Lists and Forms below (an environment value).
    case listStyle(ListStyleKind)
    /// A List row's insets: pads its content, and lets the controls inside reach into the vertical ones
    /// (`ControlEnvironment.listRowInsets`). Built by a List for each row, not read from input.
    case listRowInsets(EdgeInsets)
    /// The control settings without a case of their own (`ControlSetting`: pickerStyle, disabled; environment
    /// values).
    case controlSetting(ControlSetting)
    /// A view trait (`ViewTrait`: tag, badge, listRowBackground, ...): read by the container the view is in.
    case trait(ViewTrait)
    // Bar preferences, read by an enclosing NavigationStack or TabView (SystemContainers/BarItems.swift); laid
    // out as their content.
    case navigationTitle(String)
    case navigationBarTitleDisplayMode(TitleDisplayMode)
    /// `.toolbar { ToolbarItem(...) }`: the items until a NavigationStack takes them into its bar.
    case toolbar([ToolbarEntry])
    case tabItem(TabItem)

    // Preferences (docs/semantics.md §10): no layout of their own, except the preference layers.
    /// `.preference`, `.transformPreference`, `.anchorPreference`.
    case preference(PreferenceWriter)
    /// `.onPreferenceChange(key) { ... }`.
    case onPreferenceChange(PreferenceObserver)
    /// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: one child (the content) until placement, where
    /// the layer is built from the content's value and laid out as an overlay or background.
    case preferenceLayer(PreferenceLayer)
    /// `.coordinateSpace(name:)`: names this view's frame for `proxy.frame(in: .named(name))`.
    case coordinateSpace(String)

    /// The name reported as `kind` in the frame dump: the SwiftUI view type or the modifier's name.
    public var name: String {
        switch self {
        case .text, .textRuns: "Text"
        case .color: "Color"
        case .gradient(let g): g.name
        case .shape(let s): s.name
        case .image: "Image"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .emptyView: "EmptyView"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .scrollView: "ScrollView"
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        case .viewThatFits: "ViewThatFits"
        case .anyLayout: "AnyLayout"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .geometryReader: "GeometryReader"
        case .layout(let l): l.typeName
        case .control(let c): c.name
        case .padding: "padding"
        case .frame, .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .aspectRatio: "aspectRatio"
        case .scaledToFit: "scaledToFit"
        case .scaledToFill: "scaledToFill"
        case .offset: "offset"
        case .background: "background"
        case .overlay: "overlay"
        case .border: "border"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .edgesIgnoringSafeArea: "edgesIgnoringSafeArea"
        case .safeAreaInset: "safeAreaInset"
        case .safeAreaPadding: "safeAreaPadding"
        case .alignmentGuide: "alignmentGuide"
        case .position: "position"
        case .mask: "mask"
        case .resizable: "resizable"
        case .foregroundColor: "foregroundColor"
        case .foregroundStyle: "foregroundStyle"
        case .fill: "fill"
        case .stroke: "stroke"
        case .strokeBorder: "strokeBorder"
        case .opacity: "opacity"
        case .cornerRadius: "cornerRadius"
        case .clipped: "clipped"
        case .font: "font"
        case .lineLimit: "lineLimit"
        case .multilineTextAlignment: "multilineTextAlignment"
        case .truncationMode: "truncationMode"
        case .textOption(let o): o.name
        case .horizontalSizeClass: "environment"
        case .gridCellColumns: "gridCellColumns"
        case .gridCellUnsizedAxes: "gridCellUnsizedAxes"
        case .gridColumnAlignment: "gridColumnAlignment"
        case .gridCellAnchor: "gridCellAnchor"
        case .clipShape: "clipShape"
        case .hidden: "hidden"
        case .zIndex: "zIndex"
        case .effect(.rotation): "rotationEffect"
        case .effect(.scale): "scaleEffect"
        case .effect(.shadow): "shadow"
        case .effect(.mask): "mask"
        case .layoutValue: "layoutValue"
        case .navigationTitle: "navigationTitle"
        case .navigationBarTitleDisplayMode: "navigationBarTitleDisplayMode"
        case .toolbar: "toolbar"
        case .tabItem: "tabItem"
        case .preference(let w): w.name
        case .onPreferenceChange: "onPreferenceChange"
        case .preferenceLayer(let l): l.name
        case .coordinateSpace: "coordinateSpace"
        case .buttonStyle: "buttonStyle"
        case .contentMargins: "contentMargins"
        case .tint: "tint"
        case .labelsHidden: "labelsHidden"
        case .textFieldStyle: "textFieldStyle"
        case .listStyle: "listStyle"
        case .listRowInsets: "listRowInsets"
        case .controlSetting(let c): c.name
        case .trait(let t): t.name
        }
    }
}
