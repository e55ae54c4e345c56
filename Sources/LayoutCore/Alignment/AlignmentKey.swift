import Foundation

/// A type that provides the default value of a custom alignment guide, as in SwiftUI.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container combines the explicit values its children give for one guide (docs/semantics.md §1.4).
public enum AlignmentCombine: Sendable, Hashable {
    /// Standard frame guides (leading, center, top, ...): containers never export them.
    case none
    /// firstTextBaseline: the top-most child value.
    case minimum
    /// lastTextBaseline: the bottom-most child value.
    case maximum
    /// Custom guides: the average of the children that have an explicit value.
    case average
}

/// The identity of an alignment guide: a name, an axis, a default value and how containers combine it.
/// Built-in guides and custom `AlignmentID`s (declared in Swift or in a document) are all keys.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let axis: Axis
    public let combine: AlignmentCombine
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    public init(name: String, axis: Axis, combine: AlignmentCombine = .average,
                defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.name = name
        self.axis = axis
        self.combine = combine
        self.defaultValue = defaultValue
    }

    /// A key for a fraction of the extent along `axis` (0 = leading/top, 0.5 = center, 1 = trailing/bottom).
    static func fraction(_ name: String, _ axis: Axis, _ f: CGFloat) -> AlignmentKey {
        AlignmentKey(name: name, axis: axis, combine: .none) { d in d.size[axis] * f }
    }

    /// The guide's value for a view without an explicit value.
    public func defaultValue(in d: ViewDimensions) -> CGFloat { defaultValue(d) }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.name == b.name && a.axis == b.axis }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(axis) }
    public var description: String { name }
}
