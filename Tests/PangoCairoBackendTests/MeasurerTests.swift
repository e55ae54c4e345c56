import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

@Suite("PangoTextMeasurer")
struct MeasurerTests {
    @Test("Hello, World! at 17 pt: Inter's width 101.27 tracked by SF Pro's table (12 gaps of -0.442) = 95.97, SF Pro's line box 20.287 -> 96 x 20.5 at @2x")
    func helloWorld() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello, World!"))
        #expect(t.lines.count == 1)
        #expect(abs(t.lines[0].width - (101.2744 - 12 * 0.442)) < 0.01)
        #expect(t.size == CGSize(width: 96, height: 20.5))
        // SF Pro: ascent 1950/2048 em = 16.187, descent 494/2048 em = 4.101 (docs/semantics.md §3.2).
        #expect(abs(t.ascent - 16.1865) < 0.001 && abs(t.descent - 4.1006) < 0.001)
        #expect(t.firstBaseline == 16 && t.lastBaseline == 16)
        #expect(m.measure(request("Hello, World!", scale: 3)).size.height * 3 == 61) // 20.287 -> 20.333
        #expect(m.measure(request("Hello, World!", scale: 3)).size.width * 3 == 288)
    }

    @Test("weights use their own faces: semibold and bold are wider")
    func weights() throws {
        let m = try #require(Shared.measurer)
        let w = { (weight: FontWeight) in m.measure(request("Hello, World!", style: TextStyle(size: 17, weight: weight))).lines[0].width }
        #expect(abs(w(.semibold) - (104.41 - 12 * 0.442)) < 0.05)
        #expect(abs(w(.bold) - (105.96 - 12 * 0.442)) < 0.05)
        let all = FontWeight.allCases.map(w)
        #expect(all == all.sorted())
        #expect(Set(all).count == all.count)
    }

    @Test("designs map to different families; monospaced advances are equal")
    func designs() throws {
        let m = try #require(Shared.measurer)
        let widths = FontDesign.allCases.map {
            m.measure(request("Hello", style: TextStyle(size: 17, design: $0))).lines[0].width
        }
        // Rounded uses Inter without SF Pro's tracking: 4 gaps of 0.442 wider.
        #expect(abs(widths[2] - widths[0] - 4 * 0.442) < 0.01)
        #expect(widths[0] != widths[1] && widths[0] != widths[3])
        let mono = TextStyle(size: 10, design: .monospaced)
        #expect(abs(m.measure(request("iiii", style: mono)).lines[0].width
                    - m.measure(request("WWWW", style: mono)).lines[0].width) < 0.001)
        let italic = m.measure(request("Hello", style: TextStyle(size: 17, italic: true))).lines[0].width
        #expect(italic != widths[0])
    }

    @Test("a narrower width gives more lines, and never a wider box than the proposal")
    func heightForWidth() throws {
        let m = try #require(Shared.measurer)
        var previous = 0
        for w in stride(from: 400.0, through: 40.0, by: -30.0) {
            let t = m.measure(request(paragraph, width: CGFloat(w)))
            #expect(t.lines.count >= previous)
            previous = t.lines.count
            #expect(t.lines.allSatisfy { $0.width <= CGFloat(w) + 1e-9 })
            #expect(t.size.width <= PixelGrid.ceil(CGFloat(w), scale: 2))
            // Nothing lost, nothing added (spaces at wraps hang and are dropped).
            #expect(t.lines.map(\.text).joined().filter { $0 != " " } == paragraph.filter { $0 != " " })
        }
        #expect(previous > 5)
        #expect(m.measure(request(paragraph)).lines.count == 1)
    }

    @Test("width 0: as narrow as possible, one grapheme per line, no hyphens")
    func zeroWidth() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello", width: 0))
        #expect(t.lines.map(\.text) == ["H", "e", "l", "l", "o"])
        let widestGrapheme = ["H", "e", "l", "o"].map { m.measure(request($0)).lines[0].width }.max() ?? 0
        #expect(t.size.width == PixelGrid.ceil(widestGrapheme, scale: 2))
    }

    @Test("width 0 with one line: just the ellipsis, as wide as the ellipsis")
    func zeroWidthTruncated() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello", width: 0, lineLimit: 1))
        #expect(t.lines.map(\.text) == ["…"])
        #expect(t.lines[0].width == m.measure(request("…")).lines[0].width)
    }

    @Test("whitespace hanging at a soft wrap is not part of the line")
    func hangingSpace() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello, World!", width: 60))
        #expect(t.lines.map(\.text) == ["Hello,", "World!"])
        #expect(abs(t.lines[0].width - m.measure(request("Hello,")).lines[0].width) < 1e-9)
    }

    @Test("paragraphs: one line each without a width; empty paragraphs keep their line")
    func paragraphs() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("a\nb\n\nc"))
        #expect(t.lines.map(\.text) == ["a", "b", "", "c"])
        #expect(t.size.height == PixelGrid.ceil(4 * 17 * 2444 / 2048, scale: 2))
    }

    @Test("line breaks: every separator ends a line, empty lines are full lines, a trailing break adds an empty line",
          arguments: [("a\nb", ["a", "b"]), ("a\r\nb", ["a", "b"]), ("a\rb", ["a", "b"]), ("a\u{2028}b", ["a", "b"]),
                      ("a\u{2029}b", ["a", "b"]), ("a\n\nb", ["a", "", "b"]), ("a\n", ["a", ""]), ("\n", ["", ""]),
                      ("a\n\n", ["a", "", ""])])
    func lineBreaks(_ text: String, _ lines: [String]) throws {
        // docs/semantics.md §3.2, "Line breaks" and "Decision (trailing line break)".
        let m = try #require(Shared.measurer)
        let lineHeight: CGFloat = 17 * 2444 / 2048
        let t = m.measure(request(text, scale: 3))
        #expect(t.lines.map(\.text) == lines)
        #expect(t.size.height == PixelGrid.ceil(CGFloat(lines.count) * lineHeight, scale: 3))
        let widest = lines.map { m.measure(request($0, scale: 3)).lines[0].width }.max() ?? 0
        #expect(t.size.width == PixelGrid.ceil(widest, scale: 3))
        #expect(t.lastBaseline == PixelGrid.ceil(t.firstBaseline + CGFloat(lines.count - 1) * lineHeight, scale: 3))
        // With lineSpacing, spacing goes between the lines only.
        var spaced = request(text, scale: 3)
        spaced.lineSpacing = 5
        #expect(m.measure(spaced).size.height
                == PixelGrid.ceil(CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * 5, scale: 3))
    }

    @Test("lineLimit truncates the last kept line with an ellipsis", arguments: TruncationMode.allCases)
    func lineLimit(_ mode: TruncationMode) throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request(paragraph, width: 120, lineLimit: 2, truncation: mode))
        #expect(t.lines.count == 2)
        let last = try #require(t.lines.last?.text)
        #expect(last.contains("…"))
        #expect(t.lines.allSatisfy { $0.width <= 120 })
        switch mode {
        case .tail: #expect(last.hasSuffix("…"))
        case .head: #expect(last.hasPrefix("…") && last.hasSuffix("jugs!"))
        case .middle: #expect(!last.hasPrefix("…") && !last.hasSuffix("…") && last.hasSuffix("jugs!"))
        }
        let one = m.measure(request(paragraph, width: 120, lineLimit: 1, truncation: mode))
        #expect(one.lines.count == 1 && one.lines[0].text.contains("…"))
        #expect(one.size.height == 20.5)
    }

    @Test("lineLimit without a width cuts paragraphs and marks the cut")
    func lineLimitParagraphs() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("first\nsecond\nthird", lineLimit: 2))
        #expect(t.lines.count == 2)
        #expect(t.lines[0].text == "first")
        #expect(t.lines[1].text.hasPrefix("second") || t.lines[1].text.hasPrefix("secon"))
        #expect(t.lines[1].text.hasSuffix("…"))
    }

    @Test("a height keeps the lines that fit (at least one)")
    func heightLimit() throws {
        let m = try #require(Shared.measurer)
        let three = m.measure(request(paragraph, width: 100, height: 62))
        #expect(three.lines.count == 3)
        #expect(three.size.height <= 62)
        #expect(three.lines.last?.text.hasSuffix("…") == true)
        let tiny = m.measure(request(paragraph, width: 100, height: 1))
        #expect(tiny.lines.count == 1)
        // Proposing the measured height back keeps every line.
        let full = m.measure(request(paragraph, width: 100))
        #expect(m.measure(request(paragraph, width: 100, height: full.size.height)).lines == full.lines)
    }

    @Test("baselines are inside the box and rounded to the pixel grid")
    func baselines() throws {
        let m = try #require(Shared.measurer)
        for scale in [1.0, 2.0, 3.0] {
            let t = m.measure(request(paragraph, width: 150, scale: CGFloat(scale)))
            #expect(t.firstBaseline > 0 && t.firstBaseline <= t.lastBaseline && t.lastBaseline <= t.size.height)
            #expect((t.firstBaseline * CGFloat(scale)).rounded() == t.firstBaseline * CGFloat(scale))
            #expect(t.lastBaseline >= t.firstBaseline + (t.lines.last?.baseline ?? 0) - t.lines[0].baseline)
            #expect(t.lines.allSatisfy { $0.baseline > 0 && $0.baseline < t.size.height })
        }
    }

    @Test("alignment moves each line inside the box")
    func alignment() throws {
        let m = try #require(Shared.measurer)
        let text = "A much longer first line\nshort"
        let leading = m.measure(request(text))
        let center = m.measure(request(text, alignment: .center))
        let trailing = m.measure(request(text, alignment: .trailing))
        #expect(leading.lines.map(\.x) == [0, 0])
        #expect(center.size == leading.size)
        let l = trailing.lines[1]
        #expect(abs(l.x + l.width - trailing.size.width) < 1e-9)
        #expect(abs(center.lines[1].x - l.x / 2) < 1e-9)
    }

    @Test("empty text is one empty line of full height; NUL characters do not break measuring")
    func edgeCases() throws {
        let m = try #require(Shared.measurer)
        let e = m.measure(request(""))
        #expect(e.size == CGSize(width: 0, height: 20.5))
        #expect(e.lines.count == 1)
        #expect(m.measure(request("a\u{0}b")).lines.count == 1)
    }

    @Test("measuring from many threads at once gives the same answers")
    func concurrent() async throws {
        let m = try #require(Shared.measurer)
        let fresh = try PangoTextMeasurer(fonts: FontConfiguration.standard())
        let widths: [CGFloat] = (0..<40).map { CGFloat(60 + 7 * $0) }
        let results = await withTaskGroup(of: (CGFloat, TextLayout).self) { group in
            for w in widths { group.addTask { (w, fresh.measure(request(paragraph, width: w))) } }
            var out: [CGFloat: TextLayout] = [:]
            for await (w, t) in group { out[w] = t }
            return out
        }
        for w in widths { #expect(results[w] == m.measure(request(paragraph, width: w))) }
    }
}

