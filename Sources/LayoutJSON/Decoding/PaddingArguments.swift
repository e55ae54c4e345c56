import Foundation
import LayoutCore

/// `padding`: `{}` (16 on every edge), a number (every edge), an edge name or array of names (16 on those),
/// `{"edges": ..., "length": n}` (length omitted or null = 16), or `{"top", "leading", "bottom", "trailing"}`
/// (omitted edges 0). Negative lengths are valid, as in SwiftUI.
extension TreeDecoder {
    static let defaultPadding: CGFloat = 16
    static let sideKeys = ["top", "leading", "bottom", "trailing"]

    func padding(_ v: JSONValue, _ p: JSONPath, owner: String = "padding") throws(InputError) -> EdgeInsets {
        // A number, or an expression (a string that is not an edge name: "i * 2", a variable in scope).
        if v.number != nil { return EdgeInsets(try context.length(v, p)) }
        if let s = v.string, !DecodeContext.isPlainWord(s) || context.scope[s] != nil {
            return EdgeInsets(try context.length(v, p))
        }
        if v.string != nil || v.kind == .array {
            return EdgeInsets(edges: try edges(v, p), length: Self.defaultPadding)
        }
        let a = try Arguments(v, p, allowed: ["edges", "length"] + Self.sideKeys, owner: owner,
                              expected: "a number, edge names, or an object of padding arguments", context)
        let sides = a.present(Self.sideKeys), edgeForm = a.present(["edges", "length"])
        if let s = sides.first, let e = edgeForm.first {
            throw context.error("use either edges and length, or top/leading/bottom/trailing, not both "
                                + "(\(Quote.json(e)) and \(Quote.json(s)))", at: a.keyPosition(s), a.path(s))
        }
        if !sides.isEmpty {
            var insets = EdgeInsets()
            if let t = a["top"] { insets.top = try context.length(t, a.path("top")) }
            if let l = a["leading"] { insets.leading = try context.length(l, a.path("leading")) }
            if let b = a["bottom"] { insets.bottom = try context.length(b, a.path("bottom")) }
            if let t = a["trailing"] { insets.trailing = try context.length(t, a.path("trailing")) }
            return insets
        }
        var set = EdgeSet.all
        if let e = a["edges"] { set = try edges(e, a.path("edges")) }
        var length = Self.defaultPadding
        if let l = a["length"] { length = try context.length(l, a.path("length")) }
        return EdgeInsets(edges: set, length: length)
    }

    func edges(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> EdgeSet {
        if let list = v.elements {
            var set: EdgeSet = []
            for (i, e) in list.enumerated() { set.formUnion(try edge(e, p.index(i))) }
            return set
        }
        return try edge(v, p)
    }

    private func edge(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> EdgeSet {
        try context.choice(v, p, what: "edge", [
            "all": EdgeSet.all, "horizontal": .horizontal, "vertical": .vertical,
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        ])
    }
}
