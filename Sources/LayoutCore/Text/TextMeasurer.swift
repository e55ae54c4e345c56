import Foundation

/// What a Text needs measured: the string, its resolved font, and the layout parameters from the environment.
public struct TextRequest: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    /// Wrap width in points; nil = no wrapping (the ideal, one line per paragraph). Never negative.
    public var width: CGFloat?
    /// Height available; nil = unlimited. Lines that would not fit are dropped (at least one line is kept)
    /// and the last kept line is truncated.
    public var height: CGFloat?
    /// At most this many lines (nil = unlimited); the last kept line is truncated if text was cut.
    public var lineLimit: Int?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Device pixels per point: text sizes are rounded up to this grid (docs/semantics.md §9).
    public var scale: CGFloat
    /// `lineSpacing(_:)`: extra space between two lines (not after the last), in points, at least 0.
    public var lineSpacing: CGFloat
    /// Lines whose height is reserved even when the text is shorter: `lineLimit(n, reservesSpace: true)`
    /// and the lower bound of `lineLimit(2...4)` / `lineLimit(2...)`. 0 reserves nothing.
    public var reservedLines: Int
    /// `minimumScaleFactor(_:)`, in (0, 1]: how far the font may shrink to make the text fit (`TextScaling`).
    public var minimumScaleFactor: CGFloat
    /// `tracking(_:)`: extra advance after every character cluster, in points; the one after a line's last
    /// cluster is trailing whitespace (not counted in the line's width).
    public var tracking: CGFloat
    /// `kerning(_:)`: extra advance after every character, in points, the line's last one included.
    public var kerning: CGFloat
    /// `allowsTightening(_:)`: accepted, no effect on layout (docs/semantics.md §3.2).
    public var allowsTightening: Bool
    /// The runs of a Text made of runs (`TextRuns.swift`; `string` is their concatenation and `style` the first
    /// run's); empty for a plain Text, measured in `style` alone.
    public var runs: [TextSpan] = []
    /// A plain Text's `underline`/`strikethrough` (a run's are its span's): drawn, not measured; the measurer
    /// reports the font's line positions for it (`TextDecorationMetrics.attach`).
    public var decoration = TextDecoration()

    public init(string: String, style: TextStyle, width: CGFloat?, height: CGFloat? = nil, lineLimit: Int? = nil,
                truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading, scale: CGFloat = 2,
                lineSpacing: CGFloat = 0, reservedLines: Int = 0, minimumScaleFactor: CGFloat = 1,
                tracking: CGFloat = 0, kerning: CGFloat = 0, allowsTightening: Bool = false) {
        self.string = string; self.style = style; self.width = width; self.height = height
        self.lineLimit = lineLimit; self.truncationMode = truncationMode; self.alignment = alignment; self.scale = scale
        self.lineSpacing = lineSpacing; self.reservedLines = reservedLines
        self.minimumScaleFactor = minimumScaleFactor; self.tracking = tracking; self.kerning = kerning
        self.allowsTightening = allowsTightening
    }

    /// The height of `lines` line boxes of `lineHeight` with `lineSpacing` between them (§3.2:
    /// `lines·lineHeight + (lines−1)·lineSpacing`).
    public func linesHeight(_ lines: Int, lineHeight: CGFloat) -> CGFloat {
        lines <= 0 ? 0 : CGFloat(lines) * lineHeight + CGFloat(lines - 1) * max(0, lineSpacing)
    }

    /// The height the text may fill: the proposed height, raised to the reserved lines' height
    /// (spec §3.2: layoutH is at least lowerLineLimit × lineHeight). nil = unlimited.
    public func usableHeight(lineHeight: CGFloat) -> CGFloat? {
        guard let h = height, h.isFinite else { return nil }
        return max(h, linesHeight(reservedLines, lineHeight: lineHeight))
    }

    /// The extra advance per character cluster when drawing (tracking and kerning together).
    public var letterSpacing: CGFloat { tracking + kerning }

    /// Hashes what tells requests apart in practice (the string, the font size and the proposal); equal
    /// requests still compare every field. Measurement caches hash a request at every look-up, and hashing
    /// all fifteen fields cost more than the look-up itself.
    public func hash(into h: inout Hasher) {
        h.combine(string)
        h.combine(style.size)
        h.combine(width)
        h.combine(height)
    }
}

