import Foundation
import LayoutCore

/// The arguments of the containers beyond H/V/ZStack: ScrollView, LazyVStack/LazyHStack, ViewThatFits,
/// AnyLayout, Grid/GridRow, LazyVGrid/LazyHGrid. Each takes the array of its views as shorthand, or an object
/// with its labeled arguments and "content" (except AnyLayout and the lazy grids, which need arguments).
extension TreeDecoder {
    @inline(never)
    func containerHeader(_ object: ViewObject) throws(InputError) -> StackHeader {
        let v = object.arguments, p = object.argumentsPath, type = object.type
        if let list = v.elements {
            guard let kind = Self.defaultContainer(type) else {
                let needs = type == "AnyLayout" ? "layout" : type == "LazyHGrid" ? "rows" : "columns"
                throw context.error("\(type) needs arguments: write {\"\(needs)\": ..., \"content\": [...]}", v, p)
            }
            return StackHeader(kind: kind, content: list, contentPath: p)
        }
        let allowed: [String] = switch type {
        case "ScrollView": ["axes", "showsIndicators", "content"]
        case "LazyVStack", "LazyHStack": ["alignment", "spacing", "pinnedViews", "content"]
        case "ViewThatFits": ["in", "content"]
        case "AnyLayout": ["layout", "content"]
        case "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "content"]
        case "GridRow": ["alignment", "content"]
        case "LazyVGrid": ["columns", "alignment", "spacing", "pinnedViews", "content"]
        default: ["rows", "alignment", "spacing", "pinnedViews", "content"]
        }
        let a = try Arguments(v, p, allowed: allowed, owner: type,
                              expected: "an array of views or an object with content", context)
        let contentValue = try a.required("content", context, owner: type)
        guard let content = contentValue.elements else {
            throw context.typeError(expected: "an array of views", contentValue, a.path("content"))
        }
        if let pv = a["pinnedViews"] { try pinnedViews(pv, a.path("pinnedViews")) }
        var spacing: CGFloat?
        if let s = a["spacing"] { spacing = try context.length(s, a.path("spacing")) }
        let kind: NodeKind
        switch type {
        case "ScrollView":
            var axes = Axis.Set.vertical
            if let ax = a["axes"] { axes = try self.axes(ax, a.path("axes")) }
            var indicators = true
            if let s = a["showsIndicators"] { indicators = try context.bool(s, a.path("showsIndicators")) }
            kind = .scrollView(axes: axes, showsIndicators: indicators)
        case "LazyVStack":
            kind = .lazyVStack(alignment: try a["alignment"].map { al throws(InputError) in
                try context.horizontalAlignment(al, a.path("alignment")) } ?? .center, spacing: spacing)
        case "LazyHStack":
            kind = .lazyHStack(alignment: try a["alignment"].map { al throws(InputError) in
                try context.verticalAlignment(al, a.path("alignment")) } ?? .center, spacing: spacing)
        case "ViewThatFits":
            var axes = Axis.Set.both
            if let ax = a["in"] { axes = try self.axes(ax, a.path("in")) }
            kind = .viewThatFits(axes: axes)
        case "AnyLayout":
            kind = .anyLayout(try layoutSpec(a.required("layout", context, owner: type), a.path("layout")))
        case "Grid":
            let g = try gridArguments(a)
            kind = .grid(alignment: g.alignment, horizontalSpacing: g.h, verticalSpacing: g.v)
        case "GridRow":
            kind = .gridRow(alignment: try a["alignment"].map { al throws(InputError) in
                try context.verticalAlignment(al, a.path("alignment")) })
        case "LazyVGrid":
            let items = try gridItems(a.required("columns", context, owner: type), a.path("columns"))
            kind = .lazyVGrid(columns: items, alignment: try a["alignment"].map { al throws(InputError) in
                try context.horizontalAlignment(al, a.path("alignment")) } ?? .center, spacing: spacing)
        default:
            let items = try gridItems(a.required("rows", context, owner: type), a.path("rows"))
            kind = .lazyHGrid(rows: items, alignment: try a["alignment"].map { al throws(InputError) in
                try context.verticalAlignment(al, a.path("alignment")) } ?? .center, spacing: spacing)
        }
        return StackHeader(kind: kind, content: content, contentPath: a.path("content"))
    }

