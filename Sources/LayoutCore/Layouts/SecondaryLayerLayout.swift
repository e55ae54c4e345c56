import Foundation

/// `.background(alignment:content:)` and `.overlay(alignment:content:)` (docs/semantics.md §4.9).
/// Subviews are [primary, secondary].
///
/// - Proposes: its proposal to the primary; the primary's size to the secondary.
/// - Reports: the primary's size (spacing, priority and guides are the primary's too).
/// - Places: the primary on the frame; the secondary aligned to it by `alignment`: the secondary's guides, the
///   primary's frame guides, and the primary's content guides (baselines, custom alignments) with their explicit
///   values (a secondary aligned on `.firstTextBaseline` sits on the primary Text's baseline). With
///   `ignoresSafeAreaEdges` (SwiftUI's ShapeStyle layers, `.background(.teal)`), the secondary then grows on those
///   edges over the safe-area bands the frame touches, as under `ignoresSafeArea` (§4.12).
public struct SecondaryLayerLayout: Layout, ChildSizedLayout {
    public var alignment: Alignment
    public var ignoresSafeAreaEdges: EdgeSet

    public init(alignment: Alignment = .center, ignoresSafeAreaEdges: EdgeSet = []) {
        self.alignment = alignment; self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        // A guide whose value comes from the content (a Text's baselines, a custom alignment) is the primary's,
        // explicit value included (spec §4.9: origin = primaryOrigin + primaryDims[alignment] -
        // secondaryDims[alignment]); the frame guides (leading, center, trailing, top, bottom) are read from its
        // size (docs/semantics.md §4.9).
        let box = ViewDimensions(size: bounds.size)
        let primaryDimensions = Self.framePlaced(alignment.horizontal) && Self.framePlaced(alignment.vertical)
            ? box : primary.dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let insets = ignoresSafeAreaEdges.isEmpty ? EdgeInsets()
            : subviews.safeAreaInsets(in: bounds, regions: .all).on(ignoresSafeAreaEdges)
        for secondary in subviews.dropFirst() {
            let d = secondary.dimensions(in: secondaryProposal)
            let x = Self.framePlaced(alignment.horizontal) ? box[alignment.horizontal] : primaryDimensions[alignment.horizontal]
            let y = Self.framePlaced(alignment.vertical) ? box[alignment.vertical] : primaryDimensions[alignment.vertical]
            let origin = CGPoint(x: bounds.minX + x - d[alignment.horizontal] - insets.leading,
                                 y: bounds.minY + y - d[alignment.vertical] - insets.top)
            secondary.place(at: origin, proposal: secondaryProposal.outset(by: insets))
        }
    }

    /// The guides read from the primary's frame: leading, center and trailing; top, center and bottom.
    /// Only the primary makes the size (`ChildSizedLayout`).
    func sizeIgnoresProposal(_ children: NodeList) -> Bool { children.first?.sizeIgnoresProposal ?? true }

    static func framePlaced(_ g: HorizontalAlignment) -> Bool { g == .leading || g == .center || g == .trailing }
    static func framePlaced(_ g: VerticalAlignment) -> Bool { g == .top || g == .center || g == .bottom }

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
