import Foundation
import LayoutCore

/// The underlines and strikethroughs of a Text (docs/semantics.md §3.10) as filled rectangles, so the PNG and SVG
/// renderers draw them alike. A line spans each drawn line of text (a run's part of it for a Text made of runs),
/// at the font's position and thickness (`TextDecorationMetrics`), snapped to the device pixel grid: the thickness
/// rounds to whole device pixels (at least one), the top to the nearest pixel edge, both ends like a frame's
/// edges. A patterned line is cut into dashes along it (`TextLineStyle.Pattern.dashes`, in units of the snapped
/// thickness, from the line's left end). Lines in the text's own colour are `inked` (a gradient Text draws them
/// through its gradient, like its glyphs); lines in a colour of their own (`color:`, a run's colour) are `own`.
struct TextDecorationItems {
    let scale: CGFloat
    var inked: [DisplayItem] = []
    var own: [DisplayItem] = []

    init(scale: CGFloat) { self.scale = scale }

    /// The decorations of `layout` drawn in `frame` (snapped), in `color` where neither the line nor its run has
    /// a colour of its own.
    init(_ layout: TextLayout, color: Color, frame: CGRect, scale: CGFloat) {
        self.scale = scale
        guard !layout.decorationMetrics.isEmpty else { return }
        for line in layout.lines {
            let origin = CGPoint(x: frame.minX + line.x, y: frame.minY + line.baseline)
            if layout.runs.isEmpty {
                guard !line.text.isEmpty, let metrics = layout.decorationMetrics.first else { continue }
                add(layout.decoration, metrics, x: origin.x, width: line.width, baseline: origin.y, color: color,
                    runColor: nil)
                continue
            }
            for segment in line.segments where !segment.text.isEmpty && segment.run < layout.runs.count
                && segment.run < layout.decorationMetrics.count {
                let run = layout.runs[segment.run]
                guard run.symbol == nil else { continue }
                add(run.decoration, layout.decorationMetrics[segment.run], x: origin.x + segment.x,
                    width: segment.width, baseline: origin.y, color: color, runColor: run.color)
            }
        }
    }

    private mutating func add(_ decoration: TextDecoration, _ metrics: TextDecorationMetrics, x: CGFloat,
                              width: CGFloat, baseline: CGFloat, color: Color, runColor: Color?) {
        if let u = decoration.underline {
            add(u, top: baseline - metrics.underlinePosition, thickness: metrics.underlineThickness, x: x,
                width: width, color: color, runColor: runColor)
        }
        if let s = decoration.strikethrough {
            add(s, top: baseline - metrics.strikethroughPosition, thickness: metrics.strikethroughThickness, x: x,
                width: width, color: color, runColor: runColor)
        }
    }

    private mutating func add(_ style: TextLineStyle, top: CGFloat, thickness: CGFloat, x: CGFloat, width: CGFloat,
                              color: Color, runColor: Color?) {
        guard scale > 0, width > 0, top.isFinite, thickness.isFinite, x.isFinite, width.isFinite else { return }
        let t = max(1, (thickness * scale).rounded()) / scale
        let y = PixelSnap.snap(top, scale: scale)
        let x0 = PixelSnap.snap(x, scale: scale), x1 = PixelSnap.snap(x + width, scale: scale)
        guard x1 > x0 else { return }
        let rects = Self.dashes(from: x0, to: x1, unit: t, pattern: style.pattern.dashes, scale: scale)
            .map { DisplayItem.fill(.rect(CGRect(x: $0.lowerBound, y: y, width: $0.upperBound - $0.lowerBound,
                                                 height: t)), style.color ?? runColor ?? color) }
        if style.color == nil && runColor == nil { inked += rects } else { own += rects }
    }

    static let maxDashes = 4096

    /// The "on" stretches of a line from `x0` to `x1` with `pattern`'s lengths (on, off, on, ...) times `unit`,
    /// each end snapped; the whole line when the pattern is empty (or would make more than `maxDashes`).
    static func dashes(from x0: CGFloat, to x1: CGFloat, unit: CGFloat, pattern: [CGFloat],
                       scale: CGFloat) -> [Range<CGFloat>] {
        let period = pattern.reduce(0, +) * unit
        // A line of more than `maxDashes` dashes (a pattern along thousands of points) is drawn solid.
        guard !pattern.isEmpty, unit > 0, (x1 - x0) / period * CGFloat(pattern.count / 2) <= CGFloat(maxDashes) else {
            return [x0..<x1]
        }
        var out: [Range<CGFloat>] = []
        var x = x0, i = 0
        while x < x1 - 1e-9 {
            let end = min(x1, PixelSnap.snap(x + pattern[i % pattern.count] * unit, scale: scale))
            if i % 2 == 0, end > x { out.append(x..<end) }
            x = max(end, x + 1 / scale)
            i += 1
        }
        return out
    }
}
