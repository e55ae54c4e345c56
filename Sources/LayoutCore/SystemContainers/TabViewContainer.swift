import Foundation

/// `TabView { tab; tab; ... }` with `.tabItem { Label(title, systemImage:) }` on each tab (docs/semantics.md
/// §11.4). Contract: built by `ViewNode.tabView(content:)` when its tabs are complete; each view of the content
/// is a tab whose tab item is the first `tabItem` in it (`BarPreferences`). The first tab is the one shown (a still
/// frame shows the initial selection); the others only lend their items to the bar. The result is a node named
/// "TabView" (a ZStack) holding the shown tab made flexible in both dimensions with the tab bar as a bottom
/// `safeAreaInset` (spacing 0). The tab bar ("TabBar") is 49 tall above the bottom safe area, on the bar background
/// (reaching through the bottom safe area) with a hairline on top; its items share the width equally, each a
/// column 7 below the bar's top: the item's `Image(systemName:)` placeholder (`SymbolImage`, made 25 × 25, the
/// tab bar's icon size; an empty 25 × 25 space for an item without a symbol) above the title (10 pt medium), in
/// the accent colour for the shown tab and gray for the others. A tab's `.badge(...)` (a view trait on the tab's
/// modifier chain) is a red capsule (`tabBadgeHeight` tall, at least as wide, the text 13 pt white) over the
/// icon's top-trailing corner, moved `tabBadgeOffset` from it. Metrics from `IOSMetrics`.
extension ViewNode {
    public static func tabView(content: [ViewNode], id: String? = nil, origin: NodeOrigin? = nil) -> ViewNode {
        let tabs = content.filter { !NodeBuilder.isEmptyList($0) }
        var items: [TabItem] = []
        var shown: ViewNode?
        for tab in tabs {
            let (prefs, stripped) = BarPreferences.collect(tab)
            var item = prefs.tabItem ?? TabItem()
            item.badge = tab.traits.shownBadge
            items.append(item)
            if shown == nil { shown = stripped }
        }
        var children: [ViewNode] = []
        if let shown {
            children = [shown
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
                .modifier(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0),
                          secondary: tabBar(items))]
        }
        return ViewNode(.layout(CustomLayout(ZStackLayout(alignment: .center), typeName: "TabView")), id: id,
                        children: children, origin: origin)
    }

    static func tabBar(_ items: [TabItem]) -> ViewNode {
        let m = IOSMetrics.self
        let columns = items.enumerated().map { i, item in
            var parts: [ViewNode] = [tabIcon(item.systemImage, size: m.tabIconSize, badge: item.badge)]
            if let title = item.title {
                parts.append(ViewNode(.text(title)).modifier(.lineLimit(1))
                    .modifier(.font(FontSpec(size: m.tabTitleSize, weight: .medium))))
            }
            let tint = i == 0 ? SystemColor.blue.color : SystemColor.gray.color
            return ViewNode(.vStack(alignment: .center, spacing: m.tabItemSpacing), children: parts)
                .modifier(.foregroundColor(tint))
                .modifier(.padding(EdgeInsets(top: m.tabItemTopInset)))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)))
        }
        let bar = ViewNode(.hStack(alignment: .center, spacing: 0), children: columns)
            .modifier(.frame(width: nil, height: m.tabBarHeight, alignment: .center))
        return barBackground(bar, name: "TabBar")
    }

    /// A tab item's icon: its symbol as `Image(systemName:)` draws it (the placeholder), `size` points square;
    /// a clear space of that size when the item has no symbol, so every title sits on one line.
    static func tabIcon(_ name: String?, size: CGFloat, badge: [TextPiece]? = nil) -> ViewNode {
        let icon = name.map { SymbolImage.node($0).modifier(.resizable) } ?? ViewNode(.color(.clear))
        let framed = icon.modifier(.frame(width: size, height: size, alignment: .center))
        guard let badge else { return framed }
        let m = IOSMetrics.self, h = m.tabBadgeHeight
        let capsule = TextPiece.text(badge).modifier(.lineLimit(1))
            .modifier(.font(FontSpec(size: m.tabBadgeFontSize)))
            .foreground(Color.named["white"] ?? SystemColor.systemBackground.color)
            .padding(0, m.tabBadgePadding, 0, m.tabBadgePadding)
            .modifier(.flexibleFrame(FlexibleFrame(minWidth: h, minHeight: h, maxHeight: h)))
            .background(ViewNode(.shape(.capsule)).fill(SystemColor.red.color))
            .modifier(.fixedSize(horizontal: true, vertical: true))
            .modifier(.offset(x: m.tabBadgeOffset.width, y: m.tabBadgeOffset.height))
        return framed.overlay(capsule, alignment: .topTrailing)
    }
}
