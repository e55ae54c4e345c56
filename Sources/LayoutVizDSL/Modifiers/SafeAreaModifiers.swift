/// The safe-area modifiers with SwiftUI's signatures (docs/semantics.md §4.12). The window's unsafe bands come
/// from `PreviewLayout.fixed(width:height:safeArea:)` (the JSON canvas's `"safeArea"`).

/// `safeAreaInset(edge:)` on the vertical axis.
public enum VerticalEdge: Sendable, Hashable { case top, bottom }
/// `safeAreaInset(edge:)` on the horizontal axis.
public enum HorizontalEdge: Sendable, Hashable { case leading, trailing }

extension View {
    /// `.ignoresSafeArea()`, `.ignoresSafeArea(.container, edges: .bottom)`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent {
        modifier(.ignoresSafeArea(regions: regions, edges: edges))
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent { modifier(.edgesIgnoringSafeArea(edges)) }

    /// A view along the top or bottom edge; the view's safe area shrinks by it (plus `spacing`).
    public func safeAreaInset<Content: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                             spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> Content) -> ModifiedContent {
        inset(.safeAreaInset(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing), content())
    }

    /// A view along the leading or trailing edge.
    public func safeAreaInset<Content: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                             spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> Content) -> ModifiedContent {
        inset(.safeAreaInset(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing),
              content())
    }

    /// Adds to the safe area as `padding` adds space: `.safeAreaPadding()`, `.safeAreaPadding(.horizontal, 20)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent {
        modifier(.safeAreaPadding(EdgeInsets(edges: edges, length: length ?? 16)))
    }

    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent { modifier(.safeAreaPadding(EdgeInsets(length))) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent { modifier(.safeAreaPadding(insets)) }

    private func inset(_ kind: NodeKind, _ content: some View) -> ModifiedContent {
        let secondary = content.singleNode { ViewNode(.zStack(alignment: .center), children: $0) }
        return ModifiedContent(nodes: viewNodes.map { $0.modifier(kind, secondary: secondary) })
    }
}

/// Where `contentMargins` applies: only the scroll content changes a still frame (indicators are not drawn).
public enum ContentMarginPlacement: Sendable { case automatic, scrollContent, scrollIndicators }

extension View {
    /// Margins around the content of the scroll views below (docs/semantics.md §8.8).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent {
        placement == .scrollIndicators ? ModifiedContent(nodes: viewNodes)
            : modifier(.contentMargins(EdgeInsets(edges: edges, length: length)))
    }

    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent {
        placement == .scrollIndicators ? ModifiedContent(nodes: viewNodes) : modifier(.contentMargins(insets))
    }
}
