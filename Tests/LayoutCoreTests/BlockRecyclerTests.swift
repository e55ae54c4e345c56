import Foundation
@testable import LayoutCore
import Testing

/// The memory a store frees is kept for the next one (`BlockRecycler`), and the pass's placed records live in a
/// recycled list (`RecycledList`).
@Suite("Recycled memory")
struct BlockRecyclerTests {
    @Test("a block given back is handed out again for the same size, the latest first, and not for another size")
    func reusesBySize() {
        let recycler = BlockRecycler(limit: 1 << 20)
        let a = recycler.take(byteCount: 4096)
        let b = recycler.take(byteCount: 4096)
        #expect(a != b)
        #expect(Int(bitPattern: a) % 64 == 0)
        recycler.give(a, byteCount: 4096)
        recycler.give(b, byteCount: 4096)
        #expect(recycler.keptBytes == 8192)
        #expect(recycler.take(byteCount: 4096) == b)
        let other = recycler.take(byteCount: 2048)
        #expect(other != a)
        #expect(recycler.take(byteCount: 4096) == a)
        #expect(recycler.keptBytes == 0)
        recycler.give(a, byteCount: 4096)
        recycler.give(b, byteCount: 4096)
        recycler.give(other, byteCount: 2048)
        recycler.releaseAll()
        #expect(recycler.keptBytes == 0)
    }

    @Test("past the limit the oldest blocks are freed, and a block bigger than the limit is not kept")
    func keepsAtMostTheLimit() {
        let recycler = BlockRecycler(limit: 10_000)
        let blocks = (0..<4).map { _ in recycler.take(byteCount: 4000) }
        for b in blocks { recycler.give(b, byteCount: 4000) }
        // Two fit: the last two given.
        #expect(recycler.keptBytes == 8000)
        #expect(recycler.take(byteCount: 4000) == blocks[3])
        #expect(recycler.take(byteCount: 4000) == blocks[2])
        #expect(recycler.keptBytes == 0)
        recycler.give(recycler.take(byteCount: 20_000), byteCount: 20_000)
        #expect(recycler.keptBytes == 0)
        recycler.give(blocks[2], byteCount: 4000)
        recycler.give(blocks[3], byteCount: 4000)
    }

    @Test("a recycled list keeps its values in order as it grows past what was reserved, and can be written in place")
    func listGrows() {
        var list = RecycledList<Int>()
        list.reserve(3)
        for i in 0..<1000 { list.append(i * 7) }
        #expect(list.count == 1000)
        #expect((0..<1000).allSatisfy { list[$0] == $0 * 7 })
        list[500] = -1
        #expect(list[500] == -1 && list[499] == 499 * 7 && list[501] == 501 * 7)
        list.release()
        #expect(list.count == 0 && list.base == nil)
    }

    @Test("layouts that reuse the memory of earlier ones, on several threads at once, give what a first layout gives")
    func reusedMemoryGivesTheSameResults() async {
        func tree(_ n: Int) -> ViewNode {
            vstack(spacing: 2, (0..<n).map { i in
                hstack([color("red").frame(width: CGFloat(i % 7 + 1), height: 3),
                        text("row \(i)", id: "t\(i)"), color("blue").padding(CGFloat(i % 3))])
            })
        }
        func frames(_ n: Int) -> [String] {
            let result = LayoutEngine(measurer: BoxFont(), scale: 1).layout(tree(n), proposal: ProposedViewSize(width: 300, height: nil))
            var lines: [String] = []
            result.root.forEach { node, depth in lines.append("\(depth) \(node.kind) \(node.frame) \(node.proposal)") }
            return lines
        }
        let sizes = [40, 300, 7, 300, 120, 40]
        let expected = sizes.map(frames)
        await withTaskGroup(of: (Int, [String]).self) { group in
            for _ in 0..<3 {
                for (k, n) in sizes.enumerated() { group.addTask { (k, frames(n)) } }
            }
            for await (k, got) in group { #expect(got == expected[k]) }
        }
        #expect(BlockRecycler.shared.keptBytes <= BlockRecycler.shared.limit)
    }
}
