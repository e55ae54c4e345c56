import Foundation
import LayoutCore

/// The arguments of the drawing modifiers and `position`/`zIndex`/`hidden` (docs/format.md):
/// `position` `{"x": 30, "y": 30}`; `zIndex` a number; `hidden` `{}`; `clipShape` a shape (`{"Circle": {}}`,
/// `{"RoundedRectangle": {"cornerRadius": 8, "style": "continuous"}}`, or the name alone `"Capsule"`);
/// `rotationEffect` an angle (`{"degrees": 45}`, `{"radians": 0.5}`) or `{"angle": ANGLE, "anchor": ANCHOR}`;
/// `scaleEffect` a number, `{"scale": s-or-{"width","height"}, "anchor": ...}` or `{"x": 2, "y": 1, "anchor": ...}`;
/// `shadow` `{"color": c, "radius": r, "x": 0, "y": 0}`. An ANCHOR is a unit point name or `{"x": 0.2, "y": 1}`.
extension TreeDecoder {
    @inline(never)
    func drawingModifierKind(_ entry: ModifierObject) throws(InputError) -> NodeKind? {
        let v = entry.arguments, p = entry.path, c = context
        switch entry.name {
        case "position":
            let a = try Arguments(v, p, allowed: ["x", "y"], owner: "position", context)
            var x: CGFloat = 0, y: CGFloat = 0
            if let xv = a["x"] { x = try c.length(xv, a.path("x")) }
            if let yv = a["y"] { y = try c.length(yv, a.path("y")) }
            return .position(x: x, y: y)
        case "zIndex":
            return .zIndex(Double(try c.length(v, p)))
        case "hidden":
            try c.noArguments(v, p, owner: entry.name)
            return .hidden
        case "clipShape":
            return .clipShape(try clipShape(v, p))
        case "rotationEffect":
            return try rotationEffect(v, p)
        case "scaleEffect":
            return try scaleEffect(v, p)
        case "shadow":
            let a = try Arguments(v, p, allowed: ["color", "radius", "x", "y"], owner: "shadow", context)
            var shadow = Shadow(radius: try c.size(a.required("radius", context, owner: "shadow"), a.path("radius")))
            if let cv = a["color"] { shadow.color = try c.color(cv, a.path("color")) }
            if let xv = a["x"] { shadow.x = try c.length(xv, a.path("x")) }
            if let yv = a["y"] { shadow.y = try c.length(yv, a.path("y")) }
            return .effect(.shadow(shadow))
        default:
            return nil
        }
    }

