import Foundation

/// A user's `Layout` carried by a view node (`NodeKind.layout`). Hashable by a stable description: the
/// layout's type name and `String(describing:)` of its value (its stored properties), never by identity.
/// The frame dump reports the node's kind as the type name (e.g. "FlowLayout").
public struct CustomLayout: Sendable, Hashable, CustomStringConvertible {
    public let layout: any Layout
    /// The layout's type name, e.g. "FlowLayout".
    public let typeName: String
    /// `String(describing:)` of the layout value.
    public let layoutDescription: String
    /// The axis Spacers and Dividers inside orient along (`layoutProperties.stackOrientation`).
    public let stackOrientation: Axis?

    public init<L: Layout>(_ layout: L) {
        self.layout = layout
        self.layoutDescription = String(describing: layout)
        if let any = layout as? AnyLayout {
            self.typeName = any.baseTypeName
            self.stackOrientation = any.stackOrientation
        } else {
            self.typeName = String(describing: L.self)
            self.stackOrientation = L.layoutProperties.stackOrientation
        }
    }

    /// A layout reported under another type name: an interpreter's layout standing for a `Layout` written in
    /// a Swift source (LayoutSwiftSource), named by the source's type.
    public init<L: Layout>(_ layout: L, typeName: String) {
        self.layout = layout
        self.layoutDescription = String(describing: layout)
        self.typeName = typeName
        self.stackOrientation = L.layoutProperties.stackOrientation
    }

    public var description: String { layoutDescription }

    public static func == (l: CustomLayout, r: CustomLayout) -> Bool {
        l.typeName == r.typeName && l.layoutDescription == r.layoutDescription
    }

    public func hash(into h: inout Hasher) {
        h.combine(typeName)
        h.combine(layoutDescription)
    }
}

/// Builds the children of a node the way SwiftUI's view builder reads: one view per line, `if`/`else`,
/// `for ... in` (the nodes of every iteration, in order), and arrays of nodes.
@resultBuilder
public enum ViewNodeListBuilder {
    public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

extension ViewNode {
    /// A node laid out by a custom `layout`: `ViewNode(layout: FlowLayout(), children: [...])`.
    public init<L: Layout>(layout: L, id: String? = nil, children: [ViewNode]) {
        self.init(.layout(CustomLayout(layout)), id: id, children: children)
    }

    /// `self` carrying `value` for `key`, read by a custom layout as `subview[key]` (SwiftUI's
    /// `layoutValue(key:value:)`). Like every trait, it passes through the modifiers applied after it.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value, id: String? = nil) -> ViewNode {
        modifier(.layoutValue(LayoutValueEntry(key: key, value: value)), id: id)
    }
}

extension Layout {
    /// A node laid out by this layout, as SwiftUI's `layout { ... }`:
    /// `FlowLayout(spacing: 4) { text("a"); text("b") }`.
    public func callAsFunction(id: String? = nil, @ViewNodeListBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(layout: self, id: id, children: content())
    }
}
