import Foundation

/// `NavigationLink(title) { destination }` / `NavigationLink { destination } label: { label }` as a List row
/// shows it (docs/semantics.md §11.5). Contract: the destination is never shown (a still frame is the stack's
/// root); the link is a node named "NavigationLink" (an HStack, centred, spacing 8) of its label views, a Spacer
/// (minimum 0) and the disclosure chevron (a stroked Path in `tertiaryLabel`, `IOSMetrics.chevronSize`), so it
/// takes the width it is offered. Outside a List it is drawn the same way (decision in §11.5).
extension ViewNode {
    public static func navigationLink(label: [ViewNode], id: String? = nil, origin: NodeOrigin? = nil) -> ViewNode {
        let s = IOSMetrics.chevronSize
        let chevron = ViewNode(.shape(.path(ShapePath("chevron.right", elements: [
            .move(to: CGPoint(x: 1, y: 1)), .addLine(to: CGPoint(x: s.width - 1, y: s.height / 2)),
            .addLine(to: CGPoint(x: 1, y: s.height - 1)),
        ]))))
            .modifier(.stroke(SystemColor.tertiaryLabel.color, lineWidth: 2))
            .modifier(.frame(width: s.width, height: s.height, alignment: .center))
        return ViewNode(.layout(CustomLayout(HStackLayout(alignment: .center, spacing: IOSMetrics.chevronSpacing),
                                             typeName: "NavigationLink")),
                        id: id, children: label + [ViewNode(.spacer(minLength: 0)), chevron], origin: origin)
    }
}
