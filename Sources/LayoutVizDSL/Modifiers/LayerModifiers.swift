/// background, overlay and border. A layer's content is proposed the primary view's size and aligned in it;
/// several views in a content block are layered in an implicit centred ZStack (docs/semantics.md §3.7, §4.9),
/// none is an EmptyView.

extension View {
    /// `.background(.yellow)`: a Color view behind, reaching into the safe-area bands the view touches on
    /// `edges` (`.background(.yellow, ignoresSafeAreaEdges: [])` keeps to the safe area; docs/semantics.md §4.9).
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent {
        layer(.background(alignment: .center, ignoresSafeAreaEdges: edges), ViewNode(.color(color.resolved)))
    }

    /// `.background(alignment: .topLeading) { Circle() }`.
    public func background<Content: View>(alignment: Alignment = .center,
                                          @ViewBuilder content: () -> Content) -> ModifiedContent {
        layer(.background(alignment: alignment), Self.layerNode(content(), alignment))
    }

    /// `.background(Capsule(), alignment: .center)` (SwiftUI's older form).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent {
        layer(.background(alignment: alignment), Self.layerNode(background, alignment))
    }

    /// `.overlay(.red)`, `.overlay(.red, ignoresSafeAreaEdges: .top)`: a Color view in front, like `background`.
    public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent {
        layer(.overlay(alignment: .center, ignoresSafeAreaEdges: edges), ViewNode(.color(color.resolved)))
    }

    public func overlay<Content: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: () -> Content) -> ModifiedContent {
        layer(.overlay(alignment: alignment), Self.layerNode(content(), alignment))
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent {
        layer(.overlay(alignment: alignment), Self.layerNode(overlay, alignment))
    }

    /// `.border(.red)` or `.border(.blue, width: 2)`: drawn inside the frame, above the view.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent { modifier(.border(.color(color.resolved), width: width)) }

    private func layer(_ kind: NodeKind, _ secondary: ViewNode) -> ModifiedContent {
        ModifiedContent(nodes: viewNodes.map { $0.modifier(kind, secondary: secondary) })
    }

    private static func layerNode(_ content: some View, _ alignment: Alignment) -> ViewNode {
        content.singleNode { ViewNode(.zStack(alignment: .center), children: $0) }
    }
}
