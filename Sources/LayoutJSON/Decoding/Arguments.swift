/// An object of labeled arguments, checked once against the labels its call accepts: an unknown label is
/// an error at the label with a "did you mean", a duplicate label is an error at the second one.
/// An argument written as `null` counts as left out everywhere except `required`, which returns it so that
/// the type error can say "got null".
/// The members stay in source order in an array (argument objects have a few keys: a linear search is
/// cheaper than building a dictionary per object); keys are unique (`DecodeContext.members`).
struct Arguments {
    let value: JSONValue
    let path: JSONPath
    private let members: JSONMembers

    /// `owner` names the call in messages ("frame", "Image"); `expected` describes the object for type errors.
    init(_ value: JSONValue, _ path: JSONPath, allowed: [String], owner: String, expected: String? = nil,
         _ context: DecodeContext) throws(InputError) {
        let members = try context.members(value, path, expected: expected ?? "an object of \(owner)'s arguments")
        for i in members.indices where !Self.contains(allowed, members.key(i)) {
            let m = members[i]
            let hint = allowed.isEmpty ? "; \(owner) takes no arguments (write {})"
                : Suggestion.hint(for: m.key, in: allowed, fallback: "; see docs/format.md for \(owner)'s arguments")
            throw context.error("unknown argument" + hint, at: m.keyPosition, path.key(m.key))
        }
        self.value = value
        self.path = path
        self.members = members
    }

    private func member(_ key: String) -> JSONMember? {
        members.firstIndex(ofKey: key).map { members[$0] }
    }

    /// The value unless it is absent or `null`.
    subscript(key: String) -> JSONValue? {
        guard let i = members.firstIndex(ofKey: key), !members.valueIsNull(i) else { return nil }
        return members[i].value
    }

    func has(_ key: String) -> Bool {
        guard let i = members.firstIndex(ofKey: key) else { return false }
        return !members.valueIsNull(i)
    }
    var isEmpty: Bool { members.indices.allSatisfy { members.valueIsNull($0) } }
    func path(_ key: String) -> JSONPath { path.key(key) }
    func keyPosition(_ key: String) -> SourcePosition? { member(key)?.keyPosition }

    /// The given keys present (and not null), in source order.
    func present(_ keys: [String]) -> [String] {
        members.indices.filter { !members.valueIsNull($0) && keys.contains(members.key($0)) }.map { members.key($0) }
    }

    /// The first of the given keys present (and not null), in source order.
    func firstPresent(_ keys: [String]) -> String? {
        for i in members.indices where !members.valueIsNull(i) {
            let key = members.key(i)
            if Self.contains(keys, key) { return key }
        }
        return nil
    }

    private static func contains(_ keys: [String], _ key: String) -> Bool {
        keys.contains { JSONDocument.sameText($0, key) }
    }

    /// The value of a required argument.
    func required(_ key: String, _ context: DecodeContext, owner: String) throws(InputError) -> JSONValue {
        guard let v = member(key)?.value else {
            throw context.error("missing argument \(Quote.json(key)) of \(owner)", value, path)
        }
        return v
    }
}
