/// What the vocabulary says about each key of one JSON document (a view type? a modifier? which kind?),
/// remembered by the key's index among the document's strings: the parser shares equal keys, so the sets of
/// `Vocabulary` are hashed once per distinct key of a document instead of once per object that uses it.
/// Keys the parser did not share are simply looked up again; the answers are the same.
struct KeyVocabulary {
    struct Facts: OptionSet {
        let rawValue: UInt16
        static let known = Facts(rawValue: 1 << 0)
        static let view = Facts(rawValue: 1 << 1)
        static let modifier = Facts(rawValue: 1 << 2)
        static let layerModifier = Facts(rawValue: 1 << 3)
        static let barModifier = Facts(rawValue: 1 << 4)
        static let traitModifier = Facts(rawValue: 1 << 5)
        /// `frame` and `padding`: the most common modifiers, read straight by their readers.
        static let plainModifier = Facts(rawValue: 1 << 6)
        // The view's `Vocabulary.ViewCategory`.
        static let stack = Facts(rawValue: 1 << 7)
        static let container = Facts(rawValue: 1 << 8)
        static let system = Facts(rawValue: 1 << 9)
        static let control = Facts(rawValue: 1 << 10)
        static let group = Facts(rawValue: 1 << 11)
        // The keys beside a view's type and a modifier's name.
        static let idKey = Facts(rawValue: 1 << 12)
        static let modifiersKey = Facts(rawValue: 1 << 13)
        static let schemaKey = Facts(rawValue: 1 << 14)

        var category: Vocabulary.ViewCategory? {
            if contains(.stack) { return .stack }
            if contains(.container) { return .container }
            if contains(.system) { return .system }
            if contains(.control) { return .control }
            if contains(.group) { return .group }
            return nil
        }
    }

    private var facts: [Facts] = []
    private var document: JSONDocument?

    /// The facts of member `i`'s key.
    mutating func facts(_ members: JSONMembers, _ i: Int) -> Facts {
        let index = members.keyIndex(i)
        guard let owner = members.document, index >= 0 else { return Self.lookUp(members.key(i)) }
        if owner !== document {
            document = owner
            facts = Array(repeating: [], count: owner.strings.count)
        }
        guard index < facts.count else { return Self.lookUp(members.key(i)) }
        let known = facts[index]
        if known.contains(.known) { return known }
        let found = Self.lookUp(owner.strings[index])
        facts[index] = found
        return found
    }

    static func lookUp(_ key: String) -> Facts {
        var f: Facts = .known
        if Vocabulary.viewSet.contains(key) {
            f.insert(.view)
            switch Vocabulary.viewCategories[key] {
            case .stack?: f.insert(.stack)
            case .container?: f.insert(.container)
            case .system?: f.insert(.system)
            case .control?: f.insert(.control)
            case .group?: f.insert(.group)
            case nil: break
            }
        }
        if Vocabulary.modifierSet.contains(key) { f.insert(.modifier) }
        if Vocabulary.layerModifierSet.contains(key) { f.insert(.layerModifier) }
        if Vocabulary.barModifierSet.contains(key) { f.insert(.barModifier) }
        if TreeDecoder.traitModifierSet.contains(key) { f.insert(.traitModifier) }
        if key == "frame" || key == "padding" { f.insert(.plainModifier) }
        if key == "id" { f.insert(.idKey) }
        if key == "modifiers" { f.insert(.modifiersKey) }
        if key == "$schema" { f.insert(.schemaKey) }
        return f
    }
}
