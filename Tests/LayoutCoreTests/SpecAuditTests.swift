import Foundation
import LayoutCore
import Testing

/// An audit of the engine against the research spec (../shared/spec/swiftui-layout.md): each test pins a rule or
/// a worked number of the section named in its title. Box font: every character 0.5 em wide, line 1 em, ascent
/// 0.8 em; scale 1 unless stated.
@Suite("Spec audit (spec §1-§11)")
struct SpecAuditTests {
    func size(_ v: ViewNode, _ w: CGFloat?, _ h: CGFloat?, scale: CGFloat = 1) -> CGSize {
        layout(v, proposal: ProposedViewSize(width: w, height: h), scale: scale).root.frame.size
    }

    // MARK: §2, §3.1 leaves

    @Test("§2/§3.1: Color answers nil with 10 and passes infinity through")
    func colorProposals() {
        #expect(size(color(), nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(color(), 0, 0) == .zero)
        #expect(size(color(), .infinity, 5) == CGSize(width: CGFloat.infinity, height: 5))
    }

    @Test("§3.1: Circle is the smaller side of the proposal (nil -> 10) as a square")
    func circle() {
        let c = ViewNode(.shape(.circle))
        #expect(size(c, 100, 50) == CGSize(width: 50, height: 50))
        #expect(size(c, nil, 40) == CGSize(width: 10, height: 10))
        #expect(size(c, nil, nil) == CGSize(width: 10, height: 10))
        #expect(size(ViewNode(.shape(.capsule)), 100, 50) == CGSize(width: 100, height: 50))
    }

    // MARK: §3.2 Text

    @Test("§3.2: nil and infinity are the same for Text (its ideal, one line per paragraph)")
    func textIdeal() {
        // 17 pt box font: 8.5 per character, 17 per line; "ab cd" = 42.5 -> 43 at scale 1.
        #expect(size(text("ab cd"), nil, nil) == CGSize(width: 43, height: 17))
        #expect(size(text("ab cd"), .infinity, .infinity) == CGSize(width: 43, height: 17))
        #expect(size(text("ab\ncd"), nil, nil) == CGSize(width: 17, height: 34))
    }

    @Test("§3.2: proposed 0 wide, Text is its narrowest (one grapheme per line); a height cut keeps >= 1 line")
    func textMinimum() {
        #expect(size(text("abc"), 0, nil) == CGSize(width: 9, height: 51))
        // Height 20 fits one 17-pt line: the rest is cut and the line truncated ("…" is one character here).
        #expect(size(text("abc"), 0, 20).height == 17)
        // Proposed less than one line: still one line (it overflows its frame).
        #expect(size(text("abc"), 100, 5) == CGSize(width: 26, height: 17))
    }

    @Test("§3.2: lineLimit(1) under a narrow width is one truncated line no wider than the proposal")
    func textLineLimit() {
        let t = text("aaaa bbbb").lineLimit(1)
        let s = size(t, 40, nil)
        #expect(s.height == 17)
        #expect(s.width <= 40)
        #expect(size(text("aaaa bbbb").lineLimit(2), 40, nil).height == 34)
    }

    @Test("§3.2/§9: text sizes are ceiled to 1/scale; baselines rounded")
    func textRounding() {
        // 17 pt box font at @3x: "a" = 8.5 -> 8.667.
        #expect(size(text("a"), nil, nil, scale: 3) == CGSize(width: 26.0 / 3, height: 17))
    }

    // MARK: §3.4 Spacer

    @Test("§3.4: a Spacer outside stacks fills both axes, ideal 8x8 (not 10)")
    func spacerOutsideStacks() {
        #expect(size(spacer(), nil, nil) == CGSize(width: 8, height: 8))
        #expect(size(spacer(), 100, 50) == CGSize(width: 100, height: 50))
        #expect(size(zstack([spacer()]), 100, 50) == CGSize(width: 100, height: 50))
    }

