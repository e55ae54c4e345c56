/// Builds the JSON Schema (2020-12) of the tree format from `FormatCatalogue` (`layoutviz schema`).
/// Views and modifiers are `$defs` named `view.<Name>` and `modifier.<name>`, each an object whose single
/// required key is the name (plus "id", and "modifiers" for views), with the entry's description and example;
/// the key itself carries the description too (and a `markdownDescription` with the example, for editors that
/// show hovers), and the VIEW and MODIFIER definitions offer `defaultSnippets` for the common ones.
public enum SchemaGenerator {
    public static let identifier = "urn:layoutviz:tree-format:1"

    public static func schema() -> JSONTree {
        var defs = S.sharedDefinitions
        defs["ratio"] = S.described(S.number(minimum: FormatLimits.aspectRatioRange.lowerBound,
                                             maximum: FormatLimits.aspectRatioRange.upperBound), "width / height.")
        var views: [JSONTree] = [], modifiers: [JSONTree] = []
        for entry in FormatCatalogue.entries {
            var properties: [String: JSONTree] = [entry.name: documented(entry.arguments, entry), "id": S.described(S.string,
                "The node's name in the frame dump and debug labels.")]
            let key: String
            switch entry.category {
            case .view:
                properties["modifiers"] = S.ref("modifiers")
                properties["$schema"] = S.described(S.string, "Ignored (lets editors find this schema).")
                key = "view." + entry.name
                views.append(S.ref(key))
            case .modifier:
                key = "modifier." + entry.name
                modifiers.append(S.ref(key))
            }
            var def: [String: JSONTree] = [
                "type": .string("object"), "properties": .object(properties), "required": .array([.string(entry.name)]),
                "additionalProperties": .bool(false), "description": .string(entry.description),
            ]
            if let example = example(of: entry) { def["examples"] = .array([example]) }
            defs[key] = .object(def)
        }
        defs["view"] = S.snippets(S.described(S.oneOf(views), "A VIEW: an object with one key naming its type."),
                                  viewSnippets)
        defs["modifier"] = S.snippets(S.described(S.oneOf(modifiers), "A MODIFIER: an object with one key naming it."),
                                      modifierSnippets)
        defs["canvas"] = S.described(S.object([
            "width": S.number(maximum: FormatLimits.maxCanvasSide, exclusiveMinimum: 0),
            "height": S.number(maximum: FormatLimits.maxCanvasSide, exclusiveMinimum: 0),
            "safeArea": S.described(S.object(Dictionary(uniqueKeysWithValues:
                ["top", "leading", "bottom", "trailing"].map { ($0, S.ref("size")) })),
                "Unsafe bands of the window (a notch, a home indicator)."),
        ], required: ["width", "height"]), "The window: the root is proposed this size and centred in it.")
        defs["proposal"] = S.described(S.object(["width": proposalDimension, "height": proposalDimension],
                                                required: ["width", "height"]),
                                       "Proposed to the root instead of the canvas size.")
        defs["fontFile"] = S.described(S.type("string", ["minLength": .number(1)]), "A font file used for all text.")
        defs["alignments"] = S.described(.object([
            "type": .string("object"),
            "additionalProperties": S.object(["axis": S.enumeration(["horizontal", "vertical"]),
                                              "default": S.ref("number")], required: ["axis", "default"]),
        ]), "Custom alignment guides by name: their axis and default value (a number or an expression over d).")
        defs["version"] = .object(["enum": .array([.number(Double(DocumentDecoder.formatVersion))])])
        defs["preferences"] = S.described(.object([
            "type": .string("object"),
            "additionalProperties": S.ref("preferenceKeyDeclaration"),
        ]), "PreferenceKey types by name: their defaultValue and reduce (docs/format.md, Preferences and state).")
        defs["state"] = S.described(.object([
            "type": .string("object"),
            "additionalProperties": S.anyOf([S.ref("value"), S.object(["initial": S.ref("value"), "type": S.string],
                                                                      required: ["initial"])]),
        ]), "@State names and their initial values (or {initial, type}); onPreferenceChange may set them.")
        defs["document"] = S.described(S.object([
            "$schema": S.string,
            "version": S.ref("version"),
            "canvas": S.ref("canvas"),
            "proposal": S.ref("proposal"),
            "fontFile": S.ref("fontFile"),
            "environment": S.described(S.object(["horizontalSizeClass": S.enumeration(["compact", "regular"])]),
                                       "The environment of the whole tree (default compact)."),
            "alignments": S.ref("alignments"),
            "preferences": S.ref("preferences"),
            "state": S.ref("state"),
            "root": S.ref("view"),
        ], required: ["root"]), "A document: the root view and how to lay it out.")
        defs["sheet"] = S.described(S.object([
            "$schema": S.string,
            "version": S.ref("version"),
            "canvas": S.described(S.ref("canvas"), "The default canvas of every panel."),
            "proposal": S.described(S.ref("proposal"), "The default proposal of every panel."),
            "fontFile": S.ref("fontFile"),
            "alignments": S.ref("alignments"),
            "compare": S.described(.object(["type": .string("array"), "items": S.ref("panel"),
                                            "minItems": .number(1), "maxItems": .number(Double(FormatLimits.maxPanels))]),
                                   "The panels, drawn left to right."),
        ], required: ["compare"]), "A comparison sheet (docs/format.md, Comparison sheets): documents drawn side by "
                                   + "side, each with a caption; no root.")
        defs["panel"] = S.described(S.object([
            "caption": S.described(S.string, "Shown under the panel; \\n starts a new line."),
            "root": S.ref("view"),
            "canvas": S.described(S.ref("canvas"), "This panel's canvas; null: none (the sheet's is not used)."),
            "proposal": S.described(S.ref("proposal"), "This panel's proposal; null: none."),
        ], required: ["caption", "root"]), "A panel of a comparison sheet: laid out as a document with this root, "
                                           + "canvas and proposal would be.")
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string(identifier),
            "title": .string("layoutviz view tree, format version \(DocumentDecoder.formatVersion)"),
            "description": .string("A SwiftUI view tree written as JSON: views named by their SwiftUI type, arguments by "
                                   + "their labels, modifiers in chain order. Reference: docs/format.md."),
            "anyOf": .array([S.ref("document"), S.ref("sheet"), S.ref("view")]),
            "$defs": .object(defs),
        ])
    }

    /// An entry's argument schema with its description and a Markdown description holding its example.
    static func documented(_ arguments: JSONTree, _ entry: CatalogueEntry) -> JSONTree {
        guard case .object(var o) = arguments else { return arguments }
        o["description"] = .string(entry.description)
        o["markdownDescription"] = .string(entry.description + "\n\n```json\n" + entry.example + "\n```")
        return .object(o)
    }

    /// Editor completions (VS Code's `defaultSnippets`) for the common views and modifiers: `$1` marks where
    /// the cursor goes.
    static let viewSnippets: [(String, String)] = [
        ("Text", #"{"Text": "$1"}"#), ("VStack", #"{"VStack": [$1]}"#), ("HStack", #"{"HStack": [$1]}"#),
        ("ZStack", #"{"ZStack": [$1]}"#), ("Color", #"{"Color": "${1:blue}"}"#),
        ("Image", #"{"Image": {"width": ${1:40}, "height": ${2:40}}}"#), ("Spacer", #"{"Spacer": {}}"#),
        ("Rectangle", #"{"Rectangle": {}}"#), ("RoundedRectangle", #"{"RoundedRectangle": {"cornerRadius": ${1:8}}}"#),
        ("ForEach", #"{"ForEach": {"range": [0, ${1:3}], "as": "i", "content": {"Text": "Item \\(i)"}}}"#),
    ]
    static let modifierSnippets: [(String, String)] = [
        ("padding", #"{"padding": ${1:16}}"#), ("frame", #"{"frame": {"width": ${1:100}, "height": ${2:100}}}"#),
        ("background", #"{"background": "${1:teal}"}"#), ("foregroundColor", #"{"foregroundColor": "${1:red}"}"#),
        ("font", #"{"font": "${1:headline}"}"#), ("border", #"{"border": "${1:red}"}"#),
    ]

    /// The schema as `layoutviz schema` prints it.
    public static func text() -> String { schema().serialized() + "\n" }

    static var proposalDimension: JSONTree {
        S.anyOf([S.number(minimum: 0, maximum: FormatLimits.maxLength), S.enumeration(["infinity"]), S.null])
    }

    /// A view entry's example is the view; a modifier's is the first modifier object naming it.
    static func example(of entry: CatalogueEntry) -> JSONTree? {
        guard let view = try? JSONTree.parse(entry.example) else { return nil }
        if entry.category == .view { return view }
        return findModifier(entry.name, in: view)
    }

    private static func findModifier(_ name: String, in tree: JSONTree) -> JSONTree? {
        switch tree {
        case .object(let o):
            if let list = o["modifiers"]?.array, let hit = list.first(where: { $0[name] != nil }) { return hit }
            for key in o.keys.sorted() { if let v = o[key], let hit = findModifier(name, in: v) { return hit } }
        case .array(let items):
            for item in items { if let hit = findModifier(name, in: item) { return hit } }
        default: break
        }
        return nil
    }
}
