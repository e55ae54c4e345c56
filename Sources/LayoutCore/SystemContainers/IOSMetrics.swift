import Foundation

/// iOS's metrics for the system containers (List/Form/Section, NavigationStack, TabView, toolbars) on an iPhone in
/// portrait at the default Dynamic Type size, iOS 17. Each number, its source and how sure it is (measured, stated,
/// inferred) is in docs/semantics.md §11 ("System containers"); the containers read them only from here.
public enum IOSMetrics {
    // List / Form, inset-grouped style (the other styles: ListStyleKind)
    /// The grouped background's horizontal margin to a section's rounded card (layout margin; 20 from 414 pt up).
    public static func listCardMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// The rounded card's corner radius.
    public static let listCardCornerRadius: CGFloat = 10
    /// A row's content insets inside the card (top, leading, bottom, trailing). A Toggle's switch and a
    /// Stepper may reach into the vertical ones (`ListRowContext`), so their rows stay 44 tall.
    public static let listRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The row insets of the edge-to-edge styles (plain, grouped): the screen's layout margin, 16 on an iPhone.
    public static let listEdgeRowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// A plain list's section header band: the header's padding above and below its text.
    public static let listPlainHeaderPadding: CGFloat = 8
    /// `defaultMinListRowHeight`.
    public static let listRowMinHeight: CGFloat = 44
    /// Space above a section without a header, between sections and below the last one.
    public static let listSectionSpacing: CGFloat = 35
    /// Space above a section's header (the header text and its gap take the rest of the section spacing).
    public static let listHeaderTopSpacing: CGFloat = 20
    /// The gap between a header and its card, and between a card and its footer.
    public static let listHeaderGap: CGFloat = 7
    /// The separator's leading inset from the card's edge (it lines up with the rows' text).
    public static var listSeparatorLeading: CGFloat { listRowInsets.leading }

    // Navigation bar
    /// The inline bar's height (the standard title row, and the row the toolbar items sit in).
    public static let navigationBarHeight: CGFloat = 44
    /// What a large title adds below the inline row.
    public static let largeTitleHeight: CGFloat = 52
    /// The large title's distance from its area's bottom edge.
    public static let largeTitleBottomInset: CGFloat = 8
    /// Leading/trailing margin of the large title and of the bar's items.
    public static let navigationBarMargin: CGFloat = 16
    /// Space between two toolbar items on one side of the bar.
    public static let toolbarItemSpacing: CGFloat = 16
    /// A bottom toolbar's height.
    public static let bottomToolbarHeight: CGFloat = 44

    // Tab bar
    /// The tab bar's height above the bottom safe area.
    public static let tabBarHeight: CGFloat = 49
    /// The tab item's icon box and the gap from the bar's top edge to it.
    public static let tabIconSize: CGFloat = 25
    public static let tabItemTopInset: CGFloat = 7
    /// The gap between a tab item's icon and its title, and the title's size (medium weight).
    public static let tabItemSpacing: CGFloat = 2
    public static let tabTitleSize: CGFloat = 10
    /// A tab's badge [inferred]: a red capsule this tall (and at least this wide), its text this size with this
    /// padding on each side, its top-trailing corner moved this far from the icon's (right, up).
    public static let tabBadgeHeight: CGFloat = 18
    public static let tabBadgeFontSize: CGFloat = 13
    public static let tabBadgePadding: CGFloat = 5
    public static let tabBadgeOffset = CGSize(width: 10, height: -3)

    // NavigationLink in a list row
    /// The disclosure chevron's box (the symbol chevron.right at 17 pt, semibold) and its gap to the label.
    public static let chevronSize = CGSize(width: 8, height: 13)
    public static let chevronSpacing: CGFloat = 8
}
