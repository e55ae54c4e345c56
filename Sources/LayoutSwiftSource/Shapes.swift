import LayoutJSON
import SwiftSyntax

/// Custom shapes in Swift source: `Path()` is a recorder of SwiftUI's `Path` operations (a reference the
/// operations append to, so `var path = Path(); path.move(to: ...)` works without write-back), `Path { path in
/// ... }` is the format's `{"Path": [...]}` view, and a declared `struct X: Shape` (or `InsettableShape`) is the
/// format's `{"Shape": {"name": "X", "path": [...]}}`: its `path(in:)` runs once with `rect` standing for the
/// shape's frame, so `rect.midX` and arithmetic on it become the format's layout-time expressions
/// (docs/format.md, "Custom shapes"). Each recorded operation is already in the format's shape (a point is
/// `{"x", "y"}`, a rectangle `{"x", "y", "width", "height"}`) and lowers generically.
enum PathRecorder {
    static let typeName = "Path"
    /// The layout-time name of the shape's frame in the format's expressions.
    static let rectName = "rect"
    /// The members of the frame a shape may read (the format's `rect.*`).
    static let rectMembers: Set<String> = ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"]

    static func new() -> Value { .object(ObjectBox(typeName: typeName, fields: ["operations": .array([])])) }

    static func isPath(_ v: Value) -> ObjectBox? {
        if case .object(let o) = v, o.typeName == typeName { return o }
        return nil
    }

    static func operations(_ box: ObjectBox) -> [Value] {
        if case .array(let ops)? = box.fields["operations"] { return ops }
        return []
    }

