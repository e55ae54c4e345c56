import Foundation
import LayoutCore
import Testing
@testable import PangoCairoBackend

/// A Text made of runs with Pango (docs/semantics.md §3.8): one paragraph over the runs, each line as tall as
/// its tallest run, inline images a square of the cap height.
@Suite("PangoTextMeasurer: Text made of runs")
struct TextRunMeasurerTests {
    /// `strings` as runs of the body font (sizes overridden where given), wrapped at `width`.
    static func runs(_ strings: [String], sizes: [Int: CGFloat] = [:], width: CGFloat? = nil,
                     lineLimit: Int? = nil) -> TextRequest {
        var r = request(strings.joined(), width: width, lineLimit: lineLimit)
        r.runs = strings.enumerated().map { i, s in
            var style = TextStyle.body
            if let size = sizes[i] { style.size = size }
            return TextSpan(string: s, style: style)
        }
        return r
    }

    @Test("runs of one font measure as the plain string: same lines, widths and size; a boundary is no break")
    func sameAsPlain() throws {
        let m = try #require(Shared.measurer)
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // Runs split inside words too ("qu" + "ick"): breaks still only at spaces.
        let pieces = words.enumerated().flatMap { i, w -> [String] in
            let word = i + 1 < words.count ? w + " " : w
            return word.count > 3 ? [String(word.prefix(2)), String(word.dropFirst(2))] : [word]
        }
        for width in [nil, 120, 200] as [CGFloat?] {
            let plain = m.measure(request(paragraph, width: width))
            let split = m.measure(Self.runs(pieces, width: width))
            #expect(split.lines.map(\.text) == plain.lines.map(\.text))
            #expect(split.size == plain.size)
            #expect(split.lines.map(\.baseline) == plain.lines.map(\.baseline))
            #expect(zip(split.lines, plain.lines).allSatisfy { abs($0.width - $1.width) < 0.01 })
            // The segments tile each line.
            for line in split.lines {
                #expect(abs((line.segments.last.map { $0.x + $0.width } ?? 0) - line.width) < 0.01)
            }
        }
    }

    @Test("SF Pro's tracking: decided once per Text, each run at its own size, recorded in the layout's runs")
    func runTracking() throws {
        let m = try #require(Shared.measurer)
        let mixed = m.measure(Self.runs(["small ", "Large", " small"], sizes: [1: 34]))
        // Body −26/1000 em; 34 pt is Inter Display's side, the Display column's +11/1000 em.
        let expected: [CGFloat] = [17 * -0.026, 34 * 0.011, 17 * -0.026]
        #expect(mixed.runs.count == 3)
        for (run, t) in zip(mixed.runs, expected) { #expect(abs(run.tracking - t) < 1e-9, "\(run.string)") }
        // The Text's own tracking is kept on top of the table's.
        var own = Self.runs(["ab", "cd"])
        own.runs[1].tracking = 2
        #expect(abs(m.measure(own).runs[1].tracking - (2 + 17 * -0.026)) < 1e-9)
        // A character of a fallback script anywhere leaves the whole Text untracked, its Latin run too.
        let hebrew = m.measure(Self.runs(["Hello ", "שלום"]))
        #expect(hebrew.runs.map(\.tracking) == [0, 0])
        // Tracked runs and the tracked plain Text agree, and the table does change the width.
        let plain = m.measure(request("Hello world", width: nil))
        #expect(abs(m.measure(Self.runs(["Hello ", "world"])).lines[0].width - plain.lines[0].width) < 0.01)
        let untracked = try PangoTextMeasurer(fonts: {
            var f = try FontConfiguration.standard(); f.appliesSFProTracking = false; return f
        }())
        #expect(untracked.measure(Self.runs(["Hello ", "world"])).lines[0].width > plain.lines[0].width + 1)
    }

    @Test("a line is as tall as its tallest run; other lines keep the body height")
    func tallestRun() throws {
        let m = try #require(Shared.measurer)
        let body = 17.0 * 2444 / 2048, big = 34.0 * 2444 / 2048
        let one = m.measure(Self.runs(["small ", "Large"], sizes: [1: 34]))
        #expect(one.size.height == PixelGrid.ceil(big, scale: 2))
        #expect(abs(one.lines[0].baseline - 34.0 * 1950 / 2048) < 1e-6)
        // Wrapped: "Large" alone on the first line, then body text.
        let two = m.measure(Self.runs(["Large", " small small small small"], sizes: [0: 34], width: 120))
        #expect(two.lines.first?.text == "Large")
        let n = two.lines.count
        #expect(two.size.height == PixelGrid.ceil(big + CGFloat(n - 1) * body, scale: 2))
        #expect(abs(two.lines[1].baseline - (big + 17.0 * 1950 / 2048)) < 1e-6)
    }

    @Test("an inline image is a square of the cap height on the baseline; truncation cuts across runs")
    func symbolAndTruncation() throws {
        let m = try #require(Shared.measurer)
        var r = request(TextSpan.objectReplacement + " 4.5")
        r.runs = [TextSpan(string: TextSpan.objectReplacement, style: .body, symbol: "star"),
                  TextSpan(string: " 4.5", style: .body)]
        let t = m.measure(r)
        let cap = 17.0 * 1443 / 2048
        #expect(abs(t.lines[0].segments[0].width - cap) < 0.01)
        #expect(t.lines[0].segments[1].x >= cap - 0.01)
        #expect(t.size.height == PixelGrid.ceil(17.0 * 2444 / 2048, scale: 2))
        let cut = m.measure(Self.runs(["Hello ", "wonderful world"], sizes: [1: 20], width: 90, lineLimit: 1))
        #expect(cut.lines.count == 1 && cut.lines[0].text.hasSuffix("…") && cut.lines[0].text.hasPrefix("Hello "))
        #expect(cut.size.width <= 90)
        #expect(cut.lines[0].segments.map(\.run) == [0, 1])
    }
}
