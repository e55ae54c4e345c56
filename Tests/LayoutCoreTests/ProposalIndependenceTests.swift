import Foundation
@testable import LayoutCore
import Testing

/// Subtrees whose size ignores the proposal (`ChildSizedLayout`) are sized once: the answers are those of asking,
/// and nested stacks of fixed frames (the peer benchmark's "deep" tree) stay linear in their depth.
@Suite("Proposal-independent sizes")
struct ProposalIndependenceTests {
    /// `depth` nested stacks, alternately H and V, each holding a 10x10 fixed frame and the next level, as
    /// ../shared/bench/trees.py writes "deep".
    static func nested(_ depth: Int, leaf: ViewNode = color().frame(width: 10, height: 10)) -> ViewNode {
        var tree = leaf
        for i in 0..<depth {
            let square = color().frame(width: 10, height: 10)
            tree = i % 2 == 0 ? hstack(spacing: 8, [square, tree]) : vstack(spacing: 8, [square, tree])
        }
        return tree
    }

    /// Every node's kind, frame and proposal, depth-first.
    static func placements(_ r: LayoutResult) -> [String] {
        var out: [String] = []
        r.root.forEach { n, depth in out.append("\(depth) \(n.kind) \(n.frame) \(n.proposal)") }
        return out
    }

    static let trees: [(String, ViewNode)] = [
        ("nested stacks of fixed frames", nested(40)),
        ("nested stacks around a Text", nested(12, leaf: text("leaf"))),
        ("padding, ZStack, background, fixedSize", hstack([
            zstack([color().frame(width: 30, height: 20), image(12, 8)]).padding(3),
            vstack(alignment: .leading, [color().frame(width: 5), image(4, 4).fixedSize()]).background(color()),
            hstack([image(10, 10), spacer(), color().frame(width: 8, height: 8).overlay(color(), alignment: .top)]),
            vstack([image(6, 6).frame(height: 12).layoutPriority(1), color()]),
        ])),
        // Rows of frames of constant sizes (the stack offers them shares in their own order, without
        // `distribute`'s bookkeeping), wider than some proposals; a priority, a flexible child and a
        // vertical row make the general path's cases beside them.
        ("rows of fixed frames", vstack(spacing: 8, [
            hstack(spacing: 8, [color().frame(width: 40, height: 20), color().frame(width: 60, height: 30),
                                color().frame(width: 80, height: 10)]),
            hstack([color().frame(width: 100, height: 5), color().frame(width: 30, height: 5).layoutPriority(1)]),
            hstack(spacing: 2, [color().frame(width: 70, height: 4), color(), color().frame(width: 90, height: 4)]),
            vstack(spacing: 3, [color().frame(width: 10, height: 150), color().frame(width: 12, height: 90)]),
        ])),
        // Fixed frames of every alignment (and a baseline one) around smaller, larger and flexible children: with
        // default guides on both sides the frame places its child by the fractions alone.
        ("frames of every alignment", vstack(Self.alignments.map { a in
            hstack([color().frame(width: 8, height: 6).frame(width: 20, height: 14, alignment: a),
                    color().frame(width: 30, height: 20).frame(width: 20, height: 14, alignment: a),
                    color().frame(width: 25, alignment: a),
                    text("Hi").frame(width: 30, height: 30, alignment: a)])
        })),
    ]

    static let alignments: [Alignment] = [
        .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
        Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        Alignment(horizontal: .leading, vertical: .lastTextBaseline),
    ]

    @Test("answers equal the ones of asking every proposal (the traced layout keeps no shortcuts)",
          arguments: trees.indices)
    func sameAnswers(_ index: Int) {
        let (name, tree) = Self.trees[index]
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2)
        for (canvas, proposal) in [(nil, nil), (CGSize(width: 300, height: 200), nil),
                                   (nil, ProposedViewSize(width: 120, height: nil))] as [(CGSize?, ProposedViewSize?)] {
            let fast = engine.layout(tree, canvas: canvas, proposal: proposal)
            let asked = engine.layoutWithTrace(tree, canvas: canvas, proposal: proposal).result
            #expect(Self.placements(fast) == Self.placements(asked), "\(name), canvas \(String(describing: canvas))")
        }
    }

    /// (The bench's 1,000 levels need the pipeline's large stack; a debug test thread's holds a few hundred.)
    @Test("nested stacks of fixed frames size each node a bounded number of times")
    func deepIsLinear() {
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2)
        let small = engine.layoutWithStatistics(Self.nested(60)).statistics
        let large = engine.layoutWithStatistics(Self.nested(240)).statistics
        let sizings = Double(large.sizings) / Double(small.sizings)
        let calls = Double(large.layoutCalls) / Double(small.layoutCalls)
        #expect(sizings < 4 * 1.25, "sizings grew \(sizings)x for 4x the depth")
        #expect(calls < 4 * 1.25, "layout calls grew \(calls)x for 4x the depth")
        #expect(Double(large.layoutCalls) / Double(large.nodes) < 4, "\(large.layoutCalls) layout calls, \(large.nodes) nodes")
    }
}
