import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// GeometryReader content and layout-time values. The content closure first runs once with its proxy standing
/// for itself: when it only does arithmetic on `proxy.size` and `proxy.safeAreaInsets`, the result is the JSON
/// format's GeometryReader with expressions (so `convert` writes it exactly). When it needs real numbers
/// (conditions, `frame(in:)`, loops over sizes), the content runs in the interpreter during layout, for the
/// reader's final size (`LayoutTimeReader`).
extension Lowering {
    func geometryReader(_ c: Closure, environment: [String: Value], at p: SourcePosition) throws(InputDiagnostic)
        -> TreeValue {
        let name = c.parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "proxy"
        let header: [(key: String, value: TreeValue)] = [("as", TreeValue(.string(name), at: p))]
        do throws(InputDiagnostic) {
            let result = try interpreter.callClosure(c, [.expression(name, isInt: false)], builder: true, at: p)
            let views = try interpreter.flatten(result, at: p)
            var list: [TreeValue] = []
            for v in views { list.append(try view(try interpreter.resolve(v, in: environment))) }
            return TreeValue(.object(header + [("content", TreeValue(.array(list), at: p))]), at: p)
        } catch where error.path == LayoutTimeMarker.path {
            layoutTimeReaders[p] = (c, environment)
            return TreeValue(.object(header + [("content", TreeValue(.array([]), at: p))]), at: p)
        }
    }
}

extension Interpreter {
    /// A builder result as a list of views (a Group without modifiers is its views).
    func flatten(_ result: Value, at p: SourcePosition) throws(InputDiagnostic) -> [ViewValue] {
        guard let view = asView(result) else { throw error("expected views, got \(result.typeDescription)", at: p) }
        if view.type == "Group", view.modifiers.isEmpty, view.id == nil, let content = view.content { return content }
        if view.type == "EmptyView", view.modifiers.isEmpty { return [] }
        return [view]
    }

    /// `proxy.size.width` etc. over a proxy standing for itself: the format's expression; anything else needs the
    /// real proxy.
    func symbolicMember(_ x: String, _ n: String, _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        if x == PathRecorder.rectName, PathRecorder.rectMembers.contains(n) {
            // A custom Shape's frame in `path(in:)` (`Shapes.swift`).
            return .expression("\(x).\(n)", isInt: false)
        }
        if isStateExpression(x) {
            // A member of a state or preference value (`sizes.isEmpty`, `proxy[anchor].minX`): the format's; one the
            // format does not have (`offsets.endIndex`) is taken from the state's value in the pass being built.
            if Self.formatMembers.contains(n) {
                return .expression("\(Arithmetic.expressionText(.expression(x, isInt: false)) ?? x).\(n)", isInt: n == "count")
            }
            if let c = concrete(.expression(x, isInt: false)), let v = try member(of: c, n, node, Context(scope: Scope())) {
                return v
            }
            throw needsLayoutTime(node)
        }
        let last = x.split(separator: ".").last.map(String.init) ?? x
        let allowed: Bool
        switch last {
        case "size": allowed = n == "width" || n == "height"
        case "safeAreaInsets": allowed = ["top", "leading", "bottom", "trailing"].contains(n)
        default: allowed = !x.contains(".") && !x.contains("[") && (n == "size" || n == "safeAreaInsets" || (x == "d" && (n == "width" || n == "height")))
        }
        guard allowed else { throw needsLayoutTime(node) }
        return .expression("\(x).\(n)", isInt: false)
    }

    /// The members the format's expressions have (docs/format.md, "Preferences and state").
    static let formatMembers: Set<String> = ["width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY",
                                             "origin", "size", "count", "isEmpty", "first", "last"]

    func symbolicCall(_ x: String, _ n: String, _ args: [Argument], _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        throw needsLayoutTime(node)
    }

