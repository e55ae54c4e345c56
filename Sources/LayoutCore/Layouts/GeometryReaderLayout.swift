import Foundation

/// `GeometryReader { proxy in ... }` (docs/semantics.md §3.6).
///
/// - Proposes: its own final size to every child (the children are built for that size at placement).
/// - Reports: the proposal, an unspecified dimension becoming 0 (not 10).
/// - Places: every child at its top-leading corner.
/// - Guides: none of its own; its children's values are not exported.
public struct GeometryReaderLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for sub in subviews { sub.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size)) }
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }
}
