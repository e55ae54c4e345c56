import LayoutCore

/// The spellings of custom shapes: `{"Path": [...]}` is `Path { path in path.move(to: ...); ... }`, and
/// `{"Shape": {"name": "Triangle", "path": [...]}}` is `Triangle()` with the file declaring
/// `struct Triangle: Shape { func path(in rect: CGRect) -> Path { var path = Path(); ...; return path } }`
/// (docs/convert.md). Each operation is the `Path` method of the same name.
extension SwiftSpelling {
    static let pathView = view { a throws(InputError) in
        let statements = try pathStatements(a)
        return SwiftView("Path", content: SwiftClosure(parameters: "path", body: .expression(statements.joined(separator: "; "))))
    }

    static let customShape = view { a throws(InputError) in
        let m = a.members
        guard let name = m["name"]?.string, let ops = m["path"] else { throw a.error("expected a name and a path") }
        let statements = try pathStatements(SwiftArgument(value: ops, path: a.path("path"), printer: a.printer))
        let lines = ["struct \(name): Shape {", "    func path(in rect: CGRect) -> Path {", "        var path = Path()"]
            + statements.map { "        " + $0 } + ["        return path", "    }", "}"]
        if let earlier = a.printer.shapeDeclarations.first(where: { $0.name == name }) {
            guard earlier.lines == lines else {
                throw a.error("two shapes are named \(name) with different paths; give them different names")
            }
        } else {
            a.printer.shapeDeclarations.append((name, lines))
        }
        return SwiftView("\(name)()")
    }

    /// One `path.<operation>(...)` statement per operation.
    private static func pathStatements(_ a: SwiftArgument) throws(InputError) -> [String] {
        var out: [String] = []
        for (i, item) in (a.value.elements ?? []).enumerated() {
            guard let m = item.members?.first else { continue }
            let arg = SwiftArgument(value: m.value, path: a.path.index(i).key(m.key), printer: a.printer)
            out.append("path.\(m.key)(" + (try operationArguments(m.key, arg)) + ")")
        }
        return out
    }

    private static func operationArguments(_ op: String, _ a: SwiftArgument) throws(InputError) -> String {
        func sub(_ key: String) throws(InputError) -> SwiftArgument {
            guard let v = a.members[key] else { throw a.error("expected \(key)") }
            return SwiftArgument(value: v, path: a.path(key), printer: a.printer)
        }
        func point(_ p: SwiftArgument) throws(InputError) -> String {
            "CGPoint(x: \(try p.length("x", try sub2(p, "x"))), y: \(try p.length("y", try sub2(p, "y"))))"
        }
        func sub2(_ p: SwiftArgument, _ key: String) throws(InputError) -> JSONValue {
            guard let v = p.members[key] else { throw p.error("expected \(key)") }
            return v
        }
        func rect(_ p: SwiftArgument) throws(InputError) -> String {
            var parts: [String] = []
            for k in ["x", "y", "width", "height"] { parts.append("\(k): \(try p.length(k, try sub2(p, k)))") }
            return "CGRect(" + parts.joined(separator: ", ") + ")"
        }
        switch op {
        case "move", "addLine": return "to: " + (try point(a))
        case "addLines":
            var points: [String] = []
            for (i, v) in (a.value.elements ?? []).enumerated() {
                points.append(try point(SwiftArgument(value: v, path: a.path.index(i), printer: a.printer)))
            }
            return "[" + points.joined(separator: ", ") + "]"
        case "addQuadCurve": return "to: \(try point(try sub("to"))), control: \(try point(try sub("control")))"
        case "addCurve":
            return "to: \(try point(try sub("to"))), control1: \(try point(try sub("control1"))), "
                + "control2: \(try point(try sub("control2")))"
        case "addArc":
            let clockwise = a.members["clockwise"]?.bool ?? false
            return "center: \(try point(try sub("center"))), radius: \(try a.length("radius", try sub2(a, "radius"))), "
                + "startAngle: \(try angle(try sub("startAngle"))), endAngle: \(try angle(try sub("endAngle"))), "
                + "clockwise: \(clockwise)"
        case "addRect", "addEllipse": return "\(op == "addRect" ? "" : "in: ")" + (try rect(a))
        case "addRoundedRect":
            let s = try sub("cornerSize")
            return "in: \(try rect(try sub("rect"))), cornerSize: CGSize(width: \(try s.length("width", try sub2(s, "width"))), "
                + "height: \(try s.length("height", try sub2(s, "height"))))"
        case "closeSubpath": return ""
        default: throw a.error("unknown path operation \(op)")
        }
    }
}
