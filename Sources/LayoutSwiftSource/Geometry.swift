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
    func geometryReader(_ c: Closure, at p: SourcePosition) throws(InputDiagnostic) -> TreeValue {
        let name = c.parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "proxy"
        let header: [(key: String, value: TreeValue)] = [("as", TreeValue(.string(name), at: p))]
        do throws(InputDiagnostic) {
            let result = try interpreter.callClosure(c, [.expression(name, isInt: false)], builder: true, at: p)
            let views = try interpreter.flatten(result, at: p)
            var list: [TreeValue] = []
            for v in views { list.append(try view(v)) }
            return TreeValue(.object(header + [("content", TreeValue(.array(list), at: p))]), at: p)
        } catch where error.path == LayoutTimeMarker.path {
            layoutTimeReaders[p] = (c, name)
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

    func proxyCall(_ p: GeometryProxy, _ n: String, _ args: [Argument], _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard n == "frame" else { throw error("GeometryProxy has no method \"\(n)\" in layoutviz", at: node) }
        if case .symbol(let s)? = args.first?.value, s.name == "local" {
            return Self.rect(0, 0, Double(p.size.width), Double(p.size.height))
        }
        throw error("proxy.frame(in:) is known only in the reader's own space (.local): layoutviz's GeometryProxy has no "
                    + "global position", at: node)
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
/// place of the (empty) JSON content it was decoded with. One interpreter per document, used by one layout at a
/// time (the lock makes concurrent layouts of the same document safe).
final class LayoutTimeReader: @unchecked Sendable {
    let interpreter: Interpreter
    let closure: Closure
    let alignments: TreeValue?
    let lock = NSLockBox()

    init(interpreter: Interpreter, closure: Closure, alignments: TreeValue?) {
        self.interpreter = interpreter
        self.closure = closure
        self.alignments = alignments
    }

    /// The content for this proxy; an error gives an empty content (it was run once when the source was read).
    func content(_ proxy: GeometryProxy) -> [ViewNode] {
        lock.withLock {
            do throws(InputDiagnostic) {
                interpreter.budget = Budget()
                let result = try interpreter.callClosure(closure, [.proxy(proxy)], builder: true, at: closure.position)
                let views = try interpreter.flatten(result, at: closure.position)
                let lowering = Lowering(interpreter: interpreter)
                var values: [TreeValue] = []
                for v in views { values.append(try lowering.view(v)) }
                let nodes = try TreeValueDecoder.views(values, alignments: alignments, file: interpreter.file.name,
                                                       baseDirectory: interpreter.file.directory, level: 1)
                return LayoutTimeReaders.attach(nodes, lowering.layoutTimeReaders, interpreter, alignments)
            } catch {
                return []
            }
        }
    }
}

final class NSLockBox: @unchecked Sendable {
    private let lock = NSLock()
    func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

enum LayoutTimeReaders {
    /// Gives the readers registered by position their interpreter-backed content (matched by the position in
    /// the reader's description, `GeometryReader@line:col`).
    static func attach(_ nodes: [ViewNode], _ readers: [SourcePosition: (closure: Closure, proxyName: String)],
                       _ interpreter: Interpreter, _ alignments: TreeValue?) -> [ViewNode] {
        guard !readers.isEmpty else { return nodes }
        func walk(_ node: ViewNode) -> ViewNode {
            var n = node
            if case .geometryReader(let g) = n.kind {
                let at = g.description.dropFirst("GeometryReader@".count).prefix { $0 != " " }
                let parts = at.split(separator: ":").compactMap { Int($0) }
                if parts.count == 2, let r = readers[SourcePosition(line: parts[0], column: parts[1])] {
                    let reader = LayoutTimeReader(interpreter: interpreter, closure: r.closure, alignments: alignments)
                    n.kind = .geometryReader(GeometryContent("GeometryReader@\(parts[0]):\(parts[1]) [swift]") { proxy in
                        reader.content(proxy)
                    })
                }
            }
            n.children = n.children.map(walk)
            return n
        }
        return nodes.map(walk)
    }
}
