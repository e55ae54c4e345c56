/// Group and ForEach: not views of their own. Their views take their place in the enclosing container, and a
/// modifier on them applies to each view (docs/semantics.md §3.7), exactly as `{"Group": ...}` and
/// `{"ForEach": ...}` in JSON. The content closures run when the view is built.

/// `Group { Text("A"); Text("B") }.padding()`: both Texts get their own padding.
public struct Group: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init<Content: View>(@ViewBuilder content: () -> Content) { viewNodes = content().viewNodes }
}

/// `ForEach(0..<3) { i in Text("Row \(i)") }`, `ForEach(names, id: \.self) { Text($0) }`, or over
/// `Identifiable` elements: one set of views per element, in order.
public struct ForEach: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }

    public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        viewNodes = data.flatMap { content($0).viewNodes }
    }

    public init<Data: Sequence, ID: Hashable, Content: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                             @ViewBuilder content: (Data.Element) -> Content) {
        viewNodes = data.flatMap { content($0).viewNodes }
    }

    public init<Data: Sequence, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content)
        where Data.Element: Identifiable {
        viewNodes = data.flatMap { content($0).viewNodes }
    }
}
