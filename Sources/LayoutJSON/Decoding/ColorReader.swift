import Foundation
import LayoutCore

/// Colors: a SwiftUI color name ("teal", "accentColor"), "#RRGGBB" or "#RRGGBBAA", or
/// `{"red": r, "green": g, "blue": b, "opacity": o}` with components in 0...1 (opacity defaults to 1).
/// Components outside 0...1 are clamped with a warning.
extension DecodeContext {
    static let colorNames = Color.named.keys.sorted()

    func color(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Color {
        if var s = v.string {
            // "\\(c)" interpolates; a bare name that is not a color but a variable holding a string uses its value.
            s = try interpolated(v, path)
            if Color.named[s] == nil, !s.hasPrefix("#"), let bound = scope[s] {
                guard case .string(let name) = bound else {
                    throw error("\(Quote.json(s)) is a number, not a color", v, path)
                }
                s = name
            }
            if s.hasPrefix("#") {
                let digits = s.dropFirst()
                guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
                      let c = Color(hex: s) else {
                    throw error("invalid hex color \(Quote.json(s)); expected \"#RRGGBB\" or \"#RRGGBBAA\"", v, path)
                }
                return c
            }
            if let c = Color.named[s] { return c }
            let variables = scope.visibleNames.filter { if case .string? = scope[$0] { true } else { false } }
            let hint = Suggestion.hint(for: s, in: Self.colorNames + variables,
                                       fallback: "; use a SwiftUI color name such as \"red\", or \"#RRGGBB\"")
            throw error("unknown color \(Quote.json(s))" + hint, v, path)
        }
        guard v.kind == .object else {
            throw typeError(expected: "a color (a name, \"#RRGGBB\" or {\"red\", \"green\", \"blue\"})", v, path)
        }
        if let members = v.members, members.contains(where: { $0.key == "color" }) {
            // `Color.blue.opacity(0.3)`: a colour at an opacity; a system colour stays adaptive.
            let a = try Arguments(v, path, allowed: ["color", "opacity"], owner: "Color", self)
            var base = try color(a.required("color", self, owner: "Color"), a.path("color"))
            if let o = a["opacity"] { base.opacity *= try component(o, a.path("opacity")) }
            return base
        }
        let a = try Arguments(v, path, allowed: ["red", "green", "blue", "opacity"], owner: "Color", self)
        let red = try component(a.required("red", self, owner: "Color"), a.path("red"))
        let green = try component(a.required("green", self, owner: "Color"), a.path("green"))
        let blue = try component(a.required("blue", self, owner: "Color"), a.path("blue"))
        var opacity = 1.0
        if let o = a["opacity"] { opacity = try component(o, a.path("opacity")) }
        return Color(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A number in 0...1; outside, clamped with a warning.
    func unitValue(_ v: JSONValue, _ path: JSONPath, what: String) throws(InputError) -> Double {
        let n = try number(v, path)
        if let c = clampedIfDynamic(n, v, 0...1) { return c }
        guard n >= 0, n <= 1 else {
            let clamped = min(max(n, 0), 1)
            warn("\(what) \(Self.format(n)) is outside 0...1; using \(Self.format(clamped))", v, path)
            return clamped
        }
        return n
    }

    private func component(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Double {
        try unitValue(v, path, what: "color component")
    }
}
