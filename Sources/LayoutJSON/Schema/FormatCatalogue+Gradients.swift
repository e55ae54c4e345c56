import LayoutCore

/// The gradient views' catalogue entries and the schema of a style value (a colour or a gradient; docs/format.md,
/// "Gradients"). `GradientArguments` reads what these describe.
extension FormatCatalogue {
    static let gradientViews: [CatalogueEntry] = [
        view("LinearGradient", "A linear gradient as a view (it takes the size it is proposed, like Color): colors "
             + "(or stops, or gradient) from startPoint to endPoint, unit points of the frame.",
             gradientArguments(["startPoint": anchorSchema, "endPoint": anchorSchema], required: ["startPoint", "endPoint"]),
             #"{"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}}"#,
             swift: .gradientView("LinearGradient")),
        view("RadialGradient", "A radial gradient as a view: circles about center from startRadius to endRadius (points).",
             gradientArguments(["center": anchorSchema, "startRadius": S.ref("size"), "endRadius": S.ref("size")],
                               required: ["center", "startRadius", "endRadius"]),
             #"{"RadialGradient": {"colors": ["yellow", "orange"], "center": "center", "startRadius": 0, "endRadius": 60}}"#,
             swift: .gradientView("RadialGradient")),
        view("EllipticalGradient", "A radial gradient stretched to the frame: radii as fractions of its width and height "
             + "(center default center, startRadiusFraction 0, endRadiusFraction 0.5).",
             gradientArguments(["center": anchorSchema, "startRadiusFraction": S.ref("size"),
                                "endRadiusFraction": S.ref("size")], required: []),
             #"{"EllipticalGradient": {"colors": ["white", "teal"]}}"#, swift: .gradientView("EllipticalGradient")),
        view("AngularGradient", "A conic gradient about center, clockwise from startAngle to endAngle (degrees or an "
             + "angle; equal angles, the default, sweep one turn), or one turn from angle.",
             gradientArguments(["center": anchorSchema, "startAngle": gradientAngle, "endAngle": gradientAngle,
                                "angle": gradientAngle], required: ["center"]),
             #"{"AngularGradient": {"colors": ["red", "yellow", "green", "blue", "purple", "red"], "center": "center"}}"#,
             swift: .gradientView("AngularGradient")),
    ]

    /// The colours (exactly one of colors, stops, gradient) plus the view's own arguments.
    static func gradientArguments(_ own: [String: JSONTree], required: [String]) -> JSONTree {
        let stops = S.type("array", ["items": S.object(["color": S.ref("color"), "location": S.ref("number")],
                                                      required: ["color", "location"]), "minItems": .number(1)])
        let colors = S.type("array", ["items": S.ref("color"), "minItems": .number(1)])
        let gradient = S.anyOf([S.object(["colors": colors], required: ["colors"]),
                                S.object(["stops": stops], required: ["stops"])])
        var props = own
        return S.anyOf(["colors", "stops", "gradient"].map { key in
            props = own
            props[key] = key == "colors" ? colors : key == "stops" ? stops : gradient
            return S.object(props, required: [key] + required)
        })
    }

    /// Degrees, or SwiftUI's Angle.
    static var gradientAngle: JSONTree { S.anyOf([S.ref("length"), angle]) }

    /// A style: a colour, a gradient view object, or {"gradient": color} (`Color.blue.gradient`).
    static var styleSchema: JSONTree {
        S.described(S.anyOf([S.ref("color"), S.object(["gradient": S.ref("color")], required: ["gradient"])]
                            + gradientViews.map { S.object([$0.name: $0.arguments], required: [$0.name]) }),
                    "A ShapeStyle: a color, a gradient ({\"LinearGradient\": ...} and the other gradient views) or "
                    + "{\"gradient\": color} (Color.gradient).")
    }
}
