import Foundation
import LayoutCore

/// The system containers (List, Form, Section, NavigationStack, NavigationLink, TabView; docs/format.md "System
/// containers") and the bar modifiers (navigationTitle, navigationBarTitleDisplayMode, toolbar, tabItem). A
/// container's content is decoded like a stack's; the container is then built from the complete content by its
/// LayoutCore builder (`ViewNode.list`, `.section`, ...), which reads the bar modifiers in it. Views inside
/// arguments (a Section's header view, a toolbar item) are decoded on the spot, one level below their owner.
extension TreeDecoder {
    /// A system container's content to decode and how to build the container from it.
    struct SystemHeader {
        var content: [JSONValue]
        var contentPath: JSONPath
        var build: @Sendable ([ViewNode]) -> ViewNode
    }

    /// The levels a system container adds above its content (List: the control, background, List, Section, card
    /// background, card, row frame, row insets, row frame), counted against `FormatLimits.maxViewDepth`.
    static func chromeLevels(_ type: String) -> Int {
        switch type {
        case "Form", "List": 9
        case "NavigationStack", "TabView": 3
        default: 1
        }
    }

    @inline(never)
    func systemHeader(_ object: ViewObject, level: Int, origin: NodeOrigin) throws(InputError) -> SystemHeader {
        let v = object.arguments, p = object.argumentsPath, type = object.type, id = object.id
        var content: [JSONValue] = [], contentPath = p
        var header: ViewNode?, footer: ViewNode?, title: String?
        if let list = v.elements {
            content = list
        } else if type == "NavigationLink", v.string != nil {
            title = try text(v, p)
        } else {
            let allowed = switch type {
            case "Section": ["header", "footer", "content"]
            case "NavigationLink": ["title", "content"]
            default: ["content"]
            }
            let a = try Arguments(v, p, allowed: allowed, owner: type,
                                  expected: "an array of views or an object with content", context)
            if let t = a["title"] {
                title = try text(t, a.path("title"))
                if a["content"] != nil {
                    throw context.error("a NavigationLink has a title or label views (content), not both", t,
                                        a.path("title"))
                }
            } else {
                let c = type == "Section" || type == "NavigationLink" ? a["content"]
                    : try a.required("content", context, owner: type)
                if let c {
                    guard let list = c.elements else {
                        throw context.typeError(expected: "an array of views", c, a.path("content"))
                    }
                    content = list
                    contentPath = a.path("content")
                } else if type == "NavigationLink" {
                    throw context.error("a NavigationLink needs a title or label views: {\"title\": \"...\"} or "
                                        + "{\"content\": [...]}", v, p)
                }
            }
            if let h = a["header"] { header = try titleView(h, a.path("header"), level: level + 1) }
            if let f = a["footer"] { footer = try titleView(f, a.path("footer"), level: level + 1) }
        }
        let build: @Sendable ([ViewNode]) -> ViewNode = switch type {
        case "Section": { [header, footer] in ViewNode.section(header: header, footer: footer, content: $0, id: id, origin: origin) }
        case "NavigationStack": { ViewNode.navigationStack(content: $0, id: id, origin: origin) }
        case "TabView": { ViewNode.tabView(content: $0, id: id, origin: origin) }
        case "NavigationLink": { [title] in
            ViewNode.navigationLink(label: title.map { [ViewNode(.text($0))] } ?? $0, id: id, origin: origin) }
        default: { ViewNode.list(type, content: $0, id: id, origin: origin) }
        }
        return SystemHeader(content: content, contentPath: contentPath, build: build)
    }

    /// A header, footer or title: a string (a Text) or a VIEW.
    private func titleView(_ v: JSONValue, _ p: JSONPath, level: Int) throws(InputError) -> ViewNode {
        if v.string != nil { return ViewNode(.text(try text(v, p)), origin: origin(v, p)) }
        return try view(v, p, level: level)
    }

    /// A toolbar item's content: a VIEW, or an array of views (several are one HStack, as ToolbarItemGroup).
    private func itemContent(_ v: JSONValue, _ p: JSONPath, level: Int) throws(InputError) -> ViewNode {
        guard let list = v.elements else { return try view(v, p, level: level) }
        let nodes = try views(list.enumerated().map { Item(value: $1, path: p.index($0), scope: context.scope) },
                              level: level + 1)
        if nodes.count == 1, let only = nodes.first { return only }
        return ViewNode(.hStack(alignment: .center, spacing: IOSMetrics.toolbarItemSpacing), children: nodes)
    }

    func origin(_ value: JSONValue, _ path: JSONPath) -> NodeOrigin {
        NodeOrigin(line: value.position.line, column: value.position.column, pathSource: path)
    }

    /// navigationTitle, navigationBarTitleDisplayMode, toolbar and tabItem; `level` is the modifier's.
    @inline(never)
    func barModifierKind(_ entry: ModifierObject, level: Int) throws(InputError) -> NodeKind {
        let v = entry.arguments, p = entry.path
        switch entry.name {
        case "navigationTitle":
            return .navigationTitle(try text(v, p))
        case "navigationBarTitleDisplayMode":
            return .navigationBarTitleDisplayMode(try context.choice(v, p, what: "title display mode",
                                                                      TitleDisplayMode.allCases.map { ($0.rawValue, $0) }))
        case "tabItem":
            if v.string != nil { return .tabItem(TabItem(title: try text(v, p))) }
            let a = try Arguments(v, p, allowed: ["title", "systemImage"], owner: "tabItem",
                                  expected: "a title or {\"title\": ..., \"systemImage\": ...}", context)
            return .tabItem(TabItem(title: try a["title"].map { t throws(InputError) in try text(t, a.path("title")) },
                                    systemImage: try a["systemImage"].map { s throws(InputError) in
                                        try context.string(s, a.path("systemImage")) }))
        default:
            guard let list = v.elements else {
                throw context.typeError(expected: "an array of toolbar items (views or {\"ToolbarItem\": ...})", v, p)
            }
            var items: [ToolbarEntry] = []
            for (i, e) in list.enumerated() {
                let ep = p.index(i)
                if let m = e.members, m.count == 1, let only = m.first, only.key == "ToolbarItem" {
                    let ip = ep.key("ToolbarItem")
                    var placement = ToolbarItemPlacement.automatic
                    var content = only.value, contentPath = ip
                    if only.value.elements == nil {
                        let a = try Arguments(only.value, ip, allowed: ["placement", "content"], owner: "ToolbarItem",
                                              expected: "an array of views or {\"placement\": ..., \"content\": ...}", context)
                        if let pv = a["placement"] {
                            placement = try context.choice(pv, a.path("placement"), what: "toolbar item placement",
                                                           ToolbarItemPlacement.allCases.map { ($0.rawValue, $0) })
                        }
                        content = try a.required("content", context, owner: "ToolbarItem")
                        contentPath = a.path("content")
                    }
                    items.append(ToolbarEntry(placement: placement, content: try itemContent(content, contentPath, level: level + 1)))
                } else {
                    items.append(ToolbarEntry(content: try view(e, ep, level: level + 1)))
                }
            }
            return .toolbar(items)
        }
    }
}
