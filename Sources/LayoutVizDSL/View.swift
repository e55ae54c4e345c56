@_exported import Foundation
@_exported import LayoutCore

/// A view written in Swift, with SwiftUI's names: `VStack { Text("a").padding() }.frame(maxWidth: .infinity)`.
///
/// Building a view builds the same `ViewNode` tree the JSON format decodes to (docs/swift-api.md): every
/// modifier wraps what it is applied to in a node of its own, in call order. Your own views conform by
/// declaring a `body`, as in SwiftUI; the built-in views are primitives whose `body` is an `EmptyView`
/// that nothing reads.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// The nodes this view contributes to its parent: one for a single view, several for a builder block
    /// holding several views (a stack takes them all as children), none for a false `if`.
    /// Views with a `body` use their body's nodes; implement this only for new primitives.
    var viewNodes: [ViewNode] { get }
}

extension View {
    public var viewNodes: [ViewNode] { body.viewNodes }

    /// The nodes as one view: the single node, an `EmptyView` for none, and for several the nodes in a
    /// stack made by `group` (a VStack at the root, a ZStack inside `background`/`overlay`, as SwiftUI does).
    func singleNode(grouping group: ([ViewNode]) -> ViewNode) -> ViewNode {
        let nodes = viewNodes
        switch nodes.count {
        case 0: return ViewNode(.emptyView)
        case 1: return nodes[0]
        default: return group(nodes)
        }
    }

    /// Wraps every node of this view in the modifier `kind` (a modifier on a block of views applies to
    /// each, as on SwiftUI's `Group`).
    func modifier(_ kind: NodeKind) -> ModifiedContent {
        ModifiedContent(nodes: viewNodes.map { $0.modifier(kind) })
    }
}

/// A view with modifiers applied: what every modifier method returns.
public struct ModifiedContent: View {
    public let viewNodes: [ViewNode]
    init(nodes: [ViewNode]) { viewNodes = nodes }
    public var body: EmptyView { EmptyView() }
}

/// The views a `@ViewBuilder` block produced, in order.
public struct ViewList: View {
    public let viewNodes: [ViewNode]
    init(_ nodes: [ViewNode]) { viewNodes = nodes }
    public var body: EmptyView { EmptyView() }
}

/// SwiftUI's result builder: statements, `if`/`else`, `switch` and `for` loops build a list of views.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> ViewList { ViewList([]) }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<First: View, Second: View, each Rest: View>(_ first: First, _ second: Second,
                                                                             _ rest: repeat each Rest) -> ViewList {
        var nodes = first.viewNodes + second.viewNodes
        for view in repeat each rest { nodes += view.viewNodes }
        return ViewList(nodes)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither(first: some View) -> ViewList { ViewList(first.viewNodes) }
    public static func buildEither(second: some View) -> ViewList { ViewList(second.viewNodes) }
    public static func buildArray(_ parts: [some View]) -> ViewList { ViewList(parts.flatMap(\.viewNodes)) }
    public static func buildLimitedAvailability(_ content: some View) -> ViewList { ViewList(content.viewNodes) }
}

/// An `if` without `else` in a builder: no nodes when nil.
extension Optional: View where Wrapped: View {
    public var viewNodes: [ViewNode] { self?.viewNodes ?? [] }
    public var body: EmptyView { EmptyView() }
}

extension View {
    /// Names the outermost node (its `"id"` in JSON): the name shown in frame dumps and debug labels.
    /// `Text("a").id("title").padding().id("pad")` names the Text and its padding.
    public func id(_ id: String) -> ModifiedContent {
        ModifiedContent(nodes: viewNodes.map { var n = $0; n.id = id; return n })
    }
}
