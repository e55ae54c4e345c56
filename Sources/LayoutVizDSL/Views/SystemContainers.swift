/// The system containers with SwiftUI's initializers: Form, List, Section, NavigationStack, NavigationLink, TabView,
/// and the bar modifiers navigationTitle, navigationBarTitleDisplayMode, toolbar (with ToolbarItem and
/// ToolbarItemGroup) and tabItem (docs/format.md "System containers"; layout and metrics: docs/semantics.md §11).
/// Each builds the node its LayoutCore builder makes, as the JSON decoder does.

/// A system container built from its content.
public struct SystemContainerView: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    init(_ node: ViewNode) { viewNodes = [node] }
}

public func Form<Content: View>(@ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.list("Form", content: content().viewNodes))
}

public func List<Content: View>(@ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.list("List", content: content().viewNodes))
}

public func NavigationStack<Content: View>(@ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.navigationStack(content: content().viewNodes))
}

public func TabView<Content: View>(@ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.tabView(content: content().viewNodes))
}

/// `Section("General") { ... }`.
public func Section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.section(header: ViewNode(.text(title)), content: content().viewNodes))
}

public func Section<Content: View>(@ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.section(content: content().viewNodes))
}

/// `Section(header: Text("A"), footer: Text("B")) { ... }`.
public func Section<Content: View, Header: View, Footer: View>(header: Header, footer: Footer,
                                                              @ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.section(header: header.singleNode(grouping: stacked), footer: footer.singleNode(grouping: stacked),
                                 content: content().viewNodes))
}

public func Section<Content: View, Header: View>(header: Header,
                                                 @ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.section(header: header.singleNode(grouping: stacked), content: content().viewNodes))
}

public func Section<Content: View, Footer: View>(footer: Footer,
                                                 @ViewBuilder content: () -> Content) -> SystemContainerView {
    SystemContainerView(.section(footer: footer.singleNode(grouping: stacked), content: content().viewNodes))
}

private func stacked(_ nodes: [ViewNode]) -> ViewNode { ViewNode(.vStack(alignment: .center, spacing: nil), children: nodes) }

/// `NavigationLink("General", destination: ...)`: the destination is never shown.
public func NavigationLink<Destination: View>(_ title: String, destination: Destination) -> SystemContainerView {
    SystemContainerView(.navigationLink(label: [ViewNode(.text(title))]))
}

public func NavigationLink<Destination: View>(_ title: String,
                                              @ViewBuilder destination: () -> Destination) -> SystemContainerView {
    SystemContainerView(.navigationLink(label: [ViewNode(.text(title))]))
}

public func NavigationLink<Destination: View, Label: View>(destination: Destination,
                                                           @ViewBuilder label: () -> Label) -> SystemContainerView {
    SystemContainerView(.navigationLink(label: label().viewNodes))
}

public func NavigationLink<Destination: View, Label: View>(@ViewBuilder destination: () -> Destination,
                                                           @ViewBuilder label: () -> Label) -> SystemContainerView {
    SystemContainerView(.navigationLink(label: label().viewNodes))
}

/// `ToolbarItem(placement: .topBarTrailing) { ... }` inside `.toolbar { }`.
public struct ToolbarItem: View {
    let entry: ToolbarEntry
    public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        let nodes = content().viewNodes
        entry = ToolbarEntry(placement: placement, content: nodes.count == 1 ? nodes[0]
            : ViewNode(.hStack(alignment: .center, spacing: IOSMetrics.toolbarItemSpacing), children: nodes))
    }
    /// The item as a marker node that `toolbar` reads back.
    public var viewNodes: [ViewNode] { [ViewNode(.toolbar([entry]))] }
    public var body: EmptyView { EmptyView() }
}

/// `ToolbarItemGroup(placement:) { a; b }`: one item of several views.
public func ToolbarItemGroup<Content: View>(placement: ToolbarItemPlacement = .automatic,
                                            @ViewBuilder content: () -> Content) -> ToolbarItem {
    ToolbarItem(placement: placement, content: content)
}

extension View {
    public func navigationTitle(_ title: String) -> ModifiedContent { modifier(.navigationTitle(title)) }

    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> ModifiedContent {
        modifier(.navigationBarTitleDisplayMode(mode))
    }

    /// `.toolbar { ToolbarItem(placement:) { ... }; Text("Edit") }`: views without a ToolbarItem go trailing.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent {
        var entries: [ToolbarEntry] = []
        for node in content().viewNodes {
            if case .toolbar(let items) = node.kind, node.children.isEmpty { entries += items }
            else { entries.append(ToolbarEntry(content: node)) }
        }
        return modifier(.toolbar(entries))
    }

    /// `.tabItem { Label("Home", systemImage: "house") }` written as its parts.
    public func tabItem(title: String? = nil, systemImage: String? = nil) -> ModifiedContent {
        modifier(.tabItem(TabItem(title: title, systemImage: systemImage)))
    }
}
