import Foundation
import LayoutCore
import Testing
@testable import PangoCairoBackend

/// Text options with Pango (docs/semantics.md §3.2): relations between measurements, and the pixel grid.
@Suite("PangoTextMeasurer: text options")
struct TextOptionsMeasurerTests {
    private func onGrid(_ v: CGFloat, _ scale: CGFloat = 2) -> Bool { (v * scale).rounded() == v * scale }

    @Test("lineSpacing: each line lower by i × spacing; height n·lineHeight + (n−1)·spacing, rounded up")
    func lineSpacing() throws {
        let m = try #require(Shared.measurer)
        let plain = m.measure(request(paragraph, width: 120))
        var r = request(paragraph, width: 120)
        r.lineSpacing = 6
        let spaced = m.measure(r)
        let n = plain.lines.count
        #expect(spaced.lines.map(\.text) == plain.lines.map(\.text))
        let lineHeight = 17.0 * 2444 / 2048
        #expect(spaced.size.height == PixelGrid.ceil(CGFloat(n) * lineHeight + CGFloat(n - 1) * 6, scale: 2))
        for i in spaced.lines.indices {
            #expect(abs(spaced.lines[i].baseline - plain.lines[i].baseline - CGFloat(i) * 6) < 1e-9)
        }
        #expect(spaced.firstBaseline == plain.firstBaseline)
        #expect(spaced.lastBaseline == PixelGrid.ceil(spaced.firstBaseline + CGFloat(n - 1) * (lineHeight + 6), scale: 2))
        #expect(onGrid(spaced.size.height) && onGrid(spaced.lastBaseline))
        // One line: nothing added.
        var one = request("Hello")
        one.lineSpacing = 6
        #expect(m.measure(one).size.height == 20.5)
    }

    @Test("reserved lines: a one-line text is 3 lines tall (3 × 20.287 -> 61 at @2x), its baseline unchanged")
    func reservedLines() throws {
        let m = try #require(Shared.measurer)
        var r = request("Hi")
        r.reservedLines = 3
        let t = m.measure(r)
        #expect(t.size.height == 61)
        #expect(t.lines.count == 1 && t.firstBaseline == 16 && t.lastBaseline == 16)
        r.lineSpacing = 4
        #expect(m.measure(r).size.height == 69)   // 60.861 + 8 -> 69
        // Reserved lines raise a smaller proposed height.
        var cut = request(paragraph, width: 120, height: 21)
        #expect(m.measure(cut).lines.count == 1)
        cut.reservedLines = 3
        cut.lineLimit = 3
        #expect(m.measure(cut).lines.count == 3)
    }

    @Test("minimumScaleFactor, one line: the largest 1% step whose natural width fits, nothing truncated")
    func minimumScaleOneLine() throws {
        let m = try #require(Shared.measurer)
        let s = "This label is far too long for its box"
        var r = request(s, width: 200, lineLimit: 1)
        r.minimumScaleFactor = 0.5
        let t = m.measure(r)
        #expect(t.fontScale < 1 && t.fontScale >= 0.5)
        #expect(t.lines.map(\.text) == [s])
        #expect(t.lines[0].width <= 200 && t.size.width <= 200)
        #expect(onGrid(t.size.width) && onGrid(t.size.height) && onGrid(t.firstBaseline))
        // One step larger would not fit.
        let larger = m.measure(request(s, style: TextStyle(size: 17 * (t.fontScale + 0.01))))
        #expect(larger.lines[0].width > 200)
        // Smaller font, shorter line box.
        #expect(t.size.height == PixelGrid.ceil(17 * t.fontScale * 2444 / 2048, scale: 2))
        // Drawn letter spacing is scaled with the font, plus SF Pro's tracking at the scaled size.
        r.tracking = 2
        let tracked = m.measure(r)
        let table = m.fonts.tracking(TextStyle(size: 17 * tracked.fontScale), text: s)
        #expect(abs(tracked.letterSpacing - (2 * tracked.fontScale + table)) < 1e-9)
    }

    @Test("minimumScaleFactor: a word that would break shrinks; a height shrinks the paragraph until it fits")
    func minimumScaleWrapping() throws {
        let m = try #require(Shared.measurer)
        var word = request("Supercalifragilistic", width: 100)
        #expect(m.measure(word).lines.count > 1)
        word.minimumScaleFactor = 0.3
        let w = m.measure(word)
        #expect(w.lines.count == 1 && w.fontScale < 1 && w.size.width <= 100)
        var box = request(paragraph, width: 150, height: 60)
        #expect(m.measure(box).lines.last?.text.hasSuffix("…") == true)
        box.minimumScaleFactor = 0.5
        let b = m.measure(box)
        #expect(b.size.height <= 60)
        #expect(b.lines.map(\.text).joined().filter { $0 != " " } == paragraph.filter { $0 != " " })
        // Text that fits is never scaled.
        var fits = request("Hi", width: 100, lineLimit: 1)
        fits.minimumScaleFactor = 0.5
        #expect(m.measure(fits).fontScale == 1)
    }

