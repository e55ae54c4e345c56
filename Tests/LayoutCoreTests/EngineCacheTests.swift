import Foundation
@testable import LayoutCore
import Synchronization
import Testing

/// The engine's cheaper caches (architecture.md, Performance) answer exactly as dictionaries keyed by the full
/// values would.
@Suite("Engine caches")
struct EngineCacheTests {
    @Test("SmallCache agrees with a Dictionary before and after it outgrows its array")
    func smallCacheMatchesDictionary() {
        var cache = SmallCache<ProposedViewSize, Int>()
        Self.agreesWithDictionary(&cache)
        #expect(cache.count > SmallCache<ProposedViewSize, Int>.limit)
    }

    @Test("ListCache agrees with a Dictionary before and after it outgrows its array")
    func listCacheMatchesDictionary() {
        var cache = ListCache<ProposedViewSize, Int>()
        Self.agreesWithDictionary(&cache)
        #expect(cache.count > ListCache<ProposedViewSize, Int>.limit)
    }

    @Test("a frame's layout fits an existential's inline buffer and keeps its values")
    func fixedFrameIsInline() {
        // Three words: the engine stores it inline in a node's record instead of boxing it per frame.
        #expect(MemoryLayout<FixedFrameLayout>.size <= 3 * MemoryLayout<Int>.size)
        let custom = Alignment(horizontal: HorizontalAlignment(key: AlignmentKey(name: "x", axis: .horizontal) { _ in 0 }),
                               vertical: .bottom)
        for alignment in [Alignment.center, .topLeading, .bottomTrailing, custom] {
            for (w, h) in [(nil, nil), (40, nil), (nil, 0), (12.5, 20)] as [(CGFloat?, CGFloat?)] {
                var f = FixedFrameLayout(width: w, height: h, alignment: alignment)
                #expect(f.width == w && f.height == h && f.alignment == alignment)
                f.width = 7; f.height = nil; f.alignment = .top
                #expect(f.width == 7 && f.height == nil && f.alignment == .top)
            }
        }
    }

