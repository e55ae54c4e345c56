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
        let calls = Double(large.layoutCalls) / Double(small.layoutCalls)
        #expect(calls < 4 * 1.5, "layout calls grew \(calls)x for 4x the depth")
    }

    static let myCenter = VerticalAlignment(key: AlignmentKey(name: "myCenter", axis: .vertical) { $0.height / 2 })

    /// One level of nesting around `inner` for each container the merges added or changed: every level
    /// asks its child for guides, sizes or placements that depend on the level below.
    static let levels: [(String, @Sendable (ViewNode) -> ViewNode)] = [
        ("alignmentGuide chain", { inner in
            vstack(alignment: .leading, [inner.alignmentGuide(.leading) { d in d[.trailing] - d[HorizontalAlignment.leading] / 2 },
                                         text("x")]).padding(1)
        }),
        ("custom alignment averaged upward", { inner in
            hstack(alignment: myCenter, [inner.alignmentGuide(myCenter) { d in d[myCenter] + 1 }, text("x")])
        }),
        ("baseline through a frame and a background", { inner in
            hstack(alignment: .lastTextBaseline, [inner.frame(minWidth: 10).background(color()), text("x")])
        }),
        ("Grid with baseline rows", { inner in
            ViewNode(.grid(alignment: .leading, horizontalSpacing: nil, verticalSpacing: nil), children: [
                ViewNode(.gridRow(alignment: .firstTextBaseline), children: [inner, text("x")]), text("y")])
        }),
        ("LazyVGrid", { inner in
            ViewNode(.lazyVGrid(columns: [GridItem(.adaptive(minimum: 20))], alignment: .leading, spacing: nil),
                     children: [inner, text("x")])
        }),
        ("ScrollView around a stack", { inner in
            ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [vstack([inner, text("x")])])
        }),
        ("LazyHStack", { inner in
            ViewNode(.lazyHStack(alignment: .firstTextBaseline, spacing: nil), children: [inner, text("x")])
        }),
        ("ViewThatFits", { inner in
            ViewNode(.viewThatFits(axes: .horizontal), children: [hstack([inner, text("x")]), text("y")])
        }),
        // Not both at every level: each ignoresSafeArea then grows its child's proposal by the paddings above
        // it, a proposal never measured, so every level re-measures the levels below (quadratic by the rules,
        // about 1 s for the deepest such document the nesting limit allows).
        ("safeAreaPadding", { inner in vstack([inner.modifier(.safeAreaPadding(EdgeInsets(2))), text("x")]) }),
        ("ignoresSafeArea", { inner in
            vstack([inner, text("x")]).modifier(.ignoresSafeArea(regions: .all, edges: .all))
        }),
        ("drawing effects", { inner in
            hstack(alignment: .firstTextBaseline, [inner.modifier(.effect(.rotation(radians: 0.2, anchor: .center))),
                                                   text("x")]).modifier(.zIndex(1))
        }),
    ]

    @Test("nested containers and guide chains stay linear", arguments: levels.indices)
    func nestedContainers(_ index: Int) {
        let (name, level) = Self.levels[index]
        func nested(_ depth: Int) -> ViewNode {
            var tree = text("base")
            for _ in 0..<depth { tree = level(tree) }
            return tree
        }
        // As the frame dump lays out: guides reported, on a canvas with a safe area.
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2, reportsGuides: true)
        let canvas = CGSize(width: 400, height: 400)
        let safeArea = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        let small = engine.layoutWithStatistics(nested(30), canvas: canvas, safeArea: safeArea).statistics
        let large = engine.layoutWithStatistics(nested(120), canvas: canvas, safeArea: safeArea).statistics
        let sizings = Double(large.sizings) / Double(small.sizings)
        let calls = Double(large.layoutCalls) / Double(small.layoutCalls)
        #expect(sizings < 4 * 1.5, "\(name): sizings grew \(sizings)x for 4x the depth")
        #expect(calls < 4 * 1.5, "\(name): layout calls grew \(calls)x for 4x the depth")
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
