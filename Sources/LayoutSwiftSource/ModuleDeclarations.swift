import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Everything the inputs declare, across all files: types (with their extensions merged), global constants and
/// functions, previews. Global and static constants are evaluated on first use and kept.
final class ModuleDeclarations {
    var types: [String: TypeDecl] = [:]
    var globalFunctions: [String: [FunctionDecl]] = [:]
    var globalConstants: [String: (expr: ExprSyntax, file: SourceFile)] = [:]
    var previews: [PreviewDecl] = []
    var files: [SourceFile] = []
    /// Where each type and global constant is declared (`file:line:col`), for the redeclaration error.
    var declarationSites: [String: String] = [:]
    /// Held by everything that runs the interpreter over this module (building previews, layout-time code of
    /// every figure): the declarations, the global constants evaluated once and the objects of the inputs are
    /// shared, and the figures of one run are built and laid out on several threads (BatchRunner).
    let lock = NSRecursiveLock()
    /// The step bound (`Budget.maxSteps`; lower in tests that run many sources).
    var maxSteps = Budget.maxSteps
    /// Custom alignments reached through `extension VerticalAlignment { static let name = VerticalAlignment(ID.self) }`.
    var customAlignments: [String: (axis: String, id: String)] = [:]

    /// A diagnostic whose line carries the file index (see `SourceFile.index`), made plain.
    /// `root` with every node's origin (`NodeOrigin`, for the inspector) at its Swift file:line:column: the
    /// module's file from the line (as `resolve(_:)` does for diagnostics) and no JSON path.
    func resolveOrigins(_ root: ViewNode) -> ViewNode {
        func fixed(_ node: ViewNode) -> ViewNode {
            var node = node
            if let o = node.origin {
                let d = resolve(InputDiagnostic(file: files.first?.name ?? "", line: o.line, column: o.column, message: ""))
                node.origin = NodeOrigin(line: d.line ?? o.line, column: o.column, path: "",
                                         file: d.file == files.first?.name ? nil : d.file)
            }
            if case .onPreferenceChange(var observer) = node.kind {
                observer.location = swiftLocation(observer.location)
                node.kind = .onPreferenceChange(observer)
            }
            return node
        }
        // Iterative, children first: any depth.
        var stack: [(node: ViewNode, done: [ViewNode], next: Int)] = [(root, [], 0)]
        while let top = stack.last {
            if top.next < top.node.children.count {
                stack[stack.count - 1].next += 1
                stack.append((top.node.children[top.next], [], 0))
                continue
            }
            var node = fixed(top.node)
            if !node.children.isEmpty { node.children = top.done }
            stack.removeLast()
            guard !stack.isEmpty else { return node }
            stack[stack.count - 1].done.append(node)
        }
        return root
    }