    @Test("tracking adds between clusters (n − 1 gaps); kerning after every character (n)")
    func trackingKerning() throws {
        let m = try #require(Shared.measurer)
        let plain = m.measure(request("ABCDEF")).lines[0].width
        var r = request("ABCDEF")
        r.tracking = 3
        #expect(abs(m.measure(r).lines[0].width - (plain + 15)) < 0.01)
        #expect(abs(m.measure(r).letterSpacing - (3 + m.fonts.tracking(.body, text: "ABCDEF"))) < 1e-9)
        r.tracking = 0; r.kerning = 3
        #expect(abs(m.measure(r).lines[0].width - (plain + 18)) < 0.01)
        // Wrapped lines stay within the proposal, trailing kerning included.
        for option in [(3.0, 0.0), (0.0, 3.0), (-0.5, 0.0)] {
            var p = request(paragraph, width: 120)
            p.tracking = option.0; p.kerning = option.1
            let t = m.measure(p)
            #expect(t.lines.allSatisfy { $0.width <= 120 + 1e-9 })
            #expect(onGrid(t.size.width))
        }
        var wide = request(paragraph, width: 120)
        let base = m.measure(wide).lines.count
        wide.tracking = 3
        #expect(m.measure(wide).lines.count > base)
    }

    @Test("monospacedDigit: every digit takes the same advance (Inter's tnum)")
    func monospacedDigit() throws {
        let m = try #require(Shared.measurer)
        var style = TextStyle.body
        style.monospacedDigit = true
        let w = { (s: String, st: TextStyle) in m.measure(request(s, style: st)).lines[0].width }
        #expect(abs(w("1111", style) - w("0000", style)) < 1e-6)
        #expect(w("1111", .body) < w("0000", .body))
    }
}

@Suite("PangoTextMeasurer: tracking at soft wraps")
struct TrackingWrapTests {
    @Test("a wrapped line's width is the same as the line alone: n − 1 gaps (tracking) or n (kerning)")
    func wrappedLineWidth() throws {
        let m = try #require(Shared.measurer)
        for (t, k) in [(3.0, 0.0), (0.0, 3.0)] {
            var r = request("Hello, World!", width: 100)
            r.tracking = t; r.kerning = k
            var alone = request("Hello,")
            alone.tracking = t; alone.kerning = k
            let wrapped = m.measure(r)
            #expect(wrapped.lines.map(\.text) == ["Hello,", "World!"])
            #expect(abs(wrapped.lines[0].width - m.measure(alone).lines[0].width) < 0.01)
        }
    }

    @Test("decorations: the layout is unchanged; the font's line metrics come with it, scaled with the font (§3.10)")
    func decorations() throws {
        let m = try #require(Shared.measurer)
        let plain = m.measure(request(paragraph, width: 120))
        var r = request(paragraph, width: 120)
        r.decoration = TextDecoration(underline: .single, strikethrough: .single)
        let decorated = m.measure(r)
        #expect(decorated.lines == plain.lines && decorated.size == plain.size)
        #expect(plain.decorationMetrics.isEmpty)
        let metrics = try #require(decorated.decorationMetrics.first)
        // Inter at 17 pt: an underline below the baseline, a strikethrough above it, both thin and proportional.
        #expect(metrics.underlinePosition < 0 && metrics.underlinePosition > -17 * 0.3)
        #expect(metrics.strikethroughPosition > 17 * 0.2 && metrics.strikethroughPosition < 17 * 0.5)
        #expect(metrics.underlineThickness > 0 && metrics.underlineThickness < 17 * 0.15)
        #expect(metrics.strikethroughThickness > 0 && metrics.strikethroughThickness < 17 * 0.15)
        // Half the size (the same face: Inter Display starts at 20 pt), half the lengths.
        var small = r
        small.style.size = 8.5
        let smallMetrics = try #require(m.measure(small).decorationMetrics.first)
        #expect(abs(2 * smallMetrics.underlineThickness - metrics.underlineThickness) < 0.05)
        #expect(abs(2 * smallMetrics.strikethroughPosition - metrics.strikethroughPosition) < 0.05)
    }
}
