import Foundation
@testable import LayoutCore
import Testing

/// The result as placement writes it (`PlacedTree`): one record per placed node, the `PlacedNode` tree built from
/// them when first read.
@Suite("Placed records")
struct PlacedTreeTests {
    /// Every node's frame, proposal, kind, id and paint, depth-first, with its depth.
    private func dump(_ root: PlacedNode) -> [String] {
        var lines: [String] = []
        root.forEach { n, depth in
            lines.append("\(depth) \(n.kind) \(n.id ?? "-") \(n.frame) \(n.proposal) \(String(describing: n.paint)) "
                         + "o\(n.opacity) c\(String(describing: n.clip)) z\(n.zIndex) h\(n.hidden) "
                         + "b\(n.secondaryBelow) zo\(n.ordersChildrenByZIndex) n\(n.children.count)")
        }
        return lines
    }

    @Test("a session resized through many widths gives a fresh layout's frames each time, and its stacks keep their last answers, not one per width")
    func resizedSessionStaysBounded() {
        let rows = (0..<20).map { i in
            hstack(spacing: 8, [color("gray").frame(width: 40, height: 20), text("row \(i)", id: "t\(i)"),
                                color("blue").frame(maxWidth: .infinity).frame(height: 10)])
        }
        let tree = vstack(spacing: 8, rows).frame(maxWidth: .infinity)
        let retained = RetainedLayout(engine: LayoutEngine(measurer: BoxFont(), scale: 1), root: tree)
        let engine = LayoutEngine(measurer: BoxFont(), scale: 1)
        var held: [Int] = []
        for width in [400, 300, 200, 150, 350, 250, 400, 300, 120, 180, 260, 330] as [CGFloat] {
            let p = ProposedViewSize(width: width, height: nil)
            #expect(dump(retained.layout(proposal: p).root) == dump(engine.layout(tree, proposal: p).root), "width \(width)")
            held.append(retained.stackPlacementCount)
        }
        // From the second width on, a stack's new answers take the places (and the memory) of answers an earlier
        // pass asked for: nothing more is held, however many widths follow.
        #expect(held[0] > 0 && held[1] <= 2 * held[0], "\(held)")
        #expect(held.dropFirst(2).allSatisfy { $0 == held[1] }, "\(held)")
    }

    @Test("a result laid out again by its session keeps its own frames, and reading it twice gives the same tree")
    func resultsOfOneSessionAreIndependent() {
        let tree = vstack(spacing: 4, id: "column", [
            hstack([text("Hello", id: "t"), color("blue").frame(width: 10, height: 10, id: "f")]),
            color("red", id: "flex").padding(2).modifier(.opacity(0.5)),
            text("one two three four", id: "wrap").background(color("green")),
        ])
        let retained = RetainedLayout(engine: LayoutEngine(measurer: BoxFont(), scale: 1), root: tree)
        let wide = retained.layout(proposal: ProposedViewSize(width: 400, height: 300))
        let narrow = retained.layout(proposal: ProposedViewSize(width: 60, height: 300))
        // Fresh engines give the reference results.
        let engine = LayoutEngine(measurer: BoxFont(), scale: 1)
        let wideAlone = engine.layout(tree, proposal: ProposedViewSize(width: 400, height: 300))
        let narrowAlone = engine.layout(tree, proposal: ProposedViewSize(width: 60, height: 300))
        // Read after the second layout: the first result's records are its own.
        #expect(dump(wide.root) == dump(wideAlone.root))
        #expect(dump(narrow.root) == dump(narrowAlone.root))
        #expect(dump(wide.root) != dump(narrow.root))
        // The wrapped Text's measured lines differ between the two: each result keeps its own paint.
        let wideLines = wide.root.first(id: "wrap").flatMap { n -> Int? in
            if case .text(let t, _, _)? = n.paint { return t.lines.count } else { return nil }
        }
        let narrowLines = narrow.root.first(id: "wrap").flatMap { n -> Int? in
            if case .text(let t, _, _)? = n.paint { return t.lines.count } else { return nil }
        }
        #expect(wideLines == 1)
        #expect((narrowLines ?? 0) > 1)
        #expect(dump(wide.root) == dump(wide.root))
        // Children in the order of their views: the column's go down, the row's go right.
        for result in [wide, narrow] {
            let rows = result.root.first(id: "column")?.children ?? []
            #expect(rows.count == 3)
            #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY })
            let row = rows.first?.children ?? []
            #expect(row.map(\.kind) == ["Text", "frame"])
            #expect(zip(row, row.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX })
        }
    }

    @Test("a ViewThatFits places one child: its node has exactly that child, and the siblings after it follow")
    func selectedChildOnly() {
        let fits = ViewNode(.viewThatFits(axes: .horizontal), id: "fits", children: [
            color("red", id: "big").frame(width: 500, height: 10),
            color("blue", id: "small").frame(width: 50, height: 10),
        ])
        let r = layout(vstack([fits, color("green", id: "after").frame(width: 20, height: 20)]),
                       proposal: ProposedViewSize(width: 100, height: 100))
        let node = r.root.first(id: "fits")
        #expect(node?.children.count == 1)
        #expect(node?.children.first?.children.first?.id == "small")
        #expect(r.root.first(id: "big") == nil)
        #expect(r.root.first(id: "after")?.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("the tree is built from the records without recursion: a 3,000-level chain reads back whole")
    func deepChainReadsBack() {
        var chain = color("red", id: "leaf").frame(width: 3, height: 4)
        for _ in 0..<3_000 { chain = chain.padding(0) }
        let tree = chain
        // The layout itself recurses per level: it runs on a thread with a large stack, as the CLI's does.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: LayoutResult?
        let thread = Thread {
            result = layout(tree)
            done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        done.wait()
        guard let r = result else { Issue.record("no result"); return }
        var depth = 0
        var node = r.root
        while let child = node.children.first { node = child; depth += 1 }
        #expect(depth == 3_001)
        #expect(node.id == "leaf")
        #expect(node.frame.size == CGSize(width: 3, height: 4))
    }

    @Test("assigning a tree to a result replaces what the engine placed")
    func assignedTreeWins() {
        var r = layout(color("red").frame(width: 10, height: 10))
        var root = r.root
        root.id = "renamed"
        r.root = root
        #expect(r.root.id == "renamed")
    }
}