    /// A decoded location (`file:line:col: json.path`, the line carrying the file index) as the Swift file:line:col.
    func swiftLocation(_ location: String) -> String {
        guard let head = location.components(separatedBy: ": ").first else { return location }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return location
        }
        let file = parts.dropLast(2).joined(separator: ":")
        let d = resolve(InputDiagnostic(file: file, line: line, column: column, message: ""))
        return "\(d.file):\(d.line ?? line):\(column)"
    }

    func resolve(_ d: InputDiagnostic) -> InputDiagnostic {
        var d = d
        if let line = d.line, line > SourceFile.lineStride {
            let index = line / SourceFile.lineStride
            d.line = line % SourceFile.lineStride
            if index < files.count { d.file = files[index].name }
        } else if let line = d.line, let first = files.first, d.file == first.name || d.file == "<view>" {
            // A line without a file index is the first file's: a `--view` expression run after the files has an
            // index of its own, so an error it meets in a declaration names the declaration's file, not "<view>".
            d.file = first.name
            d.line = line
        }
        if d.path == LayoutTimeMarker.path { d.path = nil }
        return d
    }
    let globalScope = Scope()
    private var evaluatingGlobals = Set<String>()

    var globalNames: [String] { Array(globalFunctions.keys) + Array(globalConstants.keys) + Array(types.keys) }

    func type(_ name: String, kind: TypeDecl.Kind) -> TypeDecl {
        if let t = types[name] {
            if t.kind == .extensionOnly, kind != .extensionOnly { t.kind = kind }
            return t
        }
        let t = TypeDecl(name: name, kind: kind)
        types[name] = t
        return t
    }

    /// A global constant, evaluated once.
    func global(_ n: String, _ it: Interpreter) throws(InputDiagnostic) -> Value? {
        if let v = globalScope.lookup(n) { return v }
        guard let g = globalConstants[n] else { return nil }
        guard evaluatingGlobals.insert(n).inserted else {
            throw it.error("\"\(n)\" is defined in terms of itself", at: g.expr)
        }
        defer { evaluatingGlobals.remove(n) }
        let v = try it.nested(g.expr, in: g.file) { () throws(InputDiagnostic) -> Value in
            try it.evaluate(g.expr, Context(scope: globalScope))
        }
        globalScope.declare(n, v)
        return v
    }

    func staticMember(_ t: String, _ n: String, _ it: Interpreter) throws(InputDiagnostic) -> Value? {
        guard let type = types[t] else { return nil }
        let key = "\(t).\(n)"
        if let v = globalScope.lookup(key) { return v }
        let receiver = type.constrainedSelf[n] ?? t
        if let s = type.staticStored[n] {
            guard evaluatingGlobals.insert(key).inserted else {
                throw it.error("\"\(key)\" is defined in terms of itself", at: s.expr)
            }
            defer { evaluatingGlobals.remove(key) }
            let v = try it.nested(s.expr, in: s.file) { () throws(InputDiagnostic) -> Value in
                try it.evaluate(s.expr, Context(scope: globalScope, selfValue: .type(receiver)))
            }
            let alignment = customAlignment(t, n, v)
            globalScope.declare(key, alignment)
            return alignment
        }
        if let f = type.staticComputed[n] {
            return try it.callFunction(f, receiver: .type(receiver), [], f.node, Context(scope: globalScope))
        }
        if let f = type.staticMethods[n]?.first {
            return .boundMethod(receiver: .type(receiver), method: f)
        }
        if type.kind == .enumType, let c = type.cases.first(where: { $0.name == n }) {
            return .enumCase(EnumCase(typeName: t, name: c.name, payload: []))
        }
        // `CaseIterable`'s synthesized `allCases`: the cases in declaration order (enums without payloads).
        if type.kind == .enumType, n == "allCases", type.conformances.contains("CaseIterable"),
           !type.cases.contains(where: \.hasPayload) {
            return .array(type.cases.map { .enumCase(EnumCase(typeName: t, name: $0.name, payload: [])) })
        }
        return nil
    }

    /// `VerticalAlignment(MyID.self)` stored as `static let name`: the custom alignment `name`.
    private func customAlignment(_ t: String, _ n: String, _ v: Value) -> Value {
        guard t == "VerticalAlignment" || t == "HorizontalAlignment", case .symbol(let s) = v, s.name == nil,
              s.base == t, case .type(let id)? = s.arguments?.first?.value else { return v }
        customAlignments[n] = (t == "VerticalAlignment" ? "vertical" : "horizontal", id)
        return .symbol(Symbol(name: n, position: s.position))
    }

    /// `.name` with no type written: a static member a SwiftUI type's extension in the inputs declares
    /// (`extension Color { static let brand = ... }`, `extension VerticalAlignment { static let myCenter = ... }`).
    func implicitStatic(_ n: String, _ it: Interpreter) throws(InputDiagnostic) -> Value? {
        for t in types.values.sorted(by: { $0.name < $1.name }) where t.kind == .extensionOnly {
            if t.staticStored[n] != nil || t.staticComputed[n] != nil {
                return try staticMember(t.name, n, it)
            }
        }
        return nil
    }

    func implicitStaticCall(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value? {
        for t in types.values.sorted(by: { $0.name < $1.name }) where t.kind == .extensionOnly {
            if let f = t.staticMethods[n]?.first {
                return try it.callFunction(f, receiver: .type(t.constrainedSelf[n] ?? t.name), args, e, Context(scope: globalScope))
            }
        }
        return nil
    }

    /// An enum case (`Kind.card`, `Kind.size(3)`, `Kind(rawValue: "x")`).
    func enumCase(_ t: String, _ n: String, _ args: [Argument], _ it: Interpreter) throws(InputDiagnostic) -> Value? {
        guard let type = types[t], type.kind == .enumType else { return nil }
        if n == "init", let raw = args.first(where: { $0.label == "rawValue" }) {
            for c in type.cases {
                let e = EnumCase(typeName: t, name: c.name, payload: [])
                if Interpreter.equal(try rawValue(of: e, it), raw.value) { return .enumCase(e) }
            }
            return .null
        }
        guard type.cases.contains(where: { $0.name == n }) else { return nil }
        return .enumCase(EnumCase(typeName: t, name: n, payload: args.map { ($0.label, $0.value) }))
    }

    func rawValue(of c: EnumCase, _ it: Interpreter) throws(InputDiagnostic) -> Value {
        guard let type = types[c.typeName] else { return .null }
        var next = 0
        for entry in type.cases {
            var value: Value
            if let raw = entry.rawValue {
                value = try it.nested(raw, in: type.file) { () throws(InputDiagnostic) -> Value in
                    try it.evaluate(raw, Context(scope: globalScope))
                }
            } else if type.rawType == "String" {
                value = .string(entry.name)
            } else {
                value = .int(next)
            }
            if case .int(let i) = value { next = i + 1 }
            if type.rawType == "Double" || type.rawType == "CGFloat", case .int(let i) = value { value = .double(Double(i)) }
            if entry.name == c.name { return value }
        }
        return .null
    }

    /// An implicit member (`.paused`, `.size(3)`) given where a declared enum is expected becomes its case;
    /// arrays of them too (`[.a, .b]` for `[Kind]`).
    func coerce(_ v: Value, to typeName: String?) -> Value {
        guard var t = typeName, !t.isEmpty else { return v }
        if t.hasSuffix("?") { t.removeLast() }
        if Literals.isFloatingType(t), case .int(let i) = v { return .double(Double(i)) }
        if t == "CGPoint" || t == "CGSize", GeometryValues.isZero(v) {
            // `.zero` where a point or size is declared: the value, so its fields can be set (`p.x += 1`).
            let names = t == "CGPoint" ? ["x", "y"] : ["width", "height"]
            return .instance(Instance(typeName: t, fields: [names[0]: .double(0), names[1]: .double(0)]))
        }
        if t.hasPrefix("["), t.hasSuffix("]"), case .array(let items) = v {
            let element = String(t.dropFirst().dropLast())
            return .array(items.map { coerce($0, to: element) })
        }
        guard case .symbol(let s) = v, s.base == nil, let n = s.name, s.chain.isEmpty,
              let type = types[t], type.kind == .enumType, type.cases.contains(where: { $0.name == n }) else { return v }
        return .enumCase(EnumCase(typeName: t, name: n, payload: (s.arguments ?? []).map { ($0.label, $0.value) }))
    }

    /// A computed property or method of a declared type (or of an extension of a library type).
    func instanceMember(_ base: Value, typeName: String, _ n: String, _ node: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value? {
        guard let type = types[typeName] else { return nil }
        if let f = type.computed[n] {
            return try it.callFunction(f, receiver: base, [], node, Context(scope: globalScope))
        }
        if let f = type.methods[n]?.first { return .boundMethod(receiver: base, method: f) }
        for p in type.conformances {
            if let v = try instanceMember(base, typeName: p, n, node, it) { return v }
        }
        return nil
    }

    func extensionMember(_ base: Value, typeName: String, _ n: String, _ node: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value? {
        try instanceMember(base, typeName: typeName, n, node, it)
    }

    func method(of v: Value, _ n: String) -> FunctionDecl? {
        let typeName: String
        switch v {
        case .instance(let i): typeName = i.typeName
        case .object(let o): typeName = o.typeName
        case .enumCase(let c): typeName = c.typeName
        default: return extensionMethod(of: v, n)
        }
        guard let t = types[typeName] else { return nil }
        if let f = t.methods[n]?.first { return f }
        for p in t.conformances { if let f = types[p]?.methods[n]?.first { return f } }
        return nil
    }

    func extensionMethod(of v: Value, _ n: String) -> FunctionDecl? {
        let name: String
        switch v {
        case .view: name = "View"
        case .array: name = "Array"
        case .string: name = "String"
        case .int: name = "Int"
        case .double: name = "Double"
        default: return nil
        }
        return types[name]?.methods[n]?.first
    }

    func extensionInitializer(_ t: TypeDecl, _ args: [Argument], _ e: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value? {
        nil
    }

    func memberNames(of v: Value) -> [String] {
        var names: [String] = []
        var typeName: String?
        switch v {
        case .instance(let i): typeName = i.typeName; names += i.fields.keys.sorted()
        case .object(let o): typeName = o.typeName; names += o.fields.keys.sorted()
        case .enumCase(let c): typeName = c.typeName
        case .type(let t): typeName = t
        case .view: typeName = "View"; names += FormatVocabulary.modifiers + ["modifier", "id"]
        default: break
        }
        if let typeName, let t = types[typeName] {
            names += t.stored.map(\.name) + t.computed.keys.sorted() + t.methods.keys.sorted()
                + t.staticStored.keys.sorted() + t.cases.map(\.name)
        }
        return names
    }
}

/// A `#Preview` or one `PreviewProvider`'s `previews`.
struct PreviewDecl {
    var name: String?
    var traits: [ExprSyntax]
    var body: CodeBlockItemListSyntax
    var file: SourceFile
    var position: SourcePosition
    /// A PreviewProvider type's name (its `previews` may hold several views).
    var provider: String?
}
