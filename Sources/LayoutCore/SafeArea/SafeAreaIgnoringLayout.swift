import Foundation

/// `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)` (SwiftUI's `_SafeAreaRegionsIgnoringLayout`
/// and `_SafeAreaIgnoringLayout`; docs/semantics.md §4.12).
///
/// - Proposes: its own proposal (while measuring, safe areas play no part).
/// - Reports: the child's size for that proposal.
/// - Places: by its own frame. Its safe-area insets on `edges` (the unsafe bands its frame touches, see
///   `SafeArea`) are added to the child: the child is proposed the proposal grown by them and placed that much
///   further up/left, so it covers the bands while the wrapper keeps its own frame.
/// - Spacing, guides: the child's (guides are read at the un-grown placement, as while measuring).
public struct SafeAreaIgnoringLayout: Layout {
    public var regions: SafeAreaRegions
    public var edges: EdgeSet

    public init(regions: SafeAreaRegions = .all, edges: EdgeSet = .all) {
        self.regions = regions; self.edges = edges
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let insets = subviews.safeAreaInsets(in: bounds, regions: regions).on(edges)
        child.place(at: CGPoint(x: bounds.minX - insets.leading, y: bounds.minY - insets.top),
                    proposal: proposal.outset(by: insets))
    }
}
