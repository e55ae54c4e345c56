import LayoutCore

/// Small constructors for JSON Schema (2020-12) fragments, and the shared definitions (`$defs`) the
/// catalogue's argument schemas refer to: lengths, colours, alignments, edges, views, modifiers.
enum S {
    static func ref(_ name: String) -> JSONTree { .object(["$ref": .string("#/$defs/" + name)]) }
    static func type(_ t: String, _ extra: [String: JSONTree] = [:]) -> JSONTree {
        .object(extra.merging(["type": .string(t)]) { a, _ in a })
    }
    static let string = type("string")
    static let bool = type("boolean")
    static let null = type("null")
    static let emptyObject = JSONTree.object(["type": .string("object"), "additionalProperties": .bool(false)])

    static func described(_ schema: JSONTree, _ description: String) -> JSONTree {
        guard case .object(var o) = schema else { return schema }
        o["description"] = .string(description)
        return .object(o)
    }

    static func enumeration(_ values: [String]) -> JSONTree {
        .object(["type": .string("string"), "enum": .array(values.map { .string($0) })])
    }

    static func anyOf(_ alternatives: [JSONTree]) -> JSONTree { .object(["anyOf": .array(alternatives)]) }
    static func oneOf(_ alternatives: [JSONTree]) -> JSONTree { .object(["oneOf": .array(alternatives)]) }
    static func array(_ items: JSONTree) -> JSONTree { .object(["type": .string("array"), "items": items]) }

    /// An object of labeled arguments; unknown keys are errors, as in the decoder. Optional arguments may
    /// also be null ("left out"); `nullOnly` keys belong to another overload and may appear only as null.
    static func object(_ properties: [String: JSONTree], required: [String] = [], nullOnly: [String] = [],
                       minProperties: Int? = nil) -> JSONTree {
        var props: [String: JSONTree] = [:]
        for (key, schema) in properties {
            props[key] = required.contains(key) ? schema : anyOf([schema, null])
        }
        for key in nullOnly { props[key] = null }
        var o: [String: JSONTree] = ["type": .string("object"), "properties": .object(props),
                                     "additionalProperties": .bool(false)]
        if !required.isEmpty { o["required"] = .array(required.sorted().map { .string($0) }) }
        if let minProperties { o["minProperties"] = .number(Double(minProperties)) }
        return .object(o)
    }

    static func number(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil) -> JSONTree {
        var extra: [String: JSONTree] = [:]
        if let minimum { extra["minimum"] = .number(minimum) }
        if let maximum { extra["maximum"] = .number(maximum) }
        if let exclusiveMinimum { extra["exclusiveMinimum"] = .number(exclusiveMinimum) }
        return type("number", extra)
    }

    /// The definitions shared by the entries (the views and modifiers are added by `SchemaGenerator`).
    static var sharedDefinitions: [String: JSONTree] {
        let max = FormatLimits.maxLength
        let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                          "bottomLeading", "bottom", "bottomTrailing"]
        return [
            "length": described(number(minimum: -max, maximum: max), "A length in points (may be negative)."),
            "size": described(number(minimum: 0, maximum: max), "A length in points, not negative."),
            "dimension": described(anyOf([ref("length"), enumeration(["infinity"])]),
                                   "A length, or \"infinity\" (SwiftUI's .infinity)."),
            "colorString": described(anyOf([
                enumeration(Color.named.keys.sorted()),
                type("string", ["pattern": .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
            ]), "A SwiftUI color name, \"#RRGGBB\" or \"#RRGGBBAA\"."),
            "color": described(anyOf([
                ref("colorString"),
                object(["red": type("number"), "green": type("number"), "blue": type("number"),
                        "opacity": type("number")], required: ["red", "green", "blue"]),
            ]), "A color: a name, a hex string, or components in 0...1 (outside values are clamped with a warning)."),
            "alignment": described(enumeration(alignments), "One of the nine Alignment values."),
            "horizontalAlignment": enumeration(["leading", "center", "trailing"]),
            "verticalAlignment": enumeration(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
            "edges": described(anyOf([ref("edge"), array(ref("edge"))]), "An Edge.Set: one name or an array of names."),
            "edge": enumeration(["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]),
            "textStyle": enumeration(TextStyleName.allCases.map(\.rawValue)),
            "viewList": described(array(ref("view")), "Views, in order."),
            "modifiers": described(array(ref("modifier")),
                                   "Modifiers applied in order: the first wraps the view, the last is outermost."),
            "noArguments": described(emptyObject, "{}: no arguments."),
        ]
    }
}
