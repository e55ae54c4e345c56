/// The names the format knows: view types, modifiers, and the keys allowed beside them.
enum Vocabulary {
    static let views = ["Text", "Color", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Image",
                        "Spacer", "Divider", "EmptyView", "HStack", "VStack", "ZStack"]

    static let modifiers = ["padding", "frame", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit",
                            "scaledToFill", "resizable", "offset", "background", "overlay", "border",
                            "foregroundColor", "foregroundStyle", "fill", "stroke", "opacity", "cornerRadius",
                            "clipped", "font", "lineLimit", "multilineTextAlignment", "truncationMode"]

    /// Keys allowed in a view object beside its type.
    static let viewExtras = ["modifiers", "id"]

    /// Keys of a comparison sheet and of its panels (docs/format.md, "Comparison sheets").
    static let sheetKeys = ["$schema", "version", "canvas", "proposal", "fontFile", "compare"]
    static let panelKeys = ["caption", "root", "canvas", "proposal"]

    static let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule"]
    static let stacks = ["HStack", "VStack", "ZStack"]
}
