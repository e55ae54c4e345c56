import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Preferences and state from Swift (docs/swift-source.md, "Preferences and state"), lowered onto the JSON
/// format's form (docs/format.md, "Preferences and state") so one semantics serves both languages:
/// - each `struct K: PreferenceKey` of the module becomes an entry of the document's "preferences": its
///   `defaultValue`, and its `reduce(value:nextValue:)` body as one of the format's named reducers;
/// - in a module that declares a PreferenceKey, a view's `@State` property becomes an entry of the document's
///   "state" (its initial value) and reads as the expression naming it, so the state pass loop
///   (docs/semantics.md §10.7) rebuilds the tree with each new value;
/// - `.onPreferenceChange(K.self) { value in width = value }` runs its action once with `value` standing for the
///   new value and lowers to `{"key": "K", "perform": {"width": "value"}}`: each state it assigns, as an expression.
enum PreferenceLowering {
    /// The document's "preferences" and "state" members (none when the module has neither).
    static func documentMembers(_ lowering: Lowering, at p: SourcePosition) throws(InputDiagnostic)
        -> [(key: String, value: TreeValue)] {
        let it = lowering.interpreter
        var members: [(key: String, value: TreeValue)] = []
        // In declaration order (a key's place: its reduce method's), then by name.
        let keys = it.module.types.values.filter(\.isPreferenceKey).sorted {
            let a = place($0) ?? SourcePosition(line: 0, column: 0), b = place($1) ?? SourcePosition(line: 0, column: 0)
            return (a.line, a.column, $0.name) < (b.line, b.column, $1.name)
        }
        if !keys.isEmpty {
            var declared: [(key: String, value: TreeValue)] = []
            for k in keys { declared.append((k.name, try declaration(k, lowering, at: p))) }
            members.append(("preferences", TreeValue(.object(declared), at: p)))
        }
        if !it.stateDeclarations.isEmpty {
            var state: [(key: String, value: TreeValue)] = []
            for s in it.stateDeclarations { state.append((s.name, try value(s.initial, lowering, at: s.position))) }
            members.append(("state", TreeValue(.object(state), at: p)))
        }
        return members
    }

    /// `{"defaultValue": ..., "reduce": "first"}` for one key type.
    private static func declaration(_ k: TypeDecl, _ lowering: Lowering, at p: SourcePosition) throws(InputDiagnostic)
        -> TreeValue {
        let it = lowering.interpreter
        let where_ = place(k) ?? p
        guard let initial = try it.module.staticMember(k.name, "defaultValue", it) else {
            throw it.error("\(k.name): a PreferenceKey needs a `static let defaultValue`", at: where_)
        }
        guard let reduce = k.staticMethods["reduce"]?.first, let body = reduce.body else {
            throw it.error("\(k.name): a PreferenceKey needs `static func reduce(value: inout T, nextValue: () -> T)`", at: where_)
        }
        let text = body.trimmedDescription
        guard let named = PreferenceReducer.named.first(where: { $0.swift == text }) else {
            throw it.error("\(k.name).reduce: layoutviz reads the reducers "
                           + PreferenceReducer.named.map { "`\($0.swift)`" }.joined(separator: ", ")
                           + "; this body is not one of them", at: where_)
        }
        return TreeValue(.object([("defaultValue", try value(initial, lowering, at: where_)),
                                  ("reduce", TreeValue(.string(named.name), at: where_))]), at: where_)
    }

    /// A preference's or state's value in the format: a collection as the format's literal (`[1, 2]`, `[:]`).
    static func value(_ v: Value, _ lowering: Lowering, at p: SourcePosition) throws(InputDiagnostic) -> TreeValue {
        switch v {
        case .array, .dictionary:
            if let text = Interpreter.operandText(v) { return TreeValue(.string(text), at: p) }
        default: break
        }
        return try lowering.value(v, at: p)
    }

    /// Where a key type is declared, as far as the interpreter keeps it: its `reduce` method.
    private static func place(_ k: TypeDecl) -> SourcePosition? {
        guard let f = k.staticMethods["reduce"]?.first else { return nil }
        let l = f.node.startLocation(converter: f.file.converter)
        return SourcePosition(line: l.line + f.file.index * SourceFile.lineStride, column: l.column)
    }

