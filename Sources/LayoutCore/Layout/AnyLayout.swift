import Foundation

/// A type-erased `Layout`, as SwiftUI's `AnyLayout`: lets one node switch between layouts
/// (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`). It forwards every call to the wrapped layout and
/// keeps the wrapped layout's cache in its own. As a node's layout, it is reported by the wrapped type's name
/// and orients Spacers by the wrapped layout's `stackOrientation`.
public struct AnyLayout: Layout {
    public let base: any Layout
    let baseTypeName: String
    let stackOrientation: Axis?

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
        } else {
            base = layout
            baseTypeName = String(describing: L.self)
            stackOrientation = L.layoutProperties.stackOrientation
        }
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
    }

    public func makeCache(subviews: Subviews) -> Cache { Self.makeCache(base, subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { Self.update(base, &cache, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(base, subviews, &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(base, proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(base, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, guide.key, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, guide.key, bounds, proposal, subviews, &cache)
    }

    // MARK: Opening the existential

    private static func withCache<L: Layout, R>(_ l: L, _ cache: inout Cache, _ subviews: Subviews,
                                                _ body: (inout L.Cache) -> R) -> R {
        var c = (cache.value as? L.Cache) ?? l.makeCache(subviews: subviews)
        let r = body(&c)
        cache.value = c
        return r
    }

    private static func makeCache<L: Layout>(_ l: L, _ subviews: Subviews) -> Cache {
        Cache(value: l.makeCache(subviews: subviews))
    }

    private static func update<L: Layout>(_ l: L, _ cache: inout Cache, _ subviews: Subviews) {
        withCache(l, &cache, subviews) { l.updateCache(&$0, subviews: subviews) }
    }

    private static func spacing<L: Layout>(_ l: L, _ subviews: Subviews, _ cache: inout Cache) -> ViewSpacing {
        withCache(l, &cache, subviews) { l.spacing(subviews: subviews, cache: &$0) }
    }

    private static func size<L: Layout>(_ l: L, _ p: ProposedViewSize, _ subviews: Subviews,
                                        _ cache: inout Cache) -> CGSize {
        withCache(l, &cache, subviews) { l.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }

    private static func place<L: Layout>(_ l: L, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: Subviews,
                                         _ cache: inout Cache) {
        withCache(l, &cache, subviews) { l.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
    }

    private static func guide<L: Layout>(_ l: L, _ key: AlignmentKey, _ bounds: CGRect, _ p: ProposedViewSize,
                                         _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        withCache(l, &cache, subviews) { c in
            key.axis == .horizontal
                ? l.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
                : l.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: subviews, cache: &c)
        }
    }
}

extension AnyLayout: CustomStringConvertible {
    public var description: String { "AnyLayout(\(String(describing: base)))" }
}
