import LayoutCore

/// THE catalogue of the tree format: every view and modifier with its argument schema, a description and an
/// example. `layoutviz schema` is generated from it (`SchemaGenerator`); a test ties it to `Vocabulary`
/// (every name the decoder knows has an entry, and every entry is a name the decoder knows), so a view or
/// modifier added to the format fails that test until it is catalogued here.
///
/// Each example is a whole VIEW using the entry; for a modifier, the schema's example is the first element
/// of its "modifiers" that names it.
public struct CatalogueEntry: Sendable {
    public enum Category: String, Sendable { case view, modifier }
    public var name: String
    public var category: Category
    public var description: String
    /// The schema of the value under the entry's key (`{"Text": <arguments>}`, `{"padding": <arguments>}`).
    public var arguments: JSONTree
    /// A VIEW using the entry, as JSON text.
    public var example: String
}

public enum FormatCatalogue {
    public static var entries: [CatalogueEntry] { views + modifiers }

    static func view(_ name: String, _ description: String, _ arguments: JSONTree, _ example: String) -> CatalogueEntry {
        CatalogueEntry(name: name, category: .view, description: description, arguments: arguments, example: example)
    }

    static func modifier(_ name: String, _ description: String, _ arguments: JSONTree, _ example: String) -> CatalogueEntry {
        CatalogueEntry(name: name, category: .modifier, description: description, arguments: arguments, example: example)
    }

    static func stack(_ name: String, alignment: String, spacing: Bool) -> JSONTree {
        var props: [String: JSONTree] = ["alignment": S.ref(alignment), "content": S.ref("viewList")]
        if spacing { props["spacing"] = S.ref("length") }
        return S.anyOf([S.ref("viewList"), S.object(props, required: ["content"])])
    }

    static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let sideKeys = ["top", "leading", "bottom", "trailing"]

