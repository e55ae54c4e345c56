import Foundation
import LayoutCore
import Testing

/// docs/semantics.md §5. The box font at 17 pt: ascent 13.6, descent 3.4, cap height 11.9, no line gap; at
/// scale 2 (pixel 0.5): textSp = ceil½(1.7) = 2, defLine = 19, so a plain view above a Text is 19 − 13.6 = 5.4
/// away, a Text above a plain view max(19 − 11.9, 2 + 3.4) = 7.1, Text above Text 0.
@Suite("Spacing between siblings (docs/semantics.md §5)")
struct SpacingTests {
    static let above: CGFloat = 5.4
    static let below: CGFloat = 7.1

    /// The gap between `a` and `b` stacked in a VStack (or HStack) with default spacing.
    func gap(_ a: ViewNode, _ b: ViewNode, axis: Axis = .vertical) -> CGFloat {
        let tree = axis == .vertical
            ? vstack([a.modifier(.layoutPriority(0), id: "a"), b.modifier(.layoutPriority(0), id: "b")])
            : hstack([a.modifier(.layoutPriority(0), id: "a"), b.modifier(.layoutPriority(0), id: "b")])
        let r = layout(tree, scale: 2)
        return axis == .vertical ? frame(r, "b").minY - frame(r, "a").maxY : frame(r, "b").minX - frame(r, "a").maxX
    }

    let box = color().frame(width: 20, height: 10)

    @Test("plain views: 8; Spacer: 0 (§5.2)")
    func plain() {
        #expect(gap(box, box) == 8)
        #expect(gap(box, box, axis: .horizontal) == 8)
        #expect(gap(box, spacer(20)) == 0)
        #expect(gap(text("Hi"), spacer(20)) == 0)
    }

    @Test("Text: above and below differ (defLine − ascent, max(defLine − capHeight, textSp + descent)) (§5.3)")
    func textAsymmetric() {
        #expect(abs(gap(box, text("Hi")) - Self.above) < 0.0001)
        #expect(abs(gap(text("Hi"), box) - Self.below) < 0.0001)
        #expect(gap(text("Hi"), text("there")) == 0)
    }

    @Test("Text beside anything horizontally: 8")
    func textHorizontal() {
        #expect(gap(text("Hi"), text("there"), axis: .horizontal) == 8)
        #expect(gap(box, text("there"), axis: .horizontal) == 8)
    }

    @Test("the gaps follow the font: 34 pt gives 10.3 above and 13.7 below; mixed sizes of text touch")
    func textFontSize() {
        let big = text("Big").font(FontSpec(size: 34))
        // ascent 27.2, descent 6.8, lineH 34, textSp ceil½(3.4) = 3.5, defLine 37.5, cap height 23.8.
        #expect(abs(gap(box, big) - 10.3) < 0.0001)
        #expect(abs(gap(big, box) - 13.7) < 0.0001)
        #expect(gap(text("small"), big) == 0)
        #expect(gap(big, text("small")) == 0)
    }

    @Test("the pixel grid rounds textSp: 13 pt has 0.1 · lineH = 1.3 → 2 at @1, 1.5 at @2, 1.3333 at @3")
    func pixelGrid() {
        // ascent 10.4: above = 13 + textSp − 10.4.
        for (scale, expected) in [(CGFloat(1), CGFloat(4.6)), (2, 4.1), (3, 3.9333)] {
            let tree = vstack([box.modifier(.layoutPriority(0), id: "a"), text("Hi", id: "b").font(FontSpec(size: 13))])
            let r = layout(tree, scale: scale)
            #expect(abs(frame(r, "b").minY - frame(r, "a").maxY - expected) < 0.001, "scale \(scale)")
        }
    }