    @Test("§3.4: in a stack a Spacer is max(proposal, minLength) along the axis and 0 across")
    func spacerInStacks() {
        let r = layout(hstack([spacer(id: "s")]), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frame(r, "s").size == CGSize(width: 100, height: 0))
        let ideal = layout(hstack([spacer(id: "s")]), proposal: .unspecified)
        #expect(frame(ideal, "s").size == CGSize(width: 8, height: 0))
        // The nearest stack decides: a VStack inside an HStack orients its spacer vertically.
        let nested = layout(hstack([vstack([spacer(id: "s")])]), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frame(nested, "s").size == CGSize(width: 0, height: 50))
        // Through modifiers the axis is kept; in an overlay it is reset.
        let padded = layout(hstack([spacer(id: "s").padding(0)]), proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frame(padded, "s").size == CGSize(width: 100, height: 0))
        let overlaid = layout(hstack([color().frame(width: 40, height: 30).overlay(spacer(id: "s"))]),
                              proposal: ProposedViewSize(width: 100, height: 50))
        #expect(frame(overlaid, "s").size == CGSize(width: 40, height: 30))
    }

    @Test("§3.4/§4.5/§5.1: a framed Spacer has priority 0 but keeps its 0 gaps; a bare one priority -inf")
    func framedSpacer() {
        let bare = layout(hstack([color(id: "c"), spacer(id: "s")]), proposal: ProposedViewSize(width: 300, height: 10))
        #expect(frame(bare, "c").width == 292)
        // frame(minWidth: 0): priority 0; gap 0, because a frame directly around a Spacer keeps the Spacer's
        // spacing (OpenSwiftUI's frame layouts skip the reset when the child requiresSpacingProjection; audit 2).
        // Both children infinitely flexible with minimum 0: source order and equal shares, 300 / 2.
        let framed = layout(hstack([color(id: "c"), spacer(id: "s").frame(minWidth: 0, id: "f")]),
                            proposal: ProposedViewSize(width: 300, height: 10))
        #expect(frame(framed, "c").width == 150)
        #expect(frame(framed, "f").minX == 150)
    }

    // MARK: §3.5 Divider

    @Test("§3.5: Divider is horizontal except directly in an HStack (nearest stack decides), 1 px thick")
    func dividerOrientation() {
        let e = LayoutEngine(measurer: BoxFont(), scale: 3)
        let d = { ViewNode(.divider, id: "d") }
        let alone = e.layout(d(), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(alone, "d").size == CGSize(width: 100, height: 1.0 / 3))
        let inV = e.layout(hstack([vstack([d()])]), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(inV, "d").size == CGSize(width: 100, height: 1.0 / 3))
        let inZ = e.layout(hstack([zstack([d()])]), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(inZ, "d").size == CGSize(width: 100, height: 1.0 / 3))
        let inH = e.layout(hstack([d()]), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(inH, "d").size == CGSize(width: 1.0 / 3, height: 100))
    }

