import Foundation

/// A layout axis. Stack code is written once over `Axis` in major/minor terms (docs/semantics.md §6).
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The extent along `axis`.
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from its extent along `axis` (major) and along the other axis (minor).
    public init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}
