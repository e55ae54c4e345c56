import Foundation

/// `BoxFont` for a Text made of runs (docs/semantics.md §3.8), the same rules as a plain Text with widths
/// summed per character: a character is `advance` em of its run's font wide plus the run's tracking and
/// kerning (tracking hangs after a line's last character); an inline image is a square of its run's cap height
/// (0.7 em), without letter spacing. Lines wrap at spaces (inside a word only when the word alone does not
/// fit), across runs; each line is as tall as its tallest run (1 em, baseline at 0.8 em of that run); the
/// truncated line's "…" is in the run of the character before it.
extension BoxFont {
    struct Glyph {
        var character: Character
        var run: Int
        var pitch: CGFloat
        var tracking: CGFloat
    }

    func measureRunsOnce(_ r: TextRequest) -> (layout: TextLayout, fits: Bool) {
        let runs = r.runs
        func glyph(_ c: Character, _ run: Int) -> Glyph {
            let span = runs[run]
            if span.symbol != nil { return Glyph(character: c, run: run, pitch: span.style.size * 0.7, tracking: 0) }
            return Glyph(character: c, run: run, pitch: span.style.size * advance + span.tracking + span.kerning,
                         tracking: span.tracking)
        }
        var all: [Glyph] = []
        for (i, span) in runs.enumerated() { all += span.string.map { glyph($0, i) } }
        func width(_ g: ArraySlice<Glyph>) -> CGFloat {
            guard let last = g.last else { return 0 }
            return max(0, g.reduce(0) { $0 + $1.pitch } - last.tracking)
        }
        let limit = r.width.flatMap { $0.isFinite ? $0 + 1e-9 : nil }
        // 1. Lines: paragraphs at "\n", wrapped at the width.
        var lines: [[Glyph]] = []
        var brokeWord = false
        var paragraph: [Glyph] = []
        func flush() {
            let (wrapped, broke) = Self.wrapGlyphs(paragraph, limit: limit, width: width)
            lines += wrapped; brokeWord = brokeWord || broke; paragraph = []
        }
        for g in all { if g.character == "\n" { flush() } else { paragraph.append(g) } }
        flush()
        // 2. Line heights (the tallest run on the line) and what fits the line limit and the height.
        let gap = max(0, r.lineSpacing)
        func em(_ line: [Glyph]) -> CGFloat { line.map { runs[$0.run].style.size }.max() ?? r.style.size }
        var keep = lines.count
        if let n = r.lineLimit { keep = min(keep, max(1, n)) }
        if let h = r.usableHeight(lineHeight: em(lines[0])) {
            var bottom: CGFloat = 0, fitting = 0
            for (i, line) in lines.prefix(keep).enumerated() {
                bottom += em(line) + (i > 0 ? gap : 0)
                if bottom <= h + 1e-9 { fitting = i + 1 } else { break }
            }
            keep = min(keep, max(1, fitting))
        }
        var kept = Array(lines.prefix(keep))
        if keep < lines.count, let last = kept.popLast() {
            // The cut lines continue the last kept one, each after a space in the run before it.
            var rest: [Glyph] = []
            for line in lines[keep...] { rest += [glyph(" ", (rest.last ?? last.last)?.run ?? 0)] + line }
            kept.append(truncated(last + rest, limit: limit ?? .infinity, mode: r.truncationMode, glyph: glyph,
                                  width: width))
        }
        // 3. Place.
        let widths = kept.map { width($0[...]) }
        let boxW = PixelGrid.ceil(widths.max() ?? 0, scale: r.scale)
        let factor: CGFloat = r.alignment == .leading ? 0 : (r.alignment == .center ? 0.5 : 1)
        var top: CGFloat = 0
        var textLines: [TextLine] = []
        for (i, line) in kept.enumerated() {
            let lineEm = em(line)
            var segments: [TextSegment] = []
            var x: CGFloat = 0
            for (j, g) in line.enumerated() {
                let w = j == line.count - 1 ? max(0, g.pitch - g.tracking) : g.pitch
                if let s = segments.last, s.run == g.run, runs[g.run].symbol == nil {
                    segments[segments.count - 1].text.append(g.character)
                    segments[segments.count - 1].width += w
                } else {
                    segments.append(TextSegment(text: String(g.character), x: x, width: w, run: g.run))
                }
                x += g.pitch
            }
            textLines.append(TextLine(text: String(line.map(\.character)), x: (boxW - widths[i]) * factor,
                                      baseline: top + lineEm * 0.8, width: widths[i], segments: segments))
            top += lineEm + gap
        }
        let extra = max(0, r.reservedLines - kept.count)
        let bottom = top - gap + CGFloat(extra) * (r.style.size + gap)
        let first = PixelGrid.round(textLines.first?.baseline ?? 0, scale: r.scale)
        let lastBaseline = PixelGrid.ceil(first + (textLines.last?.baseline ?? 0) - (textLines.first?.baseline ?? 0),
                                          scale: r.scale)
        let tallest = runs.map(\.style.size).max() ?? r.style.size
        var layout = TextLayout(size: CGSize(width: boxW, height: PixelGrid.ceil(bottom, scale: r.scale)),
                                lines: textLines,
                                firstBaseline: first, lastBaseline: lastBaseline, ascent: tallest * 0.8,
                                descent: tallest * 0.2, capHeight: tallest * 0.7, leading: 0,
                                letterSpacing: r.letterSpacing)
        layout.runs = runs
        return (layout, keep == lines.count && !brokeWord)
    }

