import LayoutCore

/// The argument of `background`, `overlay` and `mask`: a VIEW, a color string (a Color view, as in
/// `.background(.red)`), `{"gradient": COLOR}` (`.background(.red.gradient)`, a LinearGradient view),
/// `{"style": STYLE, "ignoresSafeAreaEdges": EDGES}` (`.background(.red, ignoresSafeAreaEdges: .top)`; background
/// and overlay only), or `{"alignment": "topTrailing", "content": VIEW-or-style}`. A colour or gradient given
/// directly (or a bare `{"Color": c}`) is SwiftUI's ShapeStyle form and ignores the safe area on every edge, `style`
/// on the edges given (default all); `content` is the view form, which has no `ignoresSafeAreaEdges` (§4.9).
struct LayerArguments {
    enum Content {
        /// A style given as the layer: the Color or gradient view it stands for.
        case style(NodeKind)
        case view(JSONValue, JSONPath)
    }

    var kind: NodeKind
    var content: Content
}

extension TreeDecoder {
    @inline(never)
    func layerArguments(_ entry: ModifierObject) throws(InputError) -> LayerArguments {
        let v = entry.arguments, p = entry.path
        func make(_ alignment: Alignment, _ content: LayerArguments.Content, shapeStyle: Bool = false,
                  edges given: EdgeSet = .all) -> LayerArguments {
            // `.background(.teal)` is SwiftUI's ShapeStyle form, whose `ignoresSafeAreaEdges` defaults to all
            // edges (docs/semantics.md §4.9); a view layer (`.background { Color.teal }`) respects the safe area.
            let edges: EdgeSet = shapeStyle ? given : []
            let kind: NodeKind = switch entry.name {
            case "overlay": .overlay(alignment: alignment, ignoresSafeAreaEdges: edges)
            case "mask": .mask(alignment: alignment)
            default: .background(alignment: alignment, ignoresSafeAreaEdges: edges)
            }
            return LayerArguments(kind: kind, content: content)
        }
        if v.string != nil { return make(.center, .style(.color(try context.color(v, p))), shapeStyle: true) }
        if let style = try context.layerStyle(v, p) { return make(.center, .style(style), shapeStyle: true) }
        guard let members = v.members else {
            throw context.typeError(expected: "a view, a color, or {\"alignment\": ..., \"content\": VIEW}", v, p)
        }
        // `{"style": "teal", "ignoresSafeAreaEdges": "top"}`; the edges beside anything else are an error there.
        if members.contains(where: { $0.key == Self.edgesKey })
            || (entry.name != "mask" && members.contains(where: { $0.key == Self.styleKey }) && !Self.looksLikeView(members)) {
            let (style, edges) = try styleForm(entry, members)
            return make(.center, .style(style), shapeStyle: true, edges: edges)
        }
        // `{"color": "black", "opacity": 0.1}`: a colour at an opacity (docs/format.md, "Colors").
        if members.contains(where: { $0.key == "color" }) {
            return make(.center, .style(.color(try context.color(v, p))), shapeStyle: true)
        }
        // A bare `{"Color": c}` is `.background(Color.teal)`, the style form too (as `layoutviz convert` prints it).
        let bareColor = members.count == 1 && members.first?.key == "Color"
        guard !Self.looksLikeView(members) else { return make(.center, .view(v, p), shapeStyle: bareColor) }
        let a = try Arguments(v, p, allowed: ["alignment", "content"], owner: entry.name, context)
        var alignment = Alignment.center
        if let al = a["alignment"] { alignment = try context.alignment(al, a.path("alignment")) }
        let content = try a.required("content", context, owner: entry.name)
        if content.string != nil || content.members?.contains(where: { $0.key == "color" }) == true {
            return make(alignment, .style(.color(try context.color(content, a.path("content")))))
        }
        if let style = try context.layerStyle(content, a.path("content")) { return make(alignment, .style(style)) }
        return make(alignment, .view(content, a.path("content")))
    }

    static let styleKey = "style", edgesKey = "ignoresSafeAreaEdges"
    /// The keys of a layer's argument object (never a misspelt view type).
    private static let layerKeys = ["content", "alignment", styleKey, edgesKey]

    /// `{"style": STYLE, "ignoresSafeAreaEdges": EDGES}`: `.background(_:ignoresSafeAreaEdges:)`, the style (a colour
    /// or a gradient) and its edges (default all). Only background and overlay have the argument, and only their
    /// style form: beside a view, `content` or `alignment` it is an error saying so.
    private func styleForm(_ entry: ModifierObject, _ members: JSONMembers) throws(InputError) -> (NodeKind, EdgeSet) {
        let v = entry.arguments, p = entry.path
        if let i = members.firstIndex(ofKey: "color") {
            throw context.error("with ignoresSafeAreaEdges the colour goes in \"style\": {\"style\": {\"color\": ..., "
                                + "\"opacity\": ...}, \"ignoresSafeAreaEdges\": EDGES}", at: members[i].keyPosition, p.key("color"))
        }
        if let i = members.firstIndex(ofKey: Self.edgesKey) {
            let m = members[i]
            if entry.name == "mask" {
                throw context.error("mask has no ignoresSafeAreaEdges (SwiftUI's mask(alignment:_:) takes a view)",
                                    at: m.keyPosition, p.key(Self.edgesKey))
            }
            if Self.looksLikeView(members) || members.contains(where: { $0.key == "content" || $0.key == "alignment" }) {
                throw context.error("ignoresSafeAreaEdges belongs to the style form {\"style\": STYLE, "
                                    + "\"ignoresSafeAreaEdges\": EDGES} (.\(entry.name)(.teal, ignoresSafeAreaEdges: .top)); "
                                    + "the view form (.\(entry.name)(alignment:content:)) has no such argument",
                                    at: m.keyPosition, p.key(Self.edgesKey))
            }
        }
        let a = try Arguments(v, p, allowed: [Self.styleKey, Self.edgesKey], owner: entry.name, context)
        let styleValue = try a.required(Self.styleKey, context, owner: entry.name)
        if let m = styleValue.members, !DecodeContext.isGradientStyle(styleValue), !m.contains(where: { $0.key == "color" }),
           Self.looksLikeView(m) {
            throw context.error("\"style\" is a colour or a gradient (a ShapeStyle); a view goes in the view form "
                                + "{\"content\": VIEW}, which has no ignoresSafeAreaEdges", styleValue, a.path(Self.styleKey))
        }
        let style: NodeKind = switch try context.shapeStyle(styleValue, a.path(Self.styleKey)) {
        case .color(let c): .color(c)
        case .gradient(let g): .gradient(g)
        }
        guard let e = a[Self.edgesKey] else { return (style, .all) }
        return (style, try edges(e, a.path(Self.edgesKey)))
    }

    /// An object is read as a VIEW when one of its keys is (or nearly is) a view type, "modifiers" or "id".
    private static func looksLikeView(_ members: JSONMembers) -> Bool {
        members.contains { m in
            Vocabulary.viewSet.contains(m.key) || Vocabulary.viewExtras.contains(m.key)
                || (!layerKeys.contains(m.key) && Suggestion.nearest(to: m.key, in: Vocabulary.views) != nil)
        }
    }
}

extension DecodeContext {
    /// `{"gradient": COLOR}` as a layer: the gradient view it stands for (a gradient view object is a VIEW).
    func layerStyle(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind? {
        guard let m = v.members, m.count == 1, m.first?.key == "gradient", let c = m.first?.value else { return nil }
        return .gradient(colorGradient(try color(c, p.key("gradient"))))
    }
}
