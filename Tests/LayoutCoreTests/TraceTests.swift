import Foundation
import Testing
import LayoutCore

/// The negotiation tracer (docs/architecture.md, "The tracer"; docs/explain.md): it records the engine's own
/// calls, changes nothing, and marks probes.
@Suite struct TraceTests {
    static let engine = LayoutEngine(measurer: BoxFont(), scale: 1)

    /// Seed 000's 320x480 example with the fixture's 76x17 stand-in for the text.
    static let seed = image(76, 17, id: "text").frame(maxWidth: .infinity).background(color("teal")).padding(10)

    static let trees: [(String, ViewNode)] = [
        ("seed", seed),
        ("stack", hstack([text("Hello"), spacer(), text("World", id: "w")])),
        ("badge", color("blue").frame(width: 100, height: 50)
            .overlay(text("42").padding(3).background(color("red")).fixedSize(), alignment: .topTrailing)),
        ("baselines", hstack(alignment: .firstTextBaseline, [text("a").padding(5), vstack([text("b"), text("c")])])),
        ("ratio", image(100, 30).resizable().aspectRatio()),
    ]

    func frames(_ r: LayoutResult) -> [String] {
        var out: [String] = []
        r.root.forEach { n, _ in out.append("\(n.kind) \(n.frame) \(n.proposal)") }
        return out
    }

