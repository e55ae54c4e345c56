import Foundation

/// A key for a custom per-subview value that a custom `Layout` reads with `subview[Key.self]`, as in SwiftUI.
/// Set the value with `ViewNode.layoutValue(key:value:)`.
///
///     struct Flexibility: LayoutValueKey { static let defaultValue: CGFloat? = nil }
///     let node = text("Hi").layoutValue(key: Flexibility.self, value: 2)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One `layoutValue(key:value:)`: the key's type and the value. Hashable by the key's type name and a
/// description of the value (never by identity), so `NodeKind` stays Hashable.
public struct LayoutValueEntry: @unchecked Sendable, Hashable, CustomStringConvertible {
    let key: ObjectIdentifier
    /// The key type's name (e.g. "Flexibility").
    public let keyName: String
    let value: Any
    /// `String(describing:)` of the value.
    public let valueDescription: String

    public init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
        self.key = ObjectIdentifier(key)
        self.keyName = String(describing: key)
        self.value = value
        self.valueDescription = String(describing: value)
    }

    /// The value when this entry is for `K`.
    func value<K: LayoutValueKey>(for _: K.Type) -> K.Value? {
        guard key == ObjectIdentifier(K.self) else { return nil }
        return value as? K.Value
    }

    public var description: String { "\(keyName) = \(valueDescription)" }

    public static func == (l: LayoutValueEntry, r: LayoutValueEntry) -> Bool {
        l.keyName == r.keyName && l.valueDescription == r.valueDescription
    }

    public func hash(into h: inout Hasher) {
        h.combine(keyName)
        h.combine(valueDescription)
    }
}
