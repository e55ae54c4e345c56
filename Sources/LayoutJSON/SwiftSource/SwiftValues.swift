import LayoutCore

/// The format's values as Swift: colours, alignments, edge and axis sets, unit points, enumeration cases.
/// Each reader takes the JSON value (already checked by the decoder) and its path for messages.
enum SwiftValues {
    /// SwiftUI's own colour names; the rest of `Color.named` are UIKit's element colours (`Color(.systemGray6)`).
    static let swiftUIColors: Set<String> = ["black", "white", "gray", "red", "orange", "yellow", "green", "mint",
                                             "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "clear",
                                             "primary", "secondary"]

    /// A colour (docs/format.md, "Colors"). `shorthand`: the argument is a `ShapeStyle` or `Color` (`.background(.teal)`), so a SwiftUI
    /// colour name is written `.teal`; otherwise (a view) `Color.teal`.
    static func color(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session,
                      shorthand: Bool) throws(InputError) -> String {
        if let name = v.string {
            if let variable = colorVariable(name), s.variable(variable) == .color { return variable }
            if swiftUIColors.contains(name) { return (shorthand ? "." : "Color.") + name }
            if name == "accentColor" { return "Color.accentColor" }
            if Color.named[name] != nil { return "Color(.\(name))" }
            if name.hasPrefix("#"), let c = Color(hex: name) {
                let digits = Array(name.dropFirst())
                func byte(_ i: Int) -> Int { Int(String(digits[i..<(i + 2)]), radix: 16) ?? 0 }
                func part(_ b: Int) -> String { b == 0 ? "0" : b == 255 ? "1" : "\(b) / 255" }
                var args = ["red: " + part(byte(0)), "green: " + part(byte(2)), "blue: " + part(byte(4))]
                if digits.count == 8, c.opacity != 1 { args.append("opacity: " + part(byte(6))) }
                return "Color(" + args.joined(separator: ", ") + ")"
            }
            if s.variable(name) == .string || colorVariable(name).map({ s.variable($0) == .string }) == true {
                throw s.error("a colour named by a ForEach string that is not a colour name cannot be written in Swift", v, path)
            }
            throw s.error("unknown color \(Quote.json(name))", v, path)
        }
        let members = v.members ?? JSONMembers()
        if let base = members.first(where: { $0.key == "color" })?.value {
            // {"color": c, "opacity": o}: `Color.blue.opacity(0.3)`, `.blue.opacity(0.3)` as a style.
            var text = try color(base, path.key("color"), s, shorthand: shorthand)
            if let o = members.first(where: { $0.key == "opacity" })?.value, !o.isNull {
                text += ".opacity(" + (try SwiftExpression.number(o, .double, path.key("opacity"), s)) + ")"
            }
            return text
        }
        var parts: [String] = []
        for key in ["red", "green", "blue", "opacity"] {
            guard let m = members.first(where: { $0.key == key }), !m.value.isNull else { continue }
            if let fraction = m.value.number.flatMap(eightBit) {
                parts.append(key + ": " + fraction)
            } else {
                parts.append(key + ": " + (try SwiftExpression.number(m.value, .double, path.key(key), s)))
            }
        }
        return "Color(" + parts.joined(separator: ", ") + ")"
    }

    /// A component that is exactly a byte over 255 and has no short decimal spelling, as that fraction
    /// (`60 / 255`, as written for a hex colour; 0.2 stays 0.2).
    static func eightBit(_ n: Double) -> String? {
        let byte = (n * 255).rounded()
        guard byte > 0, byte < 255, byte / 255 == n, "\(n)".count > 6 else { return nil }
        return "\(Int(byte)) / 255"
    }

    /// `c` for `"c"` or `"\(c)"`: a string that is only a variable name.
    static func colorVariable(_ s: String) -> String? {
        var name = Substring(s)
        if name.hasPrefix("\\("), name.hasSuffix(")") { name = name.dropFirst(2).dropLast() }
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    static let alignmentNames = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                                 "bottomLeading", "bottom", "bottomTrailing"]

    /// An `Alignment`: one of the nine names, or `{"horizontal", "vertical"}` (the name when one fits).
    static func alignment(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        if let name = v.string { return "." + name }
        let m = Dictionary((v.members ?? JSONMembers()).map { ($0.key, $0.value.string ?? "") }, uniquingKeysWith: { a, _ in a })
        let h = m["horizontal"] ?? "center", vv = m["vertical"] ?? "center"
        let named: [String: String] = ["top": "top", "center": "", "bottom": "bottom"]
        if let vPart = named[vv], ["leading", "center", "trailing"].contains(h) {
            let hPart = h == "center" ? "" : h
            let name = vPart.isEmpty ? (hPart.isEmpty ? "center" : hPart)
                : (hPart.isEmpty ? vPart : vPart + hPart.prefix(1).uppercased() + hPart.dropFirst())
            return "." + name
        }
        return "Alignment(horizontal: .\(h), vertical: .\(vv))"
    }

    /// A `HorizontalAlignment` or `VerticalAlignment` (built-in or custom) name.
    static func guide(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        guard let name = v.string else { throw s.error("expected an alignment name", v, path) }
        return "." + name
    }

    /// An `Edge.Set` or `Axis.Set`: `.top`, `[.top, .leading]`.
    static func set(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        if let name = v.string { return "." + name }
        guard let items = v.elements else { throw s.error("expected a name or an array of names", v, path) }
        let names = items.compactMap(\.string)
        if names.count == 1 { return "." + names[0] }
        return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    /// A `UnitPoint`: a name or `{"x", "y"}`.
    static func unitPoint(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        if let name = v.string { return "." + name }
        let a = SwiftArgument(value: v, path: path, printer: s)
        let x = try a.members["x"].map { xv throws(InputError) in try SwiftExpression.number(xv, .cgFloat, path.key("x"), s) } ?? "0"
        let y = try a.members["y"].map { yv throws(InputError) in try SwiftExpression.number(yv, .cgFloat, path.key("y"), s) } ?? "0"
        return "UnitPoint(x: \(x), y: \(y))"
    }

    /// An enumeration case: `"fit"` → `.fit`; null → `nil`.
    static func enumCase(_ v: JSONValue) -> String { v.string.map { "." + $0 } ?? "nil" }

    static func bool(_ v: JSONValue) -> String { v.bool == true ? "true" : "false" }
}

extension SwiftArgument {
    /// `label: value` for each present key, in the order given (Swift's parameter order); a label "_" is
    /// unlabeled. `read` prints one value.
    func labeled(_ keys: [(key: String, label: String)],
                 _ read: (String, JSONValue) throws(InputError) -> String) throws(InputError) -> [String] {
        let m = members
        var out: [String] = []
        for (key, label) in keys {
            guard let v = m[key] else { continue }
            let text = try read(key, v)
            out.append(label == "_" ? text : label + ": " + text)
        }
        return out
    }

    func length(_ key: String, _ v: JSONValue) throws(InputError) -> String {
        try SwiftExpression.number(v, .cgFloat, path(key), printer, allowsInfinity: true)
    }

    func number(_ context: SwiftExpression.Context = .cgFloat) throws(InputError) -> String {
        try SwiftExpression.number(value, context, path, printer, allowsInfinity: true)
    }

    func color(shorthand: Bool = true) throws(InputError) -> String {
        try SwiftValues.color(value, path, printer, shorthand: shorthand)
    }
}
