import Foundation

/// `ViewSpacing`'s SwiftUI API over edge sets (`.padding`'s `EdgeSet`, SwiftUI's `Edge.Set`), for custom
/// layouts: `spacing.formUnion(other, edges: .horizontal)`, `spacing.union(other)`. Layouts are
/// left-to-right: leading is the left edge, trailing the right.
extension ViewSpacing {
    /// Merges `other`'s preferences on `edges` into this one (the larger value wins per edge and category).
    public mutating func formUnion(_ other: ViewSpacing, edges: EdgeSet = .all) {
        formUnion(other, edges: Self.edges(edges))
    }

    /// This spacing merged with `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: EdgeSet = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: Self.edges(edges))
        return s
    }

    static func edges(_ set: EdgeSet) -> Set<Edge> {
        var out = Set<Edge>()
        if set.contains(.top) { out.insert(.top) }
        if set.contains(.bottom) { out.insert(.bottom) }
        if set.contains(.leading) { out.insert(.left) }
        if set.contains(.trailing) { out.insert(.right) }
        return out
    }
}
