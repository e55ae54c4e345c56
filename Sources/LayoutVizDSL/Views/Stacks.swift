/// HStack, VStack, ZStack with SwiftUI's initializers. The builder's views become the stack's children
/// (an `if` that is false adds none, a `for` loop adds one per element).

public struct HStack: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        viewNodes = [ViewNode(.hStack(alignment: alignment, spacing: spacing), children: content().viewNodes)]
    }
}

public struct VStack: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        viewNodes = [ViewNode(.vStack(alignment: alignment, spacing: spacing), children: content().viewNodes)]
    }
}

public struct ZStack: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        viewNodes = [ViewNode(.zStack(alignment: alignment), children: content().viewNodes)]
    }
}
