import Foundation
import LayoutCore

/// What `--debug` adds on top of the content: nothing, a 1-device-pixel border around every node's snapped frame
/// (coloured by depth), or borders plus a small "kind WxH" label per node.
public enum DebugMode: Sendable, Hashable {
    case off, borders, labels
}

/// How a `LayoutResult` is turned into a `DisplayList`: the device pixel grid frames are snapped to
/// (docs/semantics.md §9), the canvas background (nil = transparent) and the debug overlay.
public struct RenderOptions: Sendable, Hashable {
    /// Device pixels per point (1, 2 or 3 in practice). Frames snap to multiples of 1/scale.
    public var scale: CGFloat
    public var background: Color?
    public var debug: DebugMode

    public init(scale: CGFloat = 2, background: Color? = .white, debug: DebugMode = .off) {
        self.scale = scale; self.background = background; self.debug = debug
    }
}
