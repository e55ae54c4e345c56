import Foundation

/// Sizing of the leaf views other than Text (docs/semantics.md §3).
///
/// - greedy (Color, Rectangle, RoundedRectangle, Ellipse, Capsule): takes the proposal; nil becomes 10;
///   infinity passes through.
/// - circle: the smaller side of that, as a square.
/// - fixed (Image): its intrinsic size, whatever the proposal.
/// - resizableImage: the proposal; nil becomes the intrinsic size.
/// - spacer: along its stack's axis `max(proposal, minLength)` and 0 across; outside stacks both axes.
/// - divider: 1 pixel thick across its axis, like `Color.frame(height: px)` (or `width:` in an HStack).
/// - empty: 0x0.
enum LeafLayout {
    case greedy
    case circle
    case fixed(CGSize)
    case resizableImage(CGSize)
    case spacer(minLength: CGFloat, axis: Axis?)
    /// `axis` is the axis the line runs along.
    case divider(thickness: CGFloat, axis: Axis)
    case empty

    func size(_ p: ProposedViewSize) -> CGSize {
        switch self {
        case .greedy:
            return p.replacingUnspecifiedDimensions()
        case .circle:
            let s = p.replacingUnspecifiedDimensions()
            let side = min(s.width, s.height)
            return CGSize(width: side, height: side)
        case .fixed(let s):
            return s
        case .resizableImage(let s):
            return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
        case .spacer(let m, let axis):
            func along(_ a: Axis) -> CGFloat { max(p[a] ?? -.infinity, m) }
            guard let axis else { return CGSize(width: along(.horizontal), height: along(.vertical)) }
            return CGSize(major: along(axis), minor: 0, axis: axis)
        case .divider(let t, let axis):
            return CGSize(major: p[axis] ?? 10, minor: t, axis: axis)
        case .empty:
            return .zero
        }
    }

    /// The same size for every proposal (`LayoutNode.sizeIgnoresProposal`).
    var ignoresProposal: Bool {
        switch self {
        case .fixed, .empty: true
        default: false
        }
    }

    /// Spacing preferences: a spacer wants none along its axis; a divider is a fixed frame (default).
    var spacing: ViewSpacing {
        switch self {
        case .spacer(_, let axis): axis.map { ViewSpacing.zero(along: $0) } ?? .zero
        case .empty: .zero
        default: ViewSpacing()
        }
    }
}
