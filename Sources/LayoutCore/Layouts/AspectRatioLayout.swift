import Foundation

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (docs/semantics.md §4.6).
///
/// - Proposes: nil x nil passes through; otherwise the largest (fit) or smallest (fill) rectangle of the ratio
///   inside/around the proposal, where a nil ratio means the child's ideal size's ratio.
/// - Reports: the child's size for that proposal (not the computed rectangle).
/// - Places: the child centred, with the same proposal.
public struct AspectRatioLayout: ModifierLayout {
    public var ratio: CGFloat?
    public var contentMode: ContentMode

    public init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio; self.contentMode = contentMode
    }

    func childProposal(_ p: ProposedViewSize, _ sub: LayoutSubview) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r = ratio.map { CGSize(width: $0, height: 1) } ?? sub.sizeThatFits(.unspecified)
        if r.width == r.height { r = CGSize(width: 1, height: 1) }
        func scale(_ pv: CGFloat?, _ rv: CGFloat) -> CGFloat {
            guard let pv, !(rv == 0 && pv == 0) else { return .infinity }
            return pv / rv
        }
        let sx = scale(p.width, r.width), sy = scale(p.height, r.height)
        let k = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func mul(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a == 0 || b == 0 ? 0 : a * b }
        return ProposedViewSize(width: mul(r.width, k), height: mul(r.height, k))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let sub = subviews.first else { return .zero }
        return sub.sizeThatFits(childProposal(proposal, sub))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let sub = subviews.first else { return }
        sub.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, sub))
    }
}
