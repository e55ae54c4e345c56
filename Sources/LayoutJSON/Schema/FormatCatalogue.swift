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
    /// How the entry is written in SwiftUI source (`layoutviz convert --to swift`).
    var swift: SwiftSpelling
}

public enum FormatCatalogue {
    public static var entries: [CatalogueEntry] { views + systemViews + modifiers + barModifiers + traitModifiers }

    static func view(_ name: String, _ description: String, _ arguments: JSONTree, _ example: String,
                     swift: SwiftSpelling) -> CatalogueEntry {
        CatalogueEntry(name: name, category: .view, description: description, arguments: arguments, example: example,
                       swift: swift)
    }

    static func modifier(_ name: String, _ description: String, _ arguments: JSONTree, _ example: String,
                         swift: SwiftSpelling) -> CatalogueEntry {
        CatalogueEntry(name: name, category: .modifier, description: description, arguments: arguments, example: example,
                       swift: swift)
    }

    static func stack(_ name: String, alignment: String, spacing: Bool) -> JSONTree {
        var props: [String: JSONTree] = ["alignment": S.ref(alignment), "content": S.ref("viewList")]
        if spacing { props["spacing"] = S.ref("length") }
        return S.anyOf([S.ref("viewList"), S.object(props, required: ["content"])])
    }

    static let preferenceLayer = S.object(["key": S.ref("preferenceKey"), "as": S.ref("identifier"),
                                           "alignment": S.ref("alignment"), "content": S.ref("viewOrList")],
                                          required: ["key", "content"])

    static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let sideKeys = ["top", "leading", "bottom", "trailing"]

