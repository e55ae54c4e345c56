import Foundation

/// A `PreferenceKey` type (docs/semantics.md §10.1): its name, `defaultValue` and `reduce(value:nextValue:)`.
/// Keys are equal by name (a document declares each name once).
public struct PreferenceKeySpec: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var defaultValue: PreferenceValue
    public var reduce: PreferenceReducer

    public init(name: String, defaultValue: PreferenceValue, reduce: PreferenceReducer) {
        self.name = name; self.defaultValue = defaultValue; self.reduce = reduce
    }

    public var description: String { name }
    public static func == (a: PreferenceKeySpec, b: PreferenceKeySpec) -> Bool { a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
}

/// `reduce(value: &value, nextValue: nextValue)`: the reducers SwiftUI code writes (docs/format.md, "Preferences"),
/// or a front end's own (a Swift source's `reduce` run by its interpreter).
public enum PreferenceReducer: Sendable, Hashable {
    /// `value += nextValue()` (numbers).
    case sum
    /// `value = max(value, nextValue())` / `min`.
    case max, min
    /// `value = value ?? nextValue()`: the first non-nil value wins.
    case first
    /// `value = nextValue()`: the last value wins.
    case last
    /// `value.merge(nextValue(), uniquingKeysWith: { $1 })` (dictionaries).
    case merge
    /// `value.append(contentsOf: nextValue())` (arrays).
    case append
    /// Any other body, as a function of (value, nextValue); equal by its description.
    case custom(CustomReduce)

    public struct CustomReduce: Sendable, Hashable {
        public let description: String
        let body: @Sendable (PreferenceValue, PreferenceValue) -> PreferenceValue
        public init(_ description: String, _ body: @escaping @Sendable (PreferenceValue, PreferenceValue) -> PreferenceValue) {
            self.description = description; self.body = body
        }
        public static func == (a: CustomReduce, b: CustomReduce) -> Bool { a.description == b.description }
        public func hash(into h: inout Hasher) { h.combine(description) }
    }

    /// The reducer names the JSON format reads, with the Swift body each stands for.
    public static let named: [(name: String, reducer: PreferenceReducer, swift: String)] = [
        ("sum", .sum, "value += nextValue()"),
        ("max", .max, "value = max(value, nextValue())"),
        ("min", .min, "value = min(value, nextValue())"),
        ("first", .first, "value = value ?? nextValue()"),
        ("last", .last, "value = nextValue()"),
        ("merge", .merge, "value.merge(nextValue(), uniquingKeysWith: { $1 })"),
        ("append", .append, "value.append(contentsOf: nextValue())"),
    ]

    /// `value` reduced with `next`. Values of the wrong type for the reducer leave `value` unchanged (a number
    /// reducer over nil treats nil as absent).
    public func callAsFunction(_ value: PreferenceValue, _ next: PreferenceValue) -> PreferenceValue {
        switch self {
        case .sum:
            if case .number(let a) = value, case .number(let b) = next { return .number(a + b) }
            return value.isNone ? next : value
        case .max, .min:
            if case .number(let a) = value, case .number(let b) = next {
                return .number(self == .max ? Swift.max(a, b) : Swift.min(a, b))
            }
            return value.isNone ? next : value
        case .first: return value.isNone ? next : value
        case .last: return next
        case .merge:
            if case .dictionary(let a) = value, case .dictionary(let b) = next { return .dictionary(merging: a + b) }
            return value.isNone ? next : value
        case .append:
            if case .array(let a) = value, case .array(let b) = next { return .array(a + b) }
            return value.isNone ? next : value
        case .custom(let c): return c.body(value, next)
        }
    }

    public var name: String {
        if case .custom(let c) = self { return c.description }
        return Self.named.first { $0.reducer == self }?.name ?? "custom"
    }
}