    /// One paragraph's lines, wrapped at `limit` (nil: no wrapping), and whether a word was broken.
    static func wrapGlyphs(_ glyphs: [Glyph], limit: CGFloat?, width: (ArraySlice<Glyph>) -> CGFloat)
        -> ([[Glyph]], Bool) {
        guard let limit, width(glyphs[...]) > limit else { return ([glyphs], false) }
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var broke = false
        var i = 0
        while i < glyphs.count {
            var j = i
            while j < glyphs.count, glyphs[j].character != " " { j += 1 }
            let word = Array(glyphs[i..<j])
            let space = i > 0 ? [glyphs[i - 1]] : []
            if line.isEmpty ? width(word[...]) <= limit : width((line + space + word)[...]) <= limit {
                line = line.isEmpty ? word : line + space + word
            } else if width(word[...]) <= limit {
                lines.append(line)
                line = word
            } else {
                // An over-long word: as many characters per line as fit (at least one).
                broke = true
                if !line.isEmpty { lines.append(line); line = [] }
                for g in word {
                    if !line.isEmpty, width((line + [g])[...]) > limit { lines.append(line); line = [] }
                    line.append(g)
                }
            }
            i = j
            while i < glyphs.count, glyphs[i].character == " " { i += 1 }
        }
        lines.append(line)
        return (lines, broke)
    }

    /// `glyphs` shortened with "…" to fit `limit`, at the tail, head or middle.
    func truncated(_ glyphs: [Glyph], limit: CGFloat, mode: TruncationMode, glyph: (Character, Int) -> Glyph,
                   width: (ArraySlice<Glyph>) -> CGFloat) -> [Glyph] {
        func ellipsis(after run: Int?) -> Glyph { glyph("…", run ?? glyphs.first?.run ?? 0) }
        var head = mode == .head ? 0 : glyphs.count
        var tail = mode == .tail ? 0 : glyphs.count
        if mode == .middle { head = (glyphs.count + 1) / 2; tail = glyphs.count - head }
        func candidate() -> [Glyph] {
            let h = Array(glyphs.prefix(head)), t = Array(glyphs.suffix(tail))
            return h + [ellipsis(after: h.last?.run ?? t.first?.run)] + t
        }
        while head + tail > 0, width(candidate()[...]) > limit {
            if mode == .tail || (mode == .middle && head > tail) { head -= 1 } else { tail -= 1 }
        }
        return candidate()
    }
}
