import Foundation

/// `ZStack(alignment:)` (docs/semantics.md §7).
///
/// - Proposes: its proposal to every child when sizing; its own final size when placing.
/// - Reports: the span of the highest-priority children once their alignment guides are on one point
///   (for the built-in guides this is the largest width and height); other children do not size it.
/// - Places: every child so that its guides meet the stack's alignment point.
public struct ZStackLayout: Layout, ChildSizedLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The span of the top-priority children aligned on (0, 0): (lower bounds, size).
    func hull(_ p: ProposedViewSize, _ subviews: Subviews) -> (lower: CGPoint, size: CGSize) {
        guard let top = subviews.map(\.priority).max() else { return (.zero, .zero) }
        var lo = CGPoint(x: CGFloat.infinity, y: .infinity), hi = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for sub in subviews where sub.priority == top {
            let d = sub.dimensions(in: p)
            for a in Axis.allCases {
                let g = d[alignment.key(a)]
                lo[a] = min(lo[a], -g)
                hi[a] = max(hi[a], -g + d.size[a])
            }
        }
        return (lo, CGSize(width: hi.x - lo.x, height: hi.y - lo.y))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        hull(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let p = ProposedViewSize(bounds.size)
        let lower = hull(p, subviews).lower
        for sub in subviews {
            let d = sub.dimensions(in: p)
            sub.place(at: CGPoint(x: bounds.minX - lower.x - d[alignment.horizontal],
                                  y: bounds.minY - lower.y - d[alignment.vertical]), proposal: p)
        }
    }
}
