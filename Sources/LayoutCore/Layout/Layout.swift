import Foundation

/// Properties a layout declares about itself.
public struct LayoutProperties: Sendable {
    /// The axis along which Spacers and Dividers inside this layout orient themselves; nil = none.
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout container, with SwiftUI's protocol shape: a custom SwiftUI `Layout` ports by changing its import.
/// Every layout in LayoutCore (padding, frames, stacks, ...) conforms to it.
public protocol Layout: Sendable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The container's spacing preferences (default: the union of every subview's on every edge).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview with `subviews[i].place(at:anchor:proposal:)`. Unplaced subviews are centred.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// An explicit value for `guide`, measured from `bounds`' leading edge, or nil for the guide's default.
    /// The default combines the subviews' explicit values (docs/semantics.md §1.4).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var s = subviews.isEmpty ? ViewSpacing() : ViewSpacing(values: [:])
        for sub in subviews { s.formUnion(sub.spacing) }
        return s
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        combinedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        combinedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The children's explicit values for `key`, taken where the children are placed, combined as the key says:
    /// minimum (first baseline), maximum (last baseline), average (custom guides), or nothing (frame guides).
    public func combinedExplicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                          subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard key.combine != .none, !subviews.isEmpty else { return nil }
        let values = placedExplicitValues(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        guard let first = values.first else { return nil }
        switch key.combine {
        case .none: return nil
        case .minimum: return values.min() ?? first
        case .maximum: return values.max() ?? first
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        }
    }

    /// Each subview's explicit value for `key` where a dry-run placement puts it, in this layout's coordinates
    /// (subviews without one are left out).
    func placedExplicitValues(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                              subviews: Subviews, cache: inout Cache) -> [CGFloat] {
        let frames = subviews.recordPlacements(in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var values: [CGFloat] = []
        for (sub, placed) in zip(subviews, frames) {
            guard let v = sub.dimensions(in: placed.proposal)[explicit: key] else { continue }
            values.append(placed.frame.origin[key.axis] - bounds.origin[key.axis] + v)
        }
        return values
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}
