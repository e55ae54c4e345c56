import Foundation

/// An alignment guide on the horizontal axis (a vertical line), as in SwiftUI.
public struct HorizontalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    /// Callers pass a horizontal key.
    public init(key: AlignmentKey) { self.key = key }

    /// A custom guide identified by a Swift type.
    public init(_ id: any AlignmentID.Type) {
        let name = String(reflecting: id)
        // Metatypes carry no state: sharing one across threads is safe.
        nonisolated(unsafe) let type = id
        key = AlignmentKey(name: name, axis: .horizontal, combine: .average) { d in type.defaultValue(in: d) }
    }

    public static let leading = HorizontalAlignment(key: .fraction("leading", .horizontal, 0))
    public static let center = HorizontalAlignment(key: .fraction("center", .horizontal, 0.5))
    public static let trailing = HorizontalAlignment(key: .fraction("trailing", .horizontal, 1))
}
