import Foundation

/// What a `GeometryReader`'s content can read, as in SwiftUI: the reader's size and its safe area insets
/// (zero until safe areas are implemented).
public struct GeometryProxy: Sendable, Hashable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }
}