    /// A shape: its name, or a shape VIEW object without modifiers.
    private func clipShape(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> ShapeKind {
        let names: [(String, ShapeKind)] = [("Rectangle", .rectangle), ("Circle", .circle), ("Ellipse", .ellipse),
                                            ("Capsule", .capsule)]
        if let name = v.string {
            if name == "RoundedRectangle" {
                throw context.error("RoundedRectangle needs its corner radius: write "
                                    + "{\"RoundedRectangle\": {\"cornerRadius\": 8}}", v, p)
            }
            return try context.choice(v, p, what: "shape", names)
        }
        guard let members = v.members, members.count == 1, let m = members.first else {
            throw context.typeError(expected: "a shape such as {\"Circle\": {}} or "
                                    + "{\"RoundedRectangle\": {\"cornerRadius\": 8}}", v, p)
        }
        let shapes = Vocabulary.shapes
        guard shapes.contains(m.key) else {
            throw context.error("unknown shape \(Quote.json(m.key))"
                                + Suggestion.hint(for: m.key, in: shapes,
                                                  fallback: "; expected one of: " + shapes.joined(separator: ", ")),
                                at: m.keyPosition, p.key(m.key))
        }
        if m.key == "RoundedRectangle" { return try roundedRectangle(m.value, p.key(m.key)) }
        try context.noArguments(m.value, p.key(m.key), owner: m.key)
        return names.first { $0.0 == m.key }?.1 ?? .rectangle
    }

    /// `{"cornerRadius": r, "style": "circular" | "continuous"}` (both styles are drawn with circular corners).
    func roundedRectangle(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> ShapeKind {
        let a = try Arguments(v, p, allowed: ["cornerRadius", "style"], owner: "RoundedRectangle", context)
        let r = try context.size(a.required("cornerRadius", context, owner: "RoundedRectangle"), a.path("cornerRadius"))
        if let s = a["style"] {
            _ = try context.choice(s, a.path("style"), what: "corner style", ["circular": 0, "continuous": 1])
        }
        return .roundedRectangle(cornerRadius: r)
    }

    private func rotationEffect(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let a = try Arguments(v, p, allowed: ["degrees", "radians", "angle", "anchor"], owner: "rotationEffect",
                              expected: "an angle ({\"degrees\": 45}) or {\"angle\": ..., \"anchor\": ...}", context)
        var anchor = UnitPoint.center
        let radians: Double
        if let angle = a["angle"] {
            if let extra = a.present(["degrees", "radians"]).first {
                throw context.error("give the angle once: either \"angle\" with \"anchor\", or \(Quote.json(extra)) "
                                    + "alone", at: a.keyPosition(extra), a.path(extra))
            }
            radians = try context.angle(angle, a.path("angle"))
            if let an = a["anchor"] { anchor = try context.unitPoint(an, a.path("anchor")) }
        } else {
            if a.has("anchor") {
                throw context.error("with an anchor, write {\"angle\": {\"degrees\": ...}, \"anchor\": ...}",
                                    at: a.keyPosition("anchor"), a.path("anchor"))
            }
            radians = try context.angle(v, p)
        }
        return .effect(.rotation(radians: radians, anchor: anchor))
    }

    private func scaleEffect(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        if v.number != nil {
            let s = try context.length(v, p)
            return .effect(.scale(x: s, y: s, anchor: .center))
        }
        let a = try Arguments(v, p, allowed: ["scale", "x", "y", "anchor"], owner: "scaleEffect",
                              expected: "a number or an object with scale (or x and y) and anchor", context)
        var x: CGFloat = 1, y: CGFloat = 1
        if let s = a["scale"] {
            if let extra = a.present(["x", "y"]).first {
                throw context.error("give either scale or x and y, not both", at: a.keyPosition(extra), a.path(extra))
            }
            if s.kind == .object {
                let b = try Arguments(s, a.path("scale"), allowed: ["width", "height"], owner: "scale", context)
                x = try context.length(b.required("width", context, owner: "scale"), b.path("width"))
                y = try context.length(b.required("height", context, owner: "scale"), b.path("height"))
            } else {
                x = try context.length(s, a.path("scale")); y = x
            }
        } else {
            if let xv = a["x"] { x = try context.length(xv, a.path("x")) }
            if let yv = a["y"] { y = try context.length(yv, a.path("y")) }
        }
        var anchor = UnitPoint.center
        if let an = a["anchor"] { anchor = try context.unitPoint(an, a.path("anchor")) }
        return .effect(.scale(x: x, y: y, anchor: anchor))
    }
}

/// The angle and unit-point readers (rotation, arcs, gradients, grid cell anchors).
extension DecodeContext {
    /// `{"degrees": 45}` or `{"radians": 0.785}`, as SwiftUI's `Angle`.
    func angle(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> Double {
        let a = try Arguments(v, p, allowed: ["degrees", "radians"], owner: "Angle",
                              expected: "an angle: {\"degrees\": 45} or {\"radians\": 0.785}", self)
        let given = a.present(["degrees", "radians"])
        guard let unit = given.first else {
            throw error("an angle needs \"degrees\" or \"radians\"", v, p)
        }
        if given.count > 1 {
            throw error("give either degrees or radians, not both", at: a.keyPosition(given[1]), a.path(given[1]))
        }
        let value = Double(try length(a[unit] ?? v, a.path(unit)))
        return unit == "degrees" ? value * Double.pi / 180 : value
    }

    /// A unit point: a name (`"topLeading"`) or `{"x": 0.25, "y": 1}`.
    func unitPoint(_ v: JSONValue, _ p: JSONPath, what: String = "anchor") throws(InputError) -> UnitPoint {
        if v.string != nil { return try choice(v, p, what: what, UnitPoint.named) }
        let a = try Arguments(v, p, allowed: ["x", "y"], owner: "UnitPoint",
                              expected: "\(what == "anchor" ? "an anchor" : "a " + what) name or {\"x\": ..., \"y\": ...}", self)
        let x = try length(a.required("x", self, owner: "UnitPoint"), a.path("x"))
        let y = try length(a.required("y", self, owner: "UnitPoint"), a.path("y"))
        return UnitPoint(x: x, y: y)
    }
}
