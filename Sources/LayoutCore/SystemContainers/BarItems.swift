import Foundation

/// What views tell the bars around them (SwiftUI passes these up as preferences): the navigation title and its
/// display mode, toolbar items and tab items. The modifiers carrying them (`NodeKind.navigationTitle`, ...) lay
/// out as their content; the enclosing NavigationStack or TabView reads them when it is built
/// (`BarPreferences`), the first one in the content's depth-first order winning (docs/semantics.md §11.3).

/// `.navigationBarTitleDisplayMode(_:)`.
public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
    /// Large at the root of a NavigationStack (the only view a still frame shows), as `.large`.
    case automatic, inline, large
}

/// `ToolbarItem(placement:)`: where an item goes.
public enum ToolbarItemPlacement: String, Sendable, Hashable, CaseIterable {
    case automatic, principal, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing,
         bottomBar, primaryAction, cancellationAction, confirmationAction, destructiveAction, status

    /// The region of the bars the placement resolves to on iPhone.
    public var region: Region {
        switch self {
        case .principal: .principal
        case .topBarLeading, .navigationBarLeading, .cancellationAction: .leading
        case .bottomBar, .status: .bottom
        case .automatic, .topBarTrailing, .navigationBarTrailing, .primaryAction, .confirmationAction,
             .destructiveAction: .trailing
        }
    }

    public enum Region: Sendable { case leading, principal, trailing, bottom }
}

/// One `ToolbarItem(placement:) { content }` (SwiftUI's ToolbarItem; the DSL has that name).
public struct ToolbarEntry: Sendable, Hashable {
    public var placement: ToolbarItemPlacement
    public var content: ViewNode

    public init(placement: ToolbarItemPlacement = .automatic, content: ViewNode) {
        self.placement = placement
        self.content = content
    }
}

/// `.tabItem { Label(title, systemImage:) }`: the tab's title and symbol name (either may be missing).
public struct TabItem: Sendable, Hashable {
    public var title: String?
    public var systemImage: String?
    /// The tab's `.badge(...)` (a view trait of the tab, `ViewTrait`), shown on the icon; nil: none.
    public var badge: [TextPiece]?

    public init(title: String? = nil, systemImage: String? = nil) {
        self.title = title
        self.systemImage = systemImage
    }
}

/// The bar preferences found in a content tree.
struct BarPreferences {
    var title: String?
    var displayMode: TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var tabItem: TabItem?

    /// Collects the preferences in `node`'s subtree (the first title, display mode and tab item in depth-first
    /// order; every toolbar's items in order) and returns the subtree without the toolbar items (they move to
    /// the bar; the toolbar modifier stays, laid out as its content).
    static func collect(_ node: ViewNode) -> (BarPreferences, ViewNode) {
        var prefs = BarPreferences()
        let stripped = prefs.visit(node)
        return (prefs, stripped)
    }

    private mutating func visit(_ node: ViewNode) -> ViewNode {
        var n = node
        switch node.kind {
        case .navigationTitle(let t): if title == nil { title = t }
        case .navigationBarTitleDisplayMode(let m): if displayMode == nil { displayMode = m }
        case .tabItem(let item): if tabItem == nil { tabItem = item }
        case .toolbar(let items):
            // In a bar a Label shows its icon only (iOS's automatic label style in toolbars).
            toolbar += items.map { ToolbarEntry(placement: $0.placement, content: $0.content.labelsIconOnly()) }
            n.kind = .toolbar([])
        default: break
        }
        n.children = n.children.map { visit($0) }
        return n
    }
}
