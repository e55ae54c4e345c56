import Foundation
import LayoutCore
import Testing

@Suite("Stacks (docs/semantics.md §6, §7)")
struct StackTests {
    @Test("equal colours share a VStack; nested HStack splits its width (§11.2 defaultHVStack)")
    func defaultHVStack() {
        let tree = vstack([color(id: "r"), color("blue", id: "b"), hstack(id: "h", [color(id: "g"), color(id: "y")])])
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        expectFrame(r, "r", rect(0, 0, 200, 61.333))
        expectFrame(r, "b", rect(0, 69.333, 200, 61.333))
        expectFrame(r, "h", rect(0, 138.667, 200, 61.333))
        expectFrame(r, "g", rect(0, 138.667, 96, 61.333))
        expectFrame(r, "y", rect(104, 138.667, 96, 61.333))
    }

    @Test("fixed children hug; the stack is centred (§11.2 elementFrameHVStack)")
    func elementFrames() {
        let c = { (id: String) in color(id: id).frame(width: 40, height: 40) }
        let tree = vstack(id: "v", [c("red"), c("blue"), hstack(id: "h", [c("g"), c("y")])])
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        expectFrame(r, "v", rect(56, 32, 88, 136))
        expectFrame(r, "red", rect(80, 32, 40, 40))
        expectFrame(r, "blue", rect(80, 80, 40, 40))
        expectFrame(r, "h", rect(56, 128, 88, 40))
    }

    @Test("least flexible first: a fixed child is sized before two colours that share the rest (§6.6-3)")
    func leastFlexibleFirst() {
        let tree = vstack(spacing: 20, [color(id: "r"), color(id: "y").frame(width: 10, height: 10), color(id: "b")])
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        #expect(frame(r, "r").height == 75)
        #expect(frame(r, "b").height == 75)
    }

    @Test("layoutPriority: the high group gets all but the others' minimums (§6.6-4)")
    func priority() {
        let tree = vstack([color(id: "r"), color(id: "b").layoutPriority(1), hstack(id: "h", [color(), color()])])
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        #expect(frame(r, "b").height == 184)
        #expect(frame(r, "r").height == 0)
        #expect(frame(r, "h").height == 0)
    }

    @Test("a Spacer is laid out last, has no spacing beside it and keeps its minLength (§6.6-5)")
    func spacerInHStack() {
        let sq = { (id: String) in color(id: id).frame(width: 50, height: 50) }
        let tree = hstack([sq("red"), spacer(id: "s"), sq("blue")]).frame(width: 200, height: 80)
        let r = layout(tree)
        expectFrame(r, "red", rect(0, 15, 50, 50))
        #expect(frame(r, "s").width == 100)
        expectFrame(r, "blue", rect(150, 15, 50, 50))
        let greedy = layout(hstack([color(id: "c"), spacer(id: "s")]), proposal: ProposedViewSize(width: 300, height: 10))
        #expect(frame(greedy, "c").width == 292)
        #expect(frame(greedy, "s").width == 8)
    }

