import CPangoCairo
import Foundation
import LayoutCore

/// `TextRequest` -> `TextLayout` with Pango, mirroring `BoxFont`'s semantics (docs/semantics.md §3.2):
/// 1. wrap at `width` (PANGO_WRAP_WORD_CHAR; nil = no wrap; 0 = narrowest, one grapheme per line), no hyphens;
/// 2. keep the lines that fit `height` and `lineLimit` (at least one);
/// 3. when lines were cut, the last kept line is rebuilt from its first character to the end of the text
///    (paragraph breaks become spaces) and shortened to the width with Pango's ellipsis at the head, middle or
///    tail. So `.head`/`.middle` on several lines keep the first lines as they wrap and put the ellipsis inside
///    the last line (Pango cannot ellipsize the start or middle of a multi-line layout). Without a width, the
///    last line may grow by one ellipsis. If the text was cut but the rest fits, "…" is appended (prepended
///    for `.head`);
/// 4. whitespace hanging at a soft wrap is not drawn nor counted in the line width;
/// 5. size = (widest line, bottom of the last kept line), each rounded up to 1/scale; `alignment` moves each
///    line inside that box; first baseline rounded to the nearest pixel, last baseline = first + distance
///    between the first and last line baselines, rounded up (spec §3.2).
///
/// Text options (docs/semantics.md §3.2): `lineSpacing` moves line i down by i × lineSpacing; `reservedLines`
/// raises the usable height and the reported height to that many lines; tracking and kerning are Pango letter
/// spacing (between clusters), kerning also counting once more after each line's last cluster;
/// `minimumScaleFactor` through `TextScaling`, with "fits" = no line cut and no word broken.
extension PangoEngine {
    func measure(_ r: TextRequest) -> TextLayout {
        TextDecorationMetrics.attach(to: TextScaling.fit(r) { measureOnce($0) }, of: r) { decorationMetrics($0) }
    }

