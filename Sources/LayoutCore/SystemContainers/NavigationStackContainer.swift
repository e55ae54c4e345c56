import Foundation

/// `NavigationStack { content }` showing its root view under a navigation bar (docs/semantics.md §11.2).
/// Contract: built by `ViewNode.navigationStack(content:)` when its content is complete, it reads the bar
/// preferences of the content (`BarPreferences`: `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`)
/// and becomes a node named "NavigationStack" (a ZStack) holding the content, made flexible in both dimensions
/// (a small view is centred in the room below the bar), with the bar as a top `safeAreaInset` (spacing 0): so
/// the content is proposed the room below the bar, and what ignores the safe area in it (a List's grouped
/// background) reaches under the bar and the status bar. The bar ("NavigationBar", a VStack without spacing) has
/// the inline row (44: leading and trailing toolbar items at the bar margins, the inline title or the principal
/// item centred) and, for a large title (the default: a still frame shows the stack's root), the large-title row
/// (52: the title in largeTitle bold, leading, its bottom 8 above the row's). The bar has no background: at scroll
/// offset 0 iOS draws the bar transparent over the content. Bottom-bar items go in a bottom toolbar (44, bar
/// background) as a bottom `safeAreaInset`. Metrics from `IOSMetrics`.
extension ViewNode {
    public static func navigationStack(content: [ViewNode], id: String? = nil, origin: NodeOrigin? = nil) -> ViewNode {
        let root = content.count == 1 ? content[0] : ViewNode(.vStack(alignment: .center, spacing: nil), children: content)
        let (prefs, stripped) = BarPreferences.collect(root)
        var body = stripped.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
        let bottom = prefs.toolbar.filter { $0.placement.region == .bottom }
        if !bottom.isEmpty { body = body.modifier(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key,
                                                                  spacing: 0), secondary: bottomToolbar(bottom)) }
        body = body.modifier(.safeAreaInset(edge: .top, alignment: HorizontalAlignment.center.key, spacing: 0),
                             secondary: navigationBar(prefs))
        return ViewNode(.layout(CustomLayout(ZStackLayout(alignment: .center), typeName: "NavigationStack")), id: id,
                        children: [body], origin: origin)
    }

    static func navigationBar(_ prefs: BarPreferences) -> ViewNode {
        let m = IOSMetrics.self
        let items = prefs.toolbar
        func side(_ region: ToolbarItemPlacement.Region) -> ViewNode {
            ViewNode(.hStack(alignment: .center, spacing: m.toolbarItemSpacing),
                     children: items.filter { $0.placement.region == region }.map(\.content))
        }
        let large = prefs.title != nil && prefs.displayMode != .inline
        var center: ViewNode?
        if let principal = items.first(where: { $0.placement.region == .principal }) {
            center = principal.content
        } else if let title = prefs.title, !large {
            center = ViewNode(.text(title)).modifier(.lineLimit(1)).modifier(.font(FontSpec(style: .headline)))
        }
        let sides = ViewNode(.hStack(alignment: .center, spacing: 0),
                             children: [side(.leading), ViewNode(.spacer(minLength: 0)), side(.trailing)])
            .modifier(.padding(EdgeInsets(leading: m.navigationBarMargin, trailing: m.navigationBarMargin)))
        let inline = ViewNode(.zStack(alignment: .center), children: [sides] + (center.map { [$0] } ?? []))
            .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
            .modifier(.frame(width: nil, height: m.navigationBarHeight, alignment: .center))
        var rows = [inline]
        if large, let title = prefs.title {
            rows.append(ViewNode(.text(title))
                .modifier(.lineLimit(1))
                .modifier(.font(FontSpec(style: .largeTitle, weight: .bold)))
                .modifier(.padding(EdgeInsets(top: 0, leading: m.navigationBarMargin, bottom: m.largeTitleBottomInset,
                                              trailing: m.navigationBarMargin)))
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
                .modifier(.frame(width: nil, height: m.largeTitleHeight, alignment: .bottomLeading)))
        }
        return ViewNode(.layout(CustomLayout(VStackLayout(alignment: .center, spacing: 0), typeName: "NavigationBar")),
                        children: rows)
    }

    /// The bottom toolbar: its items spread over the bar (a Spacer between two; one item centred, or spread by
    /// its own Spacers), on the bar background.
    static func bottomToolbar(_ items: [ToolbarEntry]) -> ViewNode {
        let m = IOSMetrics.self
        var children: [ViewNode] = []
        for (i, item) in items.enumerated() {
            if i > 0 { children.append(ViewNode(.spacer(minLength: nil))) }
            children.append(item.content)
        }
        if items.count == 1, let only = children.first {
            children = [only.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))]
        }
        return barBackground(ViewNode(.hStack(alignment: .center, spacing: nil), children: children)
            .modifier(.padding(EdgeInsets(leading: m.navigationBarMargin, trailing: m.navigationBarMargin)))
            .modifier(.frame(width: nil, height: m.bottomToolbarHeight, alignment: .center)), name: "Toolbar")
    }

    /// A bottom bar's chrome: the bar background reaching through the bottom safe area, a hairline on top.
    static func barBackground(_ bar: ViewNode, name: String) -> ViewNode {
        let fill = ViewNode(.color(SystemColor.secondarySystemBackground.color))
            .modifier(.ignoresSafeArea(regions: .all, edges: .bottom))
        let line = ViewNode(.divider)
        return ViewNode(.layout(CustomLayout(ZStackLayout(alignment: .center), typeName: name)), children: [bar])
            .modifier(.background(alignment: .center), secondary: fill)
            .modifier(.overlay(alignment: .top), secondary: line)
    }
}