    @Test("Spacer minLength variants (§11.2 SpacerUITests)", arguments: [
        (CGFloat(180), CGFloat?(50), [CGFloat(50), 50], CGFloat(80)),
        (200, 100, [30, 30], 140),
        (160, 0, [80, 80], 0),
    ])
    func spacerMinLength(width: CGFloat, minLength: CGFloat?, sides: [CGFloat], expected: CGFloat) {
        let tree = hstack([color().frame(width: sides[0]), spacer(minLength, id: "s"), color().frame(width: sides[1])])
            .frame(width: width)
        let r = layout(tree, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(abs(frame(r, "s").width - expected) < 0.001)
    }

    @Test("several spacers share what is left (§11.2 multipleSpacersInHStack)")
    func multipleSpacers() {
        let sq = { color().frame(width: 40, height: 40) }
        let tree = hstack([sq(), spacer(id: "s1"), sq(), spacer(id: "s2"), sq()]).frame(width: 250)
        let r = layout(tree, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frame(r, "s1").width == 65)
        #expect(frame(r, "s2").width == 65)
    }

    @Test("WUI-968 measured: A, Spacer(minLength: 0), B with min 0 / max 60 children", arguments: [
        (CGFloat(100), CGFloat(40), CGFloat(0)), (160, 60, 20),
    ])
    func measuredSpacer(width: CGFloat, side: CGFloat, gap: CGFloat) {
        let a = color(id: "a").frame(maxWidth: 60), b = color(id: "b").frame(maxWidth: 60)
        let tree = hstack(spacing: 10, [a, spacer(0, id: "s"), b])
        let r = layout(tree, proposal: ProposedViewSize(width: width, height: 10))
        #expect(frame(r, "a").width == side)
        #expect(frame(r, "s").width == gap)
        #expect(frame(r, "b").width == side)
    }

    @Test("a Text is offered an equal share first and wraps though the stack could fit it (§6.6-6)")
    func textWrapsInHStack() {
        // Box font 17 pt: 8.5 per character. "aaaa bbbb" is 76.5 wide ideal.
        let tree = hstack([color(id: "l"), text("aaaa bbbb", id: "t"), color(id: "r")])
        let r = layout(tree, proposal: ProposedViewSize(width: 136, height: 100))
        // offered (136 - 16) / 3 = 40 -> wraps to "aaaa" / "bbbb", 34 wide, 2 lines.
        #expect(frame(r, "t").width == 34)
        #expect(frame(r, "t").height == 34)
        #expect(frame(r, "l").width == 43)
        let prioritised = layout(hstack([color(), text("aaaa bbbb", id: "t").layoutPriority(1), color()]),
                                 proposal: ProposedViewSize(width: 136, height: 100))
        #expect(frame(prioritised, "t").width == 77) // 76.5 rounded up at scale 1
    }

    @Test("a nil major proposal asks every child for its ideal size (§6.3)")
    func idealStack() {
        let tree = hstack([color(id: "c"), text("Hi", id: "t")])
        let r = layout(tree, proposal: ProposedViewSize(width: nil, height: 100))
        expectFrame(r, "c", rect(0, 0, 10, 100))
        #expect(r.root.frame.size == CGSize(width: 10 + 8 + 17, height: 100))
    }

    @Test("a VStack measured with a nil width re-proposes its own width at placement (§1.2)")
    func placementProposal() {
        let tree = vstack(spacing: 0, [text("long title", id: "t"), color(id: "c")]).fixedSize()
        let r = layout(tree, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frame(r, "c").width == frame(r, "t").width)
    }

    @Test("cross-axis alignment and span (§6.4)")
    func crossAxis() {
        let tree = vstack(alignment: .leading, [color(id: "a").frame(width: 50, height: 10), color(id: "b").frame(width: 20, height: 10)])
        let r = layout(tree)
        #expect(frame(r, "a").minX == 0)
        #expect(frame(r, "b").minX == 0)
        let trailing = layout(vstack(alignment: .trailing, [color().frame(width: 50, height: 10), color(id: "b").frame(width: 20, height: 10)]))
        #expect(frame(trailing, "b").minX == 30)
    }

    @Test("HStack firstTextBaseline: texts align their baselines, other views their bottoms (§6.6-9)")
    func baselines() {
        let tree = hstack(alignment: .firstTextBaseline, [
            text("A", id: "big").font(FontSpec(size: 40)),
            text("b", id: "small").font(FontSpec(size: 10)),
            color(id: "g").frame(width: 20, height: 20),
        ])
        let r = layout(tree)
        // Box font: baseline at 0.8 em -> 32 and 8. The colour's bottom sits on the baseline.
        #expect(frame(r, "big").minY == 0)
        #expect(frame(r, "small").minY == 24)
        #expect(frame(r, "g").minY == 12)
        #expect(r.root.frame.height == 40)
    }

    @Test("a padded Text still aligns by its baseline (baselines flow up through modifiers)")
    func paddedBaseline() {
        let tree = hstack(alignment: .lastTextBaseline, [
            text("A", id: "a").font(FontSpec(size: 20)).padding(10),
            text("b", id: "b").font(FontSpec(size: 10)),
        ])
        let r = layout(tree)
        let aBaseline = frame(r, "a").minY + 16
        let bBaseline = frame(r, "b").minY + 8
        #expect(aBaseline == bBaseline)
    }

    @Test("ZStack sizes to its largest child and aligns every child (§7)")
    func zstackAlignment() {
        let tree = zstack(alignment: .bottomTrailing, [color(id: "b").frame(width: 100, height: 60),
                                                        color(id: "r").frame(width: 40, height: 20)])
        let r = layout(tree)
        #expect(r.root.frame.size == CGSize(width: 100, height: 60))
        expectFrame(r, "r", rect(60, 40, 40, 20))
    }

    @Test("ZStack: only the highest-priority children size it (§7)")
    func zstackPriority() {
        let tree = zstack([color(id: "y"), text("Hi", id: "t").layoutPriority(1)])
        let r = layout(tree, canvas: CGSize(width: 390, height: 844))
        #expect(r.root.frame.size == CGSize(width: 17, height: 17))
        #expect(frame(r, "y").size == CGSize(width: 17, height: 17))
    }

    @Test("EmptyView children are not subviews: no spacing is added for them")
    func emptyView() {
        let tree = hstack([image(10, 10), ViewNode(.emptyView), image(10, 10)])
        #expect(layout(tree).root.frame.width == 28)
    }

    @Test("a Divider is one pixel thick across its stack")
    func divider() {
        let v = LayoutEngine(measurer: BoxFont(), scale: 2).layout(
            vstack(spacing: 0, [ViewNode(.divider, id: "d")]), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(v, "d").size == CGSize(width: 100, height: 0.5))
        let h = layout(hstack(spacing: 0, [ViewNode(.divider, id: "d")]), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frame(h, "d").size == CGSize(width: 1, height: 50))
    }
}
