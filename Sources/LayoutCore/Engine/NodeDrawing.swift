import Foundation

/// What a node does to drawing beyond its paint, opacity and clip: a drawing effect (rotation, scale, shadow,
/// mask), `hidden`, and its `zIndex` among its container's children (docs/semantics.md §4.11).
struct NodeDrawing {
    var effect: DrawingEffect?
    var hidden = false
    /// The node's zIndex as its container sees it: set by `zIndex`, passed up through the modifiers applied after
    /// it (a trait, like SwiftUI's); the outermost `zIndex` wins.
    var zIndex: Double = 0
    /// Containers (stacks, custom layouts) draw their children in zIndex order.
    var ordersChildrenByZIndex = false

    /// Nothing beyond the defaults.
    var isDefault: Bool {
        // `case .some` reads the effect in place (an `== nil` on an Equatable optional copies it).
        if case .some = effect { return false }
        return !hidden && zIndex == 0 && !ordersChildrenByZIndex
    }

    /// The drawing part of a node of kind `kind` whose built children are `children`.
    static func make(_ kind: NodeKind, children: NodeList) -> NodeDrawing {
        var d = NodeDrawing()
        if kind.isModifier, let first = children.first, let z = first.rare?.drawing.zIndex { d.zIndex = z }
        switch kind {
        case .zIndex(let z): d.zIndex = z
        case .hidden: d.hidden = true
        case .effect(let e): d.effect = e
        case .mask: d.effect = .mask
        case .hStack, .vStack, .zStack, .layout: d.ordersChildrenByZIndex = true
        default: break
        }
        return d
    }
}

extension NodeKind {
    /// True for modifiers (they wrap their first child); false for views, whose traits start fresh.
    public var isModifier: Bool {
        switch self {
        case .text, .textRuns, .color, .gradient, .shape, .image, .spacer, .divider, .emptyView, .hStack, .vStack, .zStack, .layout,
             .scrollView, .lazyHStack, .lazyVStack, .viewThatFits, .anyLayout, .grid, .gridRow, .lazyVGrid,
             .lazyHGrid, .geometryReader, .control: false
        default: true
        }
    }
}

extension LayoutNode {
    /// The value of `K` set by `layoutValue(key:value:)` on this node or a modifier below it (outermost wins).
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var node: LayoutNode? = self
        while let n = node {
            if case .layoutValue(let entry) = n.kind, let v = entry.value(for: key) { return v }
            node = n.kind.isModifier ? n.children.first : nil
        }
        return nil
    }
}
