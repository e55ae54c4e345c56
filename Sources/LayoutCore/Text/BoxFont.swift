import Foundation

/// A deterministic measurer for tests: every character (spaces included) is `advance` em wide, ascent 0.8 em,
/// descent 0.2 em, cap height 0.7 em, no line gap, line height 1 em (decoration lines: `decorationMetrics`). It wraps like Pango's word-char mode: at spaces, and inside a word only
/// when the word alone does not fit. Truncated lines end in "…" (one character wide).
/// Text options (docs/semantics.md §3.2): `lineSpacing` goes between lines; `reservedLines` raises the height
/// (and the usable height) to that many lines; tracking adds after every character but the line's last,
/// kerning after every character; `minimumScaleFactor` through `TextScaling`; `monospacedDigit` and
/// `allowsTightening` change nothing (every character is already one advance wide).
public struct BoxFont: TextMeasurer {
    public var advance: CGFloat

    public init(advance: CGFloat = 0.5) { self.advance = advance }

    public func measure(_ r: TextRequest) -> TextLayout {
        TextDecorationMetrics.attach(to: TextScaling.fit(r) { measureOnce($0) }, of: r, Self.decorationMetrics)
    }

    /// The box font's lines: an underline 0.05 em thick whose top is 0.1 em below the baseline, a strikethrough
    /// as thick centred at half the cap height.
    static func decorationMetrics(_ style: TextStyle) -> TextDecorationMetrics {
        let em = style.size
        return TextDecorationMetrics(underlinePosition: -0.1 * em, underlineThickness: 0.05 * em,
                                     strikethroughPosition: 0.375 * em, strikethroughThickness: 0.05 * em)
    }

    /// One layout at the request's own size, and whether the text fit (nothing cut, no word broken).
    func measureOnce(_ r: TextRequest) -> (layout: TextLayout, fits: Bool) {
        if !r.runs.isEmpty { return measureRunsOnce(r) }
        let em = r.style.size
        let charW = em * advance
        let ascent = em * 0.8
        let descent = em * 0.2
        let lineH = em
        let gap = max(0, r.lineSpacing)
        // n characters are n·pitch − tracking wide (the last character's tracking hangs).
        let pitch = charW + r.tracking + r.kerning
        func lineWidth(_ n: Int) -> CGFloat { n == 0 ? 0 : max(0, CGFloat(n) * pitch - r.tracking) }
        let maxChars: Int? = r.width.map { w in
            guard w.isFinite, pitch > 1e-9 else { return Int.max }
            let n = ((w + r.tracking) / pitch + 1e-9).rounded(.down)
            return n >= Double(Int.max / 2) ? Int.max : max(1, Int(n))
        }

        // 1. Break every paragraph into lines of characters.
        var lines: [[Character]] = []
        var brokeWord = false
        for paragraph in r.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let (wrapped, broke) = Self.wrap(Array(paragraph), maxChars: maxChars)
            lines += wrapped
            brokeWord = brokeWord || broke
        }
        // 2. Keep what fits the line limit and the height (at least one line).
        var keep = lines.count
        if let limit = r.lineLimit { keep = min(keep, max(1, limit)) }
        if let h = r.usableHeight(lineHeight: lineH) {
            let fitting = (1...max(1, keep)).last { r.linesHeight($0, lineHeight: lineH) <= h + 1e-9 } ?? 1
            keep = min(keep, fitting)
        }
        var kept = Array(lines.prefix(keep))
        if keep < lines.count, var last = kept.popLast() {
            // The cut text continues the last kept line; truncate it to the width with an ellipsis.
            let rest: [Character] = lines[keep...].flatMap { line -> [Character] in [" "] + line }
            last = Self.truncate(last + rest, maxChars: maxChars ?? last.count + 1, mode: r.truncationMode)
            kept.append(last)
        }
        // 3. Measure and place.
        let widths = kept.map { lineWidth($0.count) }
        let boxW = PixelGrid.ceil(widths.max() ?? 0, scale: r.scale)
        let rows = max(kept.count, r.reservedLines, 1)
        let height = PixelGrid.ceil(r.linesHeight(rows, lineHeight: lineH), scale: r.scale)
        let factor: CGFloat = r.alignment == .leading ? 0 : (r.alignment == .center ? 0.5 : 1)
        let textLines = kept.enumerated().map { i, chars in
            TextLine(text: String(chars), x: (boxW - widths[i]) * factor,
                     baseline: CGFloat(i) * (lineH + gap) + ascent, width: widths[i])
        }
        let first = PixelGrid.round(ascent, scale: r.scale)
        let last = PixelGrid.ceil(first + CGFloat(max(kept.count, 1) - 1) * (lineH + gap), scale: r.scale)
        let layout = TextLayout(size: CGSize(width: boxW, height: height), lines: textLines,
                                firstBaseline: first, lastBaseline: last, ascent: ascent, descent: descent,
                                capHeight: em * 0.7, leading: 0, letterSpacing: r.letterSpacing)
        return (layout, keep == lines.count && !brokeWord)
    }

    /// The lines of one paragraph, and whether a word had to be broken between characters.
    static func wrap(_ chars: [Character], maxChars: Int?) -> ([[Character]], Bool) {
        guard let maxChars, chars.count > maxChars else { return ([chars], false) }
        var lines: [[Character]] = []
        var broke = false
        var line: [Character] = []
        var i = 0
        while i < chars.count {
            // Next word (without its trailing space).
            var j = i
            while j < chars.count, chars[j] != " " { j += 1 }
            let word = Array(chars[i..<j])
            let needed = line.isEmpty ? word.count : line.count + 1 + word.count
            if needed <= maxChars {
                line = line.isEmpty ? word : line + [" "] + word
            } else if word.count <= maxChars {
                lines.append(line)
                line = word
            } else {
                // Over-long word: fill the current line character by character, then continue.
                broke = true
                var rest = word[...]
                if !line.isEmpty {
                    let room = maxChars - line.count - 1
                    if room > 0 { line += [" "] + rest.prefix(room); rest = rest.dropFirst(room) }
                    lines.append(line)
                    line = []
                }
                while rest.count > maxChars { lines.append(Array(rest.prefix(maxChars))); rest = rest.dropFirst(maxChars) }
                line = Array(rest)
            }
            i = j
            while i < chars.count, chars[i] == " " { i += 1 }
        }
        lines.append(line)
        return (lines, broke)
    }

    static func truncate(_ chars: [Character], maxChars: Int, mode: TruncationMode) -> [Character] {
        let room = max(0, maxChars - 1)
        switch mode {
        case .tail: return Array(chars.prefix(room)) + ["…"]
        case .head: return ["…"] + Array(chars.suffix(room))
        case .middle:
            let head = (room + 1) / 2
            return Array(chars.prefix(head)) + ["…"] + Array(chars.suffix(room - head))
        }
    }
}
