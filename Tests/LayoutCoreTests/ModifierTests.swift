import Foundation
import LayoutCore
import Testing

@Suite("Modifiers (docs/semantics.md §4)")
struct ModifierTests {
    @Test("padding subtracts from the proposal and adds to the size (§4.1)")
    func padding() {
        let tree = color(id: "c").padding(EdgeInsets(edges: .horizontal, length: 20))
            .padding(EdgeInsets(top: 5), id: "outer")
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 50))
        expectFrame(r, "outer", rect(0, 0, 100, 50))
        expectFrame(r, "c", rect(20, 5, 60, 45))
        let ideal = layout(tree)
        expectFrame(ideal, "outer", rect(0, 0, 50, 15))
    }

    @Test("padding never proposes a negative size; the padded view can be wider than proposed (§4.1)")
    func paddingOverflow() {
        let tree = color(id: "c").padding(EdgeInsets(edges: .horizontal, length: 20), id: "p")
        let r = layout(tree, proposal: ProposedViewSize(width: 10, height: 50))
        expectFrame(r, "p", rect(0, 0, 40, 50))
        expectFrame(r, "c", rect(20, 0, 0, 50))
    }

    @Test("seed 000: Text.frame(maxWidth: .infinity).background(.teal).padding(10) in 320x480")
    func seed000() {
        // A 76x17 stand-in for the text.
        let tree = image(76, 17, id: "text").frame(maxWidth: .infinity, id: "frame")
            .background(color("teal", id: "teal"), id: "bg").padding(10, id: "outer")
        let r = layout(tree, canvas: CGSize(width: 320, height: 480))
        expectFrame(r, "outer", rect(0, 221.5, 320, 37))
        expectFrame(r, "bg", rect(10, 231.5, 300, 17))
        expectFrame(r, "frame", rect(10, 231.5, 300, 17))
        expectFrame(r, "teal", rect(10, 231.5, 300, 17))
        expectFrame(r, "text", rect(122, 231.5, 76, 17))
    }

    @Test("fixed frame: given dimensions win, missing ones pass through; alignment places the child (§4.2)")
    func fixedFrame() {
        let r = layout(image(50, 20, id: "i").frame(width: 300, height: 300, alignment: .topLeading, id: "f"))
        expectFrame(r, "f", rect(0, 0, 300, 300))
        expectFrame(r, "i", rect(0, 0, 50, 20))
        let half = layout(color(id: "c").frame(width: 40, id: "f"), proposal: ProposedViewSize(width: 100, height: 70))
        expectFrame(half, "f", rect(0, 0, 40, 70))
        let overflow = layout(image(50, 20, id: "i").frame(width: 30, height: 10, alignment: .bottomTrailing, id: "f"))
        expectFrame(overflow, "i", rect(-20, -10, 50, 20))
    }

    @Test("flexible frame table of docs/semantics.md §4.3", arguments: [
        // (min, ideal, max, proposal, child kind, expected frame width, expected child width)
        (nil, nil, CGFloat.infinity, CGFloat?(300), "fixed500", 500.0, 500.0),
        (nil, nil, .infinity, 300, "color", 300, 300),
        (nil, nil, .infinity, nil, "color", 10, 10),
        (nil, nil, 100, 300, "color", 100, 100),
        (nil, nil, 100, 300, "fixed500", 100, 500),
        (100, nil, nil, 300, "color", 300, 300),
        (100, nil, nil, 300, "fixed500", 300, 500),
        (100, nil, nil, 60, "color", 100, 100),
        (0, nil, .infinity, 300, "fixed500", 300, 500),
        (40, nil, 60, nil, "color", 40, 40),
        (40, nil, 60, nil, "fixed500", 60, 500),
        (nil, 120, nil, nil, "color", 120, 120),
        (nil, 120, nil, 300, "color", 300, 300),
        (100, 120, 150, nil, "color", 120, 120),
    ] as [(CGFloat?, CGFloat?, CGFloat?, CGFloat?, String, Double, Double)])
    func flexibleFrame(mn: CGFloat?, ideal: CGFloat?, mx: CGFloat?, p: CGFloat?, child: String,
                       frameW: Double, childW: Double) {
        let c = child == "color" ? color(id: "c") : image(500, 10, id: "c")
        let tree = c.frame(minWidth: mn, idealWidth: ideal, maxWidth: mx, id: "f")
        let r = layout(tree, proposal: ProposedViewSize(width: p, height: 10))
        #expect(abs(frame(r, "f").width - frameW) < 0.001)
        #expect(abs(frame(r, "c").width - childW) < 0.001)
    }

    @Test("flexible frame normalises: negative min to 0, ideal raised to min, max raised to ideal (§4.3)")
    func flexibleNormalisation() {
        let r = layout(color(id: "c").frame(minWidth: -10, idealWidth: 5, maxWidth: 2, id: "f"))
        // min 0, ideal 5, max 5: nil proposal -> ideal.
        #expect(frame(r, "f").width == 5)
        let contradictory = layout(image(70, 10, id: "i").frame(minWidth: 100, maxWidth: 50, id: "f"),
                                   proposal: ProposedViewSize(width: 300, height: 10))
        // max' = max(ideal' ?? 0, 50) = 50 < min 100: the frame hugs its child.
        #expect(frame(contradictory, "f").width == 70)
    }

    @Test("aspectRatio fit and fill of a Color in 200x200 (seed 000)")
    func aspectRatioColor() {
        let fit = layout(color(id: "c").aspectRatio(4.0 / 3.0, .fit, id: "a"), proposal: ProposedViewSize(width: 200, height: 200))
        expectFrame(fit, "a", rect(0, 0, 200, 150))
        let fill = layout(color(id: "c").aspectRatio(4.0 / 3.0, .fill, id: "a"), proposal: ProposedViewSize(width: 200, height: 200))
        expectFrame(fill, "a", rect(0, 0, 266.667, 200))
    }

    @Test("aspectRatio without a ratio probes the child's ideal size (seed 000: image 100x30 -> 200x60)")
    func aspectRatioImage() {
        let tree = image(100, 30, id: "i").resizable().aspectRatio(nil, .fit, id: "a")
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        expectFrame(r, "a", rect(0, 70, 200, 60))
        expectFrame(r, "i", rect(0, 70, 200, 60))
        // A non-resizable image keeps its size whatever is proposed.
        let fixed = layout(image(100, 30, id: "i").aspectRatio(nil, .fit, id: "a"), proposal: ProposedViewSize(width: 200, height: 200))
        expectFrame(fixed, "a", rect(0, 0, 100, 30))
    }

    @Test("aspectRatio reports the child's size, not the ratio box (§4.6)")
    func aspectRatioReportsChild() {
        let r = layout(text("Hej", id: "t").aspectRatio(1, .fit, id: "a"), proposal: ProposedViewSize(width: 200, height: 100))
        // Box font at 17 pt: 3 characters x 8.5 = 25.5 wide (26 at scale 1), 17 tall.
        expectFrame(r, "a", rect(0, 0, 26, 17))
    }

    @Test("fixedSize proposes nil on its axes (§4.4, §11.2 colorFixedSize)")
    func fixedSize() {
        let h = layout(color(id: "c").fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100))
        expectFrame(h, "c", rect(45, 0, 10, 100))
        let v = layout(color(id: "c").fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 100))
        expectFrame(v, "c", rect(0, 45, 100, 10))
    }

    @Test("background and overlay: the secondary is proposed the primary's size and aligned to it (§4.9)")
    func overlay() {
        let tree = color("blue", id: "b").frame(width: 100, height: 60)
            .overlay(zstack([]).frame(width: 20, height: 20, id: "badge"), alignment: .topTrailing, id: "o")
        let r = layout(tree)
        expectFrame(r, "o", rect(0, 0, 100, 60))
        expectFrame(r, "badge", rect(80, 0, 20, 20))
        let bg = layout(text("Hi", id: "t").background(color("yellow", id: "y"), id: "bg"))
        expectFrame(bg, "y", frame(bg, "t"))
    }

    @Test("padding then background differs from background then padding")
    func modifierOrder() {
        let a = layout(image(40, 20).padding(16).background(color(id: "red")))
        expectFrame(a, "red", rect(0, 0, 72, 52))
        let b = layout(image(40, 20).background(color(id: "red")).padding(16))
        expectFrame(b, "red", rect(16, 16, 40, 20))
    }

    @Test("offset moves drawing, not layout (§4.7)")
    func offset() {
        let tree = hstack(spacing: 0, [image(10, 10, id: "a").offset(x: 5, y: 7, id: "o"), image(10, 10, id: "b")])
        let r = layout(tree)
        expectFrame(r, "o", rect(0, 0, 10, 10))
        expectFrame(r, "a", rect(5, 7, 10, 10))
        expectFrame(r, "b", rect(10, 0, 10, 10))
    }

    @Test("the root is centred in the canvas and may overflow it (§1.3)")
    func rootCentring() {
        let r = layout(image(400, 100, id: "i"), canvas: CGSize(width: 320, height: 480))
        expectFrame(r, "i", rect(-40, 190, 400, 100))
        #expect(r.canvas == CGSize(width: 320, height: 480))
        let bare = layout(image(30, 20))
        #expect(bare.canvas == CGSize(width: 30, height: 20))
    }
}

@Suite("Paint resolution")
struct PaintTests {
    @Test("a stroke without a colour uses the foreground colour; fill wins over foreground")
    func strokeForeground() {
        let purple = Color.named["purple"] ?? .black
        let tree = hstack([
            ViewNode(.shape(.circle), id: "s").modifier(.stroke(nil, lineWidth: 2)),
            ViewNode(.shape(.rectangle), id: "f").modifier(.fill(.color(.white))),
        ]).modifier(.foregroundColor(purple))
        let r = layout(tree)
        #expect(r.root.first(id: "s")?.paint == .stroke(.circle, .color(purple), lineWidth: 2))
        #expect(r.root.first(id: "f")?.paint == .fill(.rectangle, .color(.white)))
    }
}