    /// The kind a container has with no arguments (the array shorthand); nil when it needs arguments.
    static func defaultContainer(_ type: String) -> NodeKind? {
        switch type {
        case "ScrollView": .scrollView(axes: .vertical, showsIndicators: true)
        case "LazyVStack": .lazyVStack(alignment: .center, spacing: nil)
        case "LazyHStack": .lazyHStack(alignment: .center, spacing: nil)
        case "ViewThatFits": .viewThatFits(axes: .both)
        case "Grid": .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)
        case "GridRow": .gridRow(alignment: nil)
        default: nil
        }
    }

    /// `"horizontal"`, `"vertical"` or an array of them (`[]` = none).
    func axes(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> Axis.Set {
        let options: KeyValuePairs<String, Axis.Set> = ["horizontal": .horizontal, "vertical": .vertical]
        guard let list = v.elements else {
            guard v.string != nil else {
                throw context.typeError(expected: "\"horizontal\", \"vertical\" or an array of them", v, p)
            }
            return try context.choice(v, p, what: "axis", options)
        }
        var set: Axis.Set = []
        for (i, e) in list.enumerated() { set.formUnion(try context.choice(e, p.index(i), what: "axis", options)) }
        return set
    }

    /// `["sectionHeaders", "sectionFooters"]`: accepted and ignored (nothing scrolls, so nothing pins).
    private func pinnedViews(_ v: JSONValue, _ p: JSONPath) throws(InputError) {
        guard let list = v.elements else { throw context.typeError(expected: "an array of pinned view kinds", v, p) }
        for (i, e) in list.enumerated() {
            _ = try context.choice(e, p.index(i), what: "pinned view kind",
                                   ["sectionHeaders": 0, "sectionFooters": 1])
        }
    }

    private func gridArguments(_ a: Arguments) throws(InputError) -> (alignment: Alignment, h: CGFloat?, v: CGFloat?) {
        var alignment = Alignment.center
        if let al = a["alignment"] { alignment = try context.alignment(al, a.path("alignment")) }
        var h: CGFloat?, v: CGFloat?
        if let s = a["horizontalSpacing"] { h = try context.length(s, a.path("horizontalSpacing")) }
        if let s = a["verticalSpacing"] { v = try context.length(s, a.path("verticalSpacing")) }
        return (alignment, h, v)
    }

    /// LAYOUT: `{"HStackLayout": {...}}`, `{"VStackLayout": {...}}`, `{"ZStackLayout": {...}}`,
    /// `{"GridLayout": {...}}` or `{"if": {"horizontalSizeClass": "regular"}, "then": LAYOUT, "else": LAYOUT}`.
    func layoutSpec(_ v: JSONValue, _ p: JSONPath, depth: Int = 0) throws(InputError) -> AnyLayoutSpec {
        let what = "a layout such as {\"HStackLayout\": {}} or {\"if\": ..., \"then\": ..., \"else\": ...}"
        let members = try context.members(v, p, expected: what)
        if members.contains(where: { ["if", "then", "else"].contains($0.key) }) {
            guard depth < 16 else { throw context.error("layout conditions nested too deeply (limit 16)", v, p) }
            let a = try Arguments(v, p, allowed: ["if", "then", "else"], owner: "the layout condition", context)
            let condition = try Arguments(a.required("if", context, owner: "the layout condition"), a.path("if"),
                                          allowed: ["horizontalSizeClass"], owner: "the layout condition's if", context)
            let sizeClass = try self.sizeClass(condition.required("horizontalSizeClass", context, owner: "if"),
                                               condition.path("horizontalSizeClass"))
            let then = try layoutSpec(a.required("then", context, owner: "the layout condition"), a.path("then"),
                                      depth: depth + 1)
            let otherwise = try layoutSpec(a.required("else", context, owner: "the layout condition"), a.path("else"),
                                           depth: depth + 1)
            return .ifHorizontalSizeClass(sizeClass, then: then, else: otherwise)
        }
        guard members.count == 1, let m = members.first else {
            throw context.error("expected \(what)", v, p)
        }
        let ap = p.key(m.key)
        switch m.key {
        case "HStackLayout":
            let a = try Arguments(m.value, ap, allowed: ["alignment", "spacing"], owner: m.key, context)
            return .hStack(alignment: try a["alignment"].map { al throws(InputError) in
                try context.verticalAlignment(al, a.path("alignment")) } ?? .center,
                           spacing: try a["spacing"].map { s throws(InputError) in try context.length(s, a.path("spacing")) })
        case "VStackLayout":
            let a = try Arguments(m.value, ap, allowed: ["alignment", "spacing"], owner: m.key, context)
            return .vStack(alignment: try a["alignment"].map { al throws(InputError) in
                try context.horizontalAlignment(al, a.path("alignment")) } ?? .center,
                           spacing: try a["spacing"].map { s throws(InputError) in try context.length(s, a.path("spacing")) })
        case "ZStackLayout":
            let a = try Arguments(m.value, ap, allowed: ["alignment"], owner: m.key, context)
            return .zStack(alignment: try a["alignment"].map { al throws(InputError) in
                try context.alignment(al, a.path("alignment")) } ?? .center)
        case "GridLayout":
            let a = try Arguments(m.value, ap, allowed: ["alignment", "horizontalSpacing", "verticalSpacing"],
                                  owner: m.key, context)
            let g = try gridArguments(a)
            return .grid(alignment: g.alignment, horizontalSpacing: g.h, verticalSpacing: g.v)
        default:
            throw context.error("unknown layout" + Suggestion.hint(for: m.key, in: Vocabulary.layouts + ["if"],
                                                                   fallback: "; expected one of: "
                                                                       + Vocabulary.layouts.joined(separator: ", ")),
                                at: m.keyPosition, ap)
        }
    }

    func sizeClass(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> UserInterfaceSizeClass {
        try context.choice(v, p, what: "size class", ["compact": .compact, "regular": .regular])
    }

    /// `[GRIDITEM, ...]`, each `{"fixed": 70}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}` or
    /// `{"adaptive": {"minimum": 40}}`, with optional "spacing" and "alignment".
    private func gridItems(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> [GridItem] {
        guard let list = v.elements else {
            throw context.typeError(expected: "an array of grid items such as {\"flexible\": {}}", v, p)
        }
        guard !list.isEmpty else { throw context.error("a lazy grid needs at least one grid item", v, p) }
        var items: [GridItem] = []
        for (i, e) in list.enumerated() { items.append(try gridItem(e, p.index(i))) }
        return items
    }

    private func gridItem(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> GridItem {
        let sizes = ["fixed", "flexible", "adaptive"]
        let a = try Arguments(v, p, allowed: sizes + ["spacing", "alignment"], owner: "GridItem",
                              expected: "a grid item such as {\"flexible\": {}}", context)
        let given = a.present(sizes)
        guard let key = given.first else {
            throw context.error("a grid item needs its size: {\"fixed\": 70}, {\"flexible\": {}} or "
                                + "{\"adaptive\": {\"minimum\": 40}}", v, p)
        }
        if given.count > 1 {
            throw context.error("a grid item has one size, but this one has \(Quote.json(given[0])) and "
                                + "\(Quote.json(given[1]))", at: a.keyPosition(given[1]), a.path(given[1]))
        }
        let sv = a[key] ?? v, sp = a.path(key)
        var item = GridItem()
        switch key {
        case "fixed":
            item.size = .fixed(try context.size(sv, sp))
        default:
            let b = try Arguments(sv, sp, allowed: ["minimum", "maximum"], owner: key, context)
            var lo: CGFloat = 10, hi = CGFloat.infinity
            if key == "adaptive" {
                lo = try context.size(b.required("minimum", context, owner: key), b.path("minimum"))
            } else if let m = b["minimum"] {
                lo = try context.size(m, b.path("minimum"))
            }
            if let m = b["maximum"] {
                hi = try context.length(m, b.path("maximum"), allowInfinity: true)
                guard hi >= lo else {
                    throw context.error("maximum \(DecodeContext.format(Double(hi))) is less than minimum "
                                        + "\(DecodeContext.format(Double(lo)))", m, b.path("maximum"))
                }
            }
            item.size = key == "adaptive" ? .adaptive(minimum: lo, maximum: hi) : .flexible(minimum: lo, maximum: hi)
        }
        if let s = a["spacing"] { item.spacing = try context.length(s, a.path("spacing")) }
        if let al = a["alignment"] { item.alignment = try context.alignment(al, a.path("alignment")) }
        return item
    }
}
