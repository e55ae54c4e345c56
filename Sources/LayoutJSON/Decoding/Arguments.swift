/// An object of labeled arguments, checked once against the labels its call accepts: an unknown label is
/// an error at the label with a "did you mean", a duplicate label is an error at the second one.
/// An argument written as `null` counts as left out everywhere except `required`, which returns it so that
/// the type error can say "got null".
struct Arguments {
    let value: JSONValue
    let path: JSONPath
    private let byKey: [String: JSONMember]

    /// `owner` names the call in messages ("frame", "Image"); `expected` describes the object for type errors.
    init(_ value: JSONValue, _ path: JSONPath, allowed: [String], owner: String, expected: String? = nil,
         _ context: DecodeContext) throws(InputError) {
        let what = expected ?? "an object of \(owner)'s arguments"
        let members = try context.members(value, path, expected: what)
        var byKey: [String: JSONMember] = [:]
        for m in members {
            guard allowed.contains(m.key) else {
                let hint = allowed.isEmpty ? "; \(owner) takes no arguments (write {})"
                    : Suggestion.hint(for: m.key, in: allowed, fallback: "; see docs/format.md for \(owner)'s arguments")
                throw context.error("unknown argument" + hint, at: m.keyPosition, path.key(m.key))
            }
            byKey[m.key] = m
        }
        self.value = value
        self.path = path
        self.byKey = byKey
    }

    /// The value unless it is absent or `null`.
    subscript(key: String) -> JSONValue? {
        guard let v = byKey[key]?.value, !v.isNull else { return nil }
        return v
    }

    func has(_ key: String) -> Bool { self[key] != nil }
    var isEmpty: Bool { byKey.values.allSatisfy(\.value.isNull) }
    func path(_ key: String) -> JSONPath { path.key(key) }
    func keyPosition(_ key: String) -> SourcePosition? { byKey[key]?.keyPosition }

    /// The given keys present (and not null), in source order.
    func present(_ keys: [String]) -> [String] {
        keys.filter { has($0) }.sorted {
            let a = byKey[$0]?.keyPosition, b = byKey[$1]?.keyPosition
            return (a?.line ?? 0, a?.column ?? 0) < (b?.line ?? 0, b?.column ?? 0)
        }
    }

    /// The value of a required argument.
    func required(_ key: String, _ context: DecodeContext, owner: String) throws(InputError) -> JSONValue {
        guard let v = byKey[key]?.value else {
            throw context.error("missing argument \(Quote.json(key)) of \(owner)", value, path)
        }
        return v
    }
}
