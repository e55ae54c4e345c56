/// The spellings of the modifiers that hold a second view: background, overlay, mask (a colour is
/// `.background(.teal)` (with its edges `.background(.teal, ignoresSafeAreaEdges: .top)`), a view a trailing closure
/// `.background { Capsule() }`, an alignment
/// `.overlay(alignment: .topTrailing) { ... }`), safeAreaInset, and border.
extension SwiftSpelling {
    static let background = layer("background", colorShorthand: true)
    static let overlay = layer("overlay", colorShorthand: true)
    static let mask = layer("mask", colorShorthand: false)

    static func layer(_ name: String, colorShorthand: Bool) -> SwiftSpelling {
        modifier { a throws(InputError) in
            if isColor(a.value), colorShorthand { return SwiftModifier(name, [try a.color()]) }
            if colorShorthand, isColorGradient(a.value) { return SwiftModifier(name, [try a.style()]) }
            if colorShorthand, let color = bareColorView(a.value) {
                // `.background(.teal)`, `.background(Color(red: 1, green: 0.5, blue: 0))`: a Color view as the style.
                return SwiftModifier(name, [try SwiftValues.color(color, a.path("Color"), a.printer, shorthand: true)])
            }
            if colorShorthand, a.value.kind == .object, let style = a.members["style"] {
                // `.background(.teal, ignoresSafeAreaEdges: .top)`: SwiftUI's style form with its edges.
                var args = [try SwiftValues.style(style, a.path("style"), a.printer, shorthand: true)]
                if let edges = a.members["ignoresSafeAreaEdges"] {
                    args.append("ignoresSafeAreaEdges: " + (try SwiftValues.set(edges, a.path("ignoresSafeAreaEdges"), a.printer)))
                }
                return SwiftModifier(name, args)
            }
            var args: [String] = []
            var content = a.value, contentPath = a.path
            if a.value.kind == .object, let c = a.members["content"] {
                if let alignment = a.members["alignment"] {
                    let text = try SwiftValues.alignment(alignment, a.path("alignment"), a.printer)
                    if text != ".center" { args.append("alignment: " + text) }
                }
                content = c
                contentPath = a.path("content")
            }
            return SwiftModifier(name, args, closure: .views([try layerContent(content, contentPath, a.printer)]))
        }
    }

    /// A layer's content: a VIEW, or a colour (a string or `{"color", "opacity"}`) as the view `Color.teal`.
    static func layerContent(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> SwiftView {
        if isColor(v) { return SwiftView(try SwiftValues.color(v, path, s, shorthand: false)) }
        if isColorGradient(v) { return SwiftView(try SwiftValues.style(v, path, s, shorthand: false)) }
        return try s.view(v, path)
    }

    /// `{"gradient": c}`: `.background(.blue.gradient)`.
    static func isColorGradient(_ v: JSONValue) -> Bool {
        v.members.map { $0.count == 1 && $0.first?.key == "gradient" } ?? false
    }

    /// The colour of `{"Color": c}` without modifiers or id.
    static func bareColorView(_ v: JSONValue) -> JSONValue? {
        guard let members = v.members, members.count == 1, let m = members.first, m.key == "Color" else { return nil }
        return m.value
    }

    /// Whether a layer's value is a colour rather than a view or `{alignment, content}`.
    static func isColor(_ v: JSONValue) -> Bool {
        v.string != nil || v.members?.contains { $0.key == "color" } == true
    }

    /// `.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { ... }`.
    static let safeAreaInset = modifier { a throws(InputError) in
        let m = a.members
        var args: [String] = []
        if let edge = m["edge"] { args.append("edge: " + SwiftValues.enumCase(edge)) }
        if let alignment = m["alignment"], let name = alignment.string, name != "center" { args.append("alignment: .\(name)") }
        if let spacing = m["spacing"] { args.append("spacing: " + (try a.length("spacing", spacing))) }
        guard let content = m["content"] else { throw a.error("expected content") }
        return SwiftModifier("safeAreaInset", args,
                             closure: .views([try layerContent(content, a.path("content"), a.printer)]))
    }

    /// `.border(.red)`, `.border(.blue, width: 2)`.
    static let border = colorAndWidth("border", width: "width")

    /// `.name(.red)` for a colour string, else `.name(.blue, <width>: 2)` with either part left out when absent.
    static func colorAndWidth(_ name: String, width: String) -> SwiftSpelling {
        modifier { a throws(InputError) in
            if a.value.string != nil || DecodeContext.isGradientStyle(a.value) { return SwiftModifier(name, [try a.style()]) }
            let args = try a.labeled([("color", "_"), (width, width)]) { key, v throws(InputError) in
                key == "color" ? try SwiftValues.style(v, a.path(key), a.printer, shorthand: true) : try a.length(key, v)
            }
            return SwiftModifier(name, args)
        }
    }
}
