import CPangoCairo
import Foundation
import LayoutCore

/// One line of a wrapped Pango layout, in points from the top of the layout; `start`/`length` are UTF-8 byte
/// offsets into the laid-out text. `text` and `width` leave out whitespace hanging at a soft wrap (it is
/// neither drawn nor counted, as in TextKit); Pango's own line extents would include it.
struct PangoRawLine {
    var start: Int
    var length: Int
    var text: String
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
    /// `brokeWord` tells whether a soft wrap fell inside a word (a break Pango's line-break rules do not allow,
    /// taken because the word alone did not fit).
    func wrappedLines(_ text: String, _ style: TextStyle, width: CGFloat?, spacing: CGFloat = 0,
                      runs: RunAttributes? = nil) -> (lines: [PangoRawLine], brokeWord: Bool) {
        guard let layout = makeLayout(text, style, spacing: spacing, runs: runs) else { return ([], false) }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if let width, width.isFinite { pango_layout_set_width(layout, Self.units(width)) }
        var lines: [PangoRawLine] = []
        var handles: [UnsafeMutablePointer<PangoLayoutLine>] = []
        guard let iter = pango_layout_get_iter(layout) else { return ([], false) }
        defer { pango_layout_iter_free(iter) }
        let bytes = Array(text.utf8)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = min(Int(line.pointee.start_index), bytes.count)
            let end = min(bytes.count, start + max(0, Int(line.pointee.length)))
            lines.append(PangoRawLine(start: start, length: end - start,
                                      text: String(decoding: bytes[start..<end], as: UTF8.self),
                                      width: Self.points(logical.width),
                                      bottom: Self.points(logical.y) + Self.points(logical.height),
                                      baseline: Self.points(baseline)))
            handles.append(line)
        } while pango_layout_iter_next_line(iter) != 0
        if Self.mayOverflow(text, style, spacing: spacing) {
            for i in lines.indices { lines[i].width = Self.exactWidth(handles[i]) }
        }
        // A line ended by U+2028 LINE SEPARATOR holds it: it ends the line, it is not drawn.
        for i in lines.indices where lines[i].text.hasSuffix("\u{2028}") {
            lines[i].text.removeLast()
            lines[i].width = min(lines[i].width, Self.rangeWidth(handles[i], from: lines[i].start,
                                                                 to: lines[i].start + lines[i].text.utf8.count))
        }
        for i in lines.indices where i + 1 < lines.count && lines[i + 1].start == lines[i].start + lines[i].length {
            guard lines[i].text.last.map(Self.isHanging) == true else { continue }
            var trimmed = lines[i].text
            while let c = trimmed.last, Self.isHanging(c) { trimmed.removeLast() }
            lines[i].width = min(lines[i].width, Self.rangeWidth(handles[i], from: lines[i].start,
                                                                 to: lines[i].start + trimmed.utf8.count))
            lines[i].text = trimmed
        }
        let merged = Self.mergingHangingLines(lines)
        return (merged, Self.breaksInsideWord(layout, merged, bytes))
    }

    /// Whether a soft wrap of `lines` starts at a position that is not a line-break opportunity.
    static func breaksInsideWord(_ layout: OpaquePointer, _ lines: [PangoRawLine], _ bytes: [UInt8]) -> Bool {
        var count: Int32 = 0
        guard lines.count > 1, let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return false }
        // The character offset of each line's start, counted incrementally (lines are in text order; counting
        // from the start for each line made a text with thousands of lines quadratic).
        var byte = 0, offset = 0
        for i in 1..<lines.count where lines[i].start == lines[i - 1].start + lines[i - 1].length {
            let target = min(lines[i].start, bytes.count)
            if target < byte { byte = 0; offset = 0 }
            while byte < target {
                if bytes[byte] & 0xC0 != 0x80 { offset += 1 }  // not a UTF-8 continuation byte: a new scalar
                byte += 1
            }
            guard offset < Int(count) else { continue }
            if attrs[offset].is_line_break == 0 { return true }
        }
        return false
    }

    /// Pango gives whitespace a line of its own when even one space does not fit (widths near 0); TextKit lets
    /// it hang at the end of the previous line. A soft-wrapped line holding only such whitespace is folded into
    /// the line before it, and the lines after it move up by its height.
    static func mergingHangingLines(_ lines: [PangoRawLine]) -> [PangoRawLine] {
        var out: [PangoRawLine] = []
        var shift: CGFloat = 0
        for var line in lines {
            line.baseline -= shift
            line.bottom -= shift
            if let prev = out.last, line.start == prev.start + prev.length, line.length > 0,
               line.text.allSatisfy(isHanging) {
                out[out.count - 1].length += line.length
                shift += line.bottom - prev.bottom
                continue
            }
            out.append(line)
        }
        return out
    }

    /// The total advance of the byte range [from, to) of a line (the sum of its visual x ranges).
    static func rangeWidth(_ line: UnsafeMutablePointer<PangoLayoutLine>, from: Int, to: Int) -> CGFloat {
        guard to > from else { return 0 }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
        guard let ranges else { return 0 }
        defer { g_free(ranges) }
        var total: Int32 = 0
        for i in 0..<Int(count) { total += ranges[2 * i + 1] - ranges[2 * i] }
        return points(total)
    }

    /// Pango measures in 32-bit units of 1/1024 point, so a line wider than about 2,097,151 points overflows
    /// (50,000 words with fixedSize measured 0 wide, 100,000 words 306,868 instead of 4.5 million). Text that
    /// could come near that (every byte a glyph of 4 ems plus the letter spacing) has its lines measured glyph
    /// by glyph in 64 bits instead (`exactWidth`).
    static func mayOverflow(_ text: String, _ style: TextStyle, spacing: CGFloat) -> Bool {
        CGFloat(text.utf8.count) * (usableSize(style.size) * 4 + abs(spacing)) >= 1_000_000
    }

    /// A line's advance: its glyphs' widths (letter spacing included) summed in 64 bits.
    static func exactWidth(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> CGFloat {
        var total: Int64 = 0
        var node = line.pointee.runs
        while let n = node {
            let run = n.pointee.data.assumingMemoryBound(to: PangoLayoutRun.self)
            if let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs {
                for i in 0..<Int(glyphs.pointee.num_glyphs) { total += Int64(infos[i].geometry.width) }
            }
            node = n.pointee.next
        }
        return CGFloat(Double(total) / Double(PANGO_SCALE))
    }

    /// Whitespace that hangs past the wrap width at a soft line break.
    static func isHanging(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }

    /// `text` on one line, shortened with Pango's ellipsis (start/middle/end) to fit `width`.
    /// Returns the displayed string (with "…") and whether Pango had to shorten it.
    func ellipsized(_ text: String, _ style: TextStyle, width: CGFloat, mode: TruncationMode,
                    spacing: CGFloat = 0, runs: RunAttributes? = nil) -> (String, Bool) {
        guard let layout = makeLayout(text, style, spacing: spacing, runs: runs) else { return (text, false) }
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