    @Test("padding resets the padded edges to plain; unpadded edges keep the Text's (§4.1)")
    func padding() {
        #expect(gap(text("Hi").padding(EdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 0)), box) == 8)
        #expect(abs(gap(text("Hi").padding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0)), box) - Self.below) < 0.0001)
        #expect(abs(gap(text("Hi").padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)), box) - Self.below) < 0.0001)
        #expect(gap(box, text("Hi").padding(EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))) == 8)
        // A padded Text is plain on its padded edges: plain above a Text is 5.4.
        #expect(abs(gap(text("Hi").padding(), text("Hi")) - Self.above) < 0.0001)
    }

    @Test("frames reset the axes they constrain: height → vertical edges plain, width only → Text's kept (§4.2, §4.3)")
    func frames() {
        #expect(gap(text("Hi").frame(height: 30), box) == 8)
        #expect(abs(gap(text("Hi").frame(width: 100), box) - Self.below) < 0.0001)
        #expect(gap(text("Hi").frame(maxHeight: 100), box) == 8)
        #expect(abs(gap(text("Hi").frame(maxWidth: .infinity), box) - Self.below) < 0.0001)
        #expect(gap(text("Hi").frame(idealHeight: 30), box) == 8)
    }

    @Test("background, overlay, border, offset, fixedSize, aspectRatio, layoutPriority keep the Text's (§4.9)")
    func passThrough() {
        let kept: [ViewNode] = [
            text("Hi").background(color()), text("Hi").overlay(color()),
            text("Hi").modifier(.border(.color(.black), width: 1)), text("Hi").offset(x: 3, y: 3),
            text("Hi").fixedSize(), text("Hi").aspectRatio(1), text("Hi").layoutPriority(1),
            text("Hi").modifier(.opacity(0.5)),
        ]
        for v in kept { #expect(abs(gap(v, box) - Self.below) < 0.0001) }
    }

    @Test("stacks expose their first/last child's edge along their axis and every child's across it (§5.1)")
    func containers() {
        // VStack { Text; Color } above a box: the VStack's bottom is the Color's → 8.
        #expect(gap(vstack([text("Hi"), box]), box) == 8)
        // VStack { Color; Text } above a box: the Text's bottom → 7.1; below a box: the Color's top → 8.
        #expect(abs(gap(vstack([box, text("Hi")]), box) - Self.below) < 0.0001)
        #expect(gap(box, vstack([box, text("Hi")])) == 8)
        // HStack { Text; Color }: across its axis both children publish; the Text's category wins.
        #expect(abs(gap(hstack([text("Hi"), box]), box) - Self.below) < 0.0001)
        #expect(abs(gap(box, hstack([text("Hi"), box])) - Self.above) < 0.0001)
        // ZStack: the union of every child.
        #expect(abs(gap(zstack([text("Hi")]), box) - Self.below) < 0.0001)
    }

    @Test("an explicit spacing replaces all preferences")
    func explicit() {
        let r = layout(vstack(spacing: 3, [text("Hi", id: "a"), color(id: "b").frame(height: 10)]), scale: 2)
        #expect(frame(r, "b").minY - frame(r, "a").maxY == 3)
    }

    @Test("the distance rule: matching categories add, plain values take the larger, nothing gives 8 (§5.2)")
    func distanceRule() {
        let plain = ViewSpacing()
        #expect(plain.distance(to: plain, along: .vertical) == 8)
        #expect(ViewSpacing.empty.distance(to: .empty, along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: plain, along: .vertical) == 0)
        var t = ViewSpacing.text(ideal: TextLayout(size: CGSize(width: 10, height: 20), lines: [], firstBaseline: 16,
                                                   lastBaseline: 16, ascent: 16, descent: 4, capHeight: 14,
                                                   leading: 1.2), pixelLength: 0.5)
        // Text above Text: the lower one's leading rounded up to the pixel: 1.5.
        #expect(t.distance(to: t, along: .vertical) == 1.5)
        #expect(abs(plain.distance(to: t, along: .vertical) - 6) < 0.0001)
        #expect(t.distance(to: plain, along: .vertical) == 8)
        t.reset([.bottom])
        #expect(t.distance(to: plain, along: .vertical) == 8)
        #expect(t.value(.edgeAboveText, .bottom) == .distance(0))
    }
}
