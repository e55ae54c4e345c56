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
/// Storage: SwiftUI's eight built-in guides are a small number (`Standard`), every other key is one reference to
/// a shared immutable box. A key is one word either way, and copying a built-in one is no reference count: every
/// stack and frame layout carries one or two, and the engine copies layouts and keys per node. (A count is an
/// atomic instruction, which waits for the stores before it: the engine writes a record per node.)
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    fileprivate let storage: Storage

    fileprivate enum Storage: Sendable {
        case standard(Standard)
        case custom(Custom)
    }

    /// The built-in guides: a fraction of the extent along an axis (leading/top 0, center 0.5, trailing/bottom 1),
    /// or a text baseline (a view without text: its bottom edge, docs/semantics.md §1.4).
    fileprivate enum Standard: UInt8, Sendable {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

        var name: String {
            switch self {
            case .leading: "leading"
            case .horizontalCenter, .verticalCenter: "center"
            case .trailing: "trailing"
            case .top: "top"
            case .bottom: "bottom"
            case .firstTextBaseline: "firstTextBaseline"
            case .lastTextBaseline: "lastTextBaseline"
            }
        }

        var axis: Axis {
            switch self {
            case .leading, .horizontalCenter, .trailing: .horizontal
            default: .vertical
            }
        }

        /// The fraction of the extent along its axis that its default value is. The baselines' default, the
        /// bottom edge of a view without text, is the fraction 1.
        var defaultFraction: CGFloat {
            switch self {
            case .leading, .top: 0
            case .horizontalCenter, .verticalCenter: 0.5
            case .trailing, .bottom, .firstTextBaseline, .lastTextBaseline: 1
            }
        }

        /// The built-in frame guide a fraction key of this name, axis and fraction is, if any.
        init?(name: String, axis: Axis, fraction: CGFloat) {
            let frameGuides: [Standard] = [.leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom]
            guard let s = frameGuides.first(where: { $0.name == name && $0.axis == axis && $0.defaultFraction == fraction })
            else { return nil }
            self = s
        }
    }

    fileprivate final class Custom: Sendable {
        let name: String
        let axis: Axis
        let combine: AlignmentCombine
        let defaultValue: @Sendable (ViewDimensions) -> CGFloat
        let textBaseline: TextBaselineGuide

        init(name: String, axis: Axis, combine: AlignmentCombine,
             defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
            self.name = name; self.axis = axis; self.combine = combine; self.defaultValue = defaultValue
            textBaseline = axis != .vertical ? .none
                : name == "firstTextBaseline" ? .first : name == "lastTextBaseline" ? .last : .none
        }
    }

    /// Which of a Text's two explicit guides a key is (keys are equal by name and axis, so this is decided once,
    /// when the key is made): the engine answers a Text's guides without comparing names per question.
    enum TextBaselineGuide: UInt8 { case none, first, last }

    var textBaseline: TextBaselineGuide {
        switch storage {
        case .standard(.firstTextBaseline): .first
        case .standard(.lastTextBaseline): .last
        case .standard: .none
        case .custom(let c): c.textBaseline
        }
    }

    public var name: String {
        switch storage {
        case .standard(let s): s.name
        case .custom(let c): c.name
        }
    }

    public var axis: Axis {
        switch storage {
        case .standard(let s): s.axis
        case .custom(let c): c.axis
        }
    }

    public var combine: AlignmentCombine {
        switch storage {
        case .standard(.firstTextBaseline): .minimum
        case .standard(.lastTextBaseline): .maximum
        case .standard: .none
        case .custom(let c): c.combine
        }
    }

    public init(name: String, axis: Axis, combine: AlignmentCombine = .average,
                defaultValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        storage = .custom(Custom(name: name, axis: axis, combine: combine, defaultValue: defaultValue))
    }

    /// A key for a fraction of the extent along `axis` (0 = leading/top, 0.5 = center, 1 = trailing/bottom).
    static func fraction(_ name: String, _ axis: Axis, _ f: CGFloat) -> AlignmentKey {
        if let s = Standard(name: name, axis: axis, fraction: f) { return AlignmentKey(storage: .standard(s)) }
        return AlignmentKey(name: name, axis: axis, combine: .none) { d in d.size[axis] * f }
    }

    static let firstTextBaseline = AlignmentKey(storage: .standard(.firstTextBaseline))
    static let lastTextBaseline = AlignmentKey(storage: .standard(.lastTextBaseline))

    fileprivate init(storage: Storage) { self.storage = storage }

    /// The guide's value for a view without an explicit value. (A built-in guide's is one product, not a closure
    /// call: the built-in guides are asked for every child a stack or frame aligns.)
    public func defaultValue(in d: ViewDimensions) -> CGFloat {
        switch storage {
        case .standard(let s): d.size[s.axis] * s.defaultFraction
        case .custom(let c): c.defaultValue(d)
        }
    }

    /// Keys are equal when their names and axes are (the same built-in guide or box is the common, fast case).
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        switch (a.storage, b.storage) {
        case (.standard(let x), .standard(let y)): return x == y
        case (.custom(let x), .custom(let y)) where x === y: return true
        default: return a.name == b.name && a.axis == b.axis
        }
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(axis) }
    public var description: String { name }
}

/// An `Alignment` in one word, for a layout that must stay within the three words an existential keeps inline
/// (`FixedFrameLayout`): two built-in guides as their numbers (no reference to count when it is copied), any
/// other alignment in a box of its own.
struct PackedAlignment: Sendable {
    private let storage: Storage

    private enum Storage: Sendable {
        /// The horizontal guide's number in the low byte, the vertical's in the high one.
        case standard(UInt16)
        case boxed(Box)
    }

    private final class Box: Sendable {
        let alignment: Alignment
        init(_ alignment: Alignment) { self.alignment = alignment }
    }

    init(_ a: Alignment) {
        if case .standard(let h) = a.horizontal.key.storage, case .standard(let v) = a.vertical.key.storage {
            storage = .standard(UInt16(h.rawValue) | UInt16(v.rawValue) << 8)
        } else {
            storage = .boxed(Box(a))
        }
    }

    /// For two built-in guides, the fractions of the extent their default values are (`defaultFraction`); nil for
    /// any other alignment.
    var defaultFractions: (horizontal: CGFloat, vertical: CGFloat)? {
        guard case .standard(let bits) = storage,
              let h = AlignmentKey.Standard(rawValue: UInt8(bits & 0xff)),
              let v = AlignmentKey.Standard(rawValue: UInt8(bits >> 8)) else { return nil }
        return (h.defaultFraction, v.defaultFraction)
    }

    var alignment: Alignment {
        switch storage {
        case .standard(let bits):
            // Both numbers were made from guides above: the fallbacks are never taken.
            let h = AlignmentKey.Standard(rawValue: UInt8(bits & 0xff)) ?? .horizontalCenter
            let v = AlignmentKey.Standard(rawValue: UInt8(bits >> 8)) ?? .verticalCenter
            return Alignment(horizontal: HorizontalAlignment(key: AlignmentKey(storage: .standard(h))),
                             vertical: VerticalAlignment(key: AlignmentKey(storage: .standard(v))))
        case .boxed(let box):
            return box.alignment
        }
    }
}
