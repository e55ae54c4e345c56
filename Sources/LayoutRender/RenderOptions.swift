import Foundation
import LayoutCore

/// What `--debug` adds on top of the content: nothing, a 1-device-pixel border around every node's snapped frame
/// (coloured by depth), or borders plus a small "kind WxH" label per node.
public enum DebugMode: Sendable, Hashable {
    case off, borders, labels
}

/// How a `LayoutResult` is turned into a `DisplayList`: the canvas background (nil = transparent; a system colour such as
/// `SystemColor.systemBackground.color` adapts to the scheme), the debug overlay, the colour scheme every
/// system colour resolves in, an empty margin (points, rounded to the pixel grid) around the canvas, and how an
/// SVG carries its text (`SVGTextMode`; PNG ignores it).
/// There is no scale here: frames snap to the grid of the scale the layout was made at (`LayoutResult.scale`),
/// so a layout cannot be drawn at another scale than the one its text was rounded to.
public struct RenderOptions: Sendable, Hashable {
    public var background: Color?
    public var debug: DebugMode
    public var colorScheme: ColorScheme
    public var margin: CGFloat
    public var textMode: SVGTextMode
    /// SVG only: add an invisible group per laid-out node with its id, path, kind, frame and a `<title>`
    /// (`SVGNodeGroups`; `render --node-groups`).
    public var nodeGroups: Bool = false

    public init(background: Color? = .white, debug: DebugMode = .off, colorScheme: ColorScheme = .light,
                margin: CGFloat = 0, textMode: SVGTextMode = .embed) {
        self.background = background; self.debug = debug
        self.colorScheme = colorScheme; self.margin = margin; self.textMode = textMode
    }
}
