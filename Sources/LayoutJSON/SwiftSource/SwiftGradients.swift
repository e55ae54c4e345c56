import LayoutCore

/// Gradients as Swift (docs/format.md, "Gradients"): the views `LinearGradient(colors: [.blue, .purple],
/// startPoint: .top, endPoint: .bottom)`, `RadialGradient(...)`, `EllipticalGradient(...)`,
/// `AngularGradient(...)` with SwiftUI's labels in SwiftUI's order, the same text as a style (`.fill(LinearGradient(...))`),
/// and `{"gradient": c}` as `.blue.gradient`.
extension SwiftValues {
    /// A style value: a colour or a gradient (`shorthand` as for `color`).
    static func style(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session, shorthand: Bool) throws(InputError) -> String {
        if let m = v.members, m.count == 1, let first = m.first {
            if DecodeContext.gradientViews.contains(first.key) {
                return try gradient(first.key, first.value, path.key(first.key), s)
            }
            if first.key == "gradient" {
                return try color(first.value, path.key("gradient"), s, shorthand: shorthand) + ".gradient"
            }
        }
        return try color(v, path, s, shorthand: shorthand)
    }

    /// `LinearGradient(colors: [...], startPoint: .top, endPoint: .bottom)` and the other three.
    static func gradient(_ type: String, _ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        let a = SwiftArgument(value: v, path: path, printer: s)
        let m = a.members
        var args: [String] = []
        if let colors = m["colors"] {
            args.append("colors: " + (try colorList(colors, path.key("colors"), s)))
        } else if let stops = m["stops"] {
            args.append("stops: " + (try stopList(stops, path.key("stops"), s)))
        } else if let g = m["gradient"] {
            let gm = SwiftArgument(value: g, path: path.key("gradient"), printer: s).members
            if let colors = gm["colors"] {
                args.append("gradient: Gradient(colors: " + (try colorList(colors, path.key("gradient").key("colors"), s)) + ")")
            } else if let stops = gm["stops"] {
                args.append("gradient: Gradient(stops: " + (try stopList(stops, path.key("gradient").key("stops"), s)) + ")")
            }
        }
        func point(_ key: String) throws(InputError) {
            if let p = m[key] { args.append(key + ": " + (try unitPoint(p, path.key(key), s))) }
        }
        func number(_ key: String) throws(InputError) {
            if let n = m[key] { args.append(key + ": " + (try SwiftExpression.number(n, .cgFloat, path.key(key), s))) }
        }
        func angle(_ key: String) throws(InputError) {
            guard let n = m[key] else { return }
            let text = n.kind == .object ? try SwiftSpelling.angle(SwiftArgument(value: n, path: path.key(key), printer: s))
                : ".degrees(" + (try SwiftExpression.number(n, .double, path.key(key), s)) + ")"
            args.append(key + ": " + text)
        }
        switch type {
        case "LinearGradient": try point("startPoint"); try point("endPoint")
        case "RadialGradient": try point("center"); try number("startRadius"); try number("endRadius")
        case "EllipticalGradient": try point("center"); try number("startRadiusFraction"); try number("endRadiusFraction")
        default: try point("center"); try angle("startAngle"); try angle("endAngle"); try angle("angle")
        }
        return type + "(" + args.joined(separator: ", ") + ")"
    }

    private static func colorList(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        var items: [String] = []
        for (i, c) in (v.elements ?? []).enumerated() { items.append(try color(c, path.index(i), s, shorthand: true)) }
        return "[" + items.joined(separator: ", ") + "]"
    }

    private static func stopList(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        var items: [String] = []
        for (i, stop) in (v.elements ?? []).enumerated() {
            let sa = SwiftArgument(value: stop, path: path.index(i), printer: s)
            let m = sa.members
            guard let c = m["color"], let l = m["location"] else { throw sa.error("expected color and location") }
            items.append("Gradient.Stop(color: " + (try color(c, sa.path("color"), s, shorthand: true)) + ", location: "
                         + (try SwiftExpression.number(l, .cgFloat, sa.path("location"), s)) + ")")
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}

extension SwiftArgument {
    /// The argument as a style: `.teal`, `LinearGradient(...)`, `.blue.gradient`.
    func style() throws(InputError) -> String {
        try SwiftValues.style(value, path, printer, shorthand: true)
    }
}

extension SwiftSpelling {
    /// A gradient view: `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
    static func gradientView(_ type: String) -> SwiftSpelling {
        view { a throws(InputError) in SwiftView(try SwiftValues.gradient(type, a.value, a.path, a.printer)) }
    }
}
