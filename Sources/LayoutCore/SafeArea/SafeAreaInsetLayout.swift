import Foundation

/// `.safeAreaInset(edge:alignment:spacing:content:)` (SwiftUI's `_InsetViewModifier`; docs/semantics.md
/// §4.12). Subviews are [primary, inset content]; along the edge's axis they share the proposal like a
/// two-item stack in which the content is sized first.
///
/// - Proposes (along the edge's axis `a`, when proposed a value `p`): the content
///   `max(0, (p − sp) − primaryMin)` where `primaryMin` is the primary's size proposed 0 on `a`; then the
///   primary `max(0, p − content − sp)`. `sp` = `spacing` ?? the primary's preferred distance to the content
///   (the content taken as following the primary whatever the edge, as in OpenSwiftUI). A nil proposal on `a` is passed to both. Across `a` both get the proposal (at placement: the proposal,
///   or the wrapper's size when nil).
/// - Reports: along `a` content + sp + primary; across, the larger of the two.
/// - Places: the primary against the edge opposite `edge`, the content against `edge`; across `a` the
///   primary is centred and the content aligned to it by `alignment`. The primary gets a safe-area level
///   of `sp + content` on `edge`, so what inside it ignores the safe area reaches under the content.
/// - Spacing: plain (8 to most neighbours). The primary's priority (set by the engine), no explicit guides.
public struct SafeAreaInsetLayout: Layout {
    public var edge: Edge
    /// A guide on the other axis than `edge`'s (horizontal for top/bottom).
    public var alignment: AlignmentKey
    public var spacing: CGFloat?

    public init(edge: Edge, alignment: AlignmentKey, spacing: CGFloat?) {
        self.edge = edge; self.alignment = alignment; self.spacing = spacing
    }

    var axis: Axis { edge.axis }

    func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        guard subviews.count > 1 else { return ViewSpacing.defaultSpacing }
        // As OpenSwiftUI's InsetViewLayout: the primary's distance to the content as if the content followed
        // it, whichever edge the content is on.
        return subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
    }

    /// (content proposal, content size, primary proposal) for the wrapper's proposal `p`.
    func sizes(_ p: ProposedViewSize, _ subviews: Subviews) -> (ProposedViewSize, CGSize, ProposedViewSize) {
        let sp = gap(subviews)
        var contentProposal = p
        if let value = p[axis] {
            let withoutSpacing = max(value - sp, 0)
            var minimumProbe = p
            minimumProbe[axis] = 0
            let primaryMin = subviews.first?.sizeThatFits(minimumProbe)[axis] ?? 0
            contentProposal[axis] = max(withoutSpacing - primaryMin, 0)
        }
        let content = subviews.count > 1 ? subviews[1].sizeThatFits(contentProposal) : .zero
        var primaryProposal = p
        if let value = p[axis] { primaryProposal[axis] = max(value - (content[axis] + sp), 0) }
        return (contentProposal, content, primaryProposal)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (_, content, primaryProposal) = sizes(proposal, subviews)
        let primary = subviews.first?.sizeThatFits(primaryProposal) ?? .zero
        return CGSize(major: content[axis] + gap(subviews) + primary[axis],
                      minor: max(content[axis.other], primary[axis.other]), axis: axis)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = subviews.first else { return }
        var p = proposal
        p[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        let (contentProposal, content, primaryProposal) = sizes(p, subviews)
        let pd = primary.dimensions(in: primaryProposal)
        let sp = gap(subviews)
        let cross = axis.other
        // Along the axis: the primary at the edge opposite `edge`, the content at `edge`.
        let boundsStart = CGPoint(x: bounds.minX, y: bounds.minY)[axis]
        let boundsEnd = boundsStart + bounds.size[axis]
        let primaryMajor = edge.isStart ? boundsEnd - pd.size[axis] : boundsStart
        let contentMajor = edge.isStart ? boundsStart : boundsEnd - content[axis]
        // Across: the primary centred, the content aligned to it.
        let primaryMinor = CGPoint(x: bounds.minX, y: bounds.minY)[cross] + (bounds.size[cross] - pd.size[cross]) / 2
        primary.place(at: CGPoint(major: primaryMajor, minor: primaryMinor, axis: axis), proposal: primaryProposal)
        primary.addSafeArea(EdgeInsets(edge, sp + content[axis]), in: bounds)
        guard subviews.count > 1 else { return }
        let cd = subviews[1].dimensions(in: contentProposal)
        let contentMinor = primaryMinor + pd[alignment] - cd[alignment]
        subviews[1].place(at: CGPoint(major: contentMajor, minor: contentMinor, axis: axis), proposal: contentProposal)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? { nil }
}
