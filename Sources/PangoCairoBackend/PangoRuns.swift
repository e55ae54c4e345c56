import CPangoCairo
import Foundation
import LayoutCore

/// The runs of a Text made of runs as Pango attributes over one text (docs/semantics.md §3.8): each run's
/// byte range gets its font, its letter spacing (tracking + kerning, including the configuration's tracking that
/// `measureRunsOnce` adds to each run: SF Pro's table at the run's own size) and,
/// for `monospacedDigit()`, tabular digits; an inline image's U+FFFC gets a shape attribute reserving a square
/// of the run's cap height on the baseline (pango_attr_shape_new), so Pango breaks and truncates lines across
/// runs in one paragraph.
struct RunAttributes {
    var runs: [TextSpan]
    /// The byte range of each run in the laid-out text (runs cut off by truncation have empty ranges).
    var ranges: [Range<Int>]

    init(_ runs: [TextSpan]) {
        self.runs = runs
        ranges = TextSpan.byteRanges(runs)
    }

    /// The run at byte `offset` (the last run for offsets past the end).
    func run(at offset: Int) -> Int {
        ranges.firstIndex { $0.contains(offset) } ?? ranges.lastIndex { !$0.isEmpty } ?? 0
    }

    /// The ranges from byte `start` on, counted from `start` (the text's suffix).
    func suffix(from start: Int) -> RunAttributes {
        var out = self
        out.ranges = ranges.map { r in max(0, r.lowerBound - start)..<max(0, r.upperBound - start) }
        return out
    }

