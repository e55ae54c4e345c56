import Foundation

/// What a `GeometryReader`'s content can read, as in SwiftUI: the reader's size, its safe area insets, and its
/// frame in the global (canvas) coordinate space (`proxy.frame(in: .global)`; `.local` is `(0, 0)` and the size).
public struct GeometryProxy: Sendable, Hashable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    /// The reader's frame in canvas coordinates (the canvas's top-leading corner is the origin).
    public var globalFrame: CGRect

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), globalFrame: CGRect = .zero) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
    }
}