    /// `path.<operation>(...)`: records the operation in the format's shape.
    static func call(_ box: ObjectBox, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value {
        let p = it.position(e)
        func arg(_ label: String?) throws(InputDiagnostic) -> Value {
            guard let a = args.first(where: { $0.label == label }) else {
                throw it.error("Path.\(n) needs its \(label.map { "\($0): " } ?? "first ")argument", at: e)
            }
            return a.value
        }
        func op(_ value: Value) -> Value {
            .symbol(Symbol(name: n, arguments: [Argument(label: nil, value: value, position: p)], position: p))
        }
        func labeled(_ pairs: [(String, Value)]) -> Value {
            .symbol(Symbol(name: n, arguments: [Argument(label: nil, value: object(pairs, at: p), position: p)], position: p))
        }
        let recorded: Value
        switch n {
        case "move", "addLine":
            recorded = op(try point(try arg("to"), e, it))
        case "addLines":
            guard case .array(let items) = try arg(nil) else { throw it.error("addLines takes an array of points", at: e) }
            var points: [Value] = []
            for i in items { points.append(try point(i, e, it)) }
            recorded = op(.array(points))
        case "addQuadCurve":
            recorded = labeled([("to", try point(try arg("to"), e, it)), ("control", try point(try arg("control"), e, it))])
        case "addCurve":
            recorded = labeled([("to", try point(try arg("to"), e, it)), ("control1", try point(try arg("control1"), e, it)),
                                ("control2", try point(try arg("control2"), e, it))])
        case "addArc":
            var pairs: [(String, Value)] = [("center", try point(try arg("center"), e, it)), ("radius", try arg("radius")),
                                            ("startAngle", try arg("startAngle")), ("endAngle", try arg("endAngle"))]
            pairs.append(("clockwise", args.first { $0.label == "clockwise" }?.value ?? .bool(false)))
            recorded = labeled(pairs)
        case "addRect":
            recorded = op(try rect(try arg(nil), e, it))
        case "addEllipse":
            recorded = op(try rect(try arg("in"), e, it))
        case "addRoundedRect":
            recorded = labeled([("rect", try rect(try arg("in"), e, it)), ("cornerSize", try arg("cornerSize"))])
        case "closeSubpath":
            recorded = .symbol(Symbol(name: n, arguments: [], position: p))
        default:
            let near = FormatVocabulary.nearest(to: n, in: pathOperations)
            throw it.error("Path has no method \"\(n)\" in layoutviz" + (near.map { "; did you mean \"\($0)\"?" } ?? "")
                           + " (docs/format.md, \"Custom shapes\")", at: e)
        }
        var ops = operations(box)
        guard ops.count < FormatLimits.maxPathOperations else {
            throw it.error("a path has more than \(FormatLimits.maxPathOperations) operations", at: e)
        }
        ops.append(recorded)
        box.fields["operations"] = .array(ops)
        return .void
    }

    static let pathOperations = ["move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect",
                                 "addRoundedRect", "addEllipse", "closeSubpath"]

    private static func object(_ pairs: [(String, Value)], at p: SourcePosition) -> Value {
        .symbol(Symbol(base: "", arguments: pairs.map { Argument(label: $0.0, value: $0.1, position: p) }, position: p))
    }

    /// A `CGPoint` in the format's shape `{"x", "y"}` (a numeric one is already an instance with those fields).
    private static func point(_ v: Value, _ e: some SyntaxProtocol, _ it: Interpreter) throws(InputDiagnostic) -> Value {
        switch v {
        case .instance(let i) where i.typeName == "CGPoint": return v
        case .symbol(let s) where s.base == "CGPoint" && s.name == nil && s.arguments != nil:
            return object((s.arguments ?? []).map { ($0.label ?? "", $0.value) }, at: s.position)
        case .symbol(let s) where s.base == "CGPoint" && s.name == "zero":
            return GeometryValues.point(0, 0)
        default: throw it.error("expected a CGPoint, got \(v.typeDescription)", at: e)
        }
    }

    /// A `CGRect` as `{"x", "y", "width", "height"}`; `rect` itself is the shape's frame.
    private static func rect(_ v: Value, _ e: some SyntaxProtocol, _ it: Interpreter) throws(InputDiagnostic) -> Value {
        let p = it.position(e)
        switch v {
        case .expression(let x, _) where x == rectName:
            return object([("x", .expression("\(x).minX", isInt: false)), ("y", .expression("\(x).minY", isInt: false)),
                           ("width", .expression("\(x).width", isInt: false)),
                           ("height", .expression("\(x).height", isInt: false))], at: p)
        case .instance(let i) where i.typeName == "CGRect":
            return object(["minX", "minY", "width", "height"].enumerated().map { k in
                (["x", "y", "width", "height"][k.offset], i.fields[k.element] ?? .double(0))
            }, at: p)
        case .symbol(let s) where s.base == "CGRect" && s.name == nil && s.arguments != nil:
            return object((s.arguments ?? []).map { ($0.label ?? "", $0.value) }, at: s.position)
        default: throw it.error("expected a CGRect, got \(v.typeDescription)", at: e)
        }
    }
}

extension Interpreter {
    /// `Path()` (a recorder) or `Path { path in ... }` (the format's Path view).
    func pathValue(_ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        let path = PathRecorder.new()
        guard let last = args.last else { return path }
        guard args.count == 1, case .closure(let c) = last.value, let box = PathRecorder.isPath(path) else {
            throw error("Path takes no arguments or a closure: Path { path in ... }", at: e)
        }
        _ = try callClosure(c, [path], builder: false, at: e)
        let p = position(e)
        return .view(ViewValue(type: "Path", arguments: [Argument(label: nil, value: .array(PathRecorder.operations(box)),
                                                                  position: p)], position: p))
    }

    /// A declared `Shape`: its `path(in:)` run once with `rect` standing for the frame, as the format's Shape view.
    func shapeView(of value: Value, _ t: TypeDecl, at e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard let f = t.methods["path"]?.first else {
            throw error("\(t.name) conforms to Shape but has no `func path(in rect: CGRect) -> Path`", at: e)
        }
        let rect = Argument(label: f.parameters.first?.label, value: .expression(PathRecorder.rectName, isInt: false),
                            position: position(e))
        let result = try callFunction(f, receiver: value, [rect], e, Context(scope: module.globalScope))
        guard let box = PathRecorder.isPath(result) else {
            throw error("path(in:) of \(t.name) must return a Path, got \(result.typeDescription)", at: e)
        }
        let p = position(e)
        return .view(ViewValue(type: "Shape", arguments: [
            Argument(label: "name", value: .string(t.name), position: p),
            Argument(label: "path", value: .array(PathRecorder.operations(box)), position: p)], position: p))
    }
}
