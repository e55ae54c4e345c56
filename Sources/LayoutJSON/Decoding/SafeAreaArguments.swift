import Foundation
import LayoutCore

/// The safe-area modifiers (docs/format.md, "Safe areas"):
/// - `ignoresSafeArea`: `{}` (every region, every edge) or `{"regions": "container", "edges": EDGES}`, regions
///   one of "all", "container", "keyboard" or an array of them;
/// - `edgesIgnoringSafeArea`: EDGES (an edge name or an array of names: "all", "horizontal", "vertical",
///   "top", "leading", "bottom", "trailing");
/// - `safeAreaInset`: `{"edge": "bottom", "alignment": "center", "spacing": 0, "content": VIEW-or-color}`
///   (alignment a horizontal guide for top/bottom, a vertical one for leading/trailing; spacing omitted or
///   null = the default);
/// - `safeAreaPadding`: everything `padding` takes.
extension TreeDecoder {
    func ignoresSafeArea(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let a = try Arguments(v, p, allowed: ["regions", "edges"], owner: "ignoresSafeArea", context)
        var regions = SafeAreaRegions.all
        if let r = a["regions"] { regions = try safeAreaRegions(r, a.path("regions")) }
        var set = EdgeSet.all
        if let e = a["edges"] { set = try edges(e, a.path("edges")) }
        return .ignoresSafeArea(regions: regions, edges: set)
    }

    private func safeAreaRegions(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> SafeAreaRegions {
        let names: KeyValuePairs<String, SafeAreaRegions> = ["all": .all, "container": .container, "keyboard": .keyboard]
        if let list = v.elements {
            var set: SafeAreaRegions = []
            for (i, e) in list.enumerated() { set.formUnion(try context.choice(e, p.index(i), what: "safe area region", names)) }
            return set
        }
        return try context.choice(v, p, what: "safe area region", names)
    }

    /// The inset's kind and its content (a view to decode, or a colour).
    func safeAreaInset(_ entry: ModifierObject) throws(InputError) -> LayerArguments {
        let v = entry.arguments, p = entry.path
        let a = try Arguments(v, p, allowed: ["edge", "alignment", "spacing", "content"], owner: "safeAreaInset",
                              expected: "an object with edge, alignment, spacing and content", context)
        let edge = try context.choice(a.required("edge", context, owner: "safeAreaInset"), a.path("edge"), what: "edge",
                                      ["top": Edge.top, "bottom": .bottom, "leading": .leading, "trailing": .trailing])
        var alignment = edge.axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
        if let al = a["alignment"] {
            alignment = edge.axis == .vertical ? try context.horizontalAlignment(al, a.path("alignment")).key
                : try context.verticalAlignment(al, a.path("alignment")).key
        }
        var spacing: CGFloat?
        if let s = a["spacing"] { spacing = try context.length(s, a.path("spacing")) }
        let kind = NodeKind.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing)
        let content = try a.required("content", context, owner: "safeAreaInset")
        if content.string != nil { return LayerArguments(kind: kind, content: .style(.color(try context.color(content, a.path("content"))))) }
        return LayerArguments(kind: kind, content: .view(content, a.path("content")))
    }
}
