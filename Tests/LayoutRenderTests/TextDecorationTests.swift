import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

/// Underline and strikethrough (docs/semantics.md §3.10) with the box font: lines are drawn, not laid out, at the
/// font's positions, snapped to pixels, in the right colour, patterned, on plain Texts and on runs.
@Suite("Text decorations")
struct TextDecorationTests {
    static let red = Color.named["red"] ?? .black
    static let blue = Color.named["blue"] ?? .black

    /// `Text(s).font(.system(size: 20))` with `modifiers` applied innermost first.
    static func text(_ s: String, _ modifiers: [NodeKind], id: String = "t") -> ViewNode {
        var n = ViewNode(.text(s))
        for m in modifiers { n = ViewNode(m, children: [n]) }
        return ViewNode(.font(FontSpec(size: 20)), id: id, children: [n])
    }

    static func laidOut(_ root: ViewNode, scale: CGFloat = 2) -> LayoutResult {
        // At its ideal size, at the origin.
        LayoutEngine(measurer: BoxFont(), scale: scale).layout(root)
    }

    static func fills(_ root: ViewNode, scale: CGFloat = 2) -> [(CGRect, Color)] {
        DisplayList(laidOut(root, scale: scale), options: RenderOptions()).items.compactMap {
            if case .fill(.rect(let r), let c) = $0 { (r, c) } else { nil }
        }
    }

    /// The Text's frame and its measured layout.
    static func text(of r: LayoutResult) -> (CGRect, TextLayout)? {
        var found: (CGRect, TextLayout)?
        func walk(_ n: PlacedNode) {
            if case .text(let t, _, _)? = n.paint { found = (n.frame, t) }
            n.children.forEach(walk)
        }
        walk(r.root)
        return found
    }