    @Test("§1.2: VStack{Text; Divider; Color}.fixedSize(): divider and colour measured 10 wide, drawn text-wide")
    func fixedSizeVStackDivider() {
        let tree = vstack([text("long title", id: "t"), ViewNode(.divider, id: "d"), color(id: "c")]).fixedSize()
        let r = layout(tree, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(frame(r, "t").width == 85)
        #expect(frame(r, "d").width == 85)
        #expect(frame(r, "c").width == 85)
        #expect(frame(r, "c").height == 10)
    }

    // MARK: §3.7

    @Test("§3.7: an empty stack is 0x0 with priority -inf (sized after a Color)")
    func emptyStack() {
        #expect(size(hstack([]), 100, 100) == .zero)
        // HStack(spacing: 0){ Color; HStack{} }: the empty stack is sized last and takes 0 anyway.
        let r = layout(hstack(spacing: 0, [color(id: "c"), hstack(id: "e", [])]), proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frame(r, "c").width == 100)
    }

    // MARK: §4.1 padding

    @Test("§4.1 worked: Color.padding(.horizontal, 20).padding(.top, 5)")
    func paddingWorked() {
        let tree = color(id: "c").padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), id: "in")
            .padding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0), id: "out")
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 50))
        expectFrame(r, "c", rect(20, 5, 60, 45))
        expectFrame(r, "in", rect(0, 5, 100, 45))
        expectFrame(r, "out", rect(0, 0, 100, 50))
        #expect(layout(tree, proposal: .unspecified).root.frame.size == CGSize(width: 50, height: 15))
        let narrow = layout(color(id: "c").padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), id: "p"),
                            proposal: ProposedViewSize(width: 10, height: 50))
        #expect(frame(narrow, "c").width == 0)
        #expect(frame(narrow, "p").width == 40)
    }

    @Test("§4.1/§10: .padding() is 16 on every edge")
    func defaultPadding() {
        #expect(size(color().padding(), nil, nil) == CGSize(width: 42, height: 42))
    }

    // MARK: §4.2 fixed frame

    @Test("§4.2: a fixed frame with both dimensions ignores the child; one dimension hugs the child on the other")
    func fixedFrameHug() {
        let r = layout(text("abcd", id: "t").frame(width: 100, id: "f"), proposal: ProposedViewSize(width: 300, height: 300))
        expectFrame(r, "f", rect(0, 0, 100, 17))
        expectFrame(r, "t", rect(33, 0, 34, 17))
        // Text wider than a fixed width wraps to it (proposed 20): "ab cd" -> two lines.
        let narrow = layout(text("ab cd", id: "t").frame(width: 20, id: "f"), proposal: .unspecified)
        expectFrame(narrow, "f", rect(0, 0, 20, 34))
    }

    // MARK: §4.3 flexible frame (spec table with child K = clamp(p, 30, 80), ideal 50)

    @Test("§4.3 worked table, child K (min 30, ideal 50, max 80)", arguments: [
        // frame (min, ideal, max), proposal, expected child width, expected frame width
        (nil, nil, CGFloat.infinity, CGFloat?(300), 80.0, 300.0),
        (nil, nil, .infinity, nil, 50, 50),
        (nil, nil, 100, 300, 80, 100),
        (100, nil, nil, 300, 80, 100),
        (100, nil, nil, 60, 80, 100),
        (40, nil, 60, nil, 50, 50),
        (nil, 120, nil, 300, 80, 80),
        (nil, 120, nil, nil, 80, 120),
    ] as [(CGFloat?, CGFloat?, CGFloat?, CGFloat?, Double, Double)])
    func flexTableK(mn: CGFloat?, ideal: CGFloat?, mx: CGFloat?, p: CGFloat?, childW: Double, frameW: Double) {
        let k = color(id: "k").frame(minWidth: 30, idealWidth: 50, maxWidth: 80, id: "kf")
        let tree = k.frame(minWidth: mn, idealWidth: ideal, maxWidth: mx, id: "f")
        let r = layout(tree, proposal: ProposedViewSize(width: p, height: 10))
        #expect(abs(frame(r, "f").width - frameW) < 0.001)
        #expect(abs(frame(r, "kf").width - childW) < 0.001)
    }

    @Test("§4.3 worked: Text.frame(maxWidth: .infinity) proposed 300 is 300 wide, text centred; nil hugs")
    func flexText() {
        let r = layout(text("Hi", id: "t").frame(maxWidth: .infinity, id: "f"), proposal: ProposedViewSize(width: 300, height: 800))
        expectFrame(r, "f", rect(0, 0, 300, 17))
        expectFrame(r, "t", rect(141.5, 0, 17, 17))
        #expect(size(text("Hi").frame(maxWidth: .infinity), nil, nil) == CGSize(width: 17, height: 17))
        // only max: a wider child makes the frame wider (min(max(p, child), max)).
        #expect(size(image(500, 10).frame(maxWidth: .infinity), 300, 10).width == 500)
    }

    @Test("§4.3: minHeight/maxHeight with infinity proposals report infinity only when both bounds decide")
    func flexInfinity() {
        #expect(size(color().frame(minWidth: 0, maxWidth: .infinity), .infinity, 10).width == .infinity)
        #expect(size(text("ab").frame(maxWidth: 100), .infinity, 10).width == 100)
        #expect(size(text("ab").frame(minWidth: 10), .infinity, 10).width == 17)
    }

    // MARK: §4.4, §4.5 fixedSize and priorities

    @Test("§4.4: fixedSize forwards layoutPriority; §4.5: padding and frames reset it")
    func priorityForwarding() {
        let w = ProposedViewSize(width: 136, height: 100)
        let long = { text("aaaa bbbb", id: "t") }
        // Priority 1 survives .border-like pass-throughs and fixedSize(vertical) -> text not wrapped (77 wide).
        let fixed = layout(hstack([color(), long().layoutPriority(1).fixedSize(horizontal: false, vertical: true), color()]), proposal: w)
        #expect(frame(fixed, "t").width == 77)
        // .padding(0) resets it to 0: the text is offered (136 - 16) / 3 = 40 and wraps.
        let padded = layout(hstack([color(), long().layoutPriority(1).padding(0), color()]), proposal: w)
        #expect(frame(padded, "t").width == 34)
        let framed = layout(hstack([color(), long().layoutPriority(1).frame(minWidth: 0, maxWidth: 200), color()]), proposal: w)
        #expect(frame(framed, "t").width == 34)
    }

    // MARK: §4.6 aspectRatio

    @Test("§4.6 worked [OBJC-AR]: 16:9 in 100x100 proposes 100x56.25 (fit) and 177.78x100 (fill)")
    func aspectObjc() {
        let fit = layout(color(id: "c").aspectRatio(16.0 / 9, .fit), proposal: ProposedViewSize(width: 100, height: 100))
        // The modifier reports the child's size, so the root is that size.
        expectFrame(fit, "c", rect(0, 0, 100, 56.25))
        let fill = layout(color(id: "c").aspectRatio(16.0 / 9, .fill), proposal: ProposedViewSize(width: 100, height: 100))
        expectFrame(fill, "c", rect(0, 0, 177.778, 100))
    }

    @Test("§4.6 worked: Image(300x200).resizable().scaledToFit/Fill in 100x100, (100, nil) and nil")
    func aspectImage() {
        let img = { image(300, 200, id: "i").resizable() }
        let fit = size(img().modifier(.scaledToFit), 100, 100)
        #expect(fit.width == 100 && abs(fit.height - 200.0 / 3) < 1e-9)
        #expect(size(img().modifier(.scaledToFill), 100, 100) == CGSize(width: 150, height: 100))
        let s = size(img().modifier(.scaledToFit), 100, nil)
        #expect(abs(s.height - 66.667) < 0.001 && s.width == 100)
        #expect(size(img().modifier(.scaledToFit), nil, nil) == CGSize(width: 300, height: 200))
        // Fill with one dimension nil: k = infinity -> the child is proposed infinity x infinity.
        #expect(size(img().modifier(.scaledToFill), 100, nil) == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    @Test("§11.2 AspectRatioLayoutUITests: half in rect, two in square, nil ratio on a Color")
    func aspectUITests() {
        let half = layout(color(id: "c").aspectRatio(0.5, .fit).frame(width: 100, height: 50))
        expectFrame(half, "c", rect(37.5, 0, 25, 50))
        let halfFill = layout(color(id: "c").aspectRatio(0.5, .fill).frame(width: 50, height: 100))
        expectFrame(halfFill, "c", rect(0, 0, 50, 100))
        let two = layout(color(id: "c").aspectRatio(2, .fit).frame(width: 100, height: 50))
        expectFrame(two, "c", rect(0, 0, 100, 50))
        let twoFill = layout(color(id: "c").aspectRatio(2, .fill).frame(width: 50, height: 100))
        expectFrame(twoFill, "c", rect(-75, 0, 200, 100))
        let nilFit = layout(color(id: "c").aspectRatio(nil, .fit).frame(width: 100, height: 50))
        expectFrame(nilFit, "c", rect(25, 0, 50, 50))
        let nilFill = layout(color(id: "c").aspectRatio(nil, .fill).frame(width: 50, height: 100))
        expectFrame(nilFill, "c", rect(-25, 0, 100, 100))
    }

    // MARK: §6 stacks

    @Test("§6.2: the high-priority group is offered all but the lower groups' minimums, which they get back")
    func priorityReservesMinimums() {
        let tree = vstack([color(id: "r").frame(minHeight: 30, id: "rf"), color(id: "b").layoutPriority(1)])
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 200))
        #expect(frame(r, "b").height == 162)
        #expect(frame(r, "rf").height == 30)
    }

    @Test("§6.2: two infinitely flexible children: the larger minimum goes first")
    func infiniteFlexTie() {
        // Source order would give Color 75 then the frame 100 (175 > 150); larger-min-first gives 50 + 100.
        let tree = hstack(spacing: 0, [color(id: "c"), color().frame(minWidth: 100, id: "f")])
        let r = layout(tree, proposal: ProposedViewSize(width: 150, height: 10))
        #expect(frame(r, "c").width == 50)
        #expect(frame(r, "f").width == 100)
        #expect(r.root.frame.width == 150)
    }

    @Test("§6.2: fractional shares are not rounded (200 / 3)")
    func fractionalShares() {
        let r = layout(hstack(spacing: 0, [color(id: "a"), color(id: "b"), color(id: "c")]),
                       proposal: ProposedViewSize(width: 200, height: 10))
        #expect(abs(frame(r, "a").width - 200.0 / 3) < 1e-9)
        #expect(abs(frame(r, "c").minX - 400.0 / 3) < 1e-9)
    }

    @Test("§6.2 [WUI-856]: fixed children overflow the stack instead of shrinking; the stack is centred")
    func overflow() {
        let sq = { color().frame(width: 96) }
        let tree = hstack(spacing: 10, id: "h", [sq(), sq(), sq(), sq()])
        let r = layout(tree, canvas: CGSize(width: 383, height: 100))
        #expect(frame(r, "h").width == 414)
        #expect(frame(r, "h").minX == -15.5)
    }

    @Test("§6.6-7: HStack{Text(long); Spacer(); Text(short)}: the short text first, the long one gets the rest")
    func textSpacerText() {
        // W = 100: avail = 100 - 8 (spacer min); short "ab" (17) offered 46 takes 17; long offered 75.
        let tree = hstack([text("aaaa bbbb cc", id: "long"), spacer(id: "s"), text("ab", id: "short")])
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(r, "short").width == 17)
        #expect(frame(r, "long").width <= 75)
        #expect(frame(r, "long").height == 34)
        #expect(frame(r, "s").width == 100 - frame(r, "long").width - 17)
    }

    @Test("§6.6-8: nil major proposal: HStack{Color; Text} proposed (nil, 100)")
    func nilMajor() {
        let r = layout(hstack([color(id: "c"), text("Hi", id: "t")]), proposal: ProposedViewSize(width: nil, height: 100))
        #expect(r.root.frame.size == CGSize(width: 35, height: 100))
        expectFrame(r, "t", rect(18, 41.5, 17, 17))
    }

    @Test("§11.2 FrameLayoutUITests.flexFrameMax: HStack(.top) and VStack(.leading) of 50/40x30/30 squares")
    func flexFrameMax() {
        let sq = { (id: String, w: CGFloat, h: CGFloat) in color(id: id).frame(width: w, height: h) }
        let inner = { (p: String) in [sq(p + "r", 50, 50), sq(p + "g", 40, 30), sq(p + "b", 30, 30)] }
        let tree = vstack([vstack(alignment: .leading, id: "v", inner("v")), hstack(alignment: .top, id: "h", inner("h"))])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        expectFrame(r, "v", rect(75, 8, 50, 126))
        expectFrame(r, "vg", rect(75, 66, 40, 30))
        expectFrame(r, "h", rect(32, 142, 136, 50))
        expectFrame(r, "hb", rect(138, 142, 30, 30))
    }

    // MARK: §7 ZStack

    @Test("§7: the ZStack proposes its final size to every child when placing")
    func zstackPlacementProposal() {
        // Sized by the text (priority 1): 17x17; the Color is then proposed 17x17 and drawn that size.
        let tree = zstack([color(id: "c"), text("Hi", id: "t").layoutPriority(1)])
        let r = layout(tree, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(frame(r, "c").size == CGSize(width: 17, height: 17))
        // Without priorities, the greedy Color sizes it.
        #expect(size(zstack([color(), text("Hi")]), 390, 844) == CGSize(width: 390, height: 844))
    }

    // MARK: §1.3, §11.3

    @Test("§1.3/§11.3: the root is centred: Text.frame(maxWidth: .infinity).background.padding(10) in 390x844")
    func briefExample() {
        let tree = text("Hello", id: "t").frame(maxWidth: .infinity, id: "f").background(color("teal"), id: "bg")
            .padding(10, id: "p")
        let r = LayoutEngine(measurer: BoxFont(), scale: 3).layout(tree, canvas: CGSize(width: 390, height: 844))
        // Box font: text 42.5 -> 42.667 x 17; padding 390 x 37 at y (844 - 37) / 2 = 403.5.
        expectFrame(r, "p", rect(0, 403.5, 390, 37))
        expectFrame(r, "f", rect(10, 413.5, 370, 17))
        #expect(abs(frame(r, "t").minX - (10 + (370 - 128.0 / 3) / 2)) < 0.001)
    }
}

