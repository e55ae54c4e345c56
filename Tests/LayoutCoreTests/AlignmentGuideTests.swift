import Foundation
import LayoutCore
import Testing

extension ViewNode {
    func alignmentGuide(_ g: HorizontalAlignment, id: String? = nil, _ f: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> ViewNode {
        modifier(.alignmentGuide(g.key, GuideComputation("test \(g.key.name)", f)), id: id)
    }
    func alignmentGuide(_ g: VerticalAlignment, id: String? = nil, _ f: @escaping @Sendable (ViewDimensions) -> CGFloat)
        -> ViewNode {
        modifier(.alignmentGuide(g.key, GuideComputation("test \(g.key.name)", f)), id: id)
    }
}

/// alignmentGuide (docs/semantics.md §4.10), guide propagation (§1.4) and GeometryReader (§3.6).
@Suite("Alignment guides and GeometryReader")
struct AlignmentGuideTests {
    @Test("spec §4.9 worked example: an overlay's trailing guide moved by alignmentGuide")
    func overlayWithGuide() {
        let circle = ViewNode(.shape(.circle), id: "circle").frame(width: 20, height: 20)
            .alignmentGuide(HorizontalAlignment.trailing) { d in d[HorizontalAlignment.leading] + 10 }
        let root = color("blue").frame(width: 100, height: 60).overlay(circle, alignment: .topTrailing)
        let r = layout(root)
        expectFrame(r, "circle", rect(90, 0, 20, 20))
    }

    @Test("overlay/background align on the primary Text's baseline, as a ZStack does; frame guides from its frame (§4.9)",
          arguments: [false, true])
    func secondaryOnPrimaryGuides(background: Bool) {
        let baseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
        let dot = color("red", id: "dot").frame(width: 4, height: 4)
        let title = text("Title", id: "t")
        let layered = background ? title.background(dot, alignment: baseline) : title.overlay(dot, alignment: baseline)
        // The dot's bottom (its own firstTextBaseline: no text inside) sits on the Text's baseline, as in a ZStack.
        let zstacked = layout(zstack(alignment: baseline, [text("Title", id: "t"), color("red", id: "dot").frame(width: 4, height: 4)]),
                              proposal: .unspecified)
        let r = layout(layered, proposal: .unspecified)
        let dy = frame(r, "dot").minY - frame(r, "t").minY
        #expect(dy == frame(zstacked, "dot").minY - frame(zstacked, "t").minY)
        #expect(dy > 0 && dy + 4 < frame(r, "t").height, "the baseline is above the text's bottom")
        // The frame guides come from the primary's frame (§4.9, "Decision"): an alignmentGuide(.top) on the
        // primary does not move an overlay aligned .top.
        let moved = color("blue", id: "p").frame(width: 100, height: 60).alignmentGuide(VerticalAlignment.top) { _ in 20 }
        let r2 = layout(moved.overlay(color("red", id: "s").frame(width: 20, height: 20), alignment: .top))
        #expect(frame(r2, "s").minY - frame(r2, "p").minY == 0)
    }

    @Test("a VStack child with leading -30 shifts right; the stack's span contains the line (§6.6)")
    func vstackLeadingGuide() {
        let root = vstack(alignment: .leading, spacing: 0, [
            color("red", id: "a").frame(width: 50, height: 10),
            color("blue", id: "b").frame(width: 50, height: 10).alignmentGuide(HorizontalAlignment.leading) { _ in -30 },
        ])
        let r = layout(root, proposal: .unspecified)
        #expect(r.root.frame.size == CGSize(width: 80, height: 20))
        expectFrame(r, "a", rect(0, 0, 50, 10))
        expectFrame(r, "b", rect(30, 10, 50, 10))
    }

    @Test("modifiers forward frame guides shifted by the child's origin; containers do not export them (§1.4)")
    func propagation() {
        let guided = color("red", id: "g").frame(width: 50, height: 10)
            .alignmentGuide(HorizontalAlignment.leading) { _ in -30 }
        let padded = vstack(alignment: .leading, spacing: 0, [guided.padding(5), color("blue", id: "plain").frame(width: 50, height: 10)])
        let r = layout(padded, proposal: .unspecified)
        // padding's leading = 5 + (-30) = -25: the padded view starts 25 right of the line.
        expectFrame(r, "g", rect(30, 5, 50, 10))
        expectFrame(r, "plain", rect(0, 20, 50, 10))
        let inner = vstack(alignment: .leading, id: "inner", [guided])
        let outer = vstack(alignment: .leading, spacing: 0, [inner, color("blue", id: "plain").frame(width: 50, height: 10)])
        let r2 = layout(outer, proposal: .unspecified)
        // The inner stack (80 wide, its child at 30) aligns by its default leading 0.
        expectFrame(r2, "inner", rect(0, 0, 80, 10))
        expectFrame(r2, "plain", rect(0, 10, 50, 10))
    }

    @Test("custom guides are averaged by containers and read through d")
    func customGuide() {
        let key = AlignmentKey(name: "third", axis: .vertical, combine: .average) { d in d.height / 3 }
        let third = VerticalAlignment(key: key)
        let root = hstack(alignment: third, spacing: 0, [
            color("red", id: "a").frame(width: 10, height: 30),
            color("blue", id: "b").frame(width: 10, height: 60),
            vstack(id: "c", [color("green").frame(width: 10, height: 30)
                .alignmentGuide(third) { d in d[VerticalAlignment.bottom] }]),
        ])
        let r = layout(root, proposal: .unspecified)
        // Guides: a 10, b 20, c: its child's explicit 30 (the VStack exports the custom value).
        expectFrame(r, "a", rect(0, 20, 10, 30))
        expectFrame(r, "b", rect(10, 10, 10, 60))
        expectFrame(r, "c", rect(20, 0, 10, 30))
    }

    @Test("GeometryReader: nil becomes 0; content gets the reader's size at its top-leading corner (§3.6)")
    func geometryReader() {
        let content = GeometryContent("test") { proxy in
            [color("red", id: "half").frame(width: proxy.size.width / 2, height: 10), text("x", id: "t")]
        }
        let reader = ViewNode(.geometryReader(content), id: "reader")
        let ideal = layout(reader, proposal: .unspecified)
        #expect(ideal.root.frame.size == .zero)
        let r = layout(hstack([reader]), canvas: CGSize(width: 200, height: 100))
        expectFrame(r, "reader", rect(0, 0, 200, 100))
        expectFrame(r, "half", rect(0, 0, 100, 10))
        #expect(frame(r, "t").origin == .zero)
        #expect(r.root.first(id: "t")?.proposal == ProposedViewSize(width: 200, height: 100))
    }
}
