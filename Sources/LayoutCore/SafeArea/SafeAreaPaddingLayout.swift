import Foundation

/// `.safeAreaPadding(_:)` / `.safeAreaPadding(_:_:)` (iOS 17; docs/semantics.md §4.12). SwiftUI builds it
/// from four `safeAreaInset`s holding clear views of the padding's size, spacing 0; that is:
///
/// - Proposes and reports like `padding` (the proposal minus the insets, the child's size plus them).
/// - Places: the child inset by the padding, and gives it a safe-area level of the padding inside the
///   wrapper's frame, so what inside it ignores the safe area reaches into the padding.
/// - Spacing: plain on every edge (the inset wrappers have no preferences of their own). The child's
///   priority (set by the engine), no explicit guides. Negative lengths count as 0.
public struct SafeAreaPaddingLayout: Layout {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    var padding: PaddingLayout { PaddingLayout(insets: EdgeInsets(top: max(0, insets.top), leading: max(0, insets.leading),
                                                                  bottom: max(0, insets.bottom),
                                                                  trailing: max(0, insets.trailing))) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.first?.addSafeArea(padding.insets, in: bounds)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }
}
