import Foundation
import LayoutCore

/// What `--debug` adds on top of the content: nothing, a 1-device-pixel border around every node's snapped frame
/// (coloured by depth), or borders plus a small "kind WxH" label per node.
public enum DebugMode: Sendable, Hashable {
    case off, borders, labels
}

/// How a `LayoutResult` is turned into a `DisplayList`: the device pixel grid frames are snapped to
/// (docs/semantics.md §9), the canvas background (nil = transparent; a system colour such as
/// `SystemColor.systemBackground.color` adapts to the scheme), the debug overlay, the colour scheme every
/// system colour resolves in, and an empty margin (points, rounded to the pixel grid) around the canvas.
public struct RenderOptions: Sendable, Hashable {
    /// Device pixels per point (1, 2 or 3 in practice). Frames snap to multiples of 1/scale.
    public var scale: CGFloat
    public var background: Color?
    public var debug: DebugMode
    public var colorScheme: ColorScheme
    public var margin: CGFloat

    public init(scale: CGFloat = 2, background: Color? = .white, debug: DebugMode = .off,
                colorScheme: ColorScheme = .light, margin: CGFloat = 0) {
        self.scale = scale; self.background = background; self.debug = debug
        self.colorScheme = colorScheme; self.margin = margin
    }
}
