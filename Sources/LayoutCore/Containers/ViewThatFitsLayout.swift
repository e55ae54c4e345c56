import Foundation

/// A layout that shows only some of its subviews for a given proposal; the others are left out of the
/// laid-out tree (no frame, no drawing).
protocol SubviewSelecting {
    /// The index of the one subview shown for `proposal`, or nil when there is none.
    func selectedSubview(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int?
}

/// `ViewThatFits(in: axes) { ... }` (docs/semantics.md §8.5).
///
/// - Proposes: to each child in order, nil on the constrained axes (its ideal size there) and the container's
///   proposal on the others; the first child whose ideal size is at most the proposal on every constrained axis
///   is chosen (a nil proposal fits anything), else the last child. The chosen child is then proposed the
///   container's proposal.
/// - Reports: the chosen child's size.
/// - Places: the chosen child only, at the container's origin; the other children are not in the layout.
/// - Alignment guides: the chosen child's baselines and custom guides (frame guides are never exported, §1.4).
public struct ViewThatFitsLayout: Layout, SubviewSelecting {
    public var axes: Axis.Set

    public init(axes: Axis.Set = .both) { self.axes = axes }

    func selectedSubview(proposal p: ProposedViewSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        if axes.isEmpty { return 0 }
        var probe = p
        for axis in Axis.allCases where axes.contains(axis) { probe[axis] = nil }
        for (i, sub) in subviews.enumerated() {
            let ideal = sub.sizeThatFits(probe)
            let fits = Axis.allCases.allSatisfy { axis in
                guard axes.contains(axis), let limit = p[axis] else { return true }
                return ideal[axis] <= limit
            }
            if fits { return i }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let i = selectedSubview(proposal: proposal, subviews: subviews) else { return .zero }
        return subviews[i].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let i = selectedSubview(proposal: proposal, subviews: subviews) else { return }
        subviews[i].place(at: bounds.origin, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard guide.key.combine != .none, let i = selectedSubview(proposal: proposal, subviews: subviews) else { return nil }
        return subviews[i].dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard guide.key.combine != .none, let i = selectedSubview(proposal: proposal, subviews: subviews) else { return nil }
        return subviews[i].dimensions(in: proposal)[explicit: guide]
    }
}