    public static let views: [CatalogueEntry] = [
        view("Text", "Text(\"...\"): a string shown as is (never localized; {\"verbatim\": ...} is the same). Its font "
             + "and text options come from modifiers on it or above it.",
             S.anyOf([S.string, S.object(["verbatim": S.string], required: ["verbatim"])]),
             #"{"Text": "Hello, World!"}"#),
        view("Color", "A color as a view: it takes the size it is proposed.", S.ref("color"),
             #"{"Color": "teal"}"#),
        view("Rectangle", "A rectangle filling the proposed size, painted with the foreground color unless fill or "
             + "stroke comes first.", S.ref("noArguments"), #"{"Rectangle": {}}"#),
        view("RoundedRectangle", "A rectangle with rounded corners; cornerRadius is required.",
             S.object(["cornerRadius": S.ref("size")], required: ["cornerRadius"]),
             #"{"RoundedRectangle": {"cornerRadius": 8}}"#),
        view("Circle", "The largest circle that fits the proposed size, centred.", S.ref("noArguments"),
             #"{"Circle": {}}"#),
        view("Ellipse", "An ellipse filling the proposed size.", S.ref("noArguments"), #"{"Ellipse": {}}"#),
        view("Capsule", "A rectangle whose shorter sides are half circles.", S.ref("noArguments"), #"{"Capsule": {}}"#),
        view("Image", "A PNG file (relative to the tree file; its pixel size is its size in points), or a grey "
             + "placeholder of a given intrinsic size. Keeps that size unless resizable is its first modifier.",
             S.anyOf([
                S.type("string", ["minLength": .number(1)]),
                S.object(["file": S.type("string", ["minLength": .number(1)])], required: ["file"],
                         nullOnly: ["width", "height"]),
                S.object(["width": S.ref("size"), "height": S.ref("size")], required: ["width", "height"],
                         nullOnly: ["file"]),
             ]),
             #"{"Image": {"width": 100, "height": 30}}"#),
        view("Spacer", "Flexible space along the stack's axis; minLength defaults to the default spacing.",
             S.object(["minLength": S.ref("size")]), #"{"HStack": [{"Text": "Left"}, {"Spacer": {}}, {"Text": "Right"}]}"#),
        view("Divider", "A hairline across the stack it is in.", S.ref("noArguments"),
             #"{"VStack": [{"Text": "Above"}, {"Divider": {}}, {"Text": "Below"}]}"#),
        view("EmptyView", "Takes no space; stacks leave it out (no spacing around it).", S.ref("noArguments"),
             #"{"EmptyView": {}}"#),
        view("HStack", "Children side by side: the array of views, or {alignment (vertical), spacing, content}.",
             stack("HStack", alignment: "verticalAlignment", spacing: true),
             #"{"HStack": {"alignment": "firstTextBaseline", "spacing": 4, "content": [{"Text": "A"}, {"Text": "B"}]}}"#),
        view("VStack", "Children one below the other: the array of views, or {alignment (horizontal), spacing, content}.",
             stack("VStack", alignment: "horizontalAlignment", spacing: true),
             #"{"VStack": {"alignment": "leading", "content": [{"Text": "Title"}, {"Text": "Subtitle"}]}}"#),
        view("ZStack", "Children on top of each other: the array of views, or {alignment, content}.",
             stack("ZStack", alignment: "alignment", spacing: false),
             #"{"ZStack": {"alignment": "topLeading", "content": [{"Color": "blue"}, {"Text": "On top"}]}}"#),
        view("Group", "Not a view of its own: its views take its place in the enclosing container and its modifiers "
             + "apply to each of them. Where one view is expected, several become an implicit VStack (root) or "
             + "centred ZStack (background/overlay).",
             S.anyOf([S.ref("viewList"), S.object(["content": S.ref("viewList")], required: ["content"])]),
             #"{"HStack": [{"Group": [{"Text": "A"}, {"Text": "B"}], "modifiers": [{"padding": 6}]}, {"Text": "C"}]}"#),
        view("ForEach", "Repeats its content per element of a range [lower, upper) or of data, binding the element "
             + "(as) and its position (index, data only) for expressions and interpolations; flattened like a Group.",
             S.anyOf([
                S.object(["range": S.described(.object(["type": .string("array"), "minItems": .number(2),
                                                         "maxItems": .number(2), "items": S.numeric(S.type("integer"))]),
                                               "[lower, upper]: the half-open range lower..<upper."),
                          "as": S.ref("identifier"), "content": S.ref("viewOrList")],
                         required: ["range", "content"], nullOnly: ["data", "index"]),
                S.object(["data": S.described(S.anyOf([S.array(S.string), S.array(S.type("number"))]),
                                              "The elements: all strings or all numbers."),
                          "as": S.ref("identifier"), "index": S.ref("identifier"), "content": S.ref("viewOrList")],
                         required: ["data", "content"], nullOnly: ["range"]),
             ]),
             #"{"VStack": [{"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "Row \\(i)"}}}]}"#),
        view("GeometryReader", "Takes the size it is proposed and gives it to its content (proposed that size, placed "
             + "at its top-leading corner); expressions in the content may use proxy.size.width/height.",
             S.anyOf([S.ref("viewList"),
                      S.object(["as": S.ref("identifier"), "content": S.ref("viewOrList")], required: ["content"])]),
             #"{"GeometryReader": {"as": "geo", "content": [{"Color": "teal", "modifiers": [{"frame": {"width": "geo.size.width / 2"}}]}]}}"#),
    ]

    public static let modifiers: [CatalogueEntry] = [
        modifier("padding", "Insets the view: {} (16 on every edge), a length (every edge), edge names (16 on those), "
                 + "{edges, length}, or {top, leading, bottom, trailing} (others 0). Negative lengths are allowed.",
                 S.anyOf([
                    S.ref("length"), S.ref("edges"),
                    S.object(["edges": S.ref("edges"), "length": S.ref("length")], nullOnly: sideKeys),
                    S.object(Dictionary(uniqueKeysWithValues: sideKeys.map { ($0, S.ref("length")) }),
                             nullOnly: ["edges", "length"]),
                 ]),
                 #"{"Text": "Padded", "modifiers": [{"padding": {"edges": "horizontal", "length": 12}}]}"#),
        modifier("frame", "The fixed frame {width, height, alignment} or the flexible frame {minWidth, idealWidth, "
                 + "maxWidth, minHeight, idealHeight, maxHeight, alignment}; never both, as in SwiftUI.",
                 S.anyOf([
                    S.object(["width": S.ref("dimension"), "height": S.ref("dimension"), "alignment": S.ref("alignment")],
                             nullOnly: flexibleKeys),
                    S.object(Dictionary(uniqueKeysWithValues: flexibleKeys.map { ($0, S.ref("dimension")) })
                                .merging(["alignment": S.ref("alignment")]) { a, _ in a },
                             nullOnly: ["width", "height"]),
                 ]),
                 #"{"Text": "Wide", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}"#),
        modifier("fixedSize", "Proposes the view its ideal size: {} on both axes, or {horizontal, vertical} (both required).",
                 S.anyOf([
                    S.object([:], nullOnly: ["horizontal", "vertical"]),
                    S.object(["horizontal": S.bool, "vertical": S.bool], required: ["horizontal", "vertical"]),
                 ]),
                 #"{"Text": "Never wraps", "modifiers": [{"fixedSize": {"horizontal": true, "vertical": false}}]}"#),
        modifier("layoutPriority", "Stacks offer room to higher priorities first.", S.ref("length"),
                 #"{"HStack": [{"Text": "First", "modifiers": [{"layoutPriority": 1}]}, {"Text": "Second"}]}"#),
        modifier("aspectRatio", "Proposes a size of the ratio (width / height; omitted = the view's ideal ratio) "
                 + "that fits or fills the proposal. The shorthand is the ratio, with contentMode fit.",
                 S.anyOf([
                    S.ref("ratio"),
                    S.object(["ratio": S.anyOf([S.ref("ratio"),
                                                S.object(["width": S.ref("size"),
                                                          "height": S.described(S.numeric(S.number(maximum: 100_000, exclusiveMinimum: 0)),
                                                                                "Greater than 0.")],
                                                         required: ["width", "height"])]),
                              "contentMode": S.enumeration(["fit", "fill"])]),
                 ]),
                 #"{"Color": "green", "modifiers": [{"aspectRatio": {"ratio": {"width": 4, "height": 3}, "contentMode": "fill"}}]}"#),
        modifier("scaledToFit", "aspectRatio with the view's own ratio, fit.", S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFit": {}}]}"#),
        modifier("scaledToFill", "aspectRatio with the view's own ratio, fill.", S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFill": {}}]}"#),
        modifier("resizable", "Only directly on an Image, before other modifiers: the image takes the size it is proposed.",
                 S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"frame": {"width": 50, "height": 50}}]}"#),
        modifier("offset", "Moves the drawing without changing the layout around it; x and y default to 0.",
                 S.object(["x": S.ref("length"), "y": S.ref("length")]),
                 #"{"Text": "Moved", "modifiers": [{"offset": {"x": 10, "y": -5}}]}"#),
        modifier("background", "A view, a color string, or {alignment, content} behind the view, proposed its size.",
                 layer, #"{"Text": "Badge", "modifiers": [{"padding": 8}, {"background": {"Capsule": {}, "modifiers": [{"fill": "yellow"}]}}]}"#),
        modifier("overlay", "A view, a color string, or {alignment, content} in front of the view, proposed its size.",
                 layer, #"{"Color": "blue", "modifiers": [{"frame": {"width": 60, "height": 40}}, {"overlay": {"alignment": "topTrailing", "content": {"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 10}}]}}}]}"#),
        modifier("border", "A border inside the frame, above the view: a color string (width 1) or {color, width}.",
                 S.anyOf([S.ref("colorString"), S.object(["color": S.ref("color"), "width": S.ref("size")], required: ["color"])]),
                 #"{"Text": "Framed", "modifiers": [{"border": {"color": "blue", "width": 2}}]}"#),
        modifier("foregroundColor", "The color of text and shapes below (an environment value).", S.ref("color"),
                 #"{"Text": "Blue", "modifiers": [{"foregroundColor": "blue"}]}"#),
        modifier("foregroundStyle", "The color of text and shapes below (an environment value).", S.ref("color"),
                 ##"{"Circle": {}, "modifiers": [{"foregroundStyle": "#FF8800"}]}"##),
        modifier("fill", "Only on a shape, as its first modifier: paints the shape with the color.", S.ref("color"),
                 #"{"Circle": {}, "modifiers": [{"fill": "red"}]}"#),
        modifier("stroke", "Only on a shape, as its first modifier: its outline, centred on the edge: a color string "
                 + "(line width 1) or {color, lineWidth}; without color, the foreground color.",
                 S.anyOf([S.ref("colorString"), S.object(["color": S.ref("color"), "lineWidth": S.ref("size")])]),
                 #"{"Capsule": {}, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 3}}]}"#),
        modifier("opacity", "0...1 (values outside are clamped with a warning).", S.ref("number"),
                 #"{"Color": "red", "modifiers": [{"opacity": 0.5}]}"#),
        modifier("cornerRadius", "Clips the view to a rounded rectangle; the layout does not change.", S.ref("size"),
                 #"{"Color": "blue", "modifiers": [{"frame": {"width": 50, "height": 50}}, {"cornerRadius": 8}]}"#),
        modifier("clipped", "Clips the view to its frame; the layout does not change.", S.ref("noArguments"),
                 #"{"Circle": {}, "modifiers": [{"frame": {"width": 80, "height": 80}}, {"frame": {"width": 40, "height": 40}}, {"clipped": {}}]}"#),
        modifier("font", "The font of every Text below: a text style, or {style, size, weight, design, italic} "
                 + "where unset parts are inherited (style and size exclude each other).",
                 S.anyOf([
                    S.ref("textStyle"),
                    S.object(["style": S.ref("textStyle"),
                              "size": S.numeric(S.number(maximum: FormatLimits.maxFontSize, exclusiveMinimum: 0)),
                              "weight": S.enumeration(FontWeight.allCases.map(\.rawValue)),
                              "design": S.enumeration(FontDesign.allCases.map(\.rawValue)),
                              "italic": S.bool], minProperties: 1),
                 ]),
                 #"{"Text": "Code", "modifiers": [{"font": {"size": 20, "weight": "bold", "design": "monospaced"}}]}"#),
        modifier("lineLimit", "At most this many lines for every Text below; null = no limit.",
                 S.anyOf([S.type("integer", ["minimum": .number(1), "maximum": .number(Double(FormatLimits.lineLimitRange.upperBound))]),
                          S.ref("expression"), S.null]),
                 #"{"Text": "A long text that wraps onto several lines", "modifiers": [{"lineLimit": 2}, {"frame": {"width": 100}}]}"#),
        modifier("multilineTextAlignment", "How the lines of every Text below align.",
                 S.enumeration(TextAlignment.allCases.map(\.rawValue)),
                 #"{"Text": "Centred lines of text", "modifiers": [{"multilineTextAlignment": "center"}, {"frame": {"width": 80}}]}"#),
        modifier("truncationMode", "Where text that does not fit is cut: head, middle or tail.",
                 S.enumeration(TruncationMode.allCases.map(\.rawValue)),
                 #"{"Text": "A long line cut in the middle", "modifiers": [{"lineLimit": 1}, {"truncationMode": "middle"}, {"frame": {"width": 90}}]}"#),
        modifier("alignmentGuide", "The view's explicit value for a guide: a number, or an expression over d (the "
                 + "view's dimensions: d.width, d[.trailing]...) and the variables in scope.",
                 S.object(["guide": S.anyOf([
                              S.enumeration(["leading", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
                                             "HorizontalAlignment.center", "VerticalAlignment.center",
                                             "HorizontalAlignment.leading", "HorizontalAlignment.trailing",
                                             "VerticalAlignment.top", "VerticalAlignment.bottom",
                                             "VerticalAlignment.firstTextBaseline", "VerticalAlignment.lastTextBaseline"]),
                              S.described(S.type("string", ["pattern": .string("^((Horizontal|Vertical)Alignment\\.)?[A-Za-z_][A-Za-z0-9_]*$")]),
                                          "A custom alignment declared in the document's \"alignments\"."),
                           ]),
                           "value": S.ref("length")], required: ["guide", "value"]),
                 #"{"VStack": {"alignment": "leading", "content": [{"Text": "Hello", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "d[.trailing]"}}]}, {"Text": "World"}]}}"#),
    ]

    /// background and overlay: a VIEW, a color string, or {alignment, content: VIEW or color string}.
    static var layer: JSONTree {
        S.anyOf([
            S.ref("view"), S.ref("colorString"),
            S.object(["alignment": S.ref("alignment"), "content": S.anyOf([S.ref("view"), S.ref("colorString")])],
                     required: ["content"]),
        ])
    }
}
