import Foundation

/// Insets on the four edges (left-to-right layouts only: leading = left).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// The inset at the start (leading/top) and end (trailing/bottom) of `axis`.
    public func start(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading : top }
    public func end(_ axis: Axis) -> CGFloat { axis == .horizontal ? trailing : bottom }
    public func total(_ axis: Axis) -> CGFloat { start(axis) + end(axis) }
}

/// A set of edges, as in `.padding(.horizontal, 20)`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.horizontal, .vertical]
}

extension EdgeInsets {
    /// `length` on `edges`, 0 elsewhere.
    public init(edges: EdgeSet, length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