    /// `.onPreferenceChange(K.self) { value in ... }` as the format's `{"key": K, "perform": {STATE: EXPRESSION}}`.
    /// An action that needs real values (a `guard` or loop over the new value, a method such as the article's
    /// `perform: self.computeOffsets`) runs in the interpreter after each pass instead (`InterpretedObserver`); its
    /// "perform" is then empty and the node gets the action back by its marker.
    static func onPreferenceChange(_ args: [Argument], at p: SourcePosition, _ lowering: Lowering)
        throws(InputDiagnostic) -> TreeValue {
        let action = args.count == 2 ? args[1].value : Value.void
        switch action {
        case .closure, .boundMethod: break
        default:
            throw lowering.error("onPreferenceChange takes a PreferenceKey type and an action, as "
                                 + ".onPreferenceChange(WidthKey.self) { value in width = value }", at: p)
        }
        let key = try lowering.value(args[0].value, at: args[0].position)
        func interpreted() -> TreeValue {
            lowering.interpretedAction = action
            return TreeValue(.object([("key", key), ("perform", TreeValue(.object([]), at: p))]), at: p)
        }
        guard case .closure(let c) = action else { return interpreted() }
        let it = lowering.interpreter
        let ctx = Context(scope: Scope(parent: c.scope), selfValue: c.selfValue, isBuilder: false)
        let parameter = c.parameters.first ?? "$0"
        it.preferenceNames.insert("value")
        if parameter != "_" { ctx.scope.declare(parameter, .expression("value", isInt: false)) }
        do throws(InputDiagnostic) {
            _ = try it.nested(p, in: c.body.file) { () throws(InputDiagnostic) -> Value in
                try it.runBody(c.body.statements, ctx)
            }
        } catch where error.path == LayoutTimeMarker.path {
            return interpreted()
        }
        var perform: [(key: String, value: TreeValue)] = []
        if case .instance(let i)? = ctx.selfValue {
            for s in it.stateDeclarations {
                guard let v = i.fields[s.name] else { continue }
                if case .expression(let x, _) = v, x == s.name { continue }
                perform.append((s.name, try value(v, lowering, at: p)))
            }
        }
        return TreeValue(.object([("key", key), ("perform", TreeValue(.object(perform), at: p))]), at: p)
    }
}

extension ModuleDeclarations {
    /// True when the inputs declare a `PreferenceKey`: then `@State` is the document's state (`PreferenceLowering`).
    var hasPreferenceKeys: Bool { types.values.contains(where: \.isPreferenceKey) }
}

extension Interpreter {
    /// A `@State` property of a module with preferences: recorded as the document's state with its initial value,
    /// read as the expression naming it.
    func declareState(_ p: StoredProperty, _ initial: ExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let saved = file
        file = p.file
        defer { file = saved }
        let value = module.coerce(try evaluate(initial, ctx), to: p.typeName)
        var isInt = false
        if case .int = value { isInt = true }
        // An Int state (or optional Int, or array of them) reads as an Int in the passes that follow.
        if p.typeName.trimmingCharacters(in: CharacterSet(charactersIn: "[]?")) == "Int" { isInt = true }
        if !stateDeclarations.contains(where: { $0.name == p.name }) {
            stateDeclarations.append((p.name, value, position(initial)))
        }
        return .expression(p.name, isInt: isInt)
    }
}

extension Interpreter {
    /// The arguments `.anchorPreference`, `.transformPreference`, `.overlayPreferenceValue` and
    /// `.backgroundPreferenceValue` are stored with: each closure runs once, with the value it receives standing for
    /// itself as the format's expression (`anchor`, `value`, the overlay's parameter), so the transform is an
    /// expression (`selectedTabIndex == 1 ? anchor : nil`, `value + 1`) and the overlay's content a view whose
    /// values read the preference. Nil for other modifiers.
    func preferenceArguments(_ n: String, _ args: [Argument], at p: SourcePosition) throws(InputDiagnostic) -> [Argument]? {
        if n == "preference" {
            // `value: [1]`: the format's array literal.
            return args.map { a in
                guard a.label == "value", case .array = a.value, let text = Self.operandText(a.value) else { return a }
                return Argument(label: a.label, value: .expression(text, isInt: false), position: a.position)
            }
        }
        guard ["anchorPreference", "transformPreference", "overlayPreferenceValue", "backgroundPreferenceValue"].contains(n)
        else { return nil }
        guard let index = args.lastIndex(where: { if case .closure = $0.value { true } else { false } }),
              case .closure(let c) = args[index].value else {
            throw error("\(n) needs a closure, as .\(n == "anchorPreference" ? "anchorPreference(key: K.self, value: .bounds) { $0 }" : n + "(K.self) { value in ... }")", at: p)
        }
        var out = args
        out.remove(at: index)
        let parameter = c.parameters.first.flatMap { $0 == "_" ? nil : $0 }
        switch n {
        case "anchorPreference":
            preferenceNames.insert("anchor")
            let v = try callClosure(c, [.expression("anchor", isInt: false)], builder: false, at: c.position)
            out.append(Argument(label: "transform", value: v, position: c.position))
        case "transformPreference":
            // `value` is inout: the transform is what the closure leaves in it.
            preferenceNames.insert("value")
            let name = parameter ?? "$0"
            let ctx = Context(scope: Scope(parent: c.scope), selfValue: c.selfValue, isBuilder: false)
            ctx.scope.declare(name, .expression("value", isInt: false))
            _ = try nested(c.position, in: c.body.file) { () throws(InputDiagnostic) -> Value in
                try runBody(c.body.statements, ctx)
            }
            out.append(Argument(label: "transform", value: ctx.scope.lookup(name) ?? .null, position: c.position))
        default:
            let name = parameter ?? "value"
            preferenceNames.insert(name)
            let result = try callClosure(c, [.expression(name, isInt: false)], builder: true, at: c.position)
            guard let view = asView(result) else {
                throw error("expected views in this closure, got \(result.typeDescription)", at: c.position)
            }
            var views: [ViewValue] = []
            try add(view, to: &views, c.body.statements)
            if name != "value" { out.append(Argument(label: "as", value: .string(name), position: c.position)) }
            out.append(Argument(label: "content", value: .view(group(views, at: c.position)), position: c.position))
        }
        return out
    }
}
