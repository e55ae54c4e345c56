import Foundation

/// `LazyVStack` / `LazyHStack` (docs/semantics.md §8.2), written once over an axis; reuses `StackLayout`.
///
/// - Proposes: every child its ideal length along the axis (nil) and the lazy stack's cross proposal: no
///   flexibility order, no priority groups; Spacers shrink to their minimum length.
/// - Reports: the children's lengths plus the gaps along the axis; across, the whole cross proposal when it
///   is finite (at least the children's aligned span), else the span, as a VStack.
/// - Places: one after another with the gaps; the aligned children as a block at `alignment` within the cross
///   size (leading/center/trailing; top/center/bottom; a baseline or custom guide puts the block where the
///   guide's default is, e.g. a baseline at the bottom).
/// - Spacing: as the eager stack.
/// - Cache: the eager stack's, its solution per proposal.
struct LazyStackLayout {
    var axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat?

    var stack: StackLayout { StackLayout(axis: axis, alignment: alignment, spacing: spacing) }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var c = p; c[axis] = nil; return c
    }

    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGSize {
        var s = stack.size(childProposal(p), subviews, &cache)
        if let cross = p[axis.other], cross.isFinite { s[axis.other] = max(s[axis.other], cross) }
        return s
    }

    func place(in bounds: CGRect, proposal p: ProposedViewSize, _ subviews: LayoutSubviews,
               _ cache: inout StackCache) {
        let c = childProposal(p)
        let block = stack.size(c, subviews, &cache)
        // The block's position along the cross axis: where the guide's default falls in each extent.
        func guideDefault(_ size: CGSize) -> CGFloat { alignment.defaultValue(in: ViewDimensions(size: size)) }
        var origin = bounds.origin
        origin[axis.other] += guideDefault(bounds.size) - guideDefault(block)
        stack.place(in: CGRect(origin: origin, size: block), proposal: c, subviews, &cache)
    }
}

/// `LazyHStack(alignment:spacing:)`.
public struct LazyHStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    var lazy: LazyStackLayout { LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .horizontal; return p
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        lazy.size(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        lazy.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { lazy.stack.spacing(subviews) }
}

/// `LazyVStack(alignment:spacing:)`.
public struct LazyVStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    var lazy: LazyStackLayout { LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .vertical; return p
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        lazy.size(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        lazy.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { lazy.stack.spacing(subviews) }
}
