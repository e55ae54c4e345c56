/// The two kinds of JSON objects that name what they are by their single key: a VIEW
/// (`{"Text": "Hi", "modifiers": [...], "id": "t"}`) and a MODIFIER (`{"padding": 8, "id": "p"}`).
/// Parsing them checks the keys only; the arguments are read by the view and modifier readers.
struct ViewObject {
    let type: String
    /// What the vocabulary says about `type` (its category).
    let typeFacts: KeyVocabulary.Facts
    let arguments: JSONValue
    /// The view object's own path (`argumentsPath` is made from it when a reader asks).
    let path: JSONPath
    let id: String?
    let modifiers: JSONElements
    let modifiersPath: JSONPath

    /// `allowsSchema`: the VIEW is the whole file, where a "$schema" key (for editors) is allowed.
    init(_ value: JSONValue, _ path: JSONPath, allowsSchema: Bool = false, _ context: DecodeContext) throws(InputError) {
        let members = try context.members(value, path, expected: "a view (an object such as {\"Text\": \"Hello\"})")
        var type: Int?
        var typeFacts = KeyVocabulary.Facts()
        var id: String?
        var modifiers = JSONElements()
        // Member paths are made only where they are needed (a message, or a value read with its path).
        for i in members.indices {
            let facts = context.keyFacts(members, i)
            if facts.contains(.view) {
                if let first = type {
                    let m = members[i]
                    throw context.error("a view object names one view type, but this one has "
                                        + "\(Quote.json(members.key(first))) and \(Quote.json(m.key)); put several "
                                        + "views in a stack", at: m.keyPosition, path.key(m.key))
                }
                type = i
                typeFacts = facts
                continue
            }
            let m = members[i]
            if facts.contains(.idKey) {
                id = try context.interpolated(m.value, path.key(m.key))
            } else if facts.contains(.schemaKey), allowsSchema {
                _ = try context.string(m.value, path.key(m.key))
            } else if facts.contains(.modifiersKey) {
                guard let list = m.value.elementList else {
                    throw context.typeError(expected: "an array of modifiers", m.value, path.key(m.key))
                }
                modifiers = list
            } else {
                throw Self.unknownKey(m, path.key(m.key), context)
            }
        }
        guard let type else {
            throw context.error("expected a view: an object with one key naming its type, such as {\"Text\": \"Hello\"}",
                                value, path)
        }
        let member = members[type]
        self.type = member.key
        self.typeFacts = typeFacts
        arguments = member.value
        self.path = path
        self.id = id
        self.modifiers = modifiers
        // Only read with an index of `modifiers`: without modifiers no path is made.
        modifiersPath = modifiers.isEmpty ? path : path.key("modifiers")
    }

    /// The path of the view's arguments (`root.VStack`), made when asked: a colour read before needs none.
    var argumentsPath: JSONPath { path.key(type) }

    private static func unknownKey(_ m: JSONMember, _ p: JSONPath, _ context: DecodeContext) -> InputError {
        if Vocabulary.modifierSet.contains(m.key) {
            return context.error("\(Quote.json(m.key)) is a modifier; write it inside \"modifiers\": "
                                 + "[{\(Quote.json(m.key)): ...}]", at: m.keyPosition, p)
        }
        let hint = Suggestion.nearest(to: m.key, in: Vocabulary.views + Vocabulary.viewExtras)
            .map { "; did you mean \(Quote.json($0))?" }
            ?? "; expected one of: " + Vocabulary.views.joined(separator: ", ")
        return context.error("unknown view type" + hint, at: m.keyPosition, p)
    }
}

/// One element of "modifiers": the modifier's name, its arguments and an optional id.
struct ModifierObject {
    let name: String
    /// What the vocabulary says about `name` (a layer, bar or trait modifier...).
    let facts: KeyVocabulary.Facts
    let arguments: JSONValue
    let path: JSONPath
    let id: String?

    init(_ value: JSONValue, _ path: JSONPath, _ context: DecodeContext) throws(InputError) {
        if let s = value.string, Vocabulary.modifierSet.contains(s) {
            throw context.error("a modifier is an object: write {\(Quote.json(s)): {}} instead of \(Quote.json(s))",
                                value, path)
        }
        let members = try context.members(value, path,
                                          expected: "a modifier (an object such as {\"padding\": 8})")
        var entry: Int?
        var facts = KeyVocabulary.Facts()
        var id: String?
        for i in members.indices {
            let f = context.keyFacts(members, i)
            guard f.contains(.modifier) else {
                let m = members[i]
                if f.contains(.idKey) {
                    id = try context.interpolated(m.value, path.key(m.key))
                    continue
                }
                var message = "unknown modifier"
                if Vocabulary.viewSet.contains(m.key) {
                    message = "\(Quote.json(m.key)) is a view, not a modifier"
                } else {
                    message += Suggestion.hint(for: m.key, in: Vocabulary.modifiers + ["id"],
                                               fallback: "; see docs/format.md for the list of modifiers")
                }
                throw context.error(message, at: m.keyPosition, path.key(m.key))
            }
            if let first = entry {
                let m = members[i]
                throw context.error("one modifier per object, but this one has \(Quote.json(members.key(first))) and "
                                    + "\(Quote.json(m.key)); list them as separate elements of \"modifiers\", in order",
                                    at: m.keyPosition, path.key(m.key))
            }
            entry = i
            facts = f
        }
        guard let entry else {
            throw context.error("expected a modifier: an object with one key naming it, such as {\"padding\": 8}",
                                value, path)
        }
        let member = members[entry]
        name = member.key
        self.facts = facts
        arguments = member.value
        self.path = path.key(member.key)
        self.id = id
    }
}
