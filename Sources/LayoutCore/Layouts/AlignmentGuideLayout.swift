import Foundation

/// `.alignmentGuide(guide) { d in ... }` (docs/semantics.md §4.10).
///
/// - Proposes: its proposal to the child. Reports: the child's size (spacing and priority pass through too).
/// - Places: the child on its own frame.
/// - Guides: its `guide` is `value(d)`, `d` being the child's dimensions for the same proposal (inside the
///   closure, `d[g]` reads the child's own values); every other guide is the child's, forwarded.
public struct AlignmentGuideLayout: ModifierLayout {
    public var guide: AlignmentKey
    public var value: GuideComputation

    public init(guide: AlignmentKey, value: GuideComputation) {
        self.guide = guide
        self.value = value
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    private func value(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first?.dimensions(in: proposal) else { return nil }
        return key == guide ? value(child) : child[explicit: key]
    }
}

/// The frame dump reports the guide this modifier sets (docs/format.md, "Frames output").
extension AlignmentGuideLayout: ExplicitGuideDeclaring {
    public var declaredGuides: [AlignmentKey] { [guide] }
}
