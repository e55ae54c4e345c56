import CPangoCairo
import Foundation
import LayoutCore

/// One line of a wrapped Pango layout, in points from the top of the layout; `start`/`length` are UTF-8 byte
/// offsets into the laid-out text.
struct PangoRawLine {
    var start: Int
    var length: Int
    var width: CGFloat
    var bottom: CGFloat
    var baseline: CGFloat
}

extension PangoEngine {
    /// Pango layout units for a width in points, rounded up so that a line exactly as wide as `w` still fits;
    /// at least 1 unit (a zero width means "as narrow as possible": one grapheme per line).
    static func units(_ w: CGFloat) -> Int32 {
        let u = (Double(w) * Double(PANGO_SCALE)).rounded(.up)
        return Int32(max(1, min(u, Double(Int32.max / 2))))
    }

    /// Lays `text` out wrapped at `width` (PANGO_WRAP_WORD_CHAR: at word boundaries, inside a word only when the
    /// word alone does not fit; nil = no wrapping, one line per paragraph) and returns every line.
    func wrappedLines(_ text: String, _ style: TextStyle, width: CGFloat?) -> [PangoRawLine] {
        guard let layout = makeLayout(text, style) else { return [] }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let width, width.isFinite { pango_layout_set_width(layout, Self.units(width)) }
        var lines: [PangoRawLine] = []
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            lines.append(PangoRawLine(start: Int(line.pointee.start_index), length: Int(line.pointee.length),
                                      width: Self.points(logical.width),
                                      bottom: Self.points(logical.y) + Self.points(logical.height),
                                      baseline: Self.points(baseline)))
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// `text` on one line, shortened with Pango's ellipsis (start/middle/end) to fit `width`.
    /// Returns the displayed string (with "…") and whether Pango had to shorten it.
    func ellipsized(_ text: String, _ style: TextStyle, width: CGFloat, mode: TruncationMode) -> (String, Bool) {
        guard let layout = makeLayout(text, style) else { return (text, false) }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Self.units(width))
        switch mode {
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return (text, false) }
        let bytes = Array(text.utf8)
        let lineStart = Int(line.pointee.start_index)
        let lineEnd = min(bytes.count, lineStart + Int(line.pointee.length))
        var node = line.pointee.runs
        while let n = node {
            let run = n.pointee.data.assumingMemoryBound(to: PangoLayoutRun.self)
            if lv_run_is_ellipsis(run) != 0, let item = run.pointee.item {
                let from = max(lineStart, min(lineEnd, Int(item.pointee.offset)))
                let to = max(from, min(lineEnd, from + Int(item.pointee.length)))
                let shown = String(decoding: bytes[lineStart..<from], as: UTF8.self) + "…"
                    + String(decoding: bytes[to..<lineEnd], as: UTF8.self)
                return (shown, true)
            }
            node = n.pointee.next
        }
        return (String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self), false)
    }
}
