import Foundation

/// One layout pass of a view with state (docs/semantics.md §10.7): the state it was built with, the
/// `onPreferenceChange` actions that ran after it (key, where written, the value delivered) and the state they
/// changed. The last pass of a settled layout delivers nothing or changes nothing.
public struct StatePass: Sendable {
    public struct Delivery: Sendable {
        public var key: String
        public var location: String
        public var value: PreferenceValue
        public init(key: String, location: String, value: PreferenceValue) {
            self.key = key; self.location = location; self.value = value
        }
    }

    public struct Change: Sendable {
        public var name: String
        public var old: PreferenceValue
        public var new: PreferenceValue
        public init(name: String, old: PreferenceValue, new: PreferenceValue) { self.name = name; self.old = old; self.new = new }
    }

    public var number: Int
    public var state: StateValues
    public var delivered: [Delivery]
    public var changes: [Change]

    public init(number: Int, state: StateValues, delivered: [Delivery] = [], changes: [Change] = []) {
        self.number = number; self.state = state; self.delivered = delivered; self.changes = changes
    }
}
