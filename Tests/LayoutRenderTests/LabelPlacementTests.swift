import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

/// `--debug labels` on crowded trees: labels never overlap each other or drawn text, stay in the canvas, and
/// the legend names the depth colours and counts the labels left out.
@Suite("Debug label placement")
struct LabelPlacementTests {
    /// 24 columns of 4 nested wrappers around a 12 x 12 text-like leaf, in a 300 x 60 canvas: far more labels
    /// than fit.
    static func crowded() -> (PlacedNode, [CGRect]) {
        var columns: [PlacedNode] = []
        var texts: [CGRect] = []
        for i in 0..<24 {
            let x = CGFloat(i) * 12.5
            var n = node("Text", x, 24, 12, 12)
            texts.append(CGRect(x: x, y: 26, width: 12, height: 8))
            for (k, kind) in ["padding", "frame", "background", "border"].enumerated() {
                let d = CGFloat(k + 1)
                n = node(kind, x - 0.1 * d, 24 - 2 * d, 12 + 0.2 * d, 12 + 4 * d, children: [n])
            }
            columns.append(n)
        }
        return (node("HStack", 0, 10, 300, 40, children: columns), texts)
    }

    static func labelBoxes(_ items: [DisplayItem]) -> [CGRect] {
        items.compactMap { item -> CGRect? in
            if case .fill(.rect(let r), let c) = item, c.opacity < 1 { return r }
            return nil
        }
    }

    @Test("crowded tree: no two labels overlap, none covers text, all inside the canvas; the rest are left out")
    func crowdedTree() {
        let (root, texts) = Self.crowded()
        var overlay = DebugOverlay(scale: 2, canvas: CGSize(width: 300, height: 60), labels: true, obstacles: texts)
        let items = overlay.build(root)
        let boxes = Self.labelBoxes(items)
        #expect(boxes.count > 10)
        #expect(overlay.omitted > 0)
        #expect(boxes.count + overlay.omitted == 1 + 24 * 5)
        for (i, a) in boxes.enumerated() {
            #expect(a.minX >= 0 && a.minY >= 0 && a.maxX <= 300 && a.maxY <= 60)
            for b in boxes[(i + 1)...] { #expect(!a.insetBy(dx: 1e-6, dy: 1e-6).intersects(b), "\(a) \(b)") }
            for t in texts { #expect(!a.insetBy(dx: 1e-6, dy: 1e-6).intersects(t), "\(a) covers text \(t)") }
        }
        // Same input, same placement.
        var again = DebugOverlay(scale: 2, canvas: CGSize(width: 300, height: 60), labels: true, obstacles: texts)
        #expect(again.build(root) == items)
    }

    @Test("non-finite frames (a fill aspectRatio under a nil height is proposed infinity) share one tag and never crash")
    func nonFiniteFrames() {
        // Before: CGRect's == standardizes, so these keys compared equal while hashing apart; the tag dictionary
        // trapped ("duplicate keys") or merged them depending on the per-process hash seed.
        var children: [PlacedNode] = []
        for _ in 0..<40 {
            let inner = node("Color", .nan, .nan, .infinity, .infinity)
            children.append(node("aspectRatio", .nan, .nan, .infinity, .infinity, children: [inner]))
            children.append(node("frame", .infinity, 0, 100, 75))
        }
        let root = node("VStack", 0, 0, 100, 122, children: children)
        var overlay = DebugOverlay(scale: 2, canvas: CGSize(width: 100, height: 122), labels: true, obstacles: [])
        let items = overlay.build(root)
        // Three distinct frames: the stack's, the infinite one (80 nodes), the one at x = infinity (40 nodes).
        #expect(Self.labelBoxes(items).count + overlay.omitted == 3)
    }

    @Test("a label away from its frame gets a leader line to the frame's corner")
    func leader() {
        var placer = LabelPlacer(canvas: CGSize(width: 100, height: 100), height: 7.5)
        let frame = CGRect(x: 10, y: 50, width: 10, height: 10)
        // Obstacles around the frame take every adjacent spot, and one label height above it too.
        var blocked = LabelPlacer(canvas: CGSize(width: 100, height: 100), height: 7.5,
                                  obstacles: [CGRect(x: 0, y: 35, width: 100, height: 15),
                                              CGRect(x: 0, y: 60, width: 100, height: 7.5),
                                              CGRect(x: 0, y: 50, width: 10, height: 10),
                                              CGRect(x: 20, y: 50, width: 80, height: 10)])
        let spot = blocked.place(width: 30, around: frame)
        #expect(spot?.rect == CGRect(x: 10, y: 67.5, width: 30, height: 7.5))
        #expect(spot?.leader?.from == CGPoint(x: 10, y: 67.5))
        #expect(spot?.leader?.to == CGPoint(x: 10, y: 60))
        // Unobstructed, a small label sits inside the frame's top-left corner, without a leader.
        let inside = placer.place(width: 8, around: frame)
        #expect(inside == LabelPlacer.Spot(rect: CGRect(x: 10, y: 50, width: 8, height: 7.5)))
    }

    @Test("the legend lists one swatch per depth present and counts omitted labels")
    func legend() {
        let (root, texts) = Self.crowded()
        let l = DisplayList(LayoutResult(canvas: CGSize(width: 300, height: 60), root: root, scale: 2),
                            options: RenderOptions(debug: .labels))
        #expect(l.size.width == 300 && l.size.height > 60)
        let legendTexts = l.items.compactMap { item -> String? in
            if case .text(let r) = item, r.origin.y > 60 { return r.text }
            return nil
        }
        #expect(legendTexts.first == "border colour = depth:")
        #expect(Array(legendTexts[1...6]) == ["0", "1", "2", "3", "4", "5"])
        #expect(legendTexts.last?.hasSuffix("left out (no room)") == true)
        _ = texts
        // Borders alone: no legend, no growth.
        let plain = DisplayList(LayoutResult(canvas: CGSize(width: 300, height: 60), root: root, scale: 2),
                                options: RenderOptions(debug: .borders))
        #expect(plain.size == CGSize(width: 300, height: 60))
    }
}
