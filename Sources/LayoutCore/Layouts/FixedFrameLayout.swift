import Foundation

/// `.frame(width:height:alignment:)` (docs/semantics.md §4.2).
///
/// - Proposes: the given dimensions; a missing one passes the frame's own proposal through.
/// - Reports: the given dimensions; a missing one is the child's size on that axis. With both given the child
///   is not consulted.
/// - Places: the child aligned by `alignment` (it may overflow, with a negative origin).
/// - Spacing: axes with a fixed value look like a plain view's; a Spacer child keeps its own (§5.1).
public struct FixedFrameLayout: ModifierLayout, ChildSizedLayout {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment = .center) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    /// With both sides given the child does not count (`ChildSizedLayout`).
    func sizeIgnoresProposal(_ children: NodeList) -> Bool {
        (width != nil && height != nil) || children.allSatisfy(\.sizeIgnoresProposal)
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = subviews.first?.sizeThatFits(childProposal(proposal)) ?? CGSize(width: 10, height: 10)
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let sub = subviews.first else { return }
        FrameAlignment.place(sub, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        // A Spacer keeps its spacing (0 along its axis) inside a frame, as in OpenSwiftUI's frame layouts.
        if let sub = subviews.first, sub.requiresSpacingProjection { return sub.spacing }
        var s = subviews.first?.spacing ?? ViewSpacing()
        var fixed = Set<ViewSpacing.Edge>()
        if width != nil { fixed.formUnion([.left, .right]) }
        if height != nil { fixed.formUnion([.top, .bottom]) }
        s.reset(fixed)
        return s
    }
}
