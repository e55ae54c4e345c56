/// The spellings of the views with content: the stacks, ScrollView, the lazy stacks, ViewThatFits, Grid and
/// GridRow, the lazy grids and AnyLayout. Arguments equal to SwiftUI's defaults are left out
/// (`ScrollView { }` for the vertical axis), so a view converted from Swift and back reads as written.
extension SwiftSpelling {
    /// A container `Name(arguments) { content }`: `keys` in Swift's parameter order, each printed by `read`.
    static func container(_ name: String, _ keys: [(key: String, label: String)],
                          defaults: [String: String] = [:],
                          read: @escaping @Sendable (SwiftArgument, String, JSONValue) throws(InputError) -> String)
        -> SwiftSpelling {
        view { a throws(InputError) in
            guard a.value.elements == nil else {
                return SwiftView(name, content: .views(try a.printer.views(a.value, a.path)))
            }
            var args: [String] = []
            for text in try a.labeled(keys, { key, v throws(InputError) in try read(a, key, v) }) {
                if defaults.values.contains(text) { continue }
                args.append(text)
            }
            let content = try a.members["content"].map { c throws(InputError) in try a.printer.views(c, a.path("content")) }
            return SwiftView(args.isEmpty ? name : name + "(" + args.joined(separator: ", ") + ")",
                             content: .views(content ?? []))
        }
    }

    /// alignment (any kind), spacing-like lengths, sets and other enumerations.
    static func containerValue(_ a: SwiftArgument, _ key: String, _ v: JSONValue) throws(InputError) -> String {
        switch key {
        case "alignment": return try SwiftValues.alignment(v, a.path(key), a.printer)
        case "axes", "in", "pinnedViews": return try SwiftValues.set(v, a.path(key), a.printer)
        case "showsIndicators": return SwiftValues.bool(v)
        case "columns", "rows": return try gridItems(v, a.path(key), a.printer)
        default: return try a.length(key, v)
        }
    }

    static func stack(_ name: String, spacing: Bool) -> SwiftSpelling {
        container(name, spacing ? [("alignment", "alignment"), ("spacing", "spacing")] : [("alignment", "alignment")],
                  defaults: ["alignment": "alignment: .center"], read: containerValue)
    }

    static let scrollView = container("ScrollView", [("axes", "_"), ("showsIndicators", "showsIndicators")],
                                      defaults: ["axes": ".vertical", "showsIndicators": "showsIndicators: true"],
                                      read: containerValue)
    static let lazyVStack = container("LazyVStack", [("alignment", "alignment"), ("spacing", "spacing"),
                                                     ("pinnedViews", "pinnedViews")],
                                      defaults: ["alignment": "alignment: .center"], read: containerValue)
    static let lazyHStack = container("LazyHStack", [("alignment", "alignment"), ("spacing", "spacing"),
                                                     ("pinnedViews", "pinnedViews")],
                                      defaults: ["alignment": "alignment: .center"], read: containerValue)
    static let viewThatFits = container("ViewThatFits", [("in", "in")],
                                        defaults: ["in": "in: [.horizontal, .vertical]"], read: containerValue)
    static let grid = container("Grid", [("alignment", "alignment"), ("horizontalSpacing", "horizontalSpacing"),
                                         ("verticalSpacing", "verticalSpacing")],
                                defaults: ["alignment": "alignment: .center"], read: containerValue)
    static let gridRow = container("GridRow", [("alignment", "alignment")], read: containerValue)
    static let lazyVGrid = container("LazyVGrid", [("columns", "columns"), ("alignment", "alignment"),
                                                   ("spacing", "spacing"), ("pinnedViews", "pinnedViews")],
                                     defaults: ["alignment": "alignment: .center"], read: containerValue)
    static let lazyHGrid = container("LazyHGrid", [("rows", "rows"), ("alignment", "alignment"),
                                                   ("spacing", "spacing"), ("pinnedViews", "pinnedViews")],
                                     defaults: ["alignment": "alignment: .center"], read: containerValue)

    /// `[GridItem(.fixed(70)), GridItem(.flexible(minimum: 50), spacing: 4), GridItem(.adaptive(minimum: 40))]`.
    static func gridItems(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        var items: [String] = []
        for (i, item) in (v.elements ?? []).enumerated() {
            let a = SwiftArgument(value: item, path: path.index(i), printer: s)
            let m = a.members
            var size = ""
            if let fixed = m["fixed"] {
                size = ".fixed(\(try a.length("fixed", fixed)))"
            } else if let kind = ["flexible", "adaptive"].first(where: { m[$0] != nil }), let sv = m[kind] {
                let sa = SwiftArgument(value: sv, path: a.path(kind), printer: s)
                let args = try sa.labeled([("minimum", "minimum"), ("maximum", "maximum")], sa.length)
                size = ".\(kind)(\(args.joined(separator: ", ")))"
            }
            var parts = [size]
            parts += try a.labeled([("spacing", "spacing"), ("alignment", "alignment")]) { key, ev throws(InputError) in
                try containerValue(a, key, ev)
            }
            items.append("GridItem(" + parts.joined(separator: ", ") + ")")
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// `AnyLayout(HStackLayout(spacing: 16)) { ... }`; a layout chosen by the size class is a constant at the
    /// start of `body`, called with the content, as SwiftUI's documentation writes it:
    /// `let layout = horizontalSizeClass == .regular ? AnyLayout(...) : AnyLayout(...)` and `layout { ... }`.
    static let anyLayout = view { a throws(InputError) in
        let m = a.members
        guard let lv = m["layout"] else { throw a.error("expected a layout") }
        let layout = try layoutExpression(lv, a.path("layout"), a.printer)
        let content = try m["content"].map { c throws(InputError) in try a.printer.views(c, a.path("content")) } ?? []
        let head = layout.hasPrefix("AnyLayout(") ? layout : a.printer.layoutProperty(layout)
        return SwiftView(head, content: .views(content))
    }

    static func layoutExpression(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        let a = SwiftArgument(value: v, path: path, printer: s)
        let m = a.members
        if let condition = m["if"], let then = m["then"], let otherwise = m["else"] {
            s.readsSizeClass = true
            let sizeClass = SwiftValues.enumCase(condition.members?.first?.value ?? condition)
            return "horizontalSizeClass == \(sizeClass) ? \(try layoutExpression(then, path.key("then"), s))"
                + " : \(try layoutExpression(otherwise, path.key("else"), s))"
        }
        guard let (name, args) = m.first else { throw a.error("expected a layout") }
        let la = SwiftArgument(value: args, path: path.key(name), printer: s)
        let keys: [(key: String, label: String)] = [("alignment", "alignment"), ("spacing", "spacing"),
                                                    ("horizontalSpacing", "horizontalSpacing"),
                                                    ("verticalSpacing", "verticalSpacing")]
        let printed = try la.labeled(keys) { key, lv throws(InputError) in try containerValue(la, key, lv) }
            .filter { $0 != "alignment: .center" }
        return "AnyLayout(\(name)(\(printed.joined(separator: ", "))))"
    }
}
