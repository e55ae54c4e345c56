import Foundation
import LayoutCore

/// Custom shapes (docs/format.md, "Custom shapes"): `{"Path": [OPERATION, ...]}` is SwiftUI's `Path { path in
/// ... }` as a view, and `{"Shape": {"name": "Triangle", "path": [OPERATION, ...]}}` is a custom `Shape` whose
/// `path(in rect:)` performs the operations; there the coordinates may use `rect.minX`, `rect.midX`,
/// `rect.maxX`, `rect.minY`, `rect.midY`, `rect.maxY`, `rect.width`, `rect.height` (the shape's frame, origin
/// zero), known at layout time. Each OPERATION is an object with one key, SwiftUI's method name:
/// `{"move": POINT}`, `{"addLine": POINT}`, `{"addLines": [POINT, ...]}`, `{"addQuadCurve": {"to": POINT,
/// "control": POINT}}`, `{"addCurve": {"to": POINT, "control1": POINT, "control2": POINT}}`, `{"addArc":
/// {"center": POINT, "radius": N, "startAngle": ANGLE, "endAngle": ANGLE, "clockwise": BOOL}}`, `{"addRect":
/// RECT}`, `{"addRoundedRect": {"rect": RECT, "cornerSize": {"width": N, "height": N}}}`, `{"addEllipse":
/// RECT}`, `{"closeSubpath": {}}`; POINT is `{"x": N, "y": N}`, RECT `{"x", "y", "width", "height"}`.
extension TreeDecoder {
    static let pathOperations = ["move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect",
                                 "addRoundedRect", "addEllipse", "closeSubpath"]

    /// A coordinate: known now, or an expression over the shape's rectangle evaluated for its size.
    private enum Coordinate: Sendable {
        case value(CGFloat)
        case rect(CompiledExpression)

        func at(_ size: ViewDimensions) -> CGFloat {
            switch self {
            case .value(let v): v
            case .rect(let e): e.layoutValue(size)
            }
        }
    }

