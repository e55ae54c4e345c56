import Foundation

/// A layout modifier with one child (padding, frames, fixedSize, aspectRatio, the pass-through modifiers).
/// Unlike a container, it forwards every explicit guide of its child — frame guides included — shifted by
/// where it places the child (docs/semantics.md §1.4): `.alignmentGuide(.leading) {...}.padding()` keeps the
/// guide. Containers (stacks, custom layouts) combine their children's values instead, and never export
/// leading/center/trailing/top/bottom.
public protocol ModifierLayout: Layout {}

extension ModifierLayout {
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        forwardedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        forwardedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The child's explicit value for `key`, in this modifier's coordinates.
    public func forwardedExplicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard subviews.count == 1 else {
            return combinedExplicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return placedExplicitValues(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache).first
    }
}
