import Foundation

/// `NavigationLink(title) { destination }` / `NavigationLink { destination } label: { label }` as a List row
/// shows it (docs/semantics.md §11.5). Contract: the destination is never shown (a still frame is the stack's
/// root); the link is a node named "NavigationLink" (an HStack, centred, spacing 8) of its label (one view, or
/// several in an HStack) under `frame(maxWidth: .infinity, alignment: .leading)` and the disclosure chevron (a
/// stroked Path in `tertiaryLabel`, `IOSMetrics.chevronSize`), so it takes the width it is offered and a Spacer in
/// the label pushes what follows it to the chevron, as in a Settings row with a value. Outside a List it is drawn
/// the same way (decision in §11.5).
extension ViewNode {
    public static func navigationLink(label: [ViewNode], id: String? = nil, origin: NodeOrigin? = nil) -> ViewNode {
        let s = IOSMetrics.chevronSize
        let chevron = ViewNode(.shape(.path(ShapePath("chevron.right", elements: [
            .move(to: CGPoint(x: 1, y: 1)), .addLine(to: CGPoint(x: s.width - 1, y: s.height / 2)),
            .addLine(to: CGPoint(x: 1, y: s.height - 1)),
        ]))))
            .modifier(.stroke(.color(SystemColor.tertiaryLabel.color), lineWidth: 2))
            .modifier(.frame(width: s.width, height: s.height, alignment: .center))
        return ViewNode(.layout(CustomLayout(HStackLayout(alignment: .center, spacing: IOSMetrics.chevronSpacing),
                                             typeName: "NavigationLink")),
                        id: id, children: [labelView(label), chevron], origin: origin)
    }

    /// The label views as one view filling the room before the chevron, leading-aligned.
    private static func labelView(_ views: [ViewNode]) -> ViewNode {
        let label = views.count == 1 ? views[0] : ViewNode(.hStack(alignment: .center, spacing: nil), children: views)
        return label.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
    }
}