@Suite("Spec audit: stack arithmetic edge cases (spec §6.2)")
struct SpecAuditStackEdgeTests {
    @Test("§6.2 'NaN-safe': a stack proposed infinity gives every greedy child infinity, never NaN")
    func infiniteProposal() {
        let r = layout(hstack(spacing: 0, [color(id: "a"), color(id: "b")]), proposal: ProposedViewSize(width: .infinity, height: 10))
        #expect(frame(r, "a").width == .infinity)
        #expect(frame(r, "b").width == .infinity)
        #expect(r.root.frame.width == .infinity)
    }

    @Test("§6.2: a nested stack's max probe is infinity, so it sorts as infinitely flexible (larger minimum first)")
    func nestedStackFlexibility() {
        // Inner HStack{Color; Color}: min 0, max infinity. The framed colour (min 100) goes first: 100, inner 50.
        let tree = hstack(spacing: 0, [hstack(spacing: 0, id: "inner", [color(), color()]),
                                       color().frame(minWidth: 100, id: "f")])
        let r = layout(tree, proposal: ProposedViewSize(width: 150, height: 10))
        #expect(frame(r, "inner").width == 50)
        #expect(frame(r, "f").width == 100)
    }
}

@Suite("Spec audit: position (spec §4.8)")
struct SpecAuditPositionTests {
    @Test("§4.8 worked: Color.frame(40x40).position(x: 30, y: 30) proposed 200x100 and nil")
    func position() {
        let tree = color(id: "c").frame(width: 40, height: 40, id: "f").modifier(.position(x: 30, y: 30), id: "p")
        let r = layout(tree, proposal: ProposedViewSize(width: 200, height: 100))
        expectFrame(r, "p", rect(0, 0, 200, 100))
        expectFrame(r, "f", rect(10, 10, 40, 40))
        let ideal = layout(tree, proposal: .unspecified)
        expectFrame(ideal, "p", rect(0, 0, 40, 40))
        expectFrame(ideal, "f", rect(10, 10, 40, 40))
    }