    /// A real proxy's members: `size`, `safeAreaInsets`, `frame(in: .local)`.
    func proxyMember(_ p: GeometryProxy, _ n: String, _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value? {
        switch n {
        case "size": return Self.size(Double(p.size.width), Double(p.size.height))
        case "safeAreaInsets":
            let s = p.safeAreaInsets
            return .instance(Instance(typeName: "EdgeInsets", fields: [
                "top": .double(Double(s.top)), "leading": .double(Double(s.leading)),
                "bottom": .double(Double(s.bottom)), "trailing": .double(Double(s.trailing))]))
        default: return nil
        }
    }

    /// `proxy.frame(in: .local)` (the origin and the size), `.global` (the reader's frame in the canvas: a preview's
    /// screen or window) and `.named("x")` (relative to the nearest `.coordinateSpace(name: "x")` around it):
    /// `GeometryProxy.frame(in:)`.
    func proxyCall(_ p: GeometryProxy, _ n: String, _ args: [Argument], _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard n == "frame" else { throw error("GeometryProxy has no method \"\(n)\" in layoutviz", at: node) }
        guard args.count == 1, args[0].label == "in", case .symbol(let s) = args[0].value,
              s.base == nil || s.base == "CoordinateSpace" || s.base == "NamedCoordinateSpace" else {
            throw error("frame(in:) takes .local, .global or .named(\"name\")", at: node)
        }
        let space: CoordinateSpace
        switch (s.name, s.arguments) {
        case ("local", nil): space = .local
        case ("global", nil): space = .global
        case ("named", let a?) where a.count == 1:
            guard case .string(let name) = a[0].value else {
                throw error("coordinate space names are strings in layoutviz: .named(\"scroll\")", at: args[0].position)
            }
            space = .named(name)
        default:
            throw error("frame(in: \(s.description)) is not supported: layoutviz knows .local, .global and .named(\"name\")",
                        at: args[0].position)
        }
        let r = p.frame(in: space)
        return Self.rect(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    static func size(_ w: Double, _ h: Double) -> Value {
        .instance(Instance(typeName: "CGSize", fields: ["width": .double(w), "height": .double(h)]))
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Value {
        .instance(Instance(typeName: "CGRect", fields: [
            "origin": .instance(Instance(typeName: "CGPoint", fields: ["x": .double(x), "y": .double(y)])),
            "size": size(w, h), "width": .double(w), "height": .double(h),
            "minX": .double(x), "midX": .double(x + w / 2), "maxX": .double(x + w),
            "minY": .double(y), "midY": .double(y + h / 2), "maxY": .double(y + h)]))
    }
}

/// A GeometryReader whose content runs in the interpreter during layout: the reader's node gets this content in
/// place of the (empty) JSON content it was decoded with.
struct LayoutTimeReader: @unchecked Sendable {
    let shared: LayoutTimeShared
    let closure: Closure
    let environment: [String: Value]

    /// The content for this proxy; an error gives an empty content (kept in `shared.errors`).
    func content(_ proxy: GeometryProxy) -> [ViewNode] {
        var nodes: [ViewNode] = []
        _ = shared.run(.null) { it throws(InputDiagnostic) in
            let result = try it.callClosure(closure, [.proxy(proxy)], builder: true, at: closure.position)
            let views = try it.flatten(result, at: closure.position)
            let lowering = Lowering(interpreter: it)
            var values: [TreeValue] = []
            for v in views { values.append(try lowering.view(try it.resolve(v, in: environment))) }
            let decoded = try TreeValueDecoder.views(values, alignments: shared.alignments, file: it.file.name,
                                                     baseDirectory: it.file.directory, level: 1)
            nodes = NodePatch.attach(decoded, lowering, shared)
            return .void
        }
        return nodes
    }
}

/// What the format cannot express, put back into the decoded tree: a custom layout on its container (lowered as a
/// ZStack), a layout value (lowered as a no-op zIndex), found by their marker ids; a GeometryReader whose content
/// runs during layout (found by its position).
enum NodePatch {
    case layout(Value, id: String?)
    case layoutValue(LayoutValueTable, id: String?)
    case guide(Closure, id: String?)
    case observer(Value, id: String?)

    static let prefix = "\u{1}swift#"

    static func attach(_ nodes: [ViewNode], _ lowering: Lowering, _ shared: LayoutTimeShared) -> [ViewNode] {
        guard !lowering.layoutTimeReaders.isEmpty || !lowering.markers.isEmpty else { return nodes }
        shared.hasPatches = true
        func walk(_ node: ViewNode) -> ViewNode {
            var n = node
            if case .geometryReader(let g) = n.kind {
                let at = g.description.dropFirst("GeometryReader@".count).prefix { $0 != " " }
                let parts = at.split(separator: ":").compactMap { Int($0) }
                if parts.count == 2, let r = lowering.layoutTimeReaders[SourcePosition(line: parts[0], column: parts[1])] {
                    let reader = LayoutTimeReader(shared: shared, closure: r.closure, environment: r.environment)
                    let line = parts[0] % SourceFile.lineStride
                    n.kind = .geometryReader(GeometryContent("GeometryReader@\(line):\(parts[1]) [swift]") { proxy in
                        reader.content(proxy)
                    })
                }
            }
            if let id = n.id, id.hasPrefix(prefix), let patch = lowering.markers[id] {
                switch patch {
                case .layout(let value, let userID):
                    let typeName = value.typeDescription
                    let layout = InterpretedLayout(shared: shared, instance: value, typeName: typeName,
                                                   valueDescription: LayoutValueTable.describe(value))
                    n.kind = .layout(CustomLayout(layout, typeName: typeName))
                    n.id = userID
                case .layoutValue(let table, let userID):
                    n.kind = .layoutValue(LayoutValueEntry(key: SourceLayoutValues.self, value: table))
                    n.id = userID
                case .observer(let action, let userID):
                    if case .onPreferenceChange(let o) = n.kind {
                        n.kind = .onPreferenceChange(InterpretedObserver.observer(o, action, shared))
                    }
                    n.id = userID
                case .guide(let closure, let userID):
                    if case .alignmentGuide(let key, _) = n.kind {
                        let unique = id.dropFirst(prefix.count)
                        n.kind = .alignmentGuide(key, LayoutTimeGuide(shared: shared, closure: closure, unique: String(unique)).computation)
                    }
                    n.id = userID
                }
            }
            n.children = n.children.map(walk)
            return n
        }
        return nodes.map(walk)
    }
}