/// One laid-out line, in the coordinates of the text's own box (origin top-left).
public struct TextLine: Hashable, Sendable {
    /// The characters drawn on this line (with an ellipsis where truncated).
    public var text: String
    /// Left edge of the line inside the box (moved by `multilineTextAlignment`).
    public var x: CGFloat
    /// Baseline of the line, from the top of the box.
    public var baseline: CGFloat
    /// Advance width of the line.
    public var width: CGFloat
    /// The runs on this line, left to right, for a Text made of runs; empty for a plain Text.
    public var segments: [TextSegment]

    public init(text: String, x: CGFloat, baseline: CGFloat, width: CGFloat, segments: [TextSegment] = []) {
        self.text = text; self.x = x; self.baseline = baseline; self.width = width; self.segments = segments
    }
}

/// The measured result of a `TextRequest`. Renderers draw `lines` as they are: text is never measured twice.
public struct TextLayout: Hashable, Sendable {
    /// The reported size, rounded up to the pixel grid.
    public var size: CGSize
    public var lines: [TextLine]
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    /// Font vertical metrics of the style (unrounded): for spacing rules.
    public var ascent: CGFloat
    public var descent: CGFloat
    /// The font's cap height and line gap (unrounded), for Text's spacing preferences (§5.3).
    public var capHeight: CGFloat
    public var leading: CGFloat
    /// The factor `minimumScaleFactor` applied (1 = the font's own size): lines are drawn at
    /// `style.size × fontScale`.
    public var fontScale: CGFloat
    /// Extra advance after each character cluster when drawing (tracking + kerning, already scaled).
    public var letterSpacing: CGFloat
    /// The runs as measured (`fontScale` already applied), which `TextLine.segments` index; empty for a plain
    /// Text.
    public var runs: [TextSpan] = []
    /// A plain Text's decorations (a run's are in `runs`), as requested.
    public var decoration = TextDecoration()
    /// Where the decorations are drawn (`TextDecorationMetrics.attach`): one entry for a decorated plain Text, one
    /// per run when a run is decorated, else none.
    public var decorationMetrics: [TextDecorationMetrics] = []

    public init(size: CGSize, lines: [TextLine], firstBaseline: CGFloat, lastBaseline: CGFloat,
                ascent: CGFloat, descent: CGFloat, capHeight: CGFloat = 0, leading: CGFloat = 0,
                fontScale: CGFloat = 1, letterSpacing: CGFloat = 0) {
        self.size = size; self.lines = lines; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.ascent = ascent; self.descent = descent; self.capHeight = capHeight; self.leading = leading
        self.fontScale = fontScale; self.letterSpacing = letterSpacing
    }
}

/// The seam between the layout core and a font engine. Implementations must be pure functions of the request
/// (the engine memoises per request).
public protocol TextMeasurer: Sendable {
    func measure(_ request: TextRequest) -> TextLayout
}

/// Rounding helpers shared by measurers (docs/semantics.md §9).
public enum PixelGrid {
    /// `v` rounded up to a multiple of 1/scale (with a tiny tolerance so 20.0000001 stays 20).
    public static func ceil(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, v.isFinite else { return v }
        return (v * scale - 1e-6).rounded(.up) / scale
    }

    /// `v` rounded to the nearest multiple of 1/scale, halves up (with a tiny tolerance, so a value a hair
    /// below a half pixel from floating-point noise, like 0.2499999999 at @2x, still rounds up).
    @inlinable  // the display list snaps every frame's four edges with it
    public static func round(_ v: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, v.isFinite else { return v }
        return (v * scale + 0.5 + 1e-9).rounded(.down) / scale
    }
}
