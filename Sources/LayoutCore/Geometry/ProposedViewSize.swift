import Foundation

/// A proposal from a parent to a child. Each dimension is `nil` ("your ideal size"), `0` ("your minimum"),
/// `.infinity` ("your maximum") or a finite value. The three are kept distinct everywhere (docs/semantics.md §2).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// Unspecified dimensions replaced by `size` (SwiftUI's default is 10x10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "inf" : NumberFormat.decimal(v)
        }
        return "\(f(width))x\(f(height))"
    }
}
