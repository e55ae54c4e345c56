// layoutviz-bench: layout and render throughput on generated trees. Run with `make bench` (release build).
import Foundation
import LayoutCore
import LayoutRender
import PangoCairoBackend

/// A wide tree: VStack of rows, each an HStack of padded texts and colours, about `nodes` nodes in all.
func wideTree(nodes: Int) -> ViewNode {
    var rows: [ViewNode] = []
    var count = 1
    var r = 0
    while count < nodes {
        var cells: [ViewNode] = []
        for c in 0..<8 {
            let cell = c % 2 == 0
                ? ViewNode(.text("Cell \(r).\(c)")).modifier(.padding(EdgeInsets(4)))
                : ViewNode(.color(.named["teal"] ?? .black)).modifier(.frame(width: 20, height: 20, alignment: .center))
            cells.append(cell)
            count += 2
        }
        rows.append(ViewNode(.hStack(alignment: .center, spacing: nil), children: cells))
        count += 1
        r += 1
    }
    return ViewNode(.vStack(alignment: .leading, spacing: 2), children: rows)
}

/// `depth` levels of alternating stacks, each with a padding, around one Text.
func deepTree(depth: Int) -> ViewNode {
    var tree = ViewNode(.text("Deep"))
    for i in 0..<depth {
        let stack: NodeKind = i % 2 == 0 ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
        tree = ViewNode(stack, children: [tree, ViewNode(.color(.black))]).modifier(.padding(EdgeInsets(1)))
    }
    return tree
}

func measureOnce<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let v = try body()
    return (v, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

func time<T>(_ label: String, nodes: Int, repeats: Int = 5, _ body: () throws -> T) rethrows -> T {
    var (value, best) = try measureOnce(body)
    for _ in 1..<max(repeats, 1) {
        let (v, t) = try measureOnce(body)
        value = v
        best = min(best, t)
    }
    let rate = Double(nodes) / best
    print(String(format: "%-44@ %8d nodes %9.2f ms %12.0f nodes/s", label as NSString, nodes, best * 1000, rate))
    return value
}

func run() throws {
    let measurer = try PangoTextMeasurer(fonts: try FontConfiguration.standard())
    let engine = LayoutEngine(measurer: measurer, scale: 2)
    let wide = wideTree(nodes: 10_000)
    let deep = deepTree(depth: 1_000)
    print("layoutviz-bench (best of 5; text measurements are cached inside one PangoTextMeasurer)")
    let result = time("layout: 10,000-node grid of stacks", nodes: wide.count) {
        engine.layout(wide, canvas: CGSize(width: 1200, height: 4000))
    }
    _ = time("layout: 1,000 levels of nested stacks", nodes: deep.count) {
        engine.layout(deep, proposal: .unspecified)
    }
    let fresh = try PangoTextMeasurer(fonts: try FontConfiguration.standard())
    _ = time("layout: 10,000-node grid, cold text cache", nodes: wide.count, repeats: 1) {
        LayoutEngine(measurer: fresh, scale: 2).layout(wide, canvas: CGSize(width: 1200, height: 4000))
    }
    let list = DisplayList(result, options: RenderOptions(scale: 2, background: .white, debug: .borders))
    let png = try time("render: 10,000-node grid to PNG @2x (debug)", nodes: wide.count, repeats: 1) {
        try PNGRenderer.render(list, scale: 2, measurer: measurer)
    }
    _ = time("render: 10,000-node grid to SVG", nodes: wide.count, repeats: 1) {
        SVGRenderer.render(list, fonts: measurer.fonts)
    }
    print("PNG: \(png.count) bytes")
}

// Deep trees recurse deeply: run on a thread with a large stack.
let done = DispatchSemaphore(value: 0)
let thread = Thread {
    do { try run() } catch { print("bench failed: \(error)") }
    done.signal()
}
thread.stackSize = 1 << 30
thread.start()
done.wait()
