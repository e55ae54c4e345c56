import Foundation

/// `.position(x:y:)` (docs/semantics.md §4.8; spec §4.8).
///
/// - Proposes: its own size to the child (the whole proposal when both dimensions are given).
/// - Reports: the proposal where it is specified; on an unspecified (nil) dimension, the child's answer to the
///   proposal. So a positioned view takes all the space it is offered, like a Color.
/// - Places: the child's centre at (x, y) in the modifier's own coordinate space (from its top-leading corner).
/// - Spacing: the plain default (the child's preferences do not pass through, iOS 15+).
/// - Guides: like every unary layout (SwiftUI's `_PositionLayout` is a `UnaryLayout`), the child's explicit
///   guides pass through, shifted by where the child is placed (spec §1.4).
public struct PositionLayout: ModifierLayout {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat = 0, y: CGFloat = 0) { self.x = x; self.y = y }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}
