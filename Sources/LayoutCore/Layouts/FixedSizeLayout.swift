import Foundation

/// `.fixedSize(horizontal:vertical:)` (docs/semantics.md §4.4).
///
/// - Proposes: nil on the fixed axes (the child's ideal size), the proposal elsewhere.
/// - Reports: the child's size.
/// - Places: the child at its own origin with the same proposal. Forwards the child's layout priority.
public struct FixedSizeLayout: ModifierLayout, ChildSizedLayout {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: childProposal(proposal))
    }
}
