import Foundation
import LayoutCore

/// The gradient views and styles (docs/format.md, "Gradients"), with SwiftUI's argument labels:
/// `{"LinearGradient": {"colors": [...], "startPoint": "top", "endPoint": "bottom"}}`, `RadialGradient` (`center`,
/// `startRadius`, `endRadius`), `EllipticalGradient` (`center`, `startRadiusFraction`, `endRadiusFraction`),
/// `AngularGradient` (`center`, `startAngle`/`endAngle` or `angle`); the colours as `colors`, `stops`
/// (`[{"color": ..., "location": 0.3}]`) or `gradient` (`{"colors": ...}` or `{"stops": ...}`). A style value (the
/// argument of `fill`, `foregroundStyle`, `stroke`, `border`, `background`) is a colour, one of these objects, or
/// `{"gradient": COLOR}` (SwiftUI's `Color.blue.gradient`).
extension DecodeContext {
    static let gradientViews = ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"]

    /// A colour or a gradient.
    func shapeStyle(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> ShapeStyle {
        if let members = v.members, members.count == 1, let m = members.first {
            if Self.gradientViews.contains(m.key) { return .gradient(try gradientStyle(m.key, m.value, p.key(m.key))) }
            if m.key == "gradient" { return .gradient(colorGradient(try color(m.value, p.key("gradient")))) }
        }
        guard v.kind == .object || v.string != nil else {
            throw typeError(expected: "a color or a gradient ({\"LinearGradient\": ...}, {\"gradient\": \"blue\"})", v, p)
        }
        return .color(try color(v, p))
    }

    /// True for the objects `shapeStyle` reads as a gradient.
    static func isGradientStyle(_ v: JSONValue) -> Bool {
        guard let members = v.members, members.count == 1, let key = members.first?.key else { return false }
        return gradientViews.contains(key) || key == "gradient"
    }

    /// `Color.gradient`: SwiftUI's `AnyGradient`, a linear gradient from top to bottom (docs/semantics.md §3.9).
    func colorGradient(_ c: Color) -> GradientStyle {
        .linear(Gradient.derived(from: c), startPoint: .top, endPoint: .bottom)
    }

    /// The arguments of the gradient view `type`.
    func gradientStyle(_ type: String, _ v: JSONValue, _ p: JSONPath) throws(InputError) -> GradientStyle {
        let own: [String] = switch type {
        case "LinearGradient": ["startPoint", "endPoint"]
        case "RadialGradient": ["center", "startRadius", "endRadius"]
        case "EllipticalGradient": ["center", "startRadiusFraction", "endRadiusFraction"]
        default: ["center", "startAngle", "endAngle", "angle"]
        }
        let a = try Arguments(v, p, allowed: ["colors", "stops", "gradient"] + own, owner: type,
                              expected: "an object with colors (or stops, or gradient) and the \(type)'s arguments", self)
        let g = try gradientColors(a, v, p, owner: type)
        func point(_ key: String, default d: UnitPoint? = nil) throws(InputError) -> UnitPoint {
            guard let value = a[key] else {
                if let d { return d }
                throw error("\(type) needs \"\(key)\"", v, p)
            }
            return try unitPoint(value, a.path(key), what: "unit point")
        }
        func radius(_ key: String, default d: CGFloat? = nil) throws(InputError) -> CGFloat {
            guard let value = a[key] else {
                if let d { return d }
                throw error("\(type) needs \"\(key)\"", v, p)
            }
            return try size(value, a.path(key))
        }
        switch type {
        case "LinearGradient":
            return .linear(g, startPoint: try point("startPoint"), endPoint: try point("endPoint"))
        case "RadialGradient":
            return .radial(g, center: try point("center"), startRadius: try radius("startRadius"),
                           endRadius: try radius("endRadius"))
        case "EllipticalGradient":
            return .elliptical(g, center: try point("center", default: .center),
                               startRadiusFraction: try radius("startRadiusFraction", default: 0),
                               endRadiusFraction: try radius("endRadiusFraction", default: 0.5))
        default:
            let center = try point("center")
            if let an = a["angle"] {
                if let extra = a.present(["startAngle", "endAngle"]).first {
                    throw error("give either angle or startAngle and endAngle, not both", at: a.keyPosition(extra),
                                a.path(extra))
                }
                let start = try degrees(an, a.path("angle"))
                return .angular(g, center: center, startAngle: start, endAngle: start + 360)
            }
            var start = 0.0, end = 0.0
            if let s = a["startAngle"] { start = try degrees(s, a.path("startAngle")) }
            if let e = a["endAngle"] { end = try degrees(e, a.path("endAngle")) }
            // Equal angles (SwiftUI's defaults are both zero) sweep one full turn (docs/semantics.md §3.9).
            if start == end { end = start + 360 }
            return .angular(g, center: center, startAngle: start, endAngle: end)
        }
    }

    /// An angle in degrees: a number of degrees or SwiftUI's `Angle` (`{"degrees": 90}`, `{"radians": 1.57}`).
    private func degrees(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> Double {
        if v.kind == .object { return try angle(v, p) * 180 / Double.pi }
        return Double(try length(v, p))
    }

    /// The gradient of `colors`, `stops` or `gradient` (exactly one of them).
    private func gradientColors(_ a: Arguments, _ v: JSONValue, _ p: JSONPath, owner: String) throws(InputError) -> Gradient {
        let given = a.present(["colors", "stops", "gradient"])
        guard let key = given.first else {
            throw error("\(owner) needs colors (or stops, or gradient)", v, p)
        }
        if given.count > 1 {
            throw error("give one of colors, stops and gradient, not \(given.count)", at: a.keyPosition(given[1]),
                        a.path(given[1]))
        }
        let value = a[key] ?? v
        switch key {
        case "colors": return try gradientColorList(value, a.path("colors"))
        case "stops": return try gradientStops(value, a.path("stops"))
        default:
            let g = try Arguments(value, a.path("gradient"), allowed: ["colors", "stops"], owner: "Gradient",
                                  expected: "{\"colors\": [...]} or {\"stops\": [...]}", self)
            return try gradientColors(g, value, a.path("gradient"), owner: "Gradient")
        }
    }

    private func gradientColorList(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> Gradient {
        guard let list = v.elements else { throw typeError(expected: "an array of colors", v, p) }
        guard !list.isEmpty else { throw error("a gradient needs at least one color", v, p) }
        var colors: [Color] = []
        for (i, c) in list.enumerated() { colors.append(try color(c, p.index(i))) }
        return Gradient(colors: colors)
    }

    private func gradientStops(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> Gradient {
        guard let list = v.elements else {
            throw typeError(expected: "an array of stops ({\"color\": ..., \"location\": 0.5})", v, p)
        }
        guard !list.isEmpty else { throw error("a gradient needs at least one stop", v, p) }
        var stops: [Gradient.Stop] = []
        for (i, s) in list.enumerated() {
            let sp = p.index(i)
            let a = try Arguments(s, sp, allowed: ["color", "location"], owner: "Gradient.Stop",
                                  expected: "a stop: {\"color\": ..., \"location\": 0.5}", self)
            let c = try color(a.required("color", self, owner: "Gradient.Stop"), a.path("color"))
            let lv = try a.required("location", self, owner: "Gradient.Stop")
            let n = try number(lv, a.path("location"))
            guard n.isFinite else {
                throw error("the stop's location must be a finite number, got \(Self.format(n))", lv, a.path("location"))
            }
            stops.append(Gradient.Stop(color: c, location: try unitValue(lv, a.path("location"), what: "stop location")))
        }
        return Gradient(stops: stops)
    }
}