    @Test("§4.5: position resets layoutPriority to 0")
    func positionPriority() {
        let w = ProposedViewSize(width: 136, height: 100)
        let t = text("aaaa bbbb", id: "t").layoutPriority(1).modifier(.position(x: 50, y: 50), id: "p")
        let r = layout(hstack([color(), t, color()]), proposal: w)
        // Priority 0: all three are infinitely flexible (position is greedy) with minimum 0: (136 - 16) / 3.
        #expect(frame(r, "p").width == 40)
    }
}

@Suite("Spec audit: decisions on [CONFLICT] rules (spec §12, docs/semantics.md)")
struct SpecAuditDecisionTests {
    @Test("§12.3 / §7 decision: a ZStack with a custom leading guide spans the aligned children (union hull)")
    func zstackUnion() {
        let tree = zstack(alignment: .leading, [
            color(id: "r").frame(width: 50, height: 10),
            color(id: "b").frame(width: 50, height: 10).alignmentGuide(HorizontalAlignment.leading) { _ in -30 },
        ])
        let r = layout(tree)
        #expect(r.root.frame.width == 80)
        #expect(frame(r, "r").minX == 0)
        #expect(frame(r, "b").minX == 30)
    }

    @Test("§12.1 decision: a stack's lastTextBaseline is its bottom-most text baseline (max)")
    func lastBaselineIsMax() {
        // VStack(spacing: 0){a; b}: baselines 14 and 17 + 14 = 31 (box font, 17 pt, 0.8 em rounded).
        let tree = hstack(alignment: .lastTextBaseline, [
            vstack(spacing: 0, id: "v", [text("a"), text("b")]),
            color(id: "c").frame(width: 20, height: 20),
        ])
        let r = layout(tree)
        #expect(frame(r, "v").minY == 0)
        #expect(frame(r, "c").minY == 11)   // its bottom on y 31 (min would put it at 0 and the VStack at 6)
    }

