/// The spellings of the system containers and bar modifiers (docs/convert.md): `Form { }`, `List { }`,
/// `NavigationStack { }`, `TabView { }`, `Section("Title") { }` or `Section(header: Text(...), footer: Text(...)) { }`,
/// `NavigationLink("Title", destination: EmptyView())` or `NavigationLink(destination: EmptyView()) { label }`,
/// `.navigationTitle("...")`, `.navigationBarTitleDisplayMode(.inline)`, `.toolbar { ToolbarItem(placement: ...) { } }`
/// and `.tabItem { Label("...", systemImage: "...") }`.
extension SwiftSpelling {
    static let form = container("Form", [], read: containerValue)
    static let list = container("List", [], read: containerValue)
    static let navigationStack = container("NavigationStack", [], read: containerValue)
    static let tabView = container("TabView", [], read: containerValue)
    /// `.listStyle(.plain)`.
    static let listStyle = modifier { a throws(InputError) in SwiftModifier("listStyle", [SwiftValues.enumCase(a.value)]) }

    static let section = view { a throws(InputError) in
        guard a.value.elements == nil else {
            return SwiftView("Section", content: .views(try a.printer.views(a.value, a.path)))
        }
        let m = a.members
        let content = try m["content"].map { c throws(InputError) in try a.printer.views(c, a.path("content")) } ?? []
        var args: [String] = []
        if let h = m["header"], h.string != nil, m["footer"] == nil {
            args.append(try SwiftLiteral.string(h, a.path("header"), a.printer))
        } else {
            for key in ["header", "footer"] {
                guard let v = m[key] else { continue }
                args.append(key + ": " + (try inlineView(v, a.path(key), a.printer)))
            }
        }
        return SwiftView(args.isEmpty ? "Section" : "Section(" + args.joined(separator: ", ") + ")", content: .views(content))
    }

    /// A header or footer: a string as a Text, or a VIEW written on one line.
    static func inlineView(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        if v.string != nil { return "Text(" + (try SwiftLiteral.string(v, path, s)) + ")" }
        guard let line = SwiftWriter.singleLine(try s.view(v, path)) else {
            throw s.error("this header or footer cannot be written on one line; use a Text", v, path)
        }
        return line
    }

    static let navigationLink = view { a throws(InputError) in
        if a.value.string != nil {
            return SwiftView("NavigationLink(\(try SwiftLiteral.string(a.value, a.path, a.printer)), destination: EmptyView())")
        }
        if let title = a.members["title"] {
            return SwiftView("NavigationLink(\(try SwiftLiteral.string(title, a.path("title"), a.printer)), destination: EmptyView())")
        }
        let label = a.value.elements != nil ? a.value : a.members["content"] ?? a.value
        let path = a.value.elements != nil ? a.path : a.path("content")
        return SwiftView("NavigationLink(destination: EmptyView())", content: .views(try a.printer.views(label, path)))
    }

    static let navigationTitle = modifier { a throws(InputError) in
        SwiftModifier("navigationTitle", [try SwiftLiteral.string(a.value, a.path, a.printer)])
    }
    static let navigationBarTitleDisplayMode = enumArgument("navigationBarTitleDisplayMode")

    static let tabItem = modifier { a throws(InputError) in
        var title = a.value.string != nil ? a.value : a.members["title"]
        let titlePath = a.value.string != nil ? a.path : a.path("title")
        let image = a.members["systemImage"]
        if a.value.string != nil { title = a.value }
        let t = try title.map { v throws(InputError) in try SwiftLiteral.string(v, titlePath, a.printer) }
        let i = image.flatMap(\.string).map { SwiftLiteral.plain($0) }
        let item: SwiftView = switch (t, i) {
        case (let t?, let i?): SwiftView("Label(\(t), systemImage: \(i))")
        case (let t?, nil): SwiftView("Text(\(t))")
        case (nil, let i?): SwiftView("Image(systemName: \(i))")
        case (nil, nil): SwiftView("EmptyView()")
        }
        return SwiftModifier("tabItem", closure: .views([item]))
    }

    static let toolbar = modifier { a throws(InputError) in
        var items: [SwiftView] = []
        for (i, e) in (a.value.elements ?? []).enumerated() {
            let ep = a.path.index(i)
            if let m = e.members, m.count == 1, let only = m.first, only.key == "ToolbarItem" {
                let ip = ep.key("ToolbarItem")
                let ia = SwiftArgument(value: only.value, path: ip, printer: a.printer)
                let placement = ia.members["placement"].map { ".\($0.string ?? "automatic")" }
                let content = only.value.elements != nil ? only.value : ia.members["content"] ?? only.value
                let cp = only.value.elements != nil ? ip : ip.key("content")
                let views = try a.printer.views(content, cp)
                let head = (views.count > 1 ? "ToolbarItemGroup" : "ToolbarItem")
                    + (placement.map { "(placement: \($0))" } ?? "")
                items.append(SwiftView(head, content: .views(views)))
            } else {
                items.append(try a.printer.view(e, ep))
            }
        }
        return SwiftModifier("toolbar", closure: .views(items))
    }
}
