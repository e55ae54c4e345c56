import Foundation

/// An alignment guide on the vertical axis (a horizontal line), as in SwiftUI.
public struct VerticalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    /// Callers pass a vertical key.
    public init(key: AlignmentKey) { self.key = key }

    /// A custom guide identified by a Swift type.
    public init(_ id: any AlignmentID.Type) {
        let name = String(reflecting: id)
        // Metatypes carry no state: sharing one across threads is safe.
        nonisolated(unsafe) let type = id
        key = AlignmentKey(name: name, axis: .vertical, combine: .average) { d in type.defaultValue(in: d) }
    }

    public static let top = VerticalAlignment(key: .fraction("top", .vertical, 0))
    public static let center = VerticalAlignment(key: .fraction("center", .vertical, 0.5))
    public static let bottom = VerticalAlignment(key: .fraction("bottom", .vertical, 1))
    /// Views without text align their bottom edge (docs/semantics.md §1.4).
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)
}
