/// The names the format knows: view types, modifiers, and the keys allowed beside them.
enum Vocabulary {
    static let views = ["Text", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Image",
                        "Spacer", "Divider", "EmptyView", "HStack", "VStack", "ZStack"] + containers

    static let modifiers = ["padding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit",
                            "scaledToFill", "resizable", "offset", "background", "overlay", "border",
                            "foregroundColor", "foregroundStyle", "fill", "stroke", "opacity", "cornerRadius",
                            "clipped", "font", "lineLimit", "multilineTextAlignment", "truncationMode",
                            "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment", "gridCellAnchor",
                            "environment"]

    /// Keys allowed in a view object beside its type.
    static let viewExtras = ["modifiers", "id"]

    static let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule"]
    static let stacks = ["HStack", "VStack", "ZStack"]
    /// The other views with content (docs/format.md "Containers").
    static let containers = ["ScrollView", "LazyVStack", "LazyHStack", "ViewThatFits", "AnyLayout", "Grid", "GridRow",
                             "LazyVGrid", "LazyHGrid"]
    /// The layouts an AnyLayout takes.
    static let layouts = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"]
}
