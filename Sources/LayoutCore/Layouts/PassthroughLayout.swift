import Foundation

/// The layout of modifiers that do not change layout: `layoutPriority`, `offset` (it moves drawing only),
/// `border`, `opacity`, `clipped`, `cornerRadius`, and the environment modifiers (`font`, `foregroundColor`, ...).
///
/// - Proposes: its own proposal. Reports: the child's size. Places: the child on its own frame.
public struct PassthroughLayout: ModifierLayout, ChildSizedLayout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize,
                        child: LayoutSubview) -> (position: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, proposal)
    }
}
