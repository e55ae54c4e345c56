import Foundation
import LayoutCore

/// A document's `"state"` (docs/format.md, "Preferences and state"): the initial values, and the root built again
/// for other values (the view's body evaluated with the new state), which the pipeline's pass loop calls after
/// `onPreferenceChange` actions changed the state (docs/semantics.md §10.7).
public struct DocumentState: Sendable {
    public var initial: StateValues
    public let rebuild: @Sendable (StateValues) throws(InputError) -> ViewNode

    public init(initial: StateValues, rebuild: @escaping @Sendable (StateValues) throws(InputError) -> ViewNode) {
        self.initial = initial
        self.rebuild = rebuild
    }
}

extension DocumentDecoder {
    /// `"preferences": {"WidthKey": {"defaultValue": null, "reduce": "first", "type": "CGFloat?"}, ...}`.
    static func preferenceKeys(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError)
        -> [PreferenceKeySpec] {
        let members = try context.members(v, p, expected: "an object of preference keys {\"Name\": {\"defaultValue\": ..., \"reduce\": ...}}")
        var keys: [PreferenceKeySpec] = []
        for m in members { keys.append(try preferenceKey(named: m.key, m.value, p.key(m.key), context)) }
        return keys
    }

    /// One key's declaration: `{"defaultValue": VALUE, "reduce": NAME, "type": SWIFT TYPE}` ("type" only names
    /// the Swift type for `convert`).
    static func preferenceKey(named name: String, _ v: JSONValue, _ p: JSONPath, _ context: DecodeContext,
                              extra: [String] = []) throws(InputError) -> PreferenceKeySpec {
        let a = try Arguments(v, p, allowed: extra + ["defaultValue", "reduce", "type"], owner: "preference key", context)
        var defaultValue = PreferenceValue.none
        if let dv = a["defaultValue"] { defaultValue = try context.preferenceValue(dv, a.path("defaultValue")) }
        let rv = try a.required("reduce", context, owner: "preference key")
        let reduce = try context.choice(rv, a.path("reduce"), what: "reducer", PreferenceReducer.named.map { ($0.name, $0.reducer) })
        if let t = a["type"] { _ = try context.string(t, a.path("type")) }
        return PreferenceKeySpec(name: name, defaultValue: defaultValue, reduce: reduce)
    }

    /// `"state": {"width": null, "sizes": "[:]"}`: names and initial values.
    static func state(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> StateValues {
        let members = try context.members(v, p, expected: "an object of state names and initial values")
        var state = StateValues()
        for m in members {
            if Vocabulary.reservedNames.contains(m.key) || m.key == "value" || m.key == "anchor" {
                throw context.error("\(Quote.json(m.key)) cannot name a state (it is reserved)", at: m.keyPosition, p.key(m.key))
            }
            var value = m.value, path = p.key(m.key)
            if m.value.kind == .object {
                // The long form: {"initial": VALUE, "type": SWIFT TYPE} ("type" only names the Swift type).
                let a = try Arguments(m.value, path, allowed: ["initial", "type"], owner: "state", context)
                if let t = a["type"] { _ = try context.string(t, a.path("type")) }
                value = try a.required("initial", context, owner: "state")
                path = a.path("initial")
            }
            state[m.key] = try context.preferenceValue(value, path)
        }
        return state
    }

    /// The scope with the state bound (and its names marked as state).
    static func scope(with state: StateValues) -> Scope {
        var scope = Scope()
        for (name, value) in state.entries { scope = scope.binding(name, to: .value(value)) }
        scope.stateNames = state.names
        return scope
    }

    /// The state's rebuild: the root decoded again, with the same declarations, for `state`.
    static func rebuild(root: JSONValue, file: String, baseDirectory: String, alignments: [String: AlignmentKey],
                        keys: [PreferenceKeySpec]) -> @Sendable (StateValues) throws(InputError) -> ViewNode {
        { state throws(InputError) in
            let context = DecodeContext(file: file, baseDirectory: baseDirectory)
            context.alignments = alignments
            context.preferenceKeys = keys
            context.scope = scope(with: state)
            return try TreeDecoder(context: context).view(root, JSONPath.document.key("root"), level: 1)
        }
    }
}