    /// `{"Path": [...]}` or `{"Shape": {"name": ..., "path": [...]}}`.
    @inline(never)
    func customShape(_ object: ViewObject) throws(InputError) -> ShapeKind {
        var v = object.arguments, p = object.argumentsPath
        let usesRect = object.type == "Shape"
        var name = "Path"
        if usesRect {
            let a = try Arguments(v, p, allowed: ["name", "path"], owner: "Shape",
                                  expected: "{\"name\": \"Triangle\", \"path\": [...]}", context)
            let n = try a.required("name", context, owner: "Shape")
            name = try context.string(n, a.path("name"))
            guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                  name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" }) else {
                throw context.error("a shape's name is a Swift type name (Triangle, Wave), got \(Quote.json(name))",
                                    n, a.path("name"))
            }
            v = try a.required("path", context, owner: "Shape")
            p = a.path("path")
        }
        guard let items = v.elements else {
            throw context.typeError(expected: "an array of path operations ({\"move\": {\"x\": 0, \"y\": 0}}, ...)", v, p)
        }
        guard items.count <= FormatLimits.maxPathOperations else {
            throw context.error("a path has more than \(FormatLimits.maxPathOperations) operations", v, p)
        }
        var ops: [@Sendable (ViewDimensions) -> PathElement] = []
        for (i, item) in items.enumerated() { ops.append(try operation(item, p.index(i), usesRect: usesRect)) }
        let position = v.position
        let description = "\(name)@\(position.line):\(position.column)"
            + (context.scope.isEmpty ? "" : " [\(context.scope.description)]")
        let built = ops
        return .path(ShapePath(description, isCustomShape: usesRect) { size in
            let d = ViewDimensions(size: size)
            return built.map { $0(d) }
        })
    }

    private func operation(_ v: JSONValue, _ p: JSONPath, usesRect: Bool)
        throws(InputError) -> @Sendable (ViewDimensions) -> PathElement {
        guard let members = v.members, members.count == 1, let m = members.first else {
            throw context.typeError(expected: "an object with one path operation ("
                                    + Self.pathOperations.joined(separator: ", ") + ")", v, p)
        }
        let key = m.key, value = m.value, at = p.key(key)
        func point(_ x: JSONValue, _ xp: JSONPath) throws(InputError) -> @Sendable (ViewDimensions) -> CGPoint {
            let a = try Arguments(x, xp, allowed: ["x", "y"], owner: "CGPoint", expected: "a point {\"x\": 0, \"y\": 0}",
                                  context)
            let px = try coordinate(try a.required("x", context, owner: "CGPoint"), a.path("x"), usesRect)
            let py = try coordinate(try a.required("y", context, owner: "CGPoint"), a.path("y"), usesRect)
            return { d in CGPoint(x: px.at(d), y: py.at(d)) }
        }
        func rect(_ x: JSONValue, _ xp: JSONPath) throws(InputError) -> @Sendable (ViewDimensions) -> CGRect {
            let a = try Arguments(x, xp, allowed: ["x", "y", "width", "height"], owner: "CGRect",
                                  expected: "a rectangle {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}", context)
            var c: [Coordinate] = []
            for k in ["x", "y", "width", "height"] {
                c.append(try coordinate(try a.required(k, context, owner: "CGRect"), a.path(k), usesRect))
            }
            let cs = c
            return { d in CGRect(x: cs[0].at(d), y: cs[1].at(d), width: cs[2].at(d), height: cs[3].at(d)) }
        }
        func object(_ keys: [String]) throws(InputError) -> Arguments {
            let a = try Arguments(value, at, allowed: keys, owner: key, context)
            for k in keys where !(key == "addArc" && k == "clockwise") { _ = try a.required(k, context, owner: key) }
            return a
        }
        switch key {
        case "move", "addLine":
            let q = try point(value, at)
            if key == "move" { return { d in .move(to: q(d)) } }
            return { d in .addLine(to: q(d)) }
        case "addLines":
            guard let list = value.elements else { throw context.typeError(expected: "an array of points", value, at) }
            var points: [@Sendable (ViewDimensions) -> CGPoint] = []
            for (i, x) in list.enumerated() { points.append(try point(x, at.index(i))) }
            let ps = points
            return { d in .addLines(ps.map { $0(d) }) }
        case "addQuadCurve":
            let a = try object(["to", "control"])
            let to = try point(a["to"] ?? value, a.path("to")), c = try point(a["control"] ?? value, a.path("control"))
            return { d in .addQuadCurve(to: to(d), control: c(d)) }
        case "addCurve":
            let a = try object(["to", "control1", "control2"])
            let to = try point(a["to"] ?? value, a.path("to"))
            let c1 = try point(a["control1"] ?? value, a.path("control1"))
            let c2 = try point(a["control2"] ?? value, a.path("control2"))
            return { d in .addCurve(to: to(d), control1: c1(d), control2: c2(d)) }
        case "addArc":
            let a = try object(["center", "radius", "startAngle", "endAngle", "clockwise"])
            let c = try point(a["center"] ?? value, a.path("center"))
            let r = try coordinate(a["radius"] ?? value, a.path("radius"), usesRect)
            let a0 = try context.angle(a["startAngle"] ?? value, a.path("startAngle")) * 180 / .pi
            let a1 = try context.angle(a["endAngle"] ?? value, a.path("endAngle")) * 180 / .pi
            let clockwise = try a["clockwise"].map { x throws(InputError) in try context.bool(x, a.path("clockwise")) } ?? false
            return { d in .addArc(center: c(d), radius: max(0, r.at(d)), startAngle: a0, endAngle: a1, clockwise: clockwise) }
        case "addRect", "addEllipse":
            let r = try rect(value, at)
            if key == "addRect" { return { d in .addRect(r(d)) } }
            return { d in .addEllipse(r(d)) }
        case "addRoundedRect":
            let a = try object(["rect", "cornerSize"])
            let r = try rect(a["rect"] ?? value, a.path("rect"))
            let s = try Arguments(a["cornerSize"] ?? value, a.path("cornerSize"), allowed: ["width", "height"],
                                  owner: "CGSize", context)
            let w = try coordinate(try s.required("width", context, owner: "CGSize"), s.path("width"), usesRect)
            let h = try coordinate(try s.required("height", context, owner: "CGSize"), s.path("height"), usesRect)
            return { d in .addRoundedRect(r(d), cornerSize: CGSize(width: w.at(d), height: h.at(d))) }
        case "closeSubpath":
            try context.noArguments(value, at, owner: "closeSubpath")
            return { _ in .closeSubpath }
        default:
            throw context.error("unknown path operation \(Quote.json(key))"
                                + Suggestion.hint(for: key, in: Self.pathOperations), at: m.keyPosition, at)
        }
    }

    /// A number, or an expression; in a custom Shape an expression may read `rect` (evaluated at layout time).
    private func coordinate(_ v: JSONValue, _ p: JSONPath, _ usesRect: Bool) throws(InputError) -> Coordinate {
        if usesRect, let s = v.string, s.contains("rect") {
            var c = context.compiler
            c.rectName = "rect"
            let e: CompiledExpression
            do { e = try c.compile(s) } catch { throw context.expressionError(error, v, p) }
            if e.usesDimensions { return .rect(e) }
        }
        return .value(try context.length(v, p))
    }
}
