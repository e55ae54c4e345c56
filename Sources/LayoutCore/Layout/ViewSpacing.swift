import Foundation

/// A view's spacing preferences, per edge: how far it likes to be from its neighbours
/// (docs/semantics.md §5). Values are keyed by (category, edge); the nil category is the plain distance.
///
/// - §5.1: a plain view publishes `0` for the text categories facing away from it (`edgeBelowText` on its top,
///   `edgeAboveText` on its bottom, ...); a Text publishes the matching distances from its font (§5.3).
/// - §5.2: two neighbours are `distance(to:along:)` apart: the largest sum over the categories both publish on
///   the facing edges; without one, the larger plain value; without any, the default 8.
public struct ViewSpacing: Sendable, Hashable {
    public enum Edge: Int, Sendable, Hashable, CaseIterable { case top, left, bottom, right }

    public enum Category: String, Sendable, Hashable {
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText, textBaseline
    }

    /// A Text's line metrics, for the Text↔Text distance (§5.3): the line gap of the lower text, rounded up
    /// to the pixel grid.
    public struct TextMetrics: Sendable, Hashable, Comparable {
        public var ascend: CGFloat
        public var descend: CGFloat
        public var leading: CGFloat
        public var pixelLength: CGFloat

        public init(ascend: CGFloat, descend: CGFloat, leading: CGFloat, pixelLength: CGFloat) {
            self.ascend = ascend; self.descend = descend; self.leading = leading; self.pixelLength = pixelLength
        }

        public var lineSpacing: CGFloat { ascend + descend + leading }

        public static func < (a: TextMetrics, b: TextMetrics) -> Bool { a.lineSpacing < b.lineSpacing }

        /// The distance between a text above (`top`) and one below (`bottom`): the lower text's leading,
        /// rounded up to the upper text's pixel grid.
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> CGFloat {
            PixelGrid.ceil(bottom.leading, scale: top.pixelLength > 0 ? 1 / top.pixelLength : 0)
        }
    }

    /// One preference: a distance, or a Text's metrics seen from above (published on its bottom edge) or from
    /// below (published on its top edge).
    public enum Value: Sendable, Hashable, Comparable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        var distanceValue: CGFloat? {
            if case .distance(let d) = self { return d }
            return nil
        }

        /// The distance two facing values of one category ask for; nil when they do not combine.
        func combined(with other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.topTextMetrics(top), .bottomTextMetrics(bottom)),
                 let (.bottomTextMetrics(bottom), .topTextMetrics(top)):
                TextMetrics.spacing(top: top, bottom: bottom)
            case (.topTextMetrics, .topTextMetrics), (.bottomTextMetrics, .bottomTextMetrics): nil
            }
        }

        private var rank: Int {
            switch self {
            case .distance: 0
            case .topTextMetrics: 1
            case .bottomTextMetrics: 2
            }
        }

        public static func < (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case let (.distance(x), .distance(y)): x < y
            case let (.topTextMetrics(x), .topTextMetrics(y)): x < y
            case let (.bottomTextMetrics(x), .bottomTextMetrics(y)): x < y
            default: a.rank < b.rank
            }
        }
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    var values: Table

    /// The preferences of a plain view (Color, shapes, images, frames): 8 from most neighbours, and the
    /// distances a Text asks for on its side (§5.1).
    /// Every plain view shares one table (`plain`): a million leaves cached by their stacks hold one table, not
    /// a million.
    public init() { self = Self.plain }

    init(values: Table) { self.values = values }

    /// A plain view's preferences (`init()`), built once.
    private static let plain = ViewSpacing(values: [Key(category: .edgeBelowText, edge: .top): .distance(0),
                                                    Key(category: .edgeAboveText, edge: .bottom): .distance(0),
                                                    Key(category: .edgeRightText, edge: .left): .distance(0),
                                                    Key(category: .edgeLeftText, edge: .right): .distance(0)])

    /// No preference at all (a container merging its subviews starts from this).
    public static let empty = ViewSpacing(values: [:])

    /// No spacing on any edge (adjacent views touch).
    public static let zero = ViewSpacing(values: Table(uniqueKeysWithValues:
        Edge.allCases.map { (Key(category: nil, edge: $0), Value.distance(0)) }))

    /// Zero spacing on the two edges that face neighbours along `axis` (a Spacer's preference).
    public static func zero(along axis: Axis) -> ViewSpacing {
        let edges: [Edge] = axis == .horizontal ? [.left, .right] : [.top, .bottom]
        return ViewSpacing(values: Table(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), Value.distance(0)) }))
    }

    /// The edges at the start and end of `axis`.
    static func edges(_ axis: Axis) -> (start: Edge, end: Edge) {
        axis == .horizontal ? (.left, .right) : (.top, .bottom)
    }

    /// The edges of both ends of `axis`.
    public static func edgeSet(_ axis: Axis) -> Set<Edge> {
        let (s, e) = edges(axis)
        return [s, e]
    }

    /// The value for (category, edge), if any (for tests and traces).
    public func value(_ category: Category?, _ edge: Edge) -> Value? { values[Key(category: category, edge: edge)] }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    mutating func formUnion(_ other: ViewSpacing, edges: Set<Edge>) {
        for (k, v) in other.values where edges.contains(k.edge) {
            values[k] = values[k].map { max($0, v) } ?? v
        }
    }

    /// Forgets every preference on `edges` and puts the plain default back there (padding, frames).
    public mutating func reset(_ edges: Set<Edge>) {
        guard !edges.isEmpty else { return }
        values.removeAll { edges.contains($0.edge) }
        for (k, v) in Self.plain.values where edges.contains(k.edge) { values[k] = v }
    }

    /// Forgets every preference on `edges`, leaving nothing there.
    public mutating func clear(_ edges: Set<Edge>) {
        values.removeAll { edges.contains($0.edge) }
    }

    /// The distance between this view and `next`, which follows it along `axis` (docs/semantics.md §5.2).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (start, end) = Self.edges(axis)
        // 1. Categories published on both facing edges combine; the largest wins.
        var best: CGFloat?
        for (k, a) in values where k.edge == end {
            guard let category = k.category, let b = next.values[Key(category: category, edge: start)],
                  let d = a.combined(with: b) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        // 2. Otherwise plain values combine by maximum; none at all means the default 8.
        let a = values[Key(category: nil, edge: end)]?.distanceValue
        let b = next.values[Key(category: nil, edge: start)]?.distanceValue
        if a == nil && b == nil { return ViewSpacing.defaultSpacing }
        return max(a ?? -.infinity, b ?? -.infinity)
    }

    /// SwiftUI's default distance between two plain views.
    public static let defaultSpacing: CGFloat = 8
}
