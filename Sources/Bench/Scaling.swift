// The peers' trees (../shared/bench/trees.py) built in Swift at several sizes, to measure how layout time grows:
// `make bench` prints the time per size and the exponent k of time ~ size^k between the smallest and the largest
// (16x apart; k = 1 is linear).
import Foundation
import LayoutCore
import LayoutPipeline
import PangoCairoBackend

enum PeerTrees {
    static func leaf(_ w: CGFloat, _ h: CGFloat) -> ViewNode {
        ViewNode(.color(.named["gray"] ?? .black)).modifier(.frame(width: w, height: h, alignment: .center))
    }

    /// `rows` HStacks(spacing 8) of three fixed leaves in a VStack(spacing 8) in frame(maxWidth: .infinity);
    /// laid out at 400 x nil.
    static func wide(rows: Int) -> ViewNode {
        let row = { ViewNode(.hStack(alignment: .center, spacing: 8), children: [leaf(40, 20), leaf(60, 30), leaf(80, 10)]) }
        return ViewNode(.vStack(alignment: .center, spacing: 8), children: (0..<rows).map { _ in row() })
            .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
    }

    /// `levels` alternating H/V stacks(spacing 8) in a chain, each a 10x10 leaf and the next stack; nil x nil.
    static func deep(levels: Int) -> ViewNode {
        func stack(_ level: Int, _ content: [ViewNode]) -> ViewNode {
            ViewNode(level % 2 == 1 ? .vStack(alignment: .center, spacing: 8) : .hStack(alignment: .center, spacing: 8),
                     children: content)
        }
        var node = stack(levels - 1, [leaf(10, 10)])
        for level in stride(from: levels - 2, through: 0, by: -1) { node = stack(level, [leaf(10, 10), node]) }
        return node
    }
}

/// Times layouts of `make(size)` for each size and prints the exponent between the first and last size, named
/// after what grows (`per`: "nodes", or "depth" for a chain, whose node count is proportional to its depth).
func scaling(_ label: String, sizes: [Int], repeats: Int, viewport: Viewport, measurer: PangoTextMeasurer,
             per: String = "nodes", _ make: (Int) -> ViewNode) {
    var points: [(nodes: Int, seconds: Double)] = []
    for size in sizes {
        let tree = make(size)
        var best = Double.infinity
        for _ in 0..<max(repeats, 1) {
            let (_, cpu, _) = measureOnce { viewport.layout(tree, measurer: measurer) }
            best = min(best, cpu)
        }
        points.append((tree.count, best))
        print(column("scaling: \(label)") + String(format: " %6d nodes %9.2f ms cpu", tree.count, best * 1000))
    }
    if let first = points.first, let last = points.last, last.nodes > first.nodes {
        let k = log(last.seconds / first.seconds) / log(Double(last.nodes) / Double(first.nodes))
        print(String(format: "scaling: %@: time ~ %@^%.2f over %.0fx the %@", label as NSString, per as NSString, k,
                     Double(last.nodes) / Double(first.nodes), per as NSString))
    }
}