@Suite("PangoTextMeasurer robustness")
struct MeasurerRobustnessTests {
    @Test("odd sizes, widths and limits never crash and keep at least one line")
    func oddInputs() throws {
        let m = try #require(Shared.measurer)
        let styles = [TextStyle(size: 0), TextStyle(size: 0.01), TextStyle(size: 1e7), TextStyle(size: .nan)]
        for style in styles {
            let t = m.measure(request("Hello world", width: 50, style: style))
            #expect(t.lines.count >= 1 && t.size.width.isFinite && t.size.height.isFinite)
        }
        for width in [CGFloat.nan, -5, .infinity, 1e12] {
            #expect(m.measure(request("Hello world", width: width)).lines.count >= 1)
        }
        #expect(m.measure(request(paragraph, width: 80, lineLimit: 0)).lines.count == 1)
        #expect(m.measure(request(paragraph, width: 80, lineLimit: -3)).lines.count == 1)
        #expect(m.measure(request(paragraph, width: 80, height: .nan)).lines.count > 1)
    }

    @Test("right-to-left, combining marks, emoji and tabs measure without losing text")
    func scripts() throws {
        let m = try #require(Shared.measurer)
        for s in ["שלום עולם, מה שלומך היום", "e\u{301}te\u{301} cafe\u{301}", "👩‍👩‍👧 family", "a\tb"] {
            let t = m.measure(request(s, width: 60))
            #expect(t.lines.map(\.text).joined().filter { !$0.isWhitespace } == s.filter { !$0.isWhitespace })
            #expect(t.lines.allSatisfy { $0.width >= 0 })
        }
    }
}

