/// A container laid out by a `Layout` of your own (LayoutCore's protocol, SwiftUI's shape):
/// `FlowLayout(spacing: 4) { Text("a"); Text("b") }`, as in SwiftUI. Swift API only: JSON has no custom layouts.
/// `AnyLayout(HStackLayout()) { ... }` (and VStackLayout, ZStackLayout, GridLayout) is the JSON format's AnyLayout.
public struct LayoutContainer: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    init<L: Layout>(_ layout: L, children: [ViewNode]) {
        if let any = layout as? AnyLayout, let spec = anyLayoutSpec(any.base) {
            viewNodes = [ViewNode(.anyLayout(spec), children: children)]
        } else {
            viewNodes = [ViewNode(layout: layout, children: children)]
        }
    }
}

extension Layout {
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutContainer {
        LayoutContainer(self, children: content().viewNodes)
    }
}

extension View {
    /// A value a custom layout reads from this subview (`subview[Key.self]`), as SwiftUI's
    /// `layoutValue(key:value:)`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent {
        modifier(.layoutValue(LayoutValueEntry(key: key, value: value)))
    }
}