    @Test("a decoration changes no frame, line or baseline")
    func layoutUnchanged() throws {
        let plain = try #require(Self.text(of: Self.laidOut(Self.text("Hello world", []))))
        let decorated = try #require(Self.text(of: Self.laidOut(Self.text("Hello world", [
            .textOption(.underline(TextLineStyle(pattern: .dash, color: Self.red))),
            .textOption(.strikethrough(.single))]))))
        #expect(plain.0 == decorated.0)
        #expect(plain.1.lines == decorated.1.lines && plain.1.size == decorated.1.size)
        #expect(plain.1.firstBaseline == decorated.1.firstBaseline)
        #expect(plain.1.decorationMetrics.isEmpty)
        #expect(decorated.1.decorationMetrics.count == 1)
    }

    @Test("an underline at the font's position and thickness, in the text's colour, snapped to pixels")
    func underline() {
        // 20 pt box font: baseline 16, underline top 16 + 2 = 18, 1 pt thick; 11 characters of 10 pt.
        let fills = Self.fills(Self.text("Hello world", [.textOption(.underline(.single))]))
        #expect(fills.count == 1)
        #expect(fills.first?.0 == CGRect(x: 0, y: 18, width: 110, height: 1))
        #expect(fills.first?.1 == Color.named["primary"]?.resolved(in: .light))
    }

    @Test("a strikethrough centred at half the cap height, in its own colour")
    func strikethrough() {
        // Top 16 − 7.5 = 8.5, 1 pt thick.
        let fills = Self.fills(Self.text("Sold", [.textOption(.strikethrough(TextLineStyle(color: Self.red)))]))
        #expect(fills.map(\.0) == [CGRect(x: 0, y: 8.5, width: 40, height: 1)])
        #expect(fills.map(\.1) == [Self.red])
    }

    @Test("a thin line is at least one device pixel, its top on a pixel edge")
    func snapping() {
        // 5 pt box font at @2x: thickness 0.25 pt → 1 px = 0.5 pt; top 4 + 0.5 = 4.5 → 4.5.
        var n = ViewNode(.textOption(.underline(.single)), children: [ViewNode(.text("ab"))])
        n = ViewNode(.font(FontSpec(size: 5)), children: [n])
        let fills = Self.fills(n)
        #expect(fills.map(\.0) == [CGRect(x: 0, y: 4.5, width: 5, height: 0.5)])
        // At @1x the same line is 1 pt, its top rounded to a whole point.
        #expect(Self.fills(n, scale: 1).map(\.0) == [CGRect(x: 0, y: 5, width: 5, height: 1)])
    }

    @Test("the inner modifier wins; underline(false) removes an outer one")
    func innerWins() {
        let off = Self.text("ab", [.textOption(.underline(nil)), .textOption(.underline(.single))])
        #expect(Self.fills(off).isEmpty)
        let inner = Self.text("ab", [.textOption(.underline(TextLineStyle(color: Self.blue))),
                                     .textOption(.underline(TextLineStyle(color: Self.red)))])
        #expect(Self.fills(inner).map(\.1) == [Self.blue])
    }

    @Test("every wrapped line is decorated over its own width")
    func wrappedLines() {
        var n = ViewNode(.textOption(.underline(.single)), children: [ViewNode(.text("aaaa bb"))])
        n = ViewNode(.frame(width: 50, height: nil, alignment: .center), children: [ViewNode(.font(FontSpec(size: 20)), children: [n])])
        let rects = Self.fills(n).map(\.0)
        #expect(rects.count == 2)
        #expect(rects.map(\.width) == [40, 20])
        #expect(rects.map(\.minY) == [18, 38])
    }

    @Test("patterns are dashes in multiples of the snapped thickness from the line's left end")
    func patterns() {
        func dashes(_ p: TextLineStyle.Pattern) -> [CGFloat] {
            Self.fills(Self.text("aaaaaaaaaa", [.textOption(.underline(TextLineStyle(pattern: p)))])).map(\.0.minX)
        }
        // 100 pt long, 1 pt thick.
        #expect(dashes(.solid) == [0])
        #expect(dashes(.dot) == stride(from: 0, to: 100, by: 3).map { CGFloat($0) })
        #expect(dashes(.dash) == stride(from: 0, to: 100, by: 6).map { CGFloat($0) })
        #expect(Array(dashes(.dashDot).prefix(4)) == [0, 6, 9, 15])
        #expect(Array(dashes(.dashDotDot).prefix(5)) == [0, 6, 9, 12, 18])
        let widths = Self.fills(Self.text("aaaaaaaaaa", [.textOption(.underline(TextLineStyle(pattern: .dash)))]))
            .map(\.0.width)
        #expect(widths.dropLast().allSatisfy { $0 == 4 })
        #expect(widths.last == 4)
        // Thousands of dashes are drawn as one solid line.
        #expect(TextDecorationItems.dashes(from: 0, to: 100_000, unit: 0.5, pattern: [1, 2], scale: 2).count == 1)
    }

    @Test("runs: each run's own decoration, font metrics and colour; inline images undecorated")
    func runs() {
        let runs: [TextPiece] = [
            TextPiece(.string("ab"), modifiers: [.textOption(.underline(.single)), .foregroundColor(Self.blue)]),
            TextPiece(.string("cd")),
            TextPiece(.symbol("star"), modifiers: [.textOption(.underline(.single))]),
            TextPiece(.string("ef"), modifiers: [.font(FontSpec(size: 40)), .textOption(.strikethrough(.single))]),
        ]
        let fills = Self.fills(ViewNode(.font(FontSpec(size: 20)), children: [ViewNode(.textRuns(runs))]))
            .filter { $0.1 != Color.imagePlaceholder.resolved(in: .light) }
        #expect(fills.count == 2)
        // "ef" at 40 pt (the Text's colour, drawn first): its strikethrough 2 pt thick; "ab": an underline under
        // 20 pt, in the run's blue (a colour of its own, after).
        #expect(fills.first?.0.height == 2)
        #expect(fills.first?.0.width == 40)
        #expect(fills.last?.0 == CGRect(x: 0, y: 34, width: 20, height: 1))
        #expect(fills.last?.1 == Self.blue)
    }

    @Test("an outer underline reaches every run; a gradient Text draws its lines through the gradient")
    func gradient() {
        let style = ShapeStyle.gradient(.linear(Gradient(colors: [Self.blue, Self.red]), startPoint: .leading,
                                                endPoint: .trailing))
        var n = ViewNode(.textOption(.underline(.single)), children: [
            ViewNode(.textRuns([TextPiece(.string("ab")),
                                TextPiece(.string("cd"), modifiers: [.textOption(.strikethrough(
                                    TextLineStyle(color: Self.red)))])]))])
        n = ViewNode(.foregroundStyle(style), children: [n])
        let items = DisplayList(Self.laidOut(n), options: RenderOptions()).items
        guard let split = items.firstIndex(of: .beginMaskedContent) else { Issue.record("no mask"); return }
        // Both underlines are in the mask (the gradient's colour); the red strikethrough after the mask.
        let masked = items[..<split].filter { if case .fill = $0 { true } else { false } }
        let after = items[split...].compactMap { if case .fill(_, let c) = $0 { c } else { nil } }
        #expect(masked.count == 2)
        #expect(after == [Self.red])
    }
}
