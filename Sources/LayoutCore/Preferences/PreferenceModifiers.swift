import Foundation

/// What the preference modifiers hold (docs/semantics.md §10). Each is hashable by its description (where it was
/// written and what it captured), never by a closure's identity, like `GeometryContent`.

/// `.preference(key:value:)`, `.transformPreference(_:_:)` and `.anchorPreference(key:value:transform:)`: the
/// value this node sends up for `key`, replacing (or, for a transform, transforming) its subtree's.
public struct PreferenceWriter: Sendable, Hashable, CustomStringConvertible {
    public enum Write: Sendable {
        /// `.preference(key:value:)`: the value, whatever the subtree wrote.
        case value(PreferenceValue)
        /// `.transformPreference`: `transform(&value)` over the subtree's value (or the default).
        case transform(@Sendable (PreferenceValue) -> PreferenceValue)
        /// `.anchorPreference`: the transform of the anchor captured at this node's frame.
        case anchor(AnchorSource, @Sendable (Anchor) -> PreferenceValue)
    }

    public var key: PreferenceKeySpec
    public var write: Write
    public let description: String

    public init(key: PreferenceKeySpec, write: Write, description: String) {
        self.key = key; self.write = write; self.description = description
    }

    /// The modifier's SwiftUI name.
    public var name: String {
        switch write {
        case .value: "preference"
        case .transform: "transformPreference"
        case .anchor: "anchorPreference"
        }
    }

    public static func == (a: PreferenceWriter, b: PreferenceWriter) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}

/// The values of a view's `@State` properties (or a document's `"state"`), in declaration order.
public struct StateValues: Sendable, Hashable, CustomStringConvertible {
    public private(set) var entries: [(name: String, value: PreferenceValue)]

    public init(_ entries: [(name: String, value: PreferenceValue)] = []) { self.entries = entries }

    public subscript(name: String) -> PreferenceValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let i = entries.firstIndex(where: { $0.name == name }) {
                entries[i].value = newValue ?? .none
            } else {
                entries.append((name, newValue ?? .none))
            }
        }
    }

    public var names: [String] { entries.map(\.name) }

    /// `width = 120, offsets = [...]`.
    public var description: String { entries.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") }

    public static func == (a: StateValues, b: StateValues) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
    public func hash(into h: inout Hasher) { for e in entries { h.combine(e.name); h.combine(e.value) } }
}

/// `.onPreferenceChange(key) { newValue in ... }`: the action runs after a layout pass when the observed value
/// changed, and may set state (docs/semantics.md §10.4).
public struct PreferenceObserver: Sendable, Hashable, CustomStringConvertible {
    public var key: PreferenceKeySpec
    /// Where the action was written (`tree.json:12:7`), for the non-settling error.
    public var location: String
    /// The state with the action's assignments made; an error message when the action fails.
    public let perform: @Sendable (PreferenceValue, StateValues) -> Result<StateValues, PreferenceActionError>
    public let description: String

    public init(key: PreferenceKeySpec, location: String, description: String,
                perform: @escaping @Sendable (PreferenceValue, StateValues) -> Result<StateValues, PreferenceActionError>) {
        self.key = key; self.location = location; self.description = description; self.perform = perform
    }

    public static func == (a: PreferenceObserver, b: PreferenceObserver) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}

/// An action that failed (a value of the wrong type assigned to a state...): its one-line message, located.
public struct PreferenceActionError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// `.overlayPreferenceValue(key, alignment:) { value in ... }` / `.backgroundPreferenceValue`: a secondary layer
/// built, in the same pass, from the value the modified view's subtree sends up (docs/semantics.md §10.5).
public struct PreferenceLayer: Sendable, Hashable, CustomStringConvertible {
    public var key: PreferenceKeySpec
    public var alignment: Alignment
    /// True for `backgroundPreferenceValue` (drawn below the content).
    public var isBackground: Bool
    let make: @Sendable (PreferenceValue) -> [ViewNode]
    public let description: String

    public init(key: PreferenceKeySpec, alignment: Alignment, isBackground: Bool, description: String,
                _ make: @escaping @Sendable (PreferenceValue) -> [ViewNode]) {
        self.key = key; self.alignment = alignment; self.isBackground = isBackground; self.description = description
        self.make = make
    }

    public func callAsFunction(_ value: PreferenceValue) -> [ViewNode] { make(value) }

    public var name: String { isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue" }

    public static func == (a: PreferenceLayer, b: PreferenceLayer) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}
