import Foundation
import LayoutCore
import Testing

extension ViewNode {
    func textOption(_ o: TextOption, id: String? = nil) -> ViewNode { modifier(.textOption(o), id: id) }
}

/// The text layout a Text node with `id` was placed with.
private func placedText(_ r: LayoutResult, _ id: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> (TextLayout, TextStyle)? {
    guard case .text(let t, let style, _)? = r.root.first(id: id)?.paint else {
        Issue.record("no text \(id)", sourceLocation: sourceLocation)
        return nil
    }
    return (t, style)
}

private func at(_ w: CGFloat?, _ h: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: w, height: h) }

/// Text options with the box font at scale 1: body 17 pt, so every character is 8.5 wide, a line is 17 tall,
/// ascent 13.6 (docs/semantics.md §3.2).
@Suite("Text options (box font)")
struct TextOptionTests {
    @Test("lineSpacing goes between lines, not after the last: h = n·17 + (n−1)·s; last baseline moves too")
    func lineSpacing() throws {
        // Width 40 holds 4 characters: "aaaa" / "bbbb" / "cccc".
        let r = layout(text("aaaa bbbb cccc", id: "t").textOption(.lineSpacing(5)), proposal: at(40, nil))
        #expect(frame(r, "t").size == CGSize(width: 34, height: 61))           // 3·17 + 2·5
        let (t, _) = try #require(placedText(r, "t"))
        #expect(zip(t.lines.map(\.baseline), [13.6, 35.6, 57.6]).allSatisfy { abs($0 - $1) < 1e-9 })  // 13.6 + i·22
        #expect(t.firstBaseline == 14 && t.lastBaseline == 58)                   // round(13.6) + 2·22
        // One line: no spacing at all.
        #expect(frame(layout(text("ab", id: "t").textOption(.lineSpacing(5))), "t").height == 17)
        // Negative spacing counts as 0 (TextKit's lineSpacing is never negative).
        #expect(frame(layout(text("aaaa bbbb cccc", id: "t").textOption(.lineSpacing(-5)), proposal: at(40, nil)),
                      "t").height == 51)
    }

    @Test("lineSpacing counts when fitting a proposed height: 51 holds 3 plain lines but 2 spaced ones")
    func lineSpacingHeight() throws {
        let plain = layout(text("aaaa bbbb cccc", id: "t"), proposal: at(40, 51))
        #expect(frame(plain, "t").height == 51)
        let spaced = layout(text("aaaa bbbb cccc", id: "t").textOption(.lineSpacing(5)), proposal: at(40, 51))
        #expect(frame(spaced, "t").height == 39)                                 // 2·17 + 5; 61 > 51
        let (t, _) = try #require(placedText(spaced, "t"))
        #expect(t.lines.map(\.text) == ["aaaa", "bbb…"])
    }

    @Test("lineLimit(3, reservesSpace: true): a short text is 3 lines tall, baselines on its own lines")
    func reservesSpace() throws {
        let r = layout(text("ab", id: "t").textOption(.lineLimitRange(reserved: 3, max: 3)))
        #expect(frame(r, "t").size == CGSize(width: 17, height: 51))
        let (t, _) = try #require(placedText(r, "t"))
        #expect(t.firstBaseline == 14 && t.lastBaseline == 14)
        // With line spacing: 3·17 + 2·5.
        let spaced = layout(text("ab", id: "t").textOption(.lineLimitRange(reserved: 3, max: 3))
            .textOption(.lineSpacing(5)))
        #expect(frame(spaced, "t").height == 61)
        // Longer text: still at most 3 lines, the third truncated.
        let long = layout(text("aaaa bbbb cccc dddd", id: "t").textOption(.lineLimitRange(reserved: 3, max: 3)),
                          proposal: at(40, nil))
        #expect(frame(long, "t").height == 51)
        #expect(try #require(placedText(long, "t")).0.lines.map(\.text) == ["aaaa", "bbbb", "ccc…"])
        // A plain lineLimit below resets the reservation.
        #expect(frame(layout(text("ab", id: "t").lineLimit(3).textOption(.lineLimitRange(reserved: 3, max: 3))),
                      "t").height == 17)
    }

    @Test("reserved lines win over a smaller proposed height (spec §3.2: layoutH ≥ lower limit × line height)")
    func reservedOverHeight() {
        let t = text("aaaa bbbb cccc dddd", id: "t")
        #expect(frame(layout(t, proposal: at(40, 20)), "t").height == 17)
        #expect(frame(layout(t.textOption(.lineLimitRange(reserved: 3, max: 3)), proposal: at(40, 20)), "t").height
                == 51)
    }

    @Test("lineLimit ranges: 2...4, 2... and ...2")
    func ranges() {
        let five = "aaaa bbbb cccc dddd eeee"
        func h(_ s: String, _ reserved: Int, _ max: Int?) -> CGFloat {
            frame(layout(text(s, id: "t").textOption(.lineLimitRange(reserved: reserved, max: max)),
                         proposal: at(40, nil)), "t").height
        }
        #expect(h("ab", 2, 4) == 34)      // min 2 lines reserved
        #expect(h(five, 2, 4) == 68)      // at most 4
        #expect(h(five, 2, nil) == 85)    // 2...: no maximum
        #expect(h("ab", 0, 2) == 17)      // ...2: nothing reserved
        #expect(h(five, 0, 2) == 34)
    }

    @Test("minimumScaleFactor with lineLimit(1): the largest 1% step that fits, 0.78 (9 chars · 8.5 · s ≤ 60)")
    func minimumScaleSingleLine() throws {
        let r = layout(text("aaaa bbbb", id: "t").lineLimit(1).textOption(.minimumScaleFactor(0.5)),
                       proposal: at(60, nil))
        let (t, style) = try #require(placedText(r, "t"))
        #expect(abs(t.fontScale - 0.78) < 1e-9)
        #expect(style.size == 17)                       // the paint keeps the font; the layout carries the scale
        #expect(t.lines.map(\.text) == ["aaaa bbbb"])
        // 9 · 8.5 · 0.78 = 59.67 -> 60; height 17 · 0.78 = 13.26 -> 14; baseline round(0.8 · 13.26) = 11.
        #expect(frame(r, "t").size == CGSize(width: 60, height: 14))
        #expect(t.firstBaseline == 11)
        // Without the modifier: truncated at full size.
        let plain = layout(text("aaaa bbbb", id: "t").lineLimit(1), proposal: at(60, nil))
        #expect(try #require(placedText(plain, "t")).0.lines.map(\.text) == ["aaaa b…"])
    }

    @Test("minimumScaleFactor too large to fit: laid out at the factor and truncated")
    func minimumScaleNotEnough() throws {
        let r = layout(text("aaaa bbbb", id: "t").lineLimit(1).textOption(.minimumScaleFactor(0.9)),
                       proposal: at(60, nil))
        let (t, _) = try #require(placedText(r, "t"))
        #expect(t.fontScale == 0.9)
        // 7.65 per character: 7 fit in 60 -> 6 characters and the ellipsis, 53.55 -> 54.
        #expect(t.lines.map(\.text) == ["aaaa b…"])
        #expect(frame(r, "t").width == 54)
    }

    @Test("minimumScaleFactor, width only: wrapping at spaces fits; a word that would break shrinks instead")
    func minimumScaleWidthOnly() throws {
        let wraps = layout(text("aaaa bbbb", id: "t").textOption(.minimumScaleFactor(0.5)), proposal: at(60, nil))
        #expect(try #require(placedText(wraps, "t")).0.fontScale == 1)
        #expect(frame(wraps, "t").height == 34)
        // "abcdefghij" is 85 wide: 10 · 8.5 · s ≤ 60 -> s = 0.70 (0.71 gives 6.035 per char: 9 fit).
        let word = layout(text("abcdefghij", id: "t").textOption(.minimumScaleFactor(0.5)), proposal: at(60, nil))
        let (t, _) = try #require(placedText(word, "t"))
        #expect(abs(t.fontScale - 0.70) < 1e-9)
        #expect(t.lines.map(\.text) == ["abcdefghij"])
        #expect(frame(word, "t").size == CGSize(width: 60, height: 12))  // 59.5 -> 60; 11.9 -> 12
    }

    @Test("minimumScaleFactor, width and height: 3 lines of 17·s must fit 40 -> s = 0.78")
    func minimumScaleHeight() throws {
        let r = layout(text("aaaa bbbb cccc", id: "t").textOption(.minimumScaleFactor(0.5)), proposal: at(40, 40))
        let (t, _) = try #require(placedText(r, "t"))
        #expect(abs(t.fontScale - 0.78) < 1e-9)
        #expect(t.lines.map(\.text) == ["aaaa", "bbbb", "cccc"])
        #expect(frame(r, "t").size == CGSize(width: 27, height: 40))   // 4 · 6.63 = 26.52; 3 · 13.26 = 39.78
    }

    @Test("minimumScaleFactor does not touch the ideal size nor text that fits")
    func minimumScaleIdeal() throws {
        let r = layout(text("aaaa bbbb", id: "t").textOption(.minimumScaleFactor(0.5)))
        #expect(frame(r, "t").size == CGSize(width: 77, height: 17))
        #expect(try #require(placedText(r, "t")).0.fontScale == 1)
    }

    @Test("tracking adds after every character but the line's last; kerning after every character")
    func trackingKerning() throws {
        let tracked = layout(text("abcd", id: "t").textOption(.tracking(2)))
        #expect(frame(tracked, "t").width == 40)                                // 4 · 8.5 + 3 · 2
        #expect(try #require(placedText(tracked, "t")).0.letterSpacing == 2)
        let kerned = layout(text("abcd", id: "t").textOption(.kerning(2)))
        #expect(frame(kerned, "t").width == 42)                                 // 4 · 8.5 + 4 · 2
        // Wrapping: 9 characters tracked by 1 are 84.5 > 80: "aaaa" / "bbbb", each 37 (38 kerned).
        let wrapped = layout(text("aaaa bbbb", id: "t").textOption(.tracking(1)), proposal: at(80, nil))
        #expect(frame(wrapped, "t").size == CGSize(width: 37, height: 34))
        let wrappedK = layout(text("aaaa bbbb", id: "t").textOption(.kerning(1)), proposal: at(80, nil))
        #expect(frame(wrappedK, "t").size == CGSize(width: 38, height: 34))
        // Negative tracking tightens: 4 · 8.5 − 3 · 2 = 28.
        #expect(frame(layout(text("abcd", id: "t").textOption(.tracking(-2))), "t").width == 28)
    }

    @Test("textCase changes the string measured and drawn")
    func textCase() throws {
        let up = layout(text("Hello", id: "t").textOption(.textCase(.uppercase)))
        #expect(try #require(placedText(up, "t")).0.lines.map(\.text) == ["HELLO"])
        let down = layout(text("Hello", id: "t").textOption(.textCase(.lowercase)).textOption(.textCase(.uppercase)))
        #expect(try #require(placedText(down, "t")).0.lines.map(\.text) == ["hello"])  // the inner one wins
        let none = layout(text("Hello", id: "t").textOption(.textCase(nil)).textOption(.textCase(.uppercase)))
        #expect(try #require(placedText(none, "t")).0.lines.map(\.text) == ["Hello"])
    }

    @Test("font modifiers apply over the font set closer to the Text; inner ones win among themselves")
    func fontModifiers() throws {
        func style(_ v: ViewNode) throws -> TextStyle { try #require(placedText(layout(v), "t")).1 }
        let title = text("x", id: "t").font(FontSpec(style: .title))
        // bold() on a container reaches a Text with its own font (iOS 16 environment modifier).
        let bold = try style(vstack([title]).textOption(.bold(true)))
        #expect(bold.weight == .bold && bold.size == 28)
        #expect(try style(vstack([title]).textOption(.fontWeight(.light))).weight == .light)
        #expect(try style(title.textOption(.fontWeight(.light)).textOption(.bold(true))).weight == .bold)
        #expect(try style(title.textOption(.bold(false)).textOption(.bold(true))).weight == .regular)
        #expect(try style(title.textOption(.italic(true))).italic)
        #expect(try !style(title.textOption(.italic(false)).textOption(.italic(true))).italic)
        #expect(try style(title.textOption(.fontDesign(.serif))).design == .serif)
        #expect(try style(title.textOption(.fontDesign(nil)).textOption(.fontDesign(.serif))).design == .default)
        #expect(try style(title.textOption(.monospacedDigit)).monospacedDigit)
        #expect(try style(title.textOption(.allowsTightening(true))) == TextStyle(.title))
    }

    @Test("text options are one request: the text is measured once per proposal whatever the scale search")
    func measuredOnce() {
        let m = CountingMeasurer()
        let tree = text("aaaa bbbb", id: "t").lineLimit(1).textOption(.minimumScaleFactor(0.5))
        _ = LayoutEngine(measurer: m, scale: 1).layout(tree, canvas: nil, proposal: at(60, nil))
        #expect(m.count.withLock { $0 } <= 2)   // the proposal, plus the ideal for spacing at most
    }
}
