import Foundation

/// `.background(alignment:content:)` and `.overlay(alignment:content:)` (docs/semantics.md §4.9).
/// Subviews are [primary, secondary].
///
/// - Proposes: its proposal to the primary; the primary's size to the secondary.
/// - Reports: the primary's size (spacing, priority and guides are the primary's too).
/// - Places: the primary on the frame; the secondary aligned to it by `alignment` (it may be larger).
public struct SecondaryLayerLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        for secondary in subviews.dropFirst() {
            FrameAlignment.place(secondary, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
        }
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}
