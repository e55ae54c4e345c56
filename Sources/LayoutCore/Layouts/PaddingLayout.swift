import Foundation

/// `.padding(insets)` (docs/semantics.md §4.1).
///
/// - Proposes: the proposal minus the insets on each specified dimension, floored at 0 (nil stays nil,
///   infinity stays infinity).
/// - Reports: the child's size plus the insets (floored at 0).
/// - Places: the child at (leading, top), with the same inset proposal.
/// - Spacing: padded edges look like a plain view's; unpadded edges keep the child's preferences.
public struct PaddingLayout: ModifierLayout, ChildSizedLayout {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.total(.horizontal)) },
                         height: p.height.map { max(0, $0 - insets.total(.vertical)) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let s = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: max(0, s.width + insets.total(.horizontal)),
                      height: max(0, s.height + insets.total(.vertical)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let sub = subviews.first else { return }
        let (position, p) = childPlacement(in: bounds, proposal: proposal, child: sub)
        sub.place(at: position, proposal: p)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize,
                        child: LayoutSubview) -> (position: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), childProposal(proposal))
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var s = subviews.first?.spacing ?? ViewSpacing()
        var padded = Set<ViewSpacing.Edge>()
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.left) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.right) }
        s.reset(padded)
        return s
    }
}
