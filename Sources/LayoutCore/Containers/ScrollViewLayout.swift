import Foundation

/// `ScrollView(axes, showsIndicators:) { content }` (docs/semantics.md §8.1).
///
/// - Proposes: nil along each scroll axis (the content's ideal length) and its own proposal on the other axis.
///   Several content views sit in an implicit VStack (as at the root, §1.3), whatever the scroll axes.
/// - Reports: along a scroll axis the proposal, whatever the content (nil: the content's length); across, the
///   content's size (a vertical ScrollView hugs its content's width).
/// - Places: the content at its top-leading corner (scroll offset 0), sized as it asked; what sticks out is
///   clipped when drawn (the engine clips the ScrollView's node, taking in the bands of `clipOutsets`).
/// - Spacing: a plain view's (the scroll view is a platform view; its content's preferences stay inside).
/// - Cache: the implicit VStack's solution per proposal.
public struct ScrollViewLayout: Layout {
    public var axes: Axis.Set

    public init(axes: Axis.Set = .vertical) { self.axes = axes }

    /// How far the clip reaches past `frame`: content scrolls under the bars and the home indicator, so along
    /// the scroll axes the clip takes in the container safe-area bands the frame touches (docs/semantics.md §8.1).
    func clipOutsets(of frame: CGRect, in safeArea: SafeArea) -> EdgeInsets {
        var edges: EdgeSet = []
        if axes.contains(.vertical) { edges.formUnion([.top, .bottom]) }
        if axes.contains(.horizontal) { edges.formUnion([.leading, .trailing]) }
        return safeArea.insets(of: frame, regions: .container).on(edges)
    }

    /// The implicit VStack around the content.
    var content: StackLayout { StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil) }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(Axis.horizontal) ? nil : p.width,
                         height: axes.contains(Axis.vertical) ? nil : p.height)
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        let c = content.size(contentProposal(proposal), subviews, &cache)
        var size = c
        for axis in Axis.allCases where axes.contains(axis) { size[axis] = proposal[axis] ?? c[axis] }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        let p = contentProposal(proposal)
        let c = content.size(p, subviews, &cache)
        content.place(in: CGRect(origin: bounds.origin, size: c), proposal: p, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { ViewSpacing() }
}
