import Foundation

/// A view's spacing preferences, per edge: how far it likes to be from its neighbours
/// (docs/semantics.md §5). Values are keyed by (category, edge); the nil category is the plain distance.
public struct ViewSpacing: Sendable, Hashable {
    public enum Edge: Int, Sendable, Hashable, CaseIterable { case top, left, bottom, right }

    public enum Category: String, Sendable, Hashable {
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    var values: [Key: CGFloat]

    /// The default preference of a plain view: 8 to most neighbours.
    public init() {
        values = [Key(category: .edgeBelowText, edge: .top): 0, Key(category: .edgeAboveText, edge: .bottom): 0,
                  Key(category: .edgeRightText, edge: .left): 0, Key(category: .edgeLeftText, edge: .right): 0]
    }

    init(values: [Key: CGFloat]) { self.values = values }

    /// No spacing on any edge (adjacent views touch).
    public static let zero = ViewSpacing(values: Dictionary(uniqueKeysWithValues:
        Edge.allCases.map { (Key(category: nil, edge: $0), CGFloat(0)) }))

    /// Zero spacing on the two edges that face neighbours along `axis` (a Spacer's preference).
    public static func zero(along axis: Axis) -> ViewSpacing {
        let edges: [Edge] = axis == .horizontal ? [.left, .right] : [.top, .bottom]
        return ViewSpacing(values: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), CGFloat(0)) }))
    }

    /// The edges at the start and end of `axis`.
    static func edges(_ axis: Axis) -> (start: Edge, end: Edge) {
        axis == .horizontal ? (.left, .right) : (.top, .bottom)
    }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    mutating func formUnion(_ other: ViewSpacing, edges: Set<Edge>) {
        for (k, v) in other.values where edges.contains(k.edge) {
            values[k] = max(values[k] ?? -.infinity, v)
        }
    }

    /// Forgets every preference on `edges` and puts the plain default back there (padding, frames).
    public mutating func reset(_ edges: Set<Edge>) {
        values = values.filter { !edges.contains($0.key.edge) }
        for (k, v) in ViewSpacing().values where edges.contains(k.edge) { values[k] = v }
    }

    /// The distance between this view and `next`, which follows it along `axis` (docs/semantics.md §5.2).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (start, end) = Self.edges(axis)
        // 1. Matching categories on the facing edges add up; the largest wins.
        var best: CGFloat?
        for (k, a) in values where k.edge == end {
            guard let category = k.category, let b = next.values[Key(category: category, edge: start)] else { continue }
            best = max(best ?? -.infinity, a + b)
        }
        if let best { return best }
        // 2. Otherwise plain values combine by maximum; none at all means the default 8.
        let a = values[Key(category: nil, edge: end)]
        let b = next.values[Key(category: nil, edge: start)]
        if a == nil && b == nil { return ViewSpacing.defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }

    /// SwiftUI's default distance between two plain views.
    public static let defaultSpacing: CGFloat = 8
}
