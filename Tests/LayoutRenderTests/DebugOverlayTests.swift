import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

@Suite("Debug overlay")
struct DebugOverlayTests {
    let tree = node("padding", 0, 0, 320, 37, children: [
        node("frame", 10, 10, 300, 17, children: [node("Text", 112, 10, 76, 17)]),
    ])

    @Test("borders: one hairline per node, after the content, coloured by depth")
    func borders() {
        let l = list(tree, canvas: CGSize(width: 320, height: 37), debug: .borders)
        let strokes = l.items.compactMap { item -> (CGRect, Color, CGFloat)? in
            if case .stroke(.rect(let r), let c, let w) = item { return (r, c, w) } else { return nil }
        }
        #expect(strokes.count == 3)
        #expect(strokes.map(\.2) == [0.5, 0.5, 0.5])
        #expect(strokes[0].0 == CGRect(x: 0.25, y: 0.25, width: 319.5, height: 36.5))
        #expect(Set(strokes.map(\.1.hexRGB)).count == 3)
        #expect(strokes.map(\.1) == [0, 1, 2].map { DebugOverlay.color(depth: $0) })
    }

    @Test("labels read kind WxH with at most one decimal and sit at the frame's corner, inside the canvas")
    func labels() {
        #expect(DebugOverlay.labelText(node("frame", 0, 0, 61.333, 17.25)) == "frame 61.3x17.3")
        #expect(DebugOverlay.labelText(kinds: ["a", "b", "c", "d"], size: CGSize(width: 1, height: 2)) == "a/…/d 1x2")
        let l = list(tree, canvas: CGSize(width: 320, height: 37), debug: .labels)
        let runs: [TextRun] = l.items.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
            .filter { (r: TextRun) in r.origin.y <= 37 }
        #expect(runs.map(\.text) == ["padding 320x37", "frame 300x17", "Text 76x17"])
        #expect(runs[0].origin.x >= 0 && runs[0].origin.y <= 37)
        #expect(runs[2].origin.x == 113)
    }

    @Test("nodes with the same frame share one label; a taken corner sends the next label to the next free candidate")
    func stacking() {
        let t = node("border", 0, 0, 100, 50, children: [node("Color", 0, 0, 100, 50),
                                                          node("Text", 0, 0, 40, 20)])
        let l = list(t, debug: .labels)
        let runs: [TextRun] = l.items.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
            .filter { (r: TextRun) in r.origin.y <= 50 }
        #expect(runs.map(\.text) == ["border/Color 100x50", "Text 40x20"])
        // Top-left and top-right of the 40x20 frame are under the first label: bottom-left inside it is next.
        #expect(runs[1].origin.x == runs[0].origin.x)
        #expect(runs[1].origin.y - runs[0].origin.y == 20 - DebugOverlay.labelHeight)
    }
}