    @Test("§12.2 decision: a stack exports its children's baselines at their placed origins")
    func stackBaselineAddsOrigins() {
        let tree = hstack(alignment: .firstTextBaseline, [
            vstack(spacing: 0, id: "v", [color().frame(width: 10, height: 10), text("a")]),
            text("b", id: "b"),
        ])
        let r = layout(tree)
        #expect(frame(r, "v").minY == 0)
        #expect(frame(r, "b").minY == 10)
    }
}

@Suite("Spec audit: empty stacks (spec §3.7)")
struct SpecAuditEmptyStackTests {
    @Test("§3.7: an empty stack between two views is 0x0 and wants no spacing (Spacing.zero)")
    func emptyStackSpacing() {
        let tree = hstack([color(id: "a").frame(width: 10), vstack(id: "e", []), color(id: "b").frame(width: 10)])
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(frame(r, "e").width == 0)
        #expect(frame(r, "b").minX - frame(r, "a").maxX == 0)
    }
}

@Suite("Spec audit: EmptyView in containers (spec §3.7)")
struct SpecAuditEmptyViewTests {
    @Test("§3.7: an EmptyView is no subview of a custom Layout either (HStackLayout as a Layout: no extra gap)")
    func emptyViewInCustomLayout() {
        let tree = ViewNode(.layout(CustomLayout(HStackLayout())), children: [image(10, 10), ViewNode(.emptyView), image(10, 10)])
        #expect(layout(tree).root.frame.width == 28)
    }
}

