import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (docs/semantics.md §4.3).
///
/// Per axis, after normalising (negative min -> 0, ideal raised to min, max raised to ideal):
/// - Proposes: the proposal clamped to [min, max]; nil becomes the ideal (or stays nil).
/// - Reports: min and max both given -> the proposal clamped to them (the child is not asked);
///   only max -> min(max(proposal, child), max); only min -> max(min(proposal, child), min);
///   neither -> the child. A nil proposal reports the ideal when given, else hugs the child.
/// - Places: the child aligned by `alignment`, proposed the frame's size, except nil on an axis where the
///   frame itself got nil, has no ideal and lies strictly between its bounds (iOS 17 behaviour).
public struct FlexibleFrameLayout: ModifierLayout {
    struct AxisBounds {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            self.min = mn
            self.ideal = id
            self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        /// The frame's size on this axis when the child need not be asked, else nil.
        func decided(_ p: CGFloat?) -> CGFloat? {
            guard let p else { return ideal }
            if let mn = min, let mx = max, mn <= mx { return Swift.min(Swift.max(p, mn), mx) }
            return nil
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            (p ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        func size(proposal p: CGFloat?, child c: CGFloat) -> CGFloat {
            if let d = decided(p) { return d }
            let cp = childProposal(p)
            switch (min, max) {
            case let (mn?, mx?) where mn <= mx: return Swift.min(Swift.max(c, mn), mx)
            case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, c), mx)
            default: return c
            }
        }
    }

    public var alignment: Alignment
    let bounds: [AxisBounds]   // [horizontal, vertical]

    public init(_ f: FlexibleFrame) {
        alignment = f.alignment
        bounds = [AxisBounds(min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
                  AxisBounds(min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight)]
    }

    func axis(_ a: Axis) -> AxisBounds { bounds[a == .horizontal ? 0 : 1] }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let h = axis(.horizontal), v = axis(.vertical)
        if let w = h.decided(proposal.width), let hh = v.decided(proposal.height) {
            return CGSize(width: w, height: hh)
        }
        let cp = ProposedViewSize(width: h.childProposal(proposal.width), height: v.childProposal(proposal.height))
        let s = subviews.first?.sizeThatFits(cp) ?? cp.replacingUnspecifiedDimensions()
        return CGSize(width: h.size(proposal: proposal.width, child: s.width),
                      height: v.size(proposal: proposal.height, child: s.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let sub = subviews.first else { return }
        let (position, p) = childPlacement(in: bounds, proposal: proposal, child: sub)
        sub.place(at: position, proposal: p)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize,
                        child sub: LayoutSubview) -> (position: CGPoint, proposal: ProposedViewSize) {
        var cp = ProposedViewSize(bounds.size)
        for a in Axis.allCases {
            let b = axis(a)
            let size = bounds.size[a]
            if proposal[a] == nil, b.ideal == nil, size > (b.min ?? -.infinity), size < (b.max ?? .infinity) {
                cp[a] = nil
            }
        }
        return (FrameAlignment.position(of: sub, in: bounds, alignment: alignment, proposal: cp), cp)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        // A Spacer keeps its spacing (0 along its axis) inside a frame, as in OpenSwiftUI's frame layouts.
        if let sub = subviews.first, sub.requiresSpacingProjection { return sub.spacing }
        var s = subviews.first?.spacing ?? ViewSpacing()
        var constrained = Set<ViewSpacing.Edge>()
        let h = axis(.horizontal), v = axis(.vertical)
        if h.min != nil || h.ideal != nil || h.max != nil { constrained.formUnion([.left, .right]) }
        if v.min != nil || v.ideal != nil || v.max != nil { constrained.formUnion([.top, .bottom]) }
        s.reset(constrained)
        return s
    }
}