    /// The ranges for `shown`, which is `text` with one byte range replaced (an ellipsis inserted, text cut):
    /// the common prefix and suffix keep their runs; what was inserted takes the run of the byte before it.
    func mapped(from text: String, to shown: String) -> RunAttributes {
        let a = Array(text.utf8), b = Array(shown.utf8)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        // Back to a character boundary.
        while prefix > 0, prefix < b.count, b[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0, b.count - suffix < b.count, b[b.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        let inserted = run(at: prefix > 0 ? prefix - 1 : a.count - suffix)
        let insertedEnd = b.count - suffix
        // A run boundary's new place: before the change it stays, after it it moves with the suffix, inside
        // the replaced bytes it goes to the start of the insertion (runs up to `inserted`) or its end.
        func place(_ o: Int, run i: Int) -> Int {
            if o < prefix { return o }
            if o >= a.count - suffix && o > prefix { return o + b.count - a.count }
            return i <= inserted ? prefix : insertedEnd
        }
        var out = self
        out.ranges = ranges.enumerated().map { i, r in
            var lo = place(r.lowerBound, run: i), hi = max(lo, place(r.upperBound, run: i))
            if i == inserted { lo = min(lo, prefix); hi = max(hi, insertedEnd) }
            return lo..<hi
        }
        return out
    }
}

extension PangoEngine {
    /// Adds the runs' attributes to `list` (after the Text's own, so they win).
    func insert(_ runs: RunAttributes, into list: OpaquePointer) {
        // Neighbouring text runs that look the same are one range: an attribute boundary splits Pango's shaping
        // (no kerning across it), which a run boundary alone must not do.
        var merged: [(span: TextSpan, range: Range<Int>)] = []
        for (span, range) in zip(runs.runs, runs.ranges) where !range.isEmpty {
            if let last = merged.last, last.span.symbol == nil, span.symbol == nil, last.span.style == span.style,
               last.span.letterSpacing == span.letterSpacing, last.range.upperBound == range.lowerBound {
                merged[merged.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                merged.append((span, range))
            }
        }
        for (span, range) in merged {
            func add(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = UInt32(range.lowerBound)
                attr.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attr)
            }
            if let d = description(span.style) { add(pango_attr_font_desc_new(d)) }
            let spacing = span.letterSpacing
            add(pango_attr_letter_spacing_new(spacing.isFinite
                ? Int32(max(-1e6, min(1e6, (spacing * CGFloat(PANGO_SCALE)).rounded()))) : 0))
            if span.style.monospacedDigit { add(pango_attr_font_features_new("calt 0, tnum 1")) }
            if span.symbol != nil {
                let side = Int32((symbolSide(span) * CGFloat(PANGO_SCALE)).rounded())
                var rect = PangoRectangle(x: 0, y: -side, width: side, height: side)
                add(pango_attr_shape_new(&rect, &rect))
            }
        }
    }

    /// The side of an inline image's square: the cap height of its run's font (docs/semantics.md §3.8).
    func symbolSide(_ span: TextSpan) -> CGFloat { verticalMetrics(span.style).capHeight }

    /// `measureOnce` for a Text made of runs: the same steps over one attributed paragraph, with each line's
    /// ascent and descent the largest of the runs on it (an inline image rises its cap height, descends 0) and
    /// each line's runs as segments.
    func measureRunsOnce(_ r: TextRequest) -> (layout: TextLayout, fits: Bool) {
        // The configuration's tracking (SF Pro's table on the default design), as for a plain Text: whether the
        // Text is tracked is decided once for its whole string (`FontConfiguration.tracking(_:text:)`), and each
        // run then takes the table's value at its own size and design, added to its tracking and recorded in the
        // layout's runs, so every segment is drawn with what was measured.
        let spans = r.runs.map { span in
            var s = span
            s.tracking += config.tracking(span.style, text: r.string)
            return s
        }
        let attributes = RunAttributes(spans)
        let style = spans.map(\.style).max { $0.size < $1.size } ?? r.style
        let text = r.string.contains("\0") ? r.string.replacingOccurrences(of: "\0", with: "\u{FFFD}") : r.string
        let width = r.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let trailing = spans.last?.kerning ?? 0
        let wrapWidth = width.map { max(0, $0 - trailing) }
        var (raw, brokeWord) = wrappedLines(text, style, width: wrapWidth, runs: attributes)
        // As in `measureOnce`: Pango fits a line before taking the half letter spacing off its ends, so with a
        // negative spacing a line can come out too wide: wrap again narrower by the most negative run's spacing.
        let leastSpacing = spans.filter { $0.symbol == nil }.map(\.letterSpacing).min() ?? 0
        if let w = wrapWidth, leastSpacing < 0, (raw.map(\.width).max() ?? 0) > w + 1e-9 {
            (raw, brokeWord) = wrappedLines(text, style, width: max(0, w + leastSpacing), runs: attributes)
        }
        if raw.isEmpty { raw = [PangoRawLine(start: 0, length: 0, text: "", width: 0, bottom: 0, baseline: 0)] }
        func extent(of line: PangoRawLine) -> (ascent: CGFloat, descent: CGFloat) {
            var a: CGFloat = 0, d: CGFloat = 0
            let end = max(line.start + line.length, line.start + 1)
            for (span, range) in zip(attributes.runs, attributes.ranges)
            where range.lowerBound < end && range.upperBound > line.start || attributes.runs.count == 1 {
                if span.symbol != nil { a = max(a, symbolSide(span)); continue }
                let m = verticalMetrics(span.style)
                a = max(a, m.ascent); d = max(d, m.descent)
            }
            return (a, d)
        }
        let gap = max(0, r.lineSpacing)
        var top: CGFloat = 0
        for i in raw.indices {
            let (a, d) = extent(of: raw[i])
            raw[i].baseline = top + a
            raw[i].bottom = top + a + d
            top = raw[i].bottom + gap
        }
        let firstHeight = raw[0].bottom
        var keep = raw.count
        if let limit = r.lineLimit { keep = min(keep, max(1, limit)) }
        if let h = r.usableHeight(lineHeight: firstHeight) {
            keep = min(keep, max(1, raw.prefix(keep).filter { $0.bottom <= h + 1e-6 }.count))
        }
        let bytes = Array(text.utf8)
        func counted(_ w: CGFloat, _ s: String) -> CGFloat { max(0, s.isEmpty ? w : w + trailing) }
        var lines: [(text: String, width: CGFloat, runs: RunAttributes)] = raw.prefix(keep).map { l in
            (l.text, counted(l.width, l.text), attributes.suffix(from: l.start))
        }
        if keep < raw.count, let last = lines.popLast() {
            let start = min(raw[keep - 1].start, bytes.count)
            // Paragraph breaks become spaces byte for byte, so the runs' ranges stay.
            let rest = String(decoding: bytes[start...].map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
            let restRuns = attributes.suffix(from: start)
            let ellipsis = naturalWidth("…", style) + trailing
            let limit = width ?? (last.width + ellipsis)
            let shown = truncate(rest, style, width: max(0, limit - trailing), mode: r.truncationMode, spacing: 0,
                                 runs: restRuns)
            let shownRuns = restRuns.mapped(from: rest, to: shown)
            lines.append((shown, min(counted(naturalWidth(shown, style, runs: shownRuns), shown), max(limit, ellipsis)),
                          shownRuns))
        }
        let boxW = PixelGrid.ceil(lines.map(\.width).max() ?? 0, scale: r.scale)
        let rows = max(keep, r.reservedLines)
        let bottom = raw[keep - 1].bottom + CGFloat(rows - keep) * (firstHeight + gap)
        let factor: CGFloat = r.alignment == .leading ? 0 : (r.alignment == .center ? 0.5 : 1)
        let textLines = lines.enumerated().map { i, l in
            TextLine(text: l.text, x: (boxW - l.width) * factor, baseline: raw[i].baseline, width: l.width,
                     segments: segments(l.text, style, l.runs))
        }
        let first = PixelGrid.round(raw[0].baseline, scale: r.scale)
        let lastBaseline = PixelGrid.ceil(first + raw[keep - 1].baseline - raw[0].baseline, scale: r.scale)
        let metrics = verticalMetrics(style)
        var layout = TextLayout(size: CGSize(width: boxW, height: PixelGrid.ceil(bottom, scale: r.scale)),
                                lines: textLines, firstBaseline: first, lastBaseline: lastBaseline,
                                ascent: metrics.ascent, descent: metrics.descent, capHeight: metrics.capHeight,
                                leading: metrics.leading, letterSpacing: r.letterSpacing)
        layout.runs = spans
        return (layout, keep == raw.count && !brokeWord)
    }

    /// The runs of one line (`text`, laid out alone with `runs`' attributes): each run's characters, left
    /// edge and advance.
    private func segments(_ text: String, _ style: TextStyle, _ runs: RunAttributes) -> [TextSegment] {
        guard !text.isEmpty, let layout = makeLayout(text, style, runs: runs) else { return [] }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
        let bytes = Array(text.utf8)
        var out: [TextSegment] = []
        for (i, range) in runs.ranges.enumerated() {
            let lo = min(range.lowerBound, bytes.count), hi = min(range.upperBound, bytes.count)
            guard hi > lo else { continue }
            var x: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(lo), 0, &x)
            out.append(TextSegment(text: String(decoding: bytes[lo..<hi], as: UTF8.self), x: Self.points(x),
                                   width: Self.rangeWidth(line, from: lo, to: hi), run: i))
        }
        return out
    }
}
