import LayoutCore

/// One control of the format (docs/format.md, "Controls"): its catalogue entry (description, argument schema,
/// example, Swift spelling) and how its arguments are read into a `ControlBody` (LayoutCore/Controls, where its
/// look and metrics live) and its label views. Adding a control is one entry in `ControlCatalogue.entries` and
/// its LayoutCore file; the vocabulary, the decoder, the schema, the printer and the Swift front end take the
/// controls from that table.
struct ControlEntry: Sendable {
    let catalogue: CatalogueEntry
    let read: @Sendable (inout ControlReader) throws(InputError) -> Control
}

/// What a control's arguments give the decoder: reads the arguments; the label views it collects (titles as
/// Text, `content` views to decode) become the control node's children.
struct ControlReader {
    let object: ViewObject
    let context: DecodeContext
    /// Label views built from strings (a title), before the decoded content.
    var labels: [ViewNode] = []
    /// VIEWs to decode as further label views.
    var content: [JSONValue] = []
    var contentPath: JSONPath

    init(_ object: ViewObject, _ context: DecodeContext) {
        self.object = object
        self.context = context
        self.contentPath = object.argumentsPath
    }

    var value: JSONValue { object.arguments }
    var path: JSONPath { object.argumentsPath }

    /// The arguments as an object with `allowed` keys; a string is `{"title": s}` and an array `{"content": [...]}`
    /// when the control takes them (nil arguments then).
    mutating func arguments(_ allowed: [String], expected: String) throws(InputError) -> Arguments? {
        if value.string != nil, allowed.contains("title") {
            labels.append(try title(value, path))
            return nil
        }
        if let list = value.elements, allowed.contains("content") {
            content = list
            return nil
        }
        let a = try Arguments(value, path, allowed: allowed, owner: object.type, expected: expected, context)
        if let t = a["title"] { labels.append(try title(t, a.path("title"))) }
        if let c = a["content"] {
            guard let list = c.elements else { throw context.typeError(expected: "an array of views", c, a.path("content")) }
            content = list
            contentPath = a.path("content")
        }
        return a
    }

    /// A title: a Text of the (interpolated) string.
    func title(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> ViewNode {
        let s = try context.checkedText(try context.interpolated(v, p), v, p)
        return ViewNode(.text(s), origin: NodeOrigin(line: v.position.line, column: v.position.column, path: p.description))
    }

    func number(_ a: Arguments, _ key: String) throws(InputError) -> Double? {
        try a[key].map { v throws(InputError) in try context.number(v, a.path(key)) }
    }

    func string(_ a: Arguments, _ key: String) throws(InputError) -> String? {
        try a[key].map { v throws(InputError) in try context.interpolated(v, a.path(key)) }
    }

    /// `[lower, upper]` (SwiftUI's `in: lower...upper`), lower below upper.
    func bounds(_ a: Arguments, _ key: String) throws(InputError) -> ClosedRange<Double>? {
        guard let v = a[key] else { return nil }
        guard let list = v.elements, list.count == 2 else {
            throw context.typeError(expected: "[lower, upper]", v, a.path(key))
        }
        let lo = try context.number(list[0], a.path(key).index(0)), hi = try context.number(list[1], a.path(key).index(1))
        guard lo < hi else { throw context.error("the range's lower bound must be below its upper bound", v, a.path(key)) }
        return lo...hi
    }
}