@Suite("Spec audit: position forwards guides (spec §1.4, §4.8)")
struct SpecAuditPositionGuideTests {
    @Test("§1.4: position is a unary layout: the child's baseline passes through, shifted by its placement")
    func positionBaseline() {
        // Text "a" (17 wide, 17 tall, baseline 14) centred at (50, 40) in a 100x100 position box: its top is at
        // 31.5, so the box's first baseline is 45.5. The colour's bottom sits on it.
        let tree = hstack(alignment: .firstTextBaseline, spacing: 0, [
            text("a").modifier(.position(x: 50, y: 40)).frame(width: 100, height: 100, id: "p"),
            color(id: "c").frame(width: 10, height: 10),
        ])
        let r = layout(tree)
        // The frame forwards the guide too: p's baseline = 45.5; colour bottom at 45.5 -> y 35.5 from p's top.
        #expect(frame(r, "c").minY - frame(r, "p").minY == 35.5)
    }
}

@Suite("Spec audit: Divider in nested stacks (spec §3.5, §11.2 DividerUITests)")
struct SpecAuditDividerTests {
    @Test("§11.2 DividerUITests: stacks of red / Divider / blue nested in a 200x200 HStack (scale 1)")
    func nestedDividers() {
        let trio = { (id: String, h: Bool) -> ViewNode in
            let c = [color(id: id + "r"), ViewNode(.divider, id: id + "d"), color("blue")]
            return h ? hstack(id: id, c) : vstack(id: id, c)
        }
        let tree = hstack([vstack([trio("lv", false), trio("lh", true)]), vstack([trio("rh", true), trio("rv", false)])])
        let r = layout(tree, canvas: CGSize(width: 200, height: 200))
        // Halves of 200 - 8; in each column the VStack trio (minimum 16 + 1) is sized first, 96 each.
        expectFrame(r, "lv", rect(0, 0, 96, 96))
        expectFrame(r, "lvr", rect(0, 0, 96, 39.5))      // (96 - 16 - 1) / 2
        expectFrame(r, "lvd", rect(0, 47.5, 96, 1))
        expectFrame(r, "lhd", rect(47.5, 104, 1, 96))
        expectFrame(r, "rh", rect(104, 0, 96, 96))
        expectFrame(r, "rv", rect(104, 104, 96, 96))
    }
}

/// docs/semantics.md §1.2: an infinitely large child (fill aspect ratio proposed one nil side) gets no NaN origin.
@Suite struct InfiniteChildPlacementTests {
    @Test func fillWithOneNilSideInAVStackHasFiniteOrigins() {
        let fill = ViewNode(.color(.named["green"] ?? .black))
            .modifier(.aspectRatio(4.0 / 3.0, contentMode: .fill))
        let root = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
            ViewNode(.color(.named["blue"] ?? .black)).modifier(.frame(width: 100, height: 20, alignment: .center)),
            fill,
            ViewNode(.color(.named["red"] ?? .black)).modifier(.frame(width: 50, height: 10, alignment: .center)),
        ])
        let result = LayoutEngine(measurer: BoxFont(), scale: 2).layout(root)
        var origins: [CGPoint] = []
        var stack = [result.root]
        while let n = stack.popLast() { origins.append(n.frame.origin); stack += n.children }
        #expect(origins.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // The stack measured its children with nil (10×10 for the fill: §4.6 pass-through), then placed the fill
        // with its own width 100 and nil height: ∞×∞, put at the stack's leading/top edges.
        let placedFill = result.root.children[1]
        #expect(placedFill.frame.width == .infinity)
        #expect(placedFill.frame.origin == CGPoint(x: 0, y: 0))
    }
}
