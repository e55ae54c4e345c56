import LayoutCore

/// The catalogue entries of the system containers and the bar modifiers (docs/format.md "System containers";
/// docs/semantics.md §11 has their layout and metrics).
extension FormatCatalogue {
    static var titleOrView: JSONTree { S.anyOf([S.string, S.ref("view")]) }

    static let systemViews: [CatalogueEntry] = [
        view("Form", "A settings form in the listStyle in effect (iOS's default, inset-grouped: each Section a rounded "
             + "card of rows on the grouped background; views outside a Section form a section of their own). Takes "
             + "the proposed size, like a vertical ScrollView.",
             container([:]),
             #"{"Form": [{"Section": {"header": "General", "content": [{"Text": "About"}, {"Text": "Software Update"}]}}]}"#,
             swift: .form),
        view("List", "Rows in the listStyle in effect (iOS's default, inset-grouped), laid out as Form.", container([:]),
             #"{"List": [{"Text": "Inbox"}, {"Text": "Sent"}]}"#, swift: .list),
        view("NavigationLink", "A row leading to another screen (never shown): its title (or label views, content) "
             + "with a disclosure chevron at the trailing edge.",
             S.anyOf([S.string, S.ref("viewList"), S.object(["title": S.string], required: ["title"], nullOnly: ["content"]),
                      S.object(["content": S.ref("viewList")], required: ["content"], nullOnly: ["title"])]),
             #"{"List": [{"NavigationLink": "General"}]}"#, swift: .navigationLink),
        view("NavigationStack", "Shows its root view under a navigation bar: the title (navigationTitle, large unless "
             + "navigationBarTitleDisplayMode is inline) and toolbar items of the content.",
             container([:]),
             #"{"NavigationStack": [{"Text": "Hello", "modifiers": [{"navigationTitle": "Home"}]}]}"#, swift: .navigationStack),
        view("Section", "A group of rows with an optional header and footer (a string or a VIEW); a card in a List or "
             + "Form, a plain VStack elsewhere.",
             S.anyOf([S.ref("viewList"), S.object(["header": titleOrView, "footer": titleOrView,
                                                   "content": S.ref("viewList")])]),
             #"{"Form": [{"Section": {"header": "Account", "footer": "Signed in.", "content": [{"Text": "Taylor"}]}}]}"#,
             swift: .section),
        view("TabView", "Tabs with a tab bar at the bottom: the first tab is shown, every tab's tabItem is in the bar.",
             container([:]),
             #"{"TabView": [{"Text": "Home", "modifiers": [{"tabItem": {"title": "Home", "systemImage": "house"}}]}, {"Text": "Settings", "modifiers": [{"tabItem": {"title": "Settings", "systemImage": "gear"}}]}]}"#,
             swift: .tabView),
    ]

    static var toolbarItem: JSONTree {
        S.anyOf([S.ref("view"), S.object(["ToolbarItem": S.anyOf([
            S.ref("viewList"),
            S.object(["placement": S.enumeration(ToolbarItemPlacement.allCases.map(\.rawValue)),
                      "content": S.ref("viewOrList")], required: ["content"]),
        ])], required: ["ToolbarItem"])])
    }

    static let barModifiers: [CatalogueEntry] = [
        modifier("listStyle", "The style of the Lists and Forms below: automatic (iOS's default, insetGrouped), plain "
                 + "(edge to edge on the plain background), grouped (full-width sections on the grouped background), "
                 + "inset (inset rounded sections on the plain background), insetGrouped (docs/semantics.md §11.1).",
                 S.enumeration(ListStyleKind.allCases.map(\.rawValue)),
                 #"{"List": [{"Text": "Inbox"}, {"Text": "Sent"}], "modifiers": [{"listStyle": "plain"}]}"#,
                 swift: .listStyle),
        modifier("navigationBarTitleDisplayMode", "How the enclosing NavigationStack shows the title: automatic "
                 + "(large at the root), inline or large.",
                 S.enumeration(TitleDisplayMode.allCases.map(\.rawValue)),
                 #"{"NavigationStack": [{"Text": "Hi", "modifiers": [{"navigationTitle": "Detail"}, {"navigationBarTitleDisplayMode": "inline"}]}]}"#,
                 swift: .navigationBarTitleDisplayMode),
        modifier("navigationTitle", "The title the enclosing NavigationStack shows in its bar.", S.string,
                 #"{"NavigationStack": [{"Text": "Hi", "modifiers": [{"navigationTitle": "Settings"}]}]}"#,
                 swift: .navigationTitle),
        modifier("tabItem", "The tab's item in the enclosing TabView's bar: a title, or {title, systemImage} (the "
                 + "symbol is drawn as a placeholder).",
                 S.anyOf([S.string, S.object(["title": S.string, "systemImage": S.string])]),
                 #"{"TabView": [{"Text": "Home", "modifiers": [{"tabItem": {"title": "Home", "systemImage": "house"}}]}]}"#,
                 swift: .tabItem),
        modifier("toolbar", "Items for the enclosing NavigationStack's bars: VIEWs (trailing) or {ToolbarItem: "
                 + "{placement, content}} (topBarLeading, topBarTrailing, principal, bottomBar, ...).",
                 S.array(toolbarItem),
                 #"{"NavigationStack": [{"Text": "Hi", "modifiers": [{"navigationTitle": "Notes"}, {"toolbar": [{"ToolbarItem": {"placement": "topBarTrailing", "content": {"Text": "Edit"}}}]}]}]}"#,
                 swift: .toolbar),
    ]
}
