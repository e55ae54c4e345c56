/// The names the format knows: view types, modifiers, and the keys allowed beside them.
enum Vocabulary {
    static let views = ["Text", "Color"] + DecodeContext.gradientViews + ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "Shape",
                        "Image", "Spacer", "Divider", "EmptyView", "HStack", "VStack", "ZStack", "Group", "ForEach",
                        "GeometryReader"] + containers + controls + systemViews

    static let modifiers = ["padding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit",
                            "scaledToFill", "resizable", "offset", "background", "overlay", "border",
                            "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder",
                            "opacity", "cornerRadius",
                            "clipped", "font", "lineLimit", "multilineTextAlignment", "truncationMode",
                            "alignmentGuide", "position", "zIndex", "hidden", "clipShape", "mask", "rotationEffect",
                            "scaleEffect", "shadow", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset",
                            "safeAreaPadding", "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment",
                            "gridCellAnchor", "environment", "lineSpacing", "minimumScaleFactor", "tracking",
                            "kerning", "textCase", "allowsTightening", "fontWeight", "bold", "italic", "fontDesign",
                            "monospacedDigit", "underline", "strikethrough", "buttonStyle", "contentMargins", "labelsHidden", "tint", "textFieldStyle",
                            "listStyle"]
                            + TreeDecoder.preferenceModifiers + barModifiers + TreeDecoder.traitModifiers

    /// The system containers (docs/format.md "System containers"), built from their complete content.
    static let systemViews = ["Form", "List", "NavigationLink", "NavigationStack", "Section", "TabView"]
    /// Modifiers that tell an enclosing NavigationStack or TabView what to show in its bars.
    static let barModifiers = ["navigationBarTitleDisplayMode", "navigationTitle", "tabItem", "toolbar"]

    /// Modifiers whose argument holds a VIEW (decoded like a child, attached when complete).
    static let layerModifiers = ["background", "overlay", "mask", "safeAreaInset"]

    /// Keys allowed in a view object beside its type.
    static let viewExtras = ["modifiers", "id"]

    /// Keys of a comparison sheet and of its panels (docs/format.md, "Comparison sheets").
    static let sheetKeys = ["$schema", "version", "canvas", "proposal", "fontFile", "alignments", "compare"]
    static let panelKeys = ["caption", "root", "canvas", "proposal"]

    static let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule"]
    static let stacks = ["HStack", "VStack", "ZStack"]
    /// The other views with content (docs/format.md "Containers").
    static let containers = ["ScrollView", "LazyVStack", "LazyHStack", "ViewThatFits", "AnyLayout", "Grid", "GridRow",
                             "LazyVGrid", "LazyHGrid"]
    /// The controls (`ControlCatalogue`): views with a label and a look built from plain views.
    static var controls: [String] { ControlCatalogue.names }
    /// The layouts an AnyLayout takes.
    static let layouts = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"]
    /// Views that stand for their content, flattened into the enclosing container.
    static let groups = ["Group", "ForEach"]
    /// Names that cannot be variables: `d`, the functions, "infinity", colors (a color argument naming a
    /// variable would be ambiguous) and the alignment types.
    /// The lists above as sets, for the decoder's look-ups (one hash per key instead of a scan of the list).
    static let viewSet = Set(views)
    static let modifierSet = Set(modifiers)
    static let stackSet = Set(stacks)
    static let containerSet = Set(containers)
    static let layerModifierSet = Set(layerModifiers)
    static let barModifierSet = Set(barModifiers)

    /// How the tree decoder starts a view of each type (one look-up per view).
    enum ViewCategory { case stack, container, system, control, group }
    static let viewCategories: [String: ViewCategory] = {
        var c: [String: ViewCategory] = [:]
        for (names, category) in [(stacks, ViewCategory.stack), (containers, .container), (systemViews, .system),
                                  (controls, .control), (groups, .group)] {
            for name in names where c[name] == nil { c[name] = category }
        }
        return c
    }()

    static let reservedNames = ["d", "infinity", "CGFloat", "Double", "Float", "Int", "min", "max", "abs",
                                "HorizontalAlignment", "VerticalAlignment", "true", "false", "nil", "self"]
}
