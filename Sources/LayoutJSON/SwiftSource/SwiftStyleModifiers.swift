/// The spellings of the style modifiers: colours (foregroundColor, foregroundStyle, fill, stroke),
/// opacity, cornerRadius, clipped, hidden, clipShape, and the effects (rotationEffect, scaleEffect, shadow).
extension SwiftSpelling {
    static let foregroundColor = colorArgument("foregroundColor")
    static let foregroundStyle = styleArgument("foregroundStyle")
    static let fill = styleArgument("fill")

    /// `.name(.teal)`.
    static func colorArgument(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, [try a.color()]) }
    }

    /// `.name(.teal)`, `.name(LinearGradient(...))`, `.name(.blue.gradient)`.
    static func styleArgument(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, [try a.style()]) }
    }

    /// `.stroke(.green)`, `.stroke(.blue, lineWidth: 3)`, `.stroke(lineWidth: 2)`.
    static let stroke = colorAndWidth("stroke", width: "lineWidth")
    /// `.strokeBorder(.blue, lineWidth: 8)`.
    static let strokeBorder = colorAndWidth("strokeBorder", width: "lineWidth")

    static let opacity = unlabeledNumber("opacity", .double)
    static let cornerRadius = unlabeledNumber("cornerRadius", .cgFloat)
    static let clipped = noArguments("clipped")
    static let hidden = noArguments("hidden")

    /// `.clipShape(Circle())`, `.clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))`.
    static let clipShape = modifier { a throws(InputError) in
        if let name = a.value.string { return SwiftModifier("clipShape", [name + "()"]) }
        guard let shape = a.value.members?.first else { throw a.error("expected a shape") }
        let sa = SwiftArgument(value: shape.value, path: a.path(shape.key), printer: a.printer)
        return SwiftModifier("clipShape", [try shapeInstance(shape.key, sa)])
    }

    /// `.degrees(45)`, `.radians(0.5)`.
    static func angle(_ a: SwiftArgument) throws(InputError) -> String {
        let m = a.members
        if let d = m["degrees"] { return ".degrees(\(try SwiftExpression.number(d, .double, a.path("degrees"), a.printer)))" }
        if let r = m["radians"] { return ".radians(\(try SwiftExpression.number(r, .double, a.path("radians"), a.printer)))" }
        throw a.error("expected degrees or radians")
    }

    /// `.rotationEffect(.degrees(45))`, `.rotationEffect(.degrees(45), anchor: .topLeading)`.
    static let rotationEffect = modifier { a throws(InputError) in
        let m = a.members
        guard let angleValue = m["angle"] else { return SwiftModifier("rotationEffect", [try angle(a)]) }
        var args = [try angle(SwiftArgument(value: angleValue, path: a.path("angle"), printer: a.printer))]
        if let anchor = m["anchor"] { args.append("anchor: " + (try SwiftValues.unitPoint(anchor, a.path("anchor"), a.printer))) }
        return SwiftModifier("rotationEffect", args)
    }

    /// `.scaleEffect(1.5)`, `.scaleEffect(1.5, anchor: .bottom)`, `.scaleEffect(CGSize(...))`,
    /// `.scaleEffect(x: 2, y: 0.5, anchor: .leading)`.
    static let scaleEffect = modifier { a throws(InputError) in
        if a.value.kind != .object { return SwiftModifier("scaleEffect", [try a.number()]) }
        let m = a.members
        var args: [String] = []
        if let scale = m["scale"] {
            if scale.kind == .object {
                let sa = SwiftArgument(value: scale, path: a.path("scale"), printer: a.printer)
                args.append("CGSize(" + (try sa.labeled([("width", "width"), ("height", "height")], sa.length))
                    .joined(separator: ", ") + ")")
            } else {
                args.append(try a.length("scale", scale))
            }
        } else {
            args += try a.labeled([("x", "x"), ("y", "y")], a.length)
        }
        if let anchor = m["anchor"] { args.append("anchor: " + (try SwiftValues.unitPoint(anchor, a.path("anchor"), a.printer))) }
        return SwiftModifier("scaleEffect", args)
    }

    /// `.shadow(color: .black, radius: 8, x: 0, y: 4)`.
    static let shadow = modifier { a throws(InputError) in
        SwiftModifier("shadow", try a.labeled([("color", "color"), ("radius", "radius"), ("x", "x"), ("y", "y")]) {
            key, v throws(InputError) in
            key == "color" ? try SwiftValues.color(v, a.path(key), a.printer, shorthand: true) : try a.length(key, v)
        })
    }
}