    /// Sets, overwrites and removes entries in `cache` and a Dictionary alike, checking every key after each step.
    static func agreesWithDictionary<C: ProposalMemo>(_ cache: inout C) {
        var dict: [ProposedViewSize: Int] = [:]
        let sides: [CGFloat?] = [nil, 0, -0.0, 1, 2.5, 10, .infinity]
        var i = 0
        for w in sides {
            for h in sides {
                let p = ProposedViewSize(width: w, height: h)
                #expect(cache[p] == dict[p])
                cache[p] = i; dict[p] = i
                if i % 5 == 0 { cache[p] = -i; dict[p] = -i }
                if i % 7 == 0 { cache[p] = nil; dict[p] = nil }
                i += 1
                for q in dict.keys { #expect(cache[q] == dict[q]) }
                #expect(cache.count == dict.count)
            }
        }
    }

    @Test("ViewSpacing equality and hashing ignore the order preferences were merged in")
    func spacingTableOrder() {
        let text = ViewSpacing.text(ideal: TextLayout(size: CGSize(width: 10, height: 17), lines: [], firstBaseline: 13,
                                                      lastBaseline: 13, ascent: 13, descent: 4), pixelLength: 0.5)
        var a = ViewSpacing.empty, b = ViewSpacing.empty
        a.formUnion(text, edges: .all); a.formUnion(ViewSpacing(), edges: .all)
        b.formUnion(ViewSpacing(), edges: .all); b.formUnion(text, edges: .all)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var c = a
        c.reset([.top])
        #expect(c != a)
        #expect(c.value(nil, .top) == nil && c.value(.edgeBelowText, .top) == .distance(0))
    }

    @Test("Each distinct text request is measured once per pass, and only requests equal in every field share")
    func textMemoKeys() {
        let tree = vstack([text("same"), text("same"), text("same").modifier(.textOption(.tracking(1))),
                           text("same").modifier(.frame(width: 20, height: nil, alignment: .center))])
        let m = RecordingMeasurer()
        let (r, stats) = LayoutEngine(measurer: m, scale: 2).layoutWithStatistics(tree)
        let requests = m.requests.withLock { $0 }
        #expect(stats.textMeasurements == requests.count)
        #expect(Set(requests).count == requests.count, "a request was measured twice")
        // The tracked Text is measured on its own (its requests differ only in tracking).
        #expect(requests.contains { $0.tracking == 1 })
        #expect(requests.contains { $0.tracking == 0 && $0.width == nil })
        let widths = r.root.children.map(\.frame.width)
        #expect(widths[2] > widths[0])
        #expect(widths[1] == widths[0])
    }

    @Test("Texts that share a request, its measured layouts, spacing and paint keep their own colour, font and proposal")
    func sharedTextValues() {
        // Neighbours that differ from the first in one thing each (colour, size, string, wrapping width), in a
        // column and in a row squeezed below their ideal width, so they are asked several proposals each.
        let same = "same words here"
        let tree = vstack([
            text(same, id: "a"), text(same, id: "b"), text(same, id: "red").modifier(.foregroundColor(SystemColor.red.color)),
            text(same, id: "big").font(FontSpec(size: 30)), text(same, id: "c"), text("other", id: "other"),
            hstack([text(same, id: "h1"), text(same, id: "h2").modifier(.foregroundColor(SystemColor.blue.color)), text(same, id: "h3")]),
            text(same, id: "narrow").frame(width: 30),
            // Proposed exactly the same size each (so they share one measured layout per request).
            hstack([text(same, id: "f1").frame(width: 50, height: 40),
                    text(same, id: "f2").modifier(.foregroundColor(SystemColor.green.color)).frame(width: 50, height: 40),
                    text(same, id: "f3").font(FontSpec(size: 30)).frame(width: 50, height: 40),
                    text(same, id: "f4").frame(width: 50, height: 40)]),
        ])
        let r = layout(tree, canvas: CGSize(width: 200, height: 600), scale: 2)
        let styles: [String: (CGFloat, Color)] = ["red": (17, SystemColor.red.color), "big": (30, .primary), "h2": (17, SystemColor.blue.color),
                                                "f2": (17, SystemColor.green.color), "f3": (30, .primary)]
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        for id in ["a", "b", "red", "big", "c", "other", "h1", "h2", "h3", "narrow", "f1", "f2", "f3", "f4"] {
            guard let node = r.root.first(id: id), case .text(let layout, let style, let color)? = node.paint else {
                Issue.record("\(id): no placed Text"); continue
            }
            let (size, expectedColor) = styles[id] ?? (17, .primary)
            #expect(style.size == size && color == .color(expectedColor), "\(id)")
            let request = TextRequest(string: id == "other" ? "other" : same, style: style,
                                      width: finite(node.proposal.width), height: finite(node.proposal.height), scale: 2)
            #expect(layout == BoxFont().measure(request), "\(id) at \(node.proposal)")
            #expect(layout.size == node.frame.size, "\(id)")
        }
        #expect(r.root.first(id: "f1")?.proposal == r.root.first(id: "f2")?.proposal)
        // The row's Texts were squeezed (wrapped), the column's were not; each keeps its own lines.
        #expect((r.root.first(id: "h1")?.frame.height ?? 0) > (r.root.first(id: "a")?.frame.height ?? 0))
        // Between Texts the column uses each one's own spacing preferences (the big font's differ).
        let column = ["a", "b", "red", "big", "c", "other"]
        func spacing(_ id: String) -> ViewSpacing {
            let ideal = TextRequest(string: id == "other" ? "other" : same,
                                    style: TextStyle(size: styles[id]?.0 ?? 17), width: nil, scale: 2)
            return ViewSpacing.text(ideal: BoxFont().measure(ideal), pixelLength: 0.5)
        }
        for (upper, lower) in zip(column, column.dropFirst()) {
            guard let u = r.root.first(id: upper), let l = r.root.first(id: lower) else { continue }
            let gap = spacing(upper).distance(to: spacing(lower), along: .vertical)
            #expect(abs(l.frame.minY - u.frame.maxY - gap) < 1e-9, "\(upper) to \(lower)")
        }
    }
}

/// Keeps every request measured through it.
final class RecordingMeasurer: TextMeasurer {
    let inner = BoxFont()
    let requests = Mutex<[TextRequest]>([])
    func measure(_ r: TextRequest) -> TextLayout {
        requests.withLock { $0.append(r) }
        return inner.measure(r)
    }
}

/// The engine's memo types, as the tests drive them.
protocol ProposalMemo {
    subscript(key: ProposedViewSize) -> Int? { get set }
    var count: Int { get }
}

extension SmallCache: ProposalMemo where Key == ProposedViewSize, Value == Int {}
extension ListCache: ProposalMemo where Key == ProposedViewSize, Value == Int {}
