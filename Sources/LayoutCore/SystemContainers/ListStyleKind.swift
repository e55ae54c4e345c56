import Foundation

/// `.listStyle(...)`: how the Lists and Forms below draw their sections (an environment value, like
/// `buttonStyle`; docs/semantics.md §11.1). Contract: each style is a set of numbers and colours that
/// `ListControl` builds the same structure from (background, sections of header, card of rows, footer): where
/// the sections sit (margins, spacing), what the card looks like (fill, corners, edge hairlines), how far the rows
/// and headers are inset and how headers are set. `automatic` is iOS's default, inset-grouped (iOS 16+).
/// Numbers come from `IOSMetrics`; docs/semantics.md §11.1 tags each one.
public enum ListStyleKind: String, Sendable, Hashable, CaseIterable {
    case automatic, plain, grouped, inset, insetGrouped

    /// The style `automatic` stands for on iOS.
    public var resolved: ListStyleKind { self == .automatic ? .insetGrouped : self }

    /// The space between the list's edges and the section cards (contentMargins replace it).
    public func cardMargin(width: CGFloat) -> CGFloat {
        switch resolved {
        case .inset, .insetGrouped: IOSMetrics.listCardMargin(width: width)
        default: 0
        }
    }

    /// The corner radius of a section's card.
    public var cornerRadius: CGFloat {
        switch resolved {
        case .inset, .insetGrouped: IOSMetrics.listCardCornerRadius
        default: 0
        }
    }

    /// Grouped styles sit on the grouped background with lighter cards; the others are one plain surface.
    public var isGrouped: Bool { resolved == .grouped || resolved == .insetGrouped }
    public var background: SystemColor { isGrouped ? .systemGroupedBackground : .systemBackground }
    public var cardFill: SystemColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

    /// A full-width grouped section has hairlines along its card's top and bottom edges.
    public var edgeHairlines: Bool { resolved == .grouped }

    /// A row's content insets (also the header's and footer's horizontal inset).
    public var rowInsets: EdgeInsets {
        switch resolved {
        case .inset, .insetGrouped: IOSMetrics.listRowInsets
        default: IOSMetrics.listEdgeRowInsets
        }
    }

    /// The space above a section without a header (and below the last section), and above one with a header.
    public var sectionSpacing: CGFloat { resolved == .plain ? 0 : IOSMetrics.listSectionSpacing }
    public var headerTopSpacing: CGFloat { resolved == .plain ? 0 : IOSMetrics.listHeaderTopSpacing }

    /// Section headers: plain lists set them as a bold band in the label colour, the others as small uppercase
    /// secondary text.
    public var prominentHeaders: Bool { resolved == .plain }
}
