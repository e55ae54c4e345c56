import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

/// Scaled fonts and letter spacing reach the drawing from the measured layout (docs/semantics.md §3.2).
@Suite("Text options in drawing")
struct TextOptionRenderTests {
    static var scaledTree: PlacedNode {
        let text = TextLayout(size: CGSize(width: 40, height: 12),
                              lines: [TextLine(text: "12", x: 0, baseline: 9.5, width: 40)],
                              firstBaseline: 9.5, lastBaseline: 9.5, ascent: 9.5, descent: 2.4,
                              fontScale: 0.5, letterSpacing: 1.5)
        var style = TextStyle(size: 20)
        style.monospacedDigit = true
        return node("Text", 0, 0, 40, 12, paint: .text(text, style, .color(.black)))
    }

    @Test("the display list draws at size × fontScale with the layout's letter spacing")
    func displayList() throws {
        let items = list(Self.scaledTree).items
        let run = try #require(items.compactMap { if case .text(let r) = $0 { r } else { nil } }.first)
        #expect(run.style.size == 10)
        #expect(run.letterSpacing == 1.5)
        #expect(run.style.monospacedDigit)
    }

    @Test("SVG: scaled font-size, letter-spacing and tabular digits on the <text>")
    func svg() {
        let svg = SVGRenderer.render(list(Self.scaledTree), fontFamily: { _ in "Inter, sans-serif" })
        #expect(svg.contains(#"font-size="10" font-weight="400" letter-spacing="1.5" style="font-variant-numeric: tabular-nums""#))
        let plain = node("Text", 0, 0, 40, 12, paint: .text(TextLayout(size: CGSize(width: 40, height: 12),
            lines: [TextLine(text: "ab", x: 0, baseline: 9.5, width: 40)], firstBaseline: 9.5, lastBaseline: 9.5,
            ascent: 9.5, descent: 2.4), TextStyle(size: 20), .color(.black)))
        let out = SVGRenderer.render(list(plain), fontFamily: { _ in "Inter" })
        #expect(!out.contains("letter-spacing") && !out.contains("tabular"))
    }
}
