import Foundation
import LayoutCore
import Synchronization
import Testing

/// Counts measurements made through it.
final class CountingMeasurer: TextMeasurer {
    let inner = BoxFont()
    let count = Mutex(0)
    func measure(_ r: TextRequest) -> TextLayout {
        count.withLock { $0 += 1 }
        return inner.measure(r)
    }
}

@Suite("Text and caching")
struct TextAndCacheTests {
    @Test("Text wraps at the proposed width and reports its widest line (§3.2)")
    func wrapping() {
        let r = layout(text("aaaa bbbb cc", id: "t"), proposal: ProposedViewSize(width: 80, height: nil))
        // 8.5 per char: "aaaa bbbb" = 76.5 (77 at scale 1) fits 80; "cc" on line 2.
        #expect(frame(r, "t").size == CGSize(width: 77, height: 34))
        let ideal = layout(text("aaaa bbbb cc", id: "t"))
        #expect(frame(ideal, "t").size == CGSize(width: 102, height: 17))
    }

    @Test("lineLimit keeps the first lines and truncates the last one")
    func lineLimit() {
        let r = layout(text("aaaa bbbb cccc", id: "t").lineLimit(1), proposal: ProposedViewSize(width: 80, height: nil))
        guard case .text(let t, _, _)? = r.root.first(id: "t")?.paint else { Issue.record("no text"); return }
        #expect(t.lines.count == 1)
        #expect(t.lines[0].text.hasSuffix("…"))
    }

    @Test("text sizes are rounded up to the pixel grid of the scale (§9)")
    func rounding() {
        let r = LayoutEngine(measurer: BoxFont(advance: 0.3), scale: 3).layout(text("a", id: "t"))
        // 0.3 x 17 = 5.1 -> 5.333 at 3x.
        #expect(abs(frame(r, "t").width - 5.333) < 0.001)
    }

    @Test("50 nested stacks around one Text measure it only a handful of times")
    func nestedCaching() {
        var tree = text("Hello, caching world")
        for i in 0..<50 { tree = i % 2 == 0 ? hstack([tree, color()]) : vstack([tree, color()]) }
        let m = CountingMeasurer()
        let (_, stats) = LayoutEngine(measurer: m, scale: 2)
            .layoutWithStatistics(tree, canvas: CGSize(width: 300, height: 600))
        let n = m.count.withLock { $0 }
        #expect(n <= 8, "measured \(n) times")
        #expect(stats.textMeasurements == n)
    }

    @Test("layout of deep nesting stays linear in the number of nodes")
    func linear() {
        func nested(_ depth: Int) -> ViewNode {
            var tree = text("leaf")
            for i in 0..<depth {
                tree = (i % 2 == 0 ? hstack([tree, color()]) : vstack([tree, color()])).padding(4)
            }
            return tree
        }
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2)
        let small = engine.layoutWithStatistics(nested(50), canvas: CGSize(width: 400, height: 400)).statistics
        let large = engine.layoutWithStatistics(nested(200), canvas: CGSize(width: 400, height: 400)).statistics
        let perNodeSmall = Double(small.sizings) / Double(small.nodes)
        let perNodeLarge = Double(large.sizings) / Double(large.nodes)
        #expect(perNodeLarge < perNodeSmall * 1.5, "sizings per node grew from \(perNodeSmall) to \(perNodeLarge)")
        #expect(perNodeLarge < 12)
    }
}

@Suite("Caching of alignment guides")
struct GuideCacheTests {
    @Test("nested baseline-aligned stacks stay linear")
    func nestedBaselines() {
        func nested(_ depth: Int) -> ViewNode {
            var tree = text("base")
            for _ in 0..<depth { tree = hstack(alignment: .firstTextBaseline, [tree, text("x")]).padding(2) }
            return tree
        }
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2)
        let small = engine.layoutWithStatistics(nested(40)).statistics
        let large = engine.layoutWithStatistics(nested(160)).statistics
        let ratio = Double(large.sizings) / Double(small.sizings)
        #expect(ratio < 4 * 1.5, "sizings grew \(ratio)x for 4x the depth")
    }
}

@Suite("Number formatting")
struct NumberFormatTests {
    @Test("at most 3 decimals, no trailing zeros, no -0, huge values do not trap", arguments: [
        (CGFloat(221.5), "221.5"), (266.66666, "266.667"), (-0.0001, "0"), (10, "10"), (0.1 + 0.2, "0.3"),
        (-33.3333, "-33.333"), (1e20, "100000000000000000000"), (.infinity, "inf"),
    ])
    func decimal(_ v: CGFloat, _ expected: String) {
        #expect(NumberFormat.decimal(v) == expected)
    }
}
