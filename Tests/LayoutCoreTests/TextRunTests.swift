import Foundation
import LayoutCore
import Testing

/// A Text made of runs with the box font at scale 1 (docs/semantics.md §3.8): body 17 pt, so a body character
/// is 8.5 wide and a line 17 tall (ascent 13.6); a 34-pt character is 17 wide, its line 34 tall (ascent 27.2);
/// an inline symbol in body is a square of the cap height, 0.7 × 17 = 11.9.
@Suite("Text made of runs (box font)")
struct TextRunTests {
    static func runs(_ pieces: [TextPiece], id: String = "t") -> ViewNode { ViewNode(.textRuns(pieces), id: id) }
    static func plain(_ s: String) -> TextPiece { TextPiece(.string(s)) }
    static func sized(_ s: String, _ size: CGFloat) -> TextPiece {
        TextPiece(.string(s), modifiers: [.font(FontSpec(size: size))])
    }

    static func placed(_ r: LayoutResult, _ id: String = "t") -> TextLayout? {
        guard case .text(let t, _, _)? = r.root.first(id: id)?.paint else { return nil }
        return t
    }

    @Test("runs sit side by side on one line; the tallest run decides the line's height and baseline")
    func sideBySide() throws {
        let r = layout(Self.runs([Self.plain("ab"), Self.sized("cd", 34)]))
        #expect(frame(r, "t").size == CGSize(width: 51, height: 34))      // 2·8.5 + 2·17; the 34-pt line
        let t = try #require(Self.placed(r))
        #expect(t.lines.count == 1 && t.lines[0].text == "abcd")
        #expect(abs(t.lines[0].baseline - 27.2) < 1e-9 && t.firstBaseline == 27)
        #expect(t.lines[0].segments == [TextSegment(text: "ab", x: 0, width: 17, run: 0),
                                        TextSegment(text: "cd", x: 17, width: 34, run: 1)])
        #expect(t.runs.map(\.style.size) == [17, 34])
    }

    @Test("a run boundary is no break: lines break at spaces across runs, each as tall as its tallest run")
    func wrapsAcrossRuns() throws {
        // "aa" + "bb" fits 40 on one line (34 wide).
        #expect(frame(layout(Self.runs([Self.plain("aa"), Self.plain("bb")]), proposal: .init(width: 40, height: nil)),
                      "t").size == CGSize(width: 34, height: 17))
        // "aaaa " (body) + "BBBB" (34 pt) at 70: 34 + 8.5 + 68 > 70, so "BBBB" goes to line 2.
        let r = layout(Self.runs([Self.plain("aaaa "), Self.sized("BBBB", 34)]),
                       proposal: .init(width: 70, height: nil))
        #expect(frame(r, "t").size == CGSize(width: 68, height: 51))       // 17 + 34
        let t = try #require(Self.placed(r))
        #expect(t.lines.map(\.text) == ["aaaa", "BBBB"])
        #expect(zip(t.lines.map(\.baseline), [13.6, 17 + 27.2]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(t.firstBaseline == 14 && t.lastBaseline == 14 + 31)         // round(13.6) + (44.2 − 13.6), up
        #expect(t.lines[1].segments == [TextSegment(text: "BBBB", x: 0, width: 68, run: 1)])
    }

    @Test("an inline symbol is a square of the run's cap height on the baseline, one character of the paragraph")
    func inlineSymbol() throws {
        let r = layout(Self.runs([TextPiece(.symbol("star")), Self.plain(" 4.5")]))
        #expect(frame(r, "t").size == CGSize(width: 46, height: 17))        // 11.9 + 4·8.5 = 45.9, up
        let t = try #require(Self.placed(r))
        #expect(zip(t.lines[0].segments.map(\.width), [11.9, 34]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(t.runs[0].symbol == "star" && t.runs[0].string == TextSpan.objectReplacement)
        // In a 34-pt run the square is 23.8 (0.7 × 34).
        let big = layout(Self.runs([TextPiece(.symbol("star"), modifiers: [.font(FontSpec(size: 34))])]))
        #expect(abs(try #require(Self.placed(big)).lines[0].segments[0].width - 23.8) < 1e-9)
    }

    @Test("a run's own modifier wins over the environment's; an outer bold still reaches a run with its own font")
    func runModifiers() throws {
        // Innermost first: the run's font(size: 20) wins over its outer font(size: 30).
        let piece = TextPiece(.string("x"), modifiers: [.font(FontSpec(size: 20)), .font(FontSpec(size: 30))])
        let root = Self.runs([piece, Self.plain("y")]).modifier(.textOption(.bold(true)))
            .modifier(.font(FontSpec(size: 10)))
        let t = try #require(Self.placed(layout(root)))
        #expect(t.runs.map(\.style.size) == [20, 10])
        #expect(t.runs.allSatisfy { $0.style.weight == .bold })
        // A run's colour is its own; others take the Text's.
        let colored = Self.runs([TextPiece(.string("r"), modifiers: [.foregroundColor(SystemColor.red.color)]), Self.plain("p")])
        #expect(try #require(Self.placed(layout(colored))).runs.map(\.color) == [SystemColor.red.color, nil])
    }

    @Test("truncation cuts across runs: the ellipsis is in the font of the character before it")
    func truncation() throws {
        let r = layout(Self.runs([Self.plain("aaa "), Self.sized("bbbb", 34)]).lineLimit(1),
                       proposal: .init(width: 60, height: nil))
        let t = try #require(Self.placed(r))
        // The cut text goes on after a body space: "aaa b…" (25.5 + 8.5 + 17 + the 34-pt "…" 17 = 68) is over
        // 60, "aaa …" (34 + a body "…" 8.5 = 42.5) fits; only body glyphs are left, so the line is 17 tall.
        #expect(t.lines.map(\.text) == ["aaa …"])
        #expect(t.lines[0].segments.map(\.run) == [0])
        #expect(frame(r, "t").size == CGSize(width: 43, height: 17))
    }
}
