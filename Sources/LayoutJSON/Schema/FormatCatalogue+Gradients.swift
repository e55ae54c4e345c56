import LayoutCore

/// The gradient views' catalogue entries and the schema of a style value (a colour or a gradient; docs/format.md,
/// "Gradients"). `GradientArguments` reads what these describe.
extension FormatCatalogue {
    static let gradientViews: [CatalogueEntry] = [
        view("LinearGradient", "A linear gradient as a view (it takes the size it is proposed, like Color): colors "
             + "(or stops, or gradient) from startPoint to endPoint, unit points of the frame.",
             S.ref("gradient.LinearGradient"),
             #"{"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}}"#,
             swift: .gradientView("LinearGradient")),
        view("RadialGradient", "A radial gradient as a view: circles about center from startRadius to endRadius (points).",
             S.ref("gradient.RadialGradient"),
             #"{"RadialGradient": {"colors": ["yellow", "orange"], "center": "center", "startRadius": 0, "endRadius": 60}}"#,
             swift: .gradientView("RadialGradient")),
        view("EllipticalGradient", "A radial gradient stretched to the frame: radii as fractions of its width and height "
             + "(center default center, startRadiusFraction 0, endRadiusFraction 0.5).",
             S.ref("gradient.EllipticalGradient"),
             #"{"EllipticalGradient": {"colors": ["white", "teal"]}}"#, swift: .gradientView("EllipticalGradient")),
        view("AngularGradient", "A conic gradient about center, clockwise from startAngle to endAngle (degrees or an "
             + "angle; equal angles, the default, sweep one turn), or one turn from angle.",
             S.ref("gradient.AngularGradient"),
             #"{"AngularGradient": {"colors": ["red", "yellow", "green", "blue", "purple", "red"], "center": "center"}}"#,
             swift: .gradientView("AngularGradient")),
    ]

    /// The colours (exactly one of colors, stops, gradient: the decoder checks that) plus the view's own arguments.
    static func gradientArguments(_ own: [String: JSONTree], required: [String]) -> JSONTree {
        let stops = S.type("array", ["items": S.object(["color": S.ref("color"), "location": S.ref("number")],
                                                      required: ["color", "location"]), "minItems": .number(1)])
        let colors = S.type("array", ["items": S.ref("color"), "minItems": .number(1)])
        let gradient = S.anyOf([S.object(["colors": colors], required: ["colors"]),
                                S.object(["stops": stops], required: ["stops"])])
        let props = own.merging(["colors": colors, "stops": stops, "gradient": gradient]) { a, _ in a }
        return S.described(S.object(props, required: required),
                           "Exactly one of colors, stops and gradient, with the view's own arguments.")
    }

    /// Degrees, or SwiftUI's Angle.
    static var gradientAngle: JSONTree { S.ref("gradientAngle") }

    /// The schema definitions of the gradients' arguments and of a style (one copy each, referenced by the entries).
    static var gradientDefinitions: [String: JSONTree] {
        [
            "gradientAngle": S.described(S.anyOf([S.ref("length"), angle]), "Degrees, or an Angle ({degrees} or {radians})."),
            "unitPoint": S.described(anchorSchema, "A UnitPoint: a name or {x, y} in the frame's unit square."),
            "gradient.LinearGradient": gradientArguments(["startPoint": S.ref("unitPoint"), "endPoint": S.ref("unitPoint")],
                                                         required: ["startPoint", "endPoint"]),
            "gradient.RadialGradient": gradientArguments(["center": S.ref("unitPoint"), "startRadius": S.ref("size"),
                                                          "endRadius": S.ref("size")],
                                                         required: ["center", "startRadius", "endRadius"]),
            "gradient.EllipticalGradient": gradientArguments(["center": S.ref("unitPoint"), "startRadiusFraction": S.ref("size"),
                                                              "endRadiusFraction": S.ref("size")], required: []),
            "gradient.AngularGradient": gradientArguments(["center": S.ref("unitPoint"), "startAngle": gradientAngle,
                                                           "endAngle": gradientAngle, "angle": gradientAngle],
                                                          required: ["center"]),
            "style": S.described(S.anyOf([S.ref("color"), S.object(["gradient": S.ref("color")], required: ["gradient"])]
                                         + DecodeContext.gradientViews.map {
                                             S.object([$0: S.ref("gradient." + $0)], required: [$0])
                                         }),
                                 "A ShapeStyle: a color, a gradient ({\"LinearGradient\": ...} and the other gradient views) "
                                 + "or {\"gradient\": color} (Color.gradient)."),
        ]
    }

    /// A style value (the "style" definition).
    static var styleSchema: JSONTree { S.ref("style") }
}