@Suite("Line metrics profile")
struct LineMetricsProfileTests {
    @Test("a custom font keeps its own line box; the standard set uses SF Pro's for the default design only")
    func profiles() throws {
        let inter = try PangoTextMeasurer(fonts: try FontConfiguration.custom(file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        let own = inter.measure(TextRequest(string: "Hello, World!", style: .body, width: nil, scale: 2))
        #expect(abs(own.ascent - 16.4688) < 0.01 && abs(own.descent - 4.1055) < 0.01)
        #expect(own.size.height == 21)
        let standard = try PangoTextMeasurer(fonts: try FontConfiguration.standard())
        let mono = standard.measure(TextRequest(string: "x", style: TextStyle(size: 17, design: .monospaced), width: nil, scale: 2))
        #expect(abs(mono.ascent - 16.1865) > 0.1)
    }
}

@Suite("PangoTextMeasurer: narrow widths (spec §3.2)")
struct NarrowWidthTests {
    @Test("§3.2: at width 0 every grapheme is a line and spaces hang (no line of only spaces)")
    func zeroWidthHangsSpaces() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello world  big", width: 0))
        #expect(t.lines.map(\.text) == ["H", "e", "l", "l", "o", "w", "o", "r", "l", "d", "b", "i", "g"])
        // 13 SF Pro body lines of 20.287 = 263.73 -> 264 at @2x.
        #expect(t.size.height == 264)
        // Fonts with their own metrics: the lines after a folded space move up (no gap).
        let serif = m.measure(request("ab c", width: 0, style: TextStyle(size: 17, design: .serif)))
        let one = m.measure(request("a", style: TextStyle(size: 17, design: .serif)))
        #expect(serif.lines.map(\.text) == ["a", "b", "c"])
        #expect(abs(serif.lines[2].baseline - serif.lines[1].baseline - (serif.lines[1].baseline - serif.lines[0].baseline)) < 0.01)
        #expect(serif.size.height == PixelGrid.ceil(3 * (serif.lines[1].baseline - serif.lines[0].baseline), scale: 2)
                || abs(serif.size.height - 3 * one.size.height) <= 1)
    }
}
