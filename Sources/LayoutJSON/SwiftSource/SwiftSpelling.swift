/// How one catalogue entry (`FormatCatalogue`) is written in Swift: every view and modifier of the format
/// carries its spelling in its catalogue entry, so the JSON → Swift printer covers the format from that one
/// table. A view's rule turns its arguments into a `SwiftView`; a modifier's rule into the `SwiftModifier`
/// chained after the view (nil: the modifier prints nothing, which no entry uses today).
struct SwiftSpelling: Sendable {
    typealias ViewRule = @Sendable (SwiftArgument) throws(InputError) -> SwiftView
    typealias ModifierRule = @Sendable (SwiftArgument) throws(InputError) -> SwiftModifier

    let view: ViewRule?
    let modifier: ModifierRule?

    static func view(_ rule: @escaping ViewRule) -> SwiftSpelling { SwiftSpelling(view: rule, modifier: nil) }
    static func modifier(_ rule: @escaping ModifierRule) -> SwiftSpelling { SwiftSpelling(view: nil, modifier: rule) }

    /// The spelling of a view or modifier name, from the catalogue.
    static func of(_ name: String) -> SwiftSpelling? { table[name] }

    private static let table: [String: SwiftSpelling] = Dictionary(
        FormatCatalogue.entries.map { ($0.name, $0.swift) }, uniquingKeysWith: { a, _ in a })
}

/// What a rule gets: the JSON value under the entry's key, where it is, and the printer (for nested views,
/// values and the variables in scope).
struct SwiftArgument {
    let value: JSONValue
    let path: JSONPath
    let printer: SwiftPrinter.Session

    /// The members of an object argument, by key (nulls left out: "left out or null means the same").
    var members: [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for m in value.members ?? JSONMembers() where !m.value.isNull { out[m.key] = m.value }
        return out
    }

    func path(_ key: String) -> JSONPath { path.key(key) }

    func error(_ message: String) -> InputError { printer.error(message, value, path) }
}
