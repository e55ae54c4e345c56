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
///
/// Storage: the values live in one shared immutable box, so a key (and an `Alignment`, two keys) is one reference:
/// copying one is a single retain, and layouts that carry alignments stay small enough to be stored inline.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    private let storage: Storage

    private final class Storage: Sendable {
        let name: String
        let axis: Axis
        let combine: AlignmentCombine
        let defaultValue: @Sendable (ViewDimensions) -> CGFloat
        let textBaseline: TextBaselineGuide
        /// For a key made by `fraction`: its fraction, which `defaultValue` multiplies the extent by.
        let fraction: CGFloat?

        init(name: String, axis: Axis, combine: AlignmentCombine, fraction: CGFloat? = nil,
             defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
            self.name = name; self.axis = axis; self.combine = combine; self.defaultValue = defaultValue
            self.fraction = fraction
            textBaseline = axis != .vertical ? .none
                : name == "firstTextBaseline" ? .first : name == "lastTextBaseline" ? .last : .none
        }

        /// A fraction key's storage: its default value, the closure too, follows from the fraction.
        convenience init(name: String, axis: Axis, fraction f: CGFloat) {
            self.init(name: name, axis: axis, combine: .none, fraction: f) { d in d.size[axis] * f }
        }
    }

    /// Which of a Text's two explicit guides a key is (keys are equal by name and axis, so this is decided once,
    /// when the key is made): the engine answers a Text's guides without comparing names per question.
    enum TextBaselineGuide: UInt8 { case none, first, last }

    var textBaseline: TextBaselineGuide { storage.textBaseline }

    public var name: String { storage.name }
    public var axis: Axis { storage.axis }
    public var combine: AlignmentCombine { storage.combine }
    var defaultValue: @Sendable (ViewDimensions) -> CGFloat { storage.defaultValue }

    public init(name: String, axis: Axis, combine: AlignmentCombine = .average,
                defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        storage = Storage(name: name, axis: axis, combine: combine, defaultValue: defaultValue)
    }

    /// A key for a fraction of the extent along `axis` (0 = leading/top, 0.5 = center, 1 = trailing/bottom).
    static func fraction(_ name: String, _ axis: Axis, _ f: CGFloat) -> AlignmentKey {
        AlignmentKey(storage: Storage(name: name, axis: axis, fraction: f))
    }

    private init(storage: Storage) { self.storage = storage }

    /// The guide's value for a view without an explicit value. (A fraction key's product is computed here, as
    /// its closure would: the standard guides are asked for every child a stack or frame aligns.)
    public func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let f = storage.fraction { return d.size[storage.axis] * f }
        return storage.defaultValue(d)
    }

    /// Keys are equal when their names and axes are (the same box is the common, fast case).
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.storage === b.storage || (a.name == b.name && a.axis == b.axis)
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(axis) }
    public var description: String { name }
}