    @Test("tracing changes no frame or proposal", arguments: trees.map(\.0))
    func tracingIsTransparent(_ name: String) throws {
        let tree = try #require(Self.trees.first { $0.0 == name }?.1)
        let plain = Self.engine.layout(tree, canvas: CGSize(width: 320, height: 480))
        let (traced, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 320, height: 480))
        #expect(frames(plain) == frames(traced))
        #expect(trace.nodes.count == tree.count)
    }

    @Test("proposals and answers nest, every node is placed once, where the result says", arguments: trees.map(\.0))
    func eventsAreConsistent(_ name: String) throws {
        let tree = try #require(Self.trees.first { $0.0 == name }?.1)
        let (result, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 320, height: 480))
        var open: [TraceEvent] = []
        var placed: [Int: TraceEvent] = [:]
        for e in trace.events {
            switch e.kind {
            case .propose: open.append(e)
            case .answer:
                let last = open.popLast()
                let q = try #require(last)
                #expect(q.node == e.node && q.proposal == e.proposal && q.from == e.from && q.probe == e.probe)
            case .place:
                #expect(placed[e.node] == nil)
                placed[e.node] = e
                #expect(e.from == trace.nodes[e.node].parent)
            }
            if let from = e.from, e.kind != .place { #expect(trace.nodes[e.node].parent == from) }
        }
        #expect(open.isEmpty)
        #expect(placed.count == trace.nodes.count)
        var i = 0
        result.root.forEach { n, depth in
            #expect(placed[i]?.frame == n.frame && placed[i]?.proposal == n.proposal)
            #expect(trace.nodes[i].depth == depth && trace.nodes[i].kind.name == n.kind)
            i += 1
        }
    }

    @Test("past its event limit a trace stops recording and says so; the layout is unchanged (issue 13, §4)")
    func eventLimit() {
        let tree = Self.trees[1].1
        let (full, all) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 320, height: 480))
        #expect(!all.isTruncated && all.events.count > 10)
        let (cut, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 320, height: 480), eventLimit: 10)
        #expect(trace.isTruncated && trace.events.count == 10)
        #expect(Array(trace.events.prefix(10)).map(\.kind) == Array(all.events.prefix(10)).map(\.kind))
        #expect(frames(cut) == frames(full))
    }

    @Test func nodesAreNumberedDepthFirstWithPathsAndSubtrees() {
        let (_, trace) = Self.engine.layoutWithTrace(Self.seed, canvas: CGSize(width: 320, height: 480))
        #expect(trace.nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.0.0.0", "0.0.1"])
        #expect(trace.nodes.map(\.kind.name) == ["padding", "background", "frame", "Image", "Color"])
        #expect(trace.nodes.map(\.parent) == [nil, 0, 1, 2, 1])
        #expect(trace.subtree(of: 1) == 1..<5)
        #expect(trace.subtree(of: 2) == 2..<4)
        #expect(trace.subtree(of: 4) == 4..<5)
        #expect(trace.nodes[3].id == "text")
    }

    /// The seed's walkthrough: the root proposes 320x480 to padding, padding 300x460 to background, background
    /// to the frame, the frame to the image (76x17); the frame takes 300 (maxWidth: infinity), padding reports
    /// 320x37. Then placement: the background proposes the primary's size to the colour (§4.9), the frame
    /// proposes its own size to the image (§4.3).
    @Test func seedExampleInCallOrder() {
        let (_, trace) = Self.engine.layoutWithTrace(Self.seed, canvas: CGSize(width: 320, height: 480))
        func p(_ w: CGFloat, _ h: CGFloat) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }
        let expected: [(TraceEvent.Kind, Int, Int?, ProposedViewSize)] = [
            (.propose, 0, nil, p(320, 480)), (.propose, 1, 0, p(300, 460)), (.propose, 2, 1, p(300, 460)),
            (.propose, 3, 2, p(300, 460)), (.answer, 3, 2, p(300, 460)), (.answer, 2, 1, p(300, 460)),
            (.answer, 1, 0, p(300, 460)), (.answer, 0, nil, p(320, 480)),
            (.place, 0, nil, p(320, 480)), (.place, 1, 0, p(300, 460)),
            (.propose, 4, 1, p(300, 17)), (.answer, 4, 1, p(300, 17)),
            (.place, 2, 1, p(300, 460)),
            (.propose, 3, 2, p(300, 17)), (.answer, 3, 2, p(300, 17)), (.place, 3, 2, p(300, 17)),
            (.place, 4, 1, p(300, 17)),
        ]
        #expect(trace.events.count == expected.count)
        for (e, x) in zip(trace.events, expected) {
            #expect(e.kind == x.0 && e.node == x.1 && e.from == x.2 && e.proposal == x.3, "\(e)")
            #expect(e.probe == nil && !e.cached)
        }
        #expect(trace.events[4].size == CGSize(width: 76, height: 17))
        #expect(trace.events[7].size == CGSize(width: 320, height: 37))
        #expect(trace.events[8].frame == CGRect(x: 0, y: 221.5, width: 320, height: 37))
        #expect(trace.events[15].frame == CGRect(x: 122, y: 231.5, width: 76, height: 17))
        #expect(trace.events.filter { $0.kind == .propose }.map(\.phase)
                == [.sizing, .sizing, .sizing, .sizing, .placement, .placement])
    }

    /// §6.2: the stack asks the Spacer (lower priority) its minimum before offering it what is left, and asks
    /// the two texts of equal priority their minimum and maximum (flexibility) before their shares.
    @Test func stackProbesAreMarked() {
        let tree = hstack([text("Hi"), spacer(), text("There")])
        let (_, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 200, height: 50))
        let sizing = trace.events.prefix { $0.kind != .place }.filter { $0.kind == .propose }
        func asked(_ node: Int) -> [(CGFloat?, TraceEvent.Probe?)] {
            sizing.filter { $0.node == node && $0.from == 0 }.map { ($0.proposal.width, $0.probe) }
        }
        let minWidth = TraceEvent.Probe(width: .min, height: nil)
        let maxWidth = TraceEvent.Probe(width: .max, height: nil)
        // Texts: 0 (min), infinity (max), then the share; then the same share again for the alignment.
        #expect(asked(1).map(\.1) == [minWidth, maxWidth, nil, nil])
        #expect(asked(1).map(\.0) == [0, .infinity, asked(1)[2].0, asked(1)[2].0])
        #expect(asked(3).map(\.1) == [minWidth, maxWidth, nil, nil])
        #expect(asked(2).map(\.1) == [minWidth, nil, nil])
        #expect(asked(2)[1].0 ?? 0 > 0)
        // The answers to probes carry the mark too; the re-asked shares come from the cache.
        let answers = trace.events.filter { $0.kind == .answer && $0.node == 2 }
        #expect(answers.first?.probe == minWidth && answers.first?.size == CGSize(width: 8, height: 0))
        #expect(trace.events.contains { $0.kind == .answer && $0.cached && $0.node == 1 && $0.probe == nil })
    }

    @Test func aspectRatioWithoutARatioProbesTheIdealSize() {
        let (_, trace) = Self.engine.layoutWithTrace(image(100, 30).resizable().aspectRatio(),
                                                     canvas: CGSize(width: 200, height: 200))
        let asked = trace.events.filter { $0.kind == .propose && $0.node == 1 && $0.phase == .sizing }
        #expect(asked.map(\.proposal) == [.unspecified, ProposedViewSize(width: 200, height: 60)])
        #expect(asked.map(\.probe) == [TraceEvent.Probe(width: .ideal, height: .ideal), nil])
    }

    @Test func cachedAnswersAreMarkedAndComputeNothing() {
        let tree = hstack([text("a"), text("b")])
        let (_, stats) = Self.engine.layoutWithStatistics(tree, canvas: CGSize(width: 100, height: 100))
        let (_, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 100, height: 100))
        let answers = trace.events.filter { $0.kind == .answer }
        #expect(answers.filter { !$0.cached }.count == stats.sizings)
        #expect(answers.contains { $0.cached })
        // A cached answer repeats an earlier, computed answer to the same node and proposal.
        for (i, e) in trace.events.enumerated() where e.kind == .answer && e.cached {
            #expect(trace.events[..<i].contains { $0.kind == .answer && !$0.cached && $0.node == e.node
                        && $0.proposal == e.proposal && $0.size == e.size })
        }
    }

    @Test func alignmentPhaseProposalsAreMarked() {
        let tree = hstack(alignment: .firstTextBaseline, [text("a").padding(5), vstack([text("b"), text("c")])])
        let (_, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 200, height: 100))
        #expect(trace.events.contains { $0.kind == .propose && $0.phase == .alignment })
    }

    @Test("events are stored flat and read back bit for bit: every kind, phase, probe and nil or odd number")
    func packedEvents() {
        let odd: [CGFloat?] = [nil, 0, -0.0, .infinity, -.infinity, .nan, 1e-300, 123.456, .greatestFiniteMagnitude]
        let questions: [TraceEvent.ProbeQuestion?] = [nil, .min, .ideal, .max, .other]
        var all: [TraceEvent] = []
        for (k, w) in odd.enumerated() {
            let h = odd[(k + 3) % odd.count]
            let p = ProposedViewSize(width: w, height: h)
            let probe = k % 3 == 0 ? nil : TraceEvent.Probe(width: questions[k % 5], height: questions[(k + 2) % 5])
            all.append(TraceEvent(kind: .propose, node: k, from: k == 0 ? nil : k - 1, phase: [.sizing, .placement, .alignment][k % 3],
                                  proposal: p, probe: probe))
            all.append(TraceEvent(kind: .answer, node: k, from: k == 0 ? nil : k - 1, phase: .alignment, proposal: p,
                                  size: CGSize(width: w ?? 1, height: h ?? 2), cached: k % 2 == 0, probe: probe))
            all.append(TraceEvent(kind: .place, node: 4_000_000, from: 3_999_999, phase: .placement, proposal: p,
                                  frame: CGRect(x: w ?? 3, y: -(h ?? 4), width: 5, height: w ?? 6)))
        }
        let packed = TraceEvents(all)
        #expect(packed.count == all.count)
        func bits(_ v: CGFloat?) -> UInt64? { v.map { UInt64($0.bitPattern) } }
        for (e, x) in zip(packed, all) {
            #expect(e.kind == x.kind && e.node == x.node && e.from == x.from && e.phase == x.phase && e.cached == x.cached
                    && e.probe == x.probe)
            #expect(bits(e.proposal.width) == bits(x.proposal.width) && bits(e.proposal.height) == bits(x.proposal.height))
            #expect(bits(e.size?.width) == bits(x.size?.width) && bits(e.size?.height) == bits(x.size?.height))
            #expect(bits(e.frame?.origin.y) == bits(x.frame?.origin.y) && bits(e.frame?.size.height) == bits(x.frame?.size.height))
        }
        // Numbers and node pairs that repeat are stored once: the same events again add their 10 bytes each and
        // nothing else (the placements' origins excepted: 24 bytes a placement).
        let twice = TraceEvents(all + all)
        #expect(twice.storedBytes - packed.storedBytes == all.count * 10 + odd.count * 24)
        #expect(zip(twice.dropFirst(all.count), all).allSatisfy { $0.node == $1.node && $0.from == $1.from && $0.kind == $1.kind })
    }

    @Test("a trace past the inspector's event limit is recorded whole when asked, in about 12 bytes an event")
    func unlimitedTrace() {
        // 2,000 rows of three flexible colours: the stacks probe every child, well over 10,000 events.
        let tree = vstack((0..<2_000).map { _ in hstack([color(), color(), color()]) })
        let (_, cut) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 300, height: 4000), eventLimit: 10_000)
        let (_, all) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 300, height: 4000),
                                                   eventLimit: LayoutTrace.unlimitedEvents)
        #expect(cut.isTruncated && !all.isTruncated && all.events.count > 10_000)
        #expect(zip(cut.events, all.events).allSatisfy { $0.kind == $1.kind && $0.node == $1.node && $0.proposal == $1.proposal })
        #expect(all.events.filter { $0.kind == .place }.count == all.nodes.count)
        #expect(all.events.storedBytes / all.events.count <= 12)
    }

    @Test func deepTreesAreTracedWithoutRecursionInTheTracer() {
        var tree = color()
        for _ in 0..<500 { tree = tree.padding(1) }
        let (_, trace) = Self.engine.layoutWithTrace(tree, canvas: CGSize(width: 2000, height: 2000))
        #expect(trace.nodes.count == 501)
        #expect(trace.nodes.last?.depth == 500)
        #expect(trace.subtree(of: 0) == 0..<501)
    }

    // MARK: Reported guides

    @Test func guidesAreReportedOnlyWhenAsked() throws {
        let tree = hstack(alignment: .firstTextBaseline, [text("a").padding(5), color().frame(width: 10, height: 10)])
        let plain = Self.engine.layout(tree, canvas: CGSize(width: 200, height: 100))
        var none: [ReportedGuide] = []
        plain.root.forEach { n, _ in none += n.guides }
        #expect(none.isEmpty)

        var engine = Self.engine
        engine.reportsGuides = true
        let r = engine.layout(tree, canvas: CGSize(width: 200, height: 100))
        let padding = try #require(r.root.children.first)
        let text = try #require(padding.children.first)
        // BoxFont at 17 pt, scale 1: the baseline is at round(0.8 * 17) = 14; padding adds its top inset.
        #expect(text.guides == [ReportedGuide(key: VerticalAlignment.firstTextBaseline.key, value: 14),
                                ReportedGuide(key: VerticalAlignment.lastTextBaseline.key, value: 14)])
        #expect(padding.guides.map(\.value) == [19, 19])
        // The stack exports the baselines of its text child where it placed it; the colour has none.
        #expect(r.root.guides.map(\.key.name) == ["firstTextBaseline", "lastTextBaseline"])
        #expect(r.root.children[1].guides.isEmpty)
        #expect(frames(r) == frames(plain))
    }
}
