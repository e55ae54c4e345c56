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

    /// `schema` with VS Code's `defaultSnippets` (label and body; the body is JSON text with `$1` placeholders,
    /// given as `bodyText` so a placeholder may stand where a number goes).
    static func snippets(_ schema: JSONTree, _ list: [(label: String, body: String)]) -> JSONTree {
        guard case .object(var o) = schema else { return schema }
        o["defaultSnippets"] = .array(list.map { .object(["label": .string($0.label), "bodyText": .string($0.body)]) })
        return .object(o)
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

    /// A number, or a string holding an expression (docs/format.md, "Expressions"), which the schema cannot
    /// check further: it depends on the variables in scope.
    static func numeric(_ literal: JSONTree) -> JSONTree { anyOf([literal, ref("expression")]) }

    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// A custom alignment's name: an identifier that is not a built-in alignment or a common mistake for one
    /// (`"alignment": "left"` is a typo, not a custom guide; layoutviz would reject it, and now so does the schema).
    static let customAlignmentPattern = "^(?!(left|right|middle|centre|start|end|top|bottom|leading|trailing|center|"
        + "topLeading|topTrailing|bottomLeading|bottomTrailing|topLeft|topRight|bottomLeft|bottomRight|baseline|"
        + "firstBaseline|lastBaseline|firstTextBaseline|lastTextBaseline|Leading|Trailing|Center|Top|Bottom|Left|"
        + "Right)$)[A-Za-z_][A-Za-z0-9_]*$"

    /// The definitions shared by the entries (the views and modifiers are added by `SchemaGenerator`).
    static var sharedDefinitions: [String: JSONTree] {
        let max = FormatLimits.maxLength
        let alignments = ["topLeading", "top", "topTrailing", "leading", "center", "trailing",
                          "bottomLeading", "bottom", "bottomTrailing"]
        let customName = described(type("string", ["pattern": .string(customAlignmentPattern)]),
                                   "A custom alignment declared in the document's \"alignments\".")
        return [
            // A quoted plain number ("100") is a mistake for the number: the schema refuses it.
            "expression": described(type("string", ["minLength": .number(1), "maxLength": .number(1000),
                                                    "pattern": .string(#"^(?!\s*[-+]?[0-9.]+\s*$)"#)]),
                                    "An expression, written like Swift: arithmetic, ForEach variables, proxy.size, "
                                    + "d[.guide], min/max/abs, CGFloat()/Int() (docs/format.md, Expressions)."),
            "number": numeric(type("number")),
            "value": described(anyOf([type("null"), type("boolean"), type("number"), type("string", ["minLength": .number(1)])]),
                               "A value: null, true, false, a number or an expression (docs/format.md, Preferences and "
                               + "state)."),
            "preferenceKeyDeclaration": object(["defaultValue": ref("value"), "type": string,
                                                "reduce": enumeration(PreferenceReducer.named.map(\.name))],
                                               required: ["reduce"]),
            "preferenceKey": described(anyOf([
                type("string", ["pattern": .string(identifierPattern)]),
                object(["name": type("string", ["pattern": .string(identifierPattern)]), "defaultValue": ref("value"),
                        "type": string, "reduce": enumeration(PreferenceReducer.named.map(\.name))],
                       required: ["name", "reduce"]),
            ]), "A preference key declared in the document's \"preferences\", or declared here."),
            "pathOperations": pathOperations,
            "length": described(numeric(number(minimum: -max, maximum: max)), "A length in points (may be negative)."),
            "size": described(numeric(number(minimum: 0, maximum: max)), "A length in points, not negative."),
            "dimension": described(anyOf([ref("length"), enumeration(["infinity"])]),
                                   "A length, or \"infinity\" (SwiftUI's .infinity)."),
            "identifier": described(type("string", ["pattern": .string(identifierPattern)]),
                                    "A variable name: letters, digits and _, not starting with a digit."),
            "colorString": described(anyOf([
                enumeration(Color.named.keys.sorted()),
                type("string", ["pattern": .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
                described(type("string", ["pattern": .string("\\\\\\(")]),
                          "Inside a ForEach: an interpolation of a variable holding a color name or hex string, "
                          + "\"\\\\(c)\" (layoutviz also reads a bare variable name, but the schema cannot tell one "
                          + "from a misspelt color)."),
            ]), "A SwiftUI color name, \"#RRGGBB\" or \"#RRGGBBAA\"."),
            "color": described(anyOf([
                ref("colorString"),
                object(["red": ref("number"), "green": ref("number"), "blue": ref("number"),
                        "opacity": ref("number")], required: ["red", "green", "blue"]),
                object(["color": ref("color"), "opacity": ref("number")], required: ["color"]),
            ]), "A color: a name, a hex string, components in 0...1 (outside values are clamped with a warning), or "
                + "{color, opacity}: a color at an opacity."),
            "alignment": described(anyOf([
                enumeration(alignments),
                object(["horizontal": ref("horizontalAlignment"), "vertical": ref("verticalAlignment")],
                       required: ["horizontal", "vertical"]),
            ]), "One of the nine Alignment values, or {horizontal, vertical} (which may name custom guides)."),
            "horizontalAlignment": anyOf([enumeration(["leading", "center", "trailing"]), customName]),
            "verticalAlignment": anyOf([enumeration(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
                                        customName]),
            "edges": described(anyOf([ref("edge"), array(ref("edge"))]), "An Edge.Set: one name or an array of names."),
            "edge": enumeration(["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]),
            "textStyle": enumeration(TextStyleName.allCases.map(\.rawValue)),
            "viewList": described(array(ref("view")), "Views, in order."),
            "viewOrList": described(anyOf([ref("view"), ref("viewList")]), "A view or an array of views."),
            "modifiers": described(array(ref("modifier")),
                                   "Modifiers applied in order: the first wraps the view, the last is outermost."),
            "noArguments": described(emptyObject, "{}: no arguments."),
            "axes": described(anyOf([enumeration(["horizontal", "vertical"]), array(enumeration(["horizontal", "vertical"]))]),
                              "An Axis.Set: \"horizontal\", \"vertical\" or an array of them."),
            "layout": described(anyOf([
                object(["HStackLayout": object(["alignment": ref("verticalAlignment"), "spacing": ref("length")])],
                       required: ["HStackLayout"]),
                object(["VStackLayout": object(["alignment": ref("horizontalAlignment"), "spacing": ref("length")])],
                       required: ["VStackLayout"]),
                object(["ZStackLayout": object(["alignment": ref("alignment")])], required: ["ZStackLayout"]),
                object(["GridLayout": object(["alignment": ref("alignment"), "horizontalSpacing": ref("length"),
                                              "verticalSpacing": ref("length")])], required: ["GridLayout"]),
                object(["if": object(["horizontalSizeClass": enumeration(["compact", "regular"])],
                                     required: ["horizontalSizeClass"]),
                        "then": ref("layout"), "else": ref("layout")], required: ["if", "then", "else"]),
            ]), "An AnyLayout's LAYOUT."),
        ].merging(FormatCatalogue.gradientDefinitions) { a, _ in a }
    }
}

extension S {
    /// The operations of a custom shape's path (`TreeDecoder.customShape`): objects with one key each.
    static var pathOperations: JSONTree {
        let point = object(["x": ref("length"), "y": ref("length")], required: ["x", "y"])
        let rect = object(["x": ref("length"), "y": ref("length"), "width": ref("length"), "height": ref("length")],
                          required: ["x", "y", "width", "height"])
        let angle = FormatCatalogue.angle
        let ops: [String: JSONTree] = [
            "move": point, "addLine": point, "addLines": array(point),
            "addQuadCurve": object(["to": point, "control": point], required: ["to", "control"]),
            "addCurve": object(["to": point, "control1": point, "control2": point], required: ["to", "control1", "control2"]),
            "addArc": object(["center": point, "radius": ref("length"), "startAngle": angle, "endAngle": angle,
                              "clockwise": bool], required: ["center", "radius", "startAngle", "endAngle"]),
            "addRect": rect, "addEllipse": rect,
            "addRoundedRect": object(["rect": rect, "cornerSize": object(["width": ref("length"), "height": ref("length")],
                                                                          required: ["width", "height"])],
                                     required: ["rect", "cornerSize"]),
            "closeSubpath": ref("noArguments"),
        ]
        return described(array(oneOf(ops.keys.sorted().map { k in object([k: ops[k] ?? emptyObject], required: [k]) })),
                         "Path operations, SwiftUI's method names, one per object; in a Shape numbers may use rect.minX, "
                         + "rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, rect.width, rect.height.")
    }
}