    private func measureOnce(_ r: TextRequest) -> (layout: TextLayout, fits: Bool) {
        if !r.runs.isEmpty { return measureRunsOnce(r) }
        let style = r.style
        let metrics = verticalMetrics(style)
        // The configuration's tracking (SF Pro's table on the default design) joins the Text's own, decided
        // once for the whole text (`FontConfiguration.tracking(_:text:)`) and recorded in the layout, so every
        // line is drawn with what was measured.
        let spacing = r.letterSpacing + config.tracking(style, text: r.string)
        // Pango stops at NUL bytes: show them as U+FFFD so byte offsets stay valid.
        let text = r.string.contains("\0") ? r.string.replacingOccurrences(of: "\0", with: "\u{FFFD}") : r.string
        let width = r.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        // Kerning's trailing advance counts in a line's width (tracking's does not): wrap at a width that
        // leaves room for it.
        let trailing = r.kerning
        let wrapWidth = width.map { max(0, $0 - trailing) }
        var (raw, brokeWord) = wrappedLines(text, style, width: wrapWidth, spacing: spacing)
        // Pango fits a line before taking the half letter spacing off its two ends, so with negative spacing
        // (SF Pro's tracking at 13-23 pt) a line can come out up to |spacing| too wide: wrap again that much
        // narrower when it did.
        if let w = wrapWidth, spacing < 0, (raw.map(\.width).max() ?? 0) > w + 1e-9 {
            (raw, brokeWord) = wrappedLines(text, style, width: max(0, w + spacing), spacing: spacing)
        }
        if raw.isEmpty {
            raw = [PangoRawLine(start: 0, length: 0, text: "", width: 0, bottom: metrics.ascent + metrics.descent,
                                baseline: metrics.ascent)]
        }
        // Line boxes from the configured metrics (SF Pro's for the default design): line i has its baseline at
        // ascent + i x lineHeight and its bottom at (i + 1) x lineHeight.
        let lineHeight: CGFloat
        if config.lineMetrics[style.design] != nil {
            lineHeight = metrics.ascent + metrics.descent
            for i in raw.indices {
                raw[i].baseline = metrics.ascent + CGFloat(i) * lineHeight
                raw[i].bottom = CGFloat(i + 1) * lineHeight
            }
        } else {
            lineHeight = raw[0].bottom
        }
        let gap = max(0, r.lineSpacing)
        for i in raw.indices where i > 0 {
            raw[i].baseline += CGFloat(i) * gap
            raw[i].bottom += CGFloat(i) * gap
        }
        var keep = raw.count
        if let limit = r.lineLimit { keep = min(keep, max(1, limit)) }
        if let h = r.usableHeight(lineHeight: lineHeight) {
            let fitting = raw.prefix(keep).filter { $0.bottom <= h + 1e-6 }.count
            keep = min(keep, max(1, fitting))
        }
        let bytes = Array(text.utf8)
        // Never negative, however tight the tracking.
        func counted(_ w: CGFloat, _ s: String) -> CGFloat { max(0, s.isEmpty ? w : w + trailing) }
        var lines: [(text: String, width: CGFloat)] = []
        for l in raw.prefix(keep) { lines.append((l.text, counted(l.width, l.text))) }
        if keep < raw.count, let last = lines.popLast() {
            let start = min(raw[keep - 1].start, bytes.count)
            let rest = Self.joinParagraphs(String(decoding: bytes[start...], as: UTF8.self))
            let ellipsis = naturalWidth("…", style, spacing: spacing) + trailing
            let limit = width ?? (last.width + ellipsis + spacing)
            let shown = truncate(rest, style, width: max(0, limit - trailing), mode: r.truncationMode,
                                 spacing: spacing)
            // Never wider than the proposal, unless even the ellipsis alone is (a single grapheme).
            lines.append((shown, min(counted(naturalWidth(shown, style, spacing: spacing), shown),
                                     max(limit, ellipsis))))
        }
        let boxW = PixelGrid.ceil(lines.map(\.width).max() ?? 0, scale: r.scale)
        let rows = max(keep, r.reservedLines)
        let bottom = rows > keep ? raw[keep - 1].bottom + CGFloat(rows - keep) * (lineHeight + gap) : raw[keep - 1].bottom
        let height = PixelGrid.ceil(bottom, scale: r.scale)
        let factor: CGFloat = r.alignment == .leading ? 0 : (r.alignment == .center ? 0.5 : 1)
        let textLines = lines.enumerated().map { i, l in
            TextLine(text: l.text, x: (boxW - l.width) * factor, baseline: raw[i].baseline, width: l.width)
        }
        let first = PixelGrid.round(raw[0].baseline, scale: r.scale)
        let lastBaseline = PixelGrid.ceil(first + raw[keep - 1].baseline - raw[0].baseline, scale: r.scale)
        let layout = TextLayout(size: CGSize(width: boxW, height: height), lines: textLines, firstBaseline: first,
                                lastBaseline: lastBaseline, ascent: metrics.ascent, descent: metrics.descent,
                                capHeight: metrics.capHeight, leading: metrics.leading, letterSpacing: spacing)
        return (layout, keep == raw.count && !brokeWord)
    }

    /// The last kept line when text was cut: `rest` shortened with an ellipsis to fit `width`. `runs`: the
    /// runs of a Text made of runs, as ranges of `rest`.
    func truncate(_ rest: String, _ style: TextStyle, width: CGFloat, mode: TruncationMode,
                  spacing: CGFloat, runs: RunAttributes? = nil) -> String {
        let (shown, shortened) = ellipsized(rest, style, width: width, mode: mode, spacing: spacing, runs: runs)
        if shortened { return shown }
        let marked = mode == .head ? "…" + rest : rest + "…"
        if naturalWidth(marked, style, spacing: spacing, runs: runs?.mapped(from: rest, to: marked)) <= width + 1e-6 {
            return marked
        }
        // The rest fits but not with an ellipsis added: make Pango shorten it.
        return ellipsized(rest, style, width: max(0, naturalWidth(rest, style, spacing: spacing, runs: runs)
                                                     - 1 / CGFloat(PANGO_SCALE)),
                          mode: mode, spacing: spacing, runs: runs).0
    }

    /// Paragraph separators (CR LF, LF, CR, U+2028, U+2029) replaced by single spaces.
    static func joinParagraphs(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s { out.append(c.isNewline ? " " : c) }
        return out
    }
}