    public static let views: [CatalogueEntry] = [
        view("Text", "Text(\"...\"): a string shown as is (never localized; {\"verbatim\": ...} is the same). Its font "
             + "and text options come from modifiers on it or above it. A list of runs is a Text made of runs "
             + "(Text(\"a\") + Text(\"b\").bold()): each a string, a Text or an Image(systemName:) with Text modifiers.",
             S.anyOf([S.string, S.object(["verbatim": S.string], required: ["verbatim"]),
                      S.array(S.anyOf([S.string, S.ref("view")]))]),
             #"{"Text": "Hello, World!"}"#, swift: .text),
        view("Color", "A color as a view: it takes the size it is proposed.", S.ref("color"),
             #"{"Color": "teal"}"#, swift: .color),
    ] + gradientViews + [
        view("Rectangle", "A rectangle filling the proposed size, painted with the foreground color unless fill or "
             + "stroke comes first.", S.ref("noArguments"), #"{"Rectangle": {}}"#, swift: .shape("Rectangle")),
        view("RoundedRectangle", "A rectangle with rounded corners; cornerRadius is required.",
             roundedRectangle,
             #"{"RoundedRectangle": {"cornerRadius": 8}}"#, swift: .shape("RoundedRectangle")),
        view("Circle", "The largest circle that fits the proposed size, centred.", S.ref("noArguments"),
             #"{"Circle": {}}"#, swift: .shape("Circle")),
        view("Ellipse", "An ellipse filling the proposed size.", S.ref("noArguments"), #"{"Ellipse": {}}"#, swift: .shape("Ellipse")),
        view("Capsule", "A rectangle whose shorter sides are half circles.", S.ref("noArguments"), #"{"Capsule": {}}"#, swift: .shape("Capsule")),
        view("Path", "SwiftUI's Path { path in ... } as a view: the operations (move, addLine, addLines, addQuadCurve, "
             + "addCurve, addArc, addRect, addRoundedRect, addEllipse, closeSubpath) in the view's own coordinates. "
             + "Like any shape it takes the proposed size (10 for an unspecified dimension) and is filled with the "
             + "foreground style unless fill or stroke comes first.",
             S.ref("pathOperations"),
             #"{"Path": [{"move": {"x": 0, "y": 0}}, {"addLine": {"x": 40, "y": 0}}, {"addLine": {"x": 20, "y": 30}}, {"closeSubpath": {}}]}"#,
             swift: .pathView),
        view("Shape", "A custom Shape (struct Name: Shape { func path(in rect: CGRect) -> Path }): the operations "
             + "of its path, whose numbers may use rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, "
             + "rect.width and rect.height (the shape's frame, origin zero). Sized like every shape.",
             S.object(["name": S.type("string", ["pattern": .string("^[A-Z][A-Za-z0-9_]*$")]),
                       "path": S.ref("pathOperations")], required: ["name", "path"]),
             #"{"Shape": {"name": "Triangle", "path": [{"move": {"x": "rect.midX", "y": "rect.minY"}}, {"addLine": {"x": "rect.maxX", "y": "rect.maxY"}}, {"addLine": {"x": "rect.minX", "y": "rect.maxY"}}, {"closeSubpath": {}}]}}"#,
             swift: .customShape),
        view("Image", "A PNG file (relative to the tree file; its pixel size is its size in points), a grey "
             + "placeholder of a given intrinsic size, or an SF Symbol by systemName (a placeholder square sized "
             + "from the font: 20 x 20 in body; no symbol artwork). Keeps that size unless resizable is its first "
             + "modifier.",
             S.anyOf([
                S.type("string", ["minLength": .number(1)]),
                S.object(["file": S.type("string", ["minLength": .number(1)])], required: ["file"],
                         nullOnly: ["width", "height"]),
                S.object(["width": S.ref("size"), "height": S.ref("size")], required: ["width", "height"],
                         nullOnly: ["file"]),
                S.object(["systemName": S.type("string", ["minLength": .number(1)])], required: ["systemName"]),
             ]),
             #"{"Image": {"width": 100, "height": 30}}"#, swift: .image),
        view("Spacer", "Flexible space along the stack's axis; minLength defaults to the default spacing.",
             S.object(["minLength": S.ref("size")]), #"{"HStack": [{"Text": "Left"}, {"Spacer": {}}, {"Text": "Right"}]}"#, swift: .spacer),
        view("Divider", "A hairline across the stack it is in.", S.ref("noArguments"),
             #"{"VStack": [{"Text": "Above"}, {"Divider": {}}, {"Text": "Below"}]}"#, swift: .divider),
        view("EmptyView", "Takes no space; stacks leave it out (no spacing around it).", S.ref("noArguments"),
             #"{"EmptyView": {}}"#, swift: .emptyView),
        view("HStack", "Children side by side: the array of views, or {alignment (vertical), spacing, content}.",
             stack("HStack", alignment: "verticalAlignment", spacing: true),
             #"{"HStack": {"alignment": "firstTextBaseline", "spacing": 4, "content": [{"Text": "A"}, {"Text": "B"}]}}"#, swift: .stack("HStack", spacing: true)),
        view("VStack", "Children one below the other: the array of views, or {alignment (horizontal), spacing, content}.",
             stack("VStack", alignment: "horizontalAlignment", spacing: true),
             #"{"VStack": {"alignment": "leading", "content": [{"Text": "Title"}, {"Text": "Subtitle"}]}}"#, swift: .stack("VStack", spacing: true)),
        view("ZStack", "Children on top of each other: the array of views, or {alignment, content}.",
             stack("ZStack", alignment: "alignment", spacing: false),
             #"{"ZStack": {"alignment": "topLeading", "content": [{"Color": "blue"}, {"Text": "On top"}]}}"#, swift: .stack("ZStack", spacing: false)),
        view("Group", "Not a view of its own: its views take its place in the enclosing container and its modifiers "
             + "apply to each of them. Where one view is expected, several become an implicit VStack (root) or "
             + "centred ZStack (background/overlay).",
             S.anyOf([S.ref("viewList"), S.object(["content": S.ref("viewList")], required: ["content"])]),
             #"{"HStack": [{"Group": [{"Text": "A"}, {"Text": "B"}], "modifiers": [{"padding": 6}]}, {"Text": "C"}]}"#, swift: .group),
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
             #"{"VStack": [{"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "Row \\(i)"}}}]}"#, swift: .forEach),
        view("GeometryReader", "Takes the size it is proposed and gives it to its content (proposed that size, placed "
             + "at its top-leading corner); expressions in the content may use proxy.size.width/height.",
             S.anyOf([S.ref("viewList"),
                      S.object(["as": S.ref("identifier"), "content": S.ref("viewOrList")], required: ["content"])]),
             #"{"GeometryReader": {"as": "geo", "content": [{"Color": "teal", "modifiers": [{"frame": {"width": "geo.size.width / 2"}}]}]}}"#, swift: .geometryReader),
        view("ScrollView", "Proposes its content its ideal length (nil) along its axes and draws it clipped, scrolled to the "
             + "top-leading corner; several views are stacked in an implicit VStack.",
             container(["axes": S.ref("axes"), "showsIndicators": S.bool]),
             #"{"ScrollView": {"axes": "vertical", "showsIndicators": false, "content": [{"Text": "First"}, {"Color": "teal", "modifiers": [{"frame": {"height": 400}}]}]}}"#, swift: .scrollView),
        view("LazyVStack", "VStack's arguments (pinnedViews accepted and ignored); each child at its ideal height, in order.",
             container(["alignment": S.ref("horizontalAlignment"), "spacing": S.ref("length"), "pinnedViews": pinned]),
             #"{"ScrollView": [{"LazyVStack": {"alignment": "leading", "spacing": 4, "content": [{"Text": "Row 1"}, {"Text": "Row 2"}]}}]}"#, swift: .lazyVStack),
        view("LazyHStack", "HStack's arguments (pinnedViews accepted and ignored); each child at its ideal width, in order.",
             container(["alignment": S.ref("verticalAlignment"), "spacing": S.ref("length"), "pinnedViews": pinned]),
             #"{"LazyHStack": {"spacing": 4, "content": [{"Text": "A"}, {"Text": "B"}]}}"#, swift: .lazyHStack),
        view("ViewThatFits", "Shows the first child that fits on the given axes (in; default both), else the last.",
             container(["in": S.ref("axes")]),
             #"{"ViewThatFits": {"in": "horizontal", "content": [{"HStack": [{"Text": "Save the document"}, {"Text": "Cancel"}]}, {"Text": "Save"}]}}"#, swift: .viewThatFits),
        view("AnyLayout", "A container laid out by LAYOUT: HStackLayout, VStackLayout, ZStackLayout, GridLayout, or "
             + "{if: {horizontalSizeClass}, then: LAYOUT, else: LAYOUT}.",
             S.object(["layout": S.ref("layout"), "content": S.ref("viewList")], required: ["layout", "content"]),
             #"{"AnyLayout": {"layout": {"HStackLayout": {"spacing": 16}}, "content": [{"Text": "Name"}, {"Text": "Address"}]}}"#, swift: .anyLayout),
        view("Grid", "Rows of cells in aligned columns: each element of content is a GridRow or a view spanning all "
             + "columns.",
             container(["alignment": S.ref("alignment"), "horizontalSpacing": S.ref("length"),
                        "verticalSpacing": S.ref("length")]),
             #"{"Grid": {"alignment": "leading", "content": [{"GridRow": [{"Text": "Name"}, {"Text": "Taylor"}]}, {"GridRow": [{"Text": "City"}, {"Text": "Paris"}]}]}}"#, swift: .grid),
        view("GridRow", "A row of a Grid: its views are cells (no frame of its own, so no modifiers or id).",
             container(["alignment": S.ref("verticalAlignment")]),
             #"{"Grid": [{"GridRow": {"alignment": "top", "content": [{"Text": "a"}, {"Text": "b"}]}}]}"#, swift: .gridRow),
        view("LazyVGrid", "Cells in rows under the given columns (GRIDITEMs: fixed, flexible or adaptive).",
             S.object(["columns": gridItems, "alignment": S.ref("horizontalAlignment"), "spacing": S.ref("length"),
                       "pinnedViews": pinned, "content": S.ref("viewList")], required: ["columns", "content"]),
             #"{"LazyVGrid": {"columns": [{"fixed": 70}, {"flexible": {"minimum": 50}, "spacing": 4}, {"adaptive": {"minimum": 40}}], "content": [{"Color": "red"}, {"Text": "Two"}]}}"#, swift: .lazyVGrid),
        view("LazyHGrid", "Cells in columns beside the given rows (GRIDITEMs).",
             S.object(["rows": gridItems, "alignment": S.ref("verticalAlignment"), "spacing": S.ref("length"),
                       "pinnedViews": pinned, "content": S.ref("viewList")], required: ["rows", "content"]),
             #"{"LazyHGrid": {"rows": [{"fixed": 30}, {"fixed": 30}], "alignment": "top", "content": [{"Text": "One"}, {"Text": "Two"}, {"Text": "Three"}]}}"#, swift: .lazyHGrid),
    ] + ControlCatalogue.entries.map(\.catalogue)

    public static let modifiers: [CatalogueEntry] = [
        modifier("padding", "Insets the view: {} (16 on every edge), a length (every edge), edge names (16 on those), "
                 + "{edges, length}, or {top, leading, bottom, trailing} (others 0). Negative lengths are allowed.",
                 paddingSchema,
                 #"{"Text": "Padded", "modifiers": [{"padding": {"edges": "horizontal", "length": 12}}]}"#, swift: .padding),
        modifier("frame", "The fixed frame {width, height, alignment} or the flexible frame {minWidth, idealWidth, "
                 + "maxWidth, minHeight, idealHeight, maxHeight, alignment}; never both, as in SwiftUI.",
                 S.anyOf([
                    S.object(["width": S.ref("dimension"), "height": S.ref("dimension"), "alignment": S.ref("alignment")],
                             nullOnly: flexibleKeys),
                    S.object(Dictionary(uniqueKeysWithValues: flexibleKeys.map { ($0, S.ref("dimension")) })
                                .merging(["alignment": S.ref("alignment")]) { a, _ in a },
                             nullOnly: ["width", "height"]),
                 ]),
                 #"{"Text": "Wide", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}"#, swift: .frame),
        modifier("fixedSize", "Proposes the view its ideal size: {} on both axes, or {horizontal, vertical} (both required).",
                 S.anyOf([
                    S.object([:], nullOnly: ["horizontal", "vertical"]),
                    S.object(["horizontal": S.bool, "vertical": S.bool], required: ["horizontal", "vertical"]),
                 ]),
                 #"{"Text": "Never wraps", "modifiers": [{"fixedSize": {"horizontal": true, "vertical": false}}]}"#, swift: .fixedSize),
        modifier("layoutPriority", "Stacks offer room to higher priorities first.", S.ref("length"),
                 #"{"HStack": [{"Text": "First", "modifiers": [{"layoutPriority": 1}]}, {"Text": "Second"}]}"#, swift: .layoutPriority),
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
                 #"{"Color": "green", "modifiers": [{"aspectRatio": {"ratio": {"width": 4, "height": 3}, "contentMode": "fill"}}]}"#, swift: .aspectRatio),
        modifier("scaledToFit", "aspectRatio with the view's own ratio, fit.", S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFit": {}}]}"#, swift: .scaledToFit),
        modifier("scaledToFill", "aspectRatio with the view's own ratio, fill.", S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFill": {}}]}"#, swift: .scaledToFill),
        modifier("resizable", "Only directly on an Image, before other modifiers: the image takes the size it is proposed.",
                 S.ref("noArguments"),
                 #"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"frame": {"width": 50, "height": 50}}]}"#, swift: .resizable),
        modifier("offset", "Moves the drawing without changing the layout around it; x and y default to 0.",
                 S.object(["x": S.ref("length"), "y": S.ref("length")]),
                 #"{"Text": "Moved", "modifiers": [{"offset": {"x": 10, "y": -5}}]}"#, swift: .offset),
        modifier("background", "A view, a color string, {style, ignoresSafeAreaEdges}, or {alignment, content} behind the "
                 + "view, proposed its size.", styleLayer, #"{"Text": "Badge", "modifiers": [{"padding": 8}, {"background": {"Capsule": {}, "modifiers": [{"fill": "yellow"}]}}]}"#, swift: .background),
        modifier("overlay", "A view, a color string, {style, ignoresSafeAreaEdges}, or {alignment, content} in front of "
                 + "the view, proposed its size.", styleLayer, #"{"Color": "blue", "modifiers": [{"frame": {"width": 60, "height": 40}}, {"overlay": {"alignment": "topTrailing", "content": {"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 10}}]}}}]}"#, swift: .overlay),
        modifier("border", "A border inside the frame, above the view: a color string or a gradient (width 1) or "
                 + "{color, width} (the color also a gradient).",
                 S.anyOf([S.ref("colorString"), styleSchema, S.object(["color": styleSchema, "width": S.ref("size")], required: ["color"])]),
                 #"{"Text": "Framed", "modifiers": [{"border": {"color": "blue", "width": 2}}]}"#, swift: .border),
        modifier("foregroundColor", "The color of text and shapes below (an environment value).", S.ref("color"),
                 #"{"Text": "Blue", "modifiers": [{"foregroundColor": "blue"}]}"#, swift: .foregroundColor),
        modifier("foregroundStyle", "The style (a color or a gradient) of text and shapes below (an environment value).",
                 styleSchema,
                 ##"{"Circle": {}, "modifiers": [{"foregroundStyle": "#FF8800"}]}"##, swift: .foregroundStyle),
        modifier("fill", "Only on a shape, as its first modifier: paints the shape with the color or gradient.", styleSchema,
                 #"{"Circle": {}, "modifiers": [{"fill": "red"}]}"#, swift: .fill),
        modifier("stroke", "Only on a shape, as its first modifier: its outline, centred on the edge: a color string "
                 + "or a gradient (line width 1) or {color, lineWidth}; without color, the foreground style.",
                 S.anyOf([S.ref("colorString"), styleSchema, S.object(["color": styleSchema, "lineWidth": S.ref("size")])]),
                 #"{"Capsule": {}, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 3}}]}"#, swift: .stroke),
        modifier("strokeBorder", "Only on a shape, as its first modifier: its outline drawn inside the frame (the shape "
                 + "inset by half the line width, SwiftUI's InsettableShape): a color string (line width 1) or "
                 + "{color, lineWidth} (the color also a gradient); without color, the foreground style.",
                 S.anyOf([S.ref("colorString"), styleSchema, S.object(["color": styleSchema, "lineWidth": S.ref("size")])]),
                 #"{"Circle": {}, "modifiers": [{"strokeBorder": {"color": "blue", "lineWidth": 8}}]}"#, swift: .strokeBorder),
        modifier("opacity", "0...1 (values outside are clamped with a warning).", S.ref("number"),
                 #"{"Color": "red", "modifiers": [{"opacity": 0.5}]}"#, swift: .opacity),
        modifier("cornerRadius", "Clips the view to a rounded rectangle; the layout does not change.", S.ref("size"),
                 #"{"Color": "blue", "modifiers": [{"frame": {"width": 50, "height": 50}}, {"cornerRadius": 8}]}"#, swift: .cornerRadius),
        modifier("clipped", "Clips the view to its frame; the layout does not change.", S.ref("noArguments"),
                 #"{"Circle": {}, "modifiers": [{"frame": {"width": 80, "height": 80}}, {"frame": {"width": 40, "height": 40}}, {"clipped": {}}]}"#, swift: .clipped),
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
                 #"{"Text": "Code", "modifiers": [{"font": {"size": 20, "weight": "bold", "design": "monospaced"}}]}"#, swift: .font),
        modifier("lineLimit", "The line limit of every Text below: a whole number (at most that many lines), null (no "
                 + "limit), {limit, reservesSpace} (reservesSpace: as tall as limit lines even when shorter), or a range "
                 + "string \"2...4\", \"2...\" or \"...4\" (at most the upper bound, at least the lower bound tall).",
                 S.anyOf([lineCount, S.ref("expression"), S.null,
                          S.object(["limit": S.numeric(lineCount), "reservesSpace": S.bool], required: ["limit"]),
                          S.described(S.type("string", ["pattern": .string(#"^\s*([0-9]+\s*\.\.\.\s*[0-9]*|\.\.\.\s*[0-9]+)\s*$"#)]),
                                      "A line range: \"2...4\" (ClosedRange), \"2...\" (PartialRangeFrom), \"...4\" "
                                      + "(PartialRangeThrough); bounds 1...10000, the lower at most the upper.")]),
                 #"{"Text": "A long text that wraps onto several lines", "modifiers": [{"lineLimit": 2}, {"frame": {"width": 100}}]}"#, swift: .lineLimit),
        modifier("lineSpacing", "Points between the lines of every Text below (negative counts as 0); none after the "
                 + "last line.", S.ref("length"),
                 #"{"Text": "Line spacing puts room between the lines", "modifiers": [{"lineSpacing": 8}, {"frame": {"width": 120}}]}"#, swift: .lineSpacing),
        modifier("minimumScaleFactor", "The font of every Text below may shrink to this fraction of its size (more "
                 + "than 0, at most 1) to make the text fit its proposal.",
                 S.numeric(S.number(maximum: 1, exclusiveMinimum: 0)),
                 #"{"Text": "This label is far too long", "modifiers": [{"lineLimit": 1}, {"minimumScaleFactor": 0.5}, {"frame": {"width": 120}}]}"#, swift: .minimumScaleFactor),
        modifier("tracking", "Points of extra space after each character of every Text below; a line's last character's "
                 + "does not count in its width.", S.ref("length"),
                 #"{"Text": "Tracked", "modifiers": [{"tracking": 3}]}"#, swift: .tracking),
        modifier("kerning", "Points of extra space after each character of every Text below, the last one included.",
                 S.ref("length"), #"{"Text": "Kerned", "modifiers": [{"kerning": 2}]}"#, swift: .kerning),
        modifier("textCase", "Shows every Text below in upper or lower case; null: as written.",
                 S.anyOf([S.enumeration(TextCase.allCases.map(\.rawValue)), S.null]),
                 #"{"Text": "Sold out", "modifiers": [{"textCase": "uppercase"}]}"#, swift: .textCase),
        modifier("allowsTightening", "Accepted for SwiftUI compatibility; no effect on the layout.", S.bool,
                 #"{"Text": "Tight", "modifiers": [{"allowsTightening": true}]}"#, swift: .allowsTightening),
        modifier("fontWeight", "The weight of every Text below, over whatever font it gets (even one set closer to it); "
                 + "null removes an outer one.", S.anyOf([S.enumeration(FontWeight.allCases.map(\.rawValue)), S.null]),
                 #"{"Text": "Semibold", "modifiers": [{"fontWeight": "semibold"}]}"#, swift: .fontWeight),
        modifier("bold", "Every Text below is bold whatever its font's weight: {} or true; false undoes an outer bold.",
                 S.anyOf([S.ref("noArguments"), S.bool]),
                 #"{"VStack": [{"Text": "Bold title", "modifiers": [{"font": "title"}]}, {"Text": "Bold body"}], "modifiers": [{"bold": {}}]}"#, swift: .bold),
        modifier("italic", "Every Text below is italic: {} or true; false undoes an outer italic.",
                 S.anyOf([S.ref("noArguments"), S.bool]),
                 #"{"Text": "Slanted", "modifiers": [{"italic": {}}]}"#, swift: .italic),
        modifier("fontDesign", "The design of every Text below, over whatever font it gets; null removes an outer one.",
                 S.anyOf([S.enumeration(FontDesign.allCases.map(\.rawValue)), S.null]),
                 #"{"Text": "Serif", "modifiers": [{"fontDesign": "serif"}]}"#, swift: .fontDesign),
        modifier("monospacedDigit", "All digits of every Text below are equally wide.", S.ref("noArguments"),
                 #"{"Text": "12:05", "modifiers": [{"monospacedDigit": {}}]}"#, swift: .monospacedDigit),
        modifier("underline", "A line under every Text below (or this run of a Text made of runs), at the font's "
                 + "underline position and thickness; the layout does not change. {} or true; false removes an outer "
                 + "one; or {isActive, pattern, color}: pattern solid (default), dot, dash, dashDot or dashDotDot, "
                 + "color by default the text's.", lineStyleSchema,
                 #"{"Text": "Terms of Service", "modifiers": [{"underline": {"color": "blue"}}]}"#, swift: .underline),
        modifier("strikethrough", "A line through every Text below (or this run of a Text made of runs), at the font's "
                 + "strikethrough position and thickness; the layout does not change. Arguments as underline.",
                 lineStyleSchema,
                 #"{"Text": "Sold out", "modifiers": [{"strikethrough": {"pattern": "dash", "color": "red"}}]}"#, swift: .strikethrough),
        modifier("multilineTextAlignment", "How the lines of every Text below align.",
                 S.enumeration(TextAlignment.allCases.map(\.rawValue)),
                 #"{"Text": "Centred lines of text", "modifiers": [{"multilineTextAlignment": "center"}, {"frame": {"width": 80}}]}"#, swift: .multilineTextAlignment),
        modifier("truncationMode", "Where text that does not fit is cut: head, middle or tail.",
                 S.enumeration(TruncationMode.allCases.map(\.rawValue)),
                 #"{"Text": "A long line cut in the middle", "modifiers": [{"lineLimit": 1}, {"truncationMode": "middle"}, {"frame": {"width": 90}}]}"#, swift: .truncationMode),
        modifier("position", "Takes the whole proposal and places the view's centre at (x, y) of its own frame; "
                 + "x and y default to 0.", S.object(["x": S.ref("length"), "y": S.ref("length")]),
                 #"{"ZStack": [{"Color": "red", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"position": {"x": 30, "y": 30}}]}]}"#, swift: .position),
        modifier("zIndex", "Drawing order among the children of a stack (higher on top; ties keep their order).",
                 S.ref("length"),
                 #"{"ZStack": [{"Color": "red", "modifiers": [{"zIndex": 1}]}, {"Color": "blue", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}"#, swift: .zIndex),
        modifier("preference", "Sends a value up for a preference key, replacing what the view's content sent "
                 + "(docs/semantics.md §10).",
                 S.object(["key": S.ref("preferenceKey"), "value": S.ref("value")], required: ["key", "value"]),
                 #"{"Text": "Hello", "modifiers": [{"preference": {"key": {"name": "CountKey", "defaultValue": 0, "reduce": "sum"}, "value": 1}}]}"#,
                 swift: .preference),
        modifier("transformPreference", "Changes the value the view's content sends up (its default when none): "
                 + "transform is an expression over value.",
                 S.object(["key": S.ref("preferenceKey"), "transform": S.ref("value")], required: ["key", "transform"]),
                 #"{"Text": "Hello", "modifiers": [{"transformPreference": {"key": {"name": "CountKey", "defaultValue": 0, "reduce": "sum"}, "transform": "value + 1"}}]}"#,
                 swift: .transformPreference),
        modifier("anchorPreference", "Sends up the transform of an anchor of the view (bounds, a unit point such as "
                 + "topLeading, or {rect}, {point} or {unitPoint} in the view's space), resolved by proxy[anchor] in a GeometryReader.",
                 S.object(["key": S.ref("preferenceKey"), "value": S.anyOf([S.enumeration(TreeDecoder.anchorSources.map(\.0)),
                                                     S.object(["rect": S.object(["x": S.ref("length"), "y": S.ref("length"),
                                                                                 "width": S.ref("length"), "height": S.ref("length")],
                                                                                required: ["x", "y", "width", "height"])],
                                                              required: ["rect"]),
                                                     S.object(["point": S.object(["x": S.ref("length"), "y": S.ref("length")],
                                                                                 required: ["x", "y"])], required: ["point"]),
                                                     S.object(["unitPoint": S.ref("unitPoint")], required: ["unitPoint"])]),
                           "transform": S.ref("value")], required: ["key", "value"]),
                 #"{"Text": "Tab", "modifiers": [{"anchorPreference": {"key": {"name": "BoundsKey", "defaultValue": null, "reduce": "first"}, "value": "bounds", "transform": "anchor"}}]}"#,
                 swift: .anchorPreference),
        modifier("onPreferenceChange", "When the value the view's content sends up changes (the first value too), "
                 + "sets the document's state from it (perform: state name → expression over value); the view is "
                 + "then built and laid out again (docs/semantics.md §10.7).",
                 S.object(["key": S.ref("preferenceKey"), "perform": .object([
                     "type": .string("object"), "additionalProperties": S.ref("value")])], required: ["key", "perform"]),
                 #"{"Text": "Hello", "modifiers": [{"onPreferenceChange": {"key": {"name": "CountKey", "defaultValue": 0, "reduce": "sum"}, "perform": {}}}]}"#,
                 swift: .onPreferenceChange),
        modifier("overlayPreferenceValue", "An overlay built from the value the view's content sends up, in the same "
                 + "pass; the value is named by \"as\" (default value).", preferenceLayer,
                 #"{"Text": "Hello", "modifiers": [{"overlayPreferenceValue": {"key": {"name": "CountKey", "defaultValue": 0, "reduce": "sum"}, "as": "count", "alignment": "topTrailing", "content": {"Color": "red", "modifiers": [{"frame": {"width": "count * 4 + 4", "height": 4}}]}}}]}"#,
                 swift: .preferenceLayer("overlayPreferenceValue")),
        modifier("backgroundPreferenceValue", "Like overlayPreferenceValue, behind the view.", preferenceLayer,
                 #"{"Text": "Hello", "modifiers": [{"backgroundPreferenceValue": {"key": {"name": "CountKey", "defaultValue": 0, "reduce": "sum"}, "content": {"Color": "yellow"}}}]}"#,
                 swift: .preferenceLayer("backgroundPreferenceValue")),
        modifier("coordinateSpace", "Names this view's frame for proxy.frame(in: .named(name)).",
                 S.anyOf([S.string, S.object(["name": S.string], required: ["name"])]),
                 #"{"VStack": [{"Text": "Hello"}], "modifiers": [{"coordinateSpace": "stack"}]}"#, swift: .coordinateSpace),
        modifier("hidden", "Laid out (keeps its space) but not drawn.", S.ref("noArguments"),
                 #"{"HStack": [{"Text": "shown"}, {"Text": "hidden", "modifiers": [{"hidden": {}}]}]}"#, swift: .hidden),
        modifier("clipShape", "Clips the drawing to a shape in the view's frame: a shape object, or the name of a shape "
                 + "without arguments. Layout is unchanged.",
                 S.anyOf([
                    S.enumeration(["Rectangle", "Circle", "Ellipse", "Capsule"]),
                    S.object(["Rectangle": S.ref("noArguments")], required: ["Rectangle"]),
                    S.object(["Circle": S.ref("noArguments")], required: ["Circle"]),
                    S.object(["Ellipse": S.ref("noArguments")], required: ["Ellipse"]),
                    S.object(["Capsule": S.ref("noArguments")], required: ["Capsule"]),
                    S.object(["RoundedRectangle": roundedRectangle], required: ["RoundedRectangle"]),
                 ]),
                 #"{"Color": "blue", "modifiers": [{"frame": {"width": 60, "height": 60}}, {"clipShape": "Circle"}]}"#, swift: .clipShape),
        modifier("mask", "Like overlay (a view, a color string, or {alignment, content}); the view is drawn only where "
                 + "the mask is opaque.", layer,
                 #"{"Color": "pink", "modifiers": [{"frame": {"width": 120, "height": 40}}, {"mask": {"alignment": "leading", "content": {"Text": "MASKED"}}}]}"#, swift: .mask),
        modifier("rotationEffect", "Drawn rotated clockwise about an anchor (default center); layout is unchanged. An "
                 + "angle ({degrees} or {radians}) or {angle, anchor}.",
                 S.anyOf([angle, S.object(["angle": angle, "anchor": anchorSchema], required: ["angle"])]),
                 #"{"Rectangle": {}, "modifiers": [{"frame": {"width": 50, "height": 50}}, {"rotationEffect": {"degrees": 30}}]}"#, swift: .rotationEffect),
        modifier("scaleEffect", "Drawn scaled about an anchor (default center); layout is unchanged. A number, "
                 + "{scale (a number or {width, height}), anchor}, or {x, y, anchor} (x and y default to 1).",
                 S.anyOf([
                    S.ref("length"),
                    S.object(["scale": S.anyOf([S.ref("length"),
                                                S.object(["width": S.ref("length"), "height": S.ref("length")],
                                                         required: ["width", "height"])]),
                              "anchor": anchorSchema], required: ["scale"], nullOnly: ["x", "y"]),
                    S.object(["x": S.ref("length"), "y": S.ref("length"), "anchor": anchorSchema], nullOnly: ["scale"]),
                 ]),
                 #"{"Text": "Big", "modifiers": [{"scaleEffect": {"scale": 2, "anchor": "topLeading"}}]}"#, swift: .scaleEffect),
        modifier("shadow", "A blurred, tinted, offset copy of the drawing below it: radius is required; color defaults "
                 + "to black at 33% opacity, x and y to 0. Layout is unchanged.",
                 S.object(["color": S.ref("color"), "radius": S.ref("size"), "x": S.ref("length"), "y": S.ref("length")],
                          required: ["radius"]),
                 #"{"RoundedRectangle": {"cornerRadius": 12}, "modifiers": [{"fill": "white"}, {"frame": {"width": 120, "height": 80}}, {"shadow": {"radius": 8, "y": 4}}]}"#, swift: .shadow),
        modifier("ignoresSafeArea", "Grows the view over the unsafe bands its frame touches: {} or {regions, edges}.",
                 S.object(["regions": S.anyOf([regions, S.array(regions)]), "edges": S.ref("edges")]),
                 #"{"Color": "teal", "modifiers": [{"ignoresSafeArea": {"regions": "container", "edges": ["bottom"]}}]}"#, swift: .ignoresSafeArea),
        modifier("edgesIgnoringSafeArea", "ignoresSafeArea for every region, on these edges.", S.ref("edges"),
                 #"{"Color": "mint", "modifiers": [{"edgesIgnoringSafeArea": "top"}]}"#, swift: .edgesIgnoringSafeArea),
        modifier("safeAreaInset", "A view (or color) along an edge; the view's safe area shrinks by it. edge and "
                 + "content are required; alignment is horizontal for top/bottom, vertical for leading/trailing.",
                 S.object(["edge": S.enumeration(["top", "bottom", "leading", "trailing"]),
                           "alignment": S.anyOf([S.ref("horizontalAlignment"), S.ref("verticalAlignment")]),
                           "spacing": S.ref("length"),
                           "content": S.anyOf([S.ref("view"), S.ref("colorString")])], required: ["edge", "content"]),
                 #"{"Color": "white", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"Text": "Bar"}}}]}"#, swift: .safeAreaInset),
        modifier("safeAreaPadding", "Adds to the safe area; every form padding takes.", paddingSchema,
                 #"{"Color": "white", "modifiers": [{"safeAreaPadding": {"edges": "horizontal", "length": 20}}]}"#, swift: .safeAreaPadding),
        modifier("gridCellColumns", "The Grid cell spans this many columns (1...1000).",
                 S.numeric(S.type("integer", ["minimum": .number(1), "maximum": .number(1000)])),
                 #"{"Grid": [{"GridRow": [{"Text": "Wide header", "modifiers": [{"gridCellColumns": 2}]}]}, {"GridRow": [{"Text": "a"}, {"Text": "b"}]}]}"#, swift: .gridCellColumns),
        modifier("gridCellUnsizedAxes", "The Grid cell does not size its column/row on these axes.", S.ref("axes"),
                 #"{"Grid": [{"GridRow": [{"Text": "a"}, {"Text": "b"}]}, {"Divider": {}, "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]}]}"#, swift: .gridCellUnsizedAxes),
        modifier("gridColumnAlignment", "The horizontal alignment of every cell in the cell's Grid column.",
                 S.ref("horizontalAlignment"),
                 #"{"Grid": [{"GridRow": [{"Text": "Notes"}, {"Text": "Two", "modifiers": [{"gridColumnAlignment": "trailing"}]}]}]}"#, swift: .gridColumnAlignment),
        modifier("gridCellAnchor", "Where the Grid cell sits in its box: a unit point name or {x, y}.", anchorSchema,
                 #"{"Grid": [{"GridRow": [{"Text": "a", "modifiers": [{"gridCellAnchor": {"x": 0, "y": 0.5}}]}, {"Color": "blue"}]}]}"#, swift: .gridCellAnchor),
        modifier("environment", "Sets the horizontal size class (compact or regular) for the view and everything in it.",
                 S.object(["horizontalSizeClass": sizeClass], required: ["horizontalSizeClass"]),
                 #"{"VStack": [{"Text": "A"}, {"Text": "B"}], "modifiers": [{"environment": {"horizontalSizeClass": "regular"}}]}"#, swift: .environment),
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
                 #"{"VStack": {"alignment": "leading", "content": [{"Text": "Hello", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "d[.trailing]"}}]}, {"Text": "World"}]}}"#, swift: .alignmentGuide),
        modifier("contentMargins", "Margins around the content of the scroll views below it (inside them): a length "
                 + "(every edge), {edges, length} or {top, leading, bottom, trailing}; the closest one wins.",
                 S.anyOf([S.ref("length"), S.object(["edges": S.ref("edges"), "length": S.ref("length")], required: ["length"]),
                          S.object(["top": S.ref("length"), "leading": S.ref("length"), "bottom": S.ref("length"),
                                    "trailing": S.ref("length")])]),
                 #"{"ScrollView": [{"Text": "Inset content"}], "modifiers": [{"contentMargins": {"edges": "horizontal", "length": 20}}]}"#,
                 swift: .contentMargins),
        modifier("tint", "The colour of the controls below in place of the accent colour: a button's label or "
                 + "fill, a Toggle's switch when on, a Slider's and ProgressView's filled part, a Picker, a Link.",
                 S.ref("color"), #"{"Toggle": {"title": "Alerts", "isOn": true}, "modifiers": [{"tint": "orange"}]}"#,
                 swift: .tint),
        modifier("labelsHidden", "The Toggles, Steppers and ProgressViews below leave their labels out (a Toggle is "
                 + "then just its switch).", S.ref("noArguments"),
                 #"{"Toggle": {"title": "Alerts", "isOn": true}, "modifiers": [{"labelsHidden": {}}]}"#, swift: .labelsHidden),
        modifier("textFieldStyle", "The style of the TextFields and SecureFields below: automatic and plain (the "
                 + "line alone), roundedBorder (padded 7 in a radius-5 box with a thin grey border).",
                 S.enumeration(["automatic", "plain", "roundedBorder"]),
                 #"{"TextField": {"title": "Email", "text": ""}, "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#,
                 swift: .textFieldStyle),
        modifier("buttonStyle", "The style of every Button below it: automatic (the default), plain, borderless, "
                 + "bordered, borderedProminent (docs/semantics.md, \"Controls\").",
                 S.enumeration(["automatic", "plain", "borderless", "bordered", "borderedProminent"]),
                 #"{"HStack": {"content": [{"Button": "Cancel"}, {"Button": "OK"}]}, "modifiers": [{"buttonStyle": "bordered"}]}"#,
                 swift: .buttonStyle),
    ]

    /// A container's arguments: the array of its views, or an object of `arguments` and content.
    static func container(_ arguments: [String: JSONTree]) -> JSONTree {
        S.anyOf([S.ref("viewList"),
                 S.object(arguments.merging(["content": S.ref("viewList")]) { a, _ in a }, required: ["content"])])
    }

    /// A line count: a whole number in `FormatLimits.lineLimitRange`.
    static var lineCount: JSONTree {
        S.type("integer", ["minimum": .number(Double(FormatLimits.lineLimitRange.lowerBound)),
                           "maximum": .number(Double(FormatLimits.lineLimitRange.upperBound))])
    }

    /// `underline` / `strikethrough`: {} or a boolean (isActive), or {isActive, pattern, color}.
    static var lineStyleSchema: JSONTree {
        S.anyOf([S.ref("noArguments"), S.bool,
                 S.object(["isActive": S.bool, "pattern": S.enumeration(TextLineStyle.Pattern.allCases.map(\.rawValue)),
                           "color": S.ref("color")])])
    }

    static var pinned: JSONTree { S.array(S.enumeration(["sectionHeaders", "sectionFooters"])) }
    static var sizeClass: JSONTree { S.enumeration(["compact", "regular"]) }

    static var gridItems: JSONTree {
        let extras: [String: JSONTree] = ["spacing": S.ref("length"), "alignment": S.ref("alignment")]
        let range = S.object(["minimum": S.ref("size"), "maximum": S.ref("dimension")])
        func item(_ key: String, _ schema: JSONTree) -> JSONTree {
            S.object(extras.merging([key: schema]) { a, _ in a }, required: [key])
        }
        return .object(["type": .string("array"), "minItems": .number(1), "items": S.anyOf([
            item("fixed", S.ref("size")), item("flexible", range),
            item("adaptive", S.object(["minimum": S.ref("size"), "maximum": S.ref("dimension")], required: ["minimum"])),
        ])])
    }

    static var paddingSchema: JSONTree {
        S.anyOf([
            S.ref("length"), S.ref("edges"),
            S.object(["edges": S.ref("edges"), "length": S.ref("length")], nullOnly: sideKeys),
            S.object(Dictionary(uniqueKeysWithValues: sideKeys.map { ($0, S.ref("length")) }), nullOnly: ["edges", "length"]),
        ])
    }

    static var roundedRectangle: JSONTree {
        S.object(["cornerRadius": S.ref("size"), "style": S.enumeration(["circular", "continuous"])],
                 required: ["cornerRadius"])
    }

    static var angle: JSONTree {
        S.anyOf([S.object(["degrees": S.ref("length")], required: ["degrees"], nullOnly: ["radians"]),
                 S.object(["radians": S.ref("length")], required: ["radians"], nullOnly: ["degrees"])])
    }

    /// An anchor: a unit point name or {x, y}.
    static var anchorSchema: JSONTree {
        S.anyOf([S.enumeration(UnitPoint.named.map(\.0)), S.object(["x": S.ref("number"), "y": S.ref("number")])])
    }

    static var regions: JSONTree { S.enumeration(["all", "container", "keyboard"]) }

    /// mask: a VIEW, a color string, {"gradient": color}, or {alignment, content: one of those}.
    static var layer: JSONTree { S.anyOf(layerForms) }

    /// background and overlay: the forms of `layer`, or {style, ignoresSafeAreaEdges} (SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`).
    static var styleLayer: JSONTree {
        S.anyOf(layerForms + [S.object(["style": styleSchema, "ignoresSafeAreaEdges": S.ref("edges")], required: ["style"])])
    }

    private static var layerForms: [JSONTree] {
        let colorGradient = S.object(["gradient": S.ref("color")], required: ["gradient"])
        return [
            S.ref("view"), S.ref("colorString"), colorGradient,
            S.object(["alignment": S.ref("alignment"), "content": S.anyOf([S.ref("view"), S.ref("colorString"), colorGradient])],
                     required: ["content"]),
        ]
    }
}
