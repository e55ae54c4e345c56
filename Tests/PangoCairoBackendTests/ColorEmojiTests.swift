import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

/// Colour emoji (docs/rendering.md, "Colour emoji"): Noto Color Emoji's bitmaps are laid out and drawn at the
/// font size (cairo 1.16 alone drew them 109 pixels tall), in colour; a ZWJ sequence and a flag are one glyph;
/// an emoji presentation sequence (U+FE0F) takes the emoji font; outlined SVG carries each as an `<image>`.
@Suite("Colour emoji")
struct ColorEmojiTests {
    static let thumbsUp = "\u{1F44D}", family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", flag = "\u{1F1EF}\u{1F1F5}"

    @Test("an emoji is about one em wide at its size; a ZWJ family and a flag are one glyph as wide")
    func advances() throws {
        let m = try #require(Shared.measurer)
        let one = m.measure(request(Self.thumbsUp)).lines[0].width
        #expect(one > 17 && one < 25, "\(one)")
        #expect(m.measure(request(Self.family)).lines[0].width == one)
        #expect(m.measure(request(Self.flag)).lines[0].width == one)
        let large = m.measure(request(Self.thumbsUp, style: TextStyle(size: 34, weight: .regular, design: .default))).lines[0].width
        #expect(abs(large - 2 * one) < 0.01)
        // "❤️" (with U+FE0F) is the emoji's width, not Inter's plain heart.
        #expect(m.measure(request("\u{2764}\u{FE0F}")).lines[0].width == one)
        #expect(m.measure(request("\u{2764}")).lines[0].width != one)
    }

    /// The emoji drawn at scale 1 on white: the bounding box of its non-white pixels, and how many are coloured.
    static func draw(_ text: String, m: PangoTextMeasurer) throws -> (box: CGRect, coloured: Int) {
        let t = m.measure(request(text, scale: 1))
        let line = try #require(t.lines.first)
        let list = DisplayList(size: CGSize(width: 60, height: 60), scale: 1, background: .white, items: [
            .text(TextRun(text: line.text, origin: CGPoint(x: 10, y: 10 + line.baseline), width: line.width,
                          style: .body, color: .black)),
        ])
        let image = try PNGImage.decode(try PNGRenderer.render(list, measurer: m))
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), p.r < 250 || p.g < 250 || p.b < 250 else { continue }
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 60 { coloured += 1 }
            }
        }
        return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), coloured)
    }

    @Test("PNG: the emoji is drawn in colour inside its line box at 17 pt, not at the bitmap's 109 pixels")
    func png() throws {
        let m = try #require(Shared.measurer)
        for text in [Self.thumbsUp, Self.family, Self.flag, "\u{2764}\u{FE0F}"] {
            let (box, coloured) = try Self.draw(text, m: m)
            #expect(box.minX >= 9 && box.maxX <= 10 + 24 && box.minY >= 8 && box.maxY <= 10 + 22, "\(text): \(box)")
            #expect(box.width > 12 && box.height > 12, "\(text): \(box)")
            // Noto's family is drawn in greys; the others are bright.
            if text != Self.family { #expect(coloured > 40, "\(text): \(coloured)") }
        }
    }

    @Test("outlined SVG: each emoji is an <image> of its PNG over its glyph; text stays a path")
    func svgOutlines() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("a " + Self.thumbsUp + " " + Self.flag))
        let line = try #require(t.lines.first)
        let list = DisplayList(size: CGSize(width: 120, height: 30), scale: 2, background: .white, items: [
            .text(TextRun(text: line.text, origin: CGPoint(x: 5, y: 5 + line.baseline), width: line.width,
                          style: .body, color: .black)),
        ])
        let svg = try SVGRenderer.render(list, measurer: m, text: .outlines)
        #expect(svg.components(separatedBy: "<image ").count - 1 == 2)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(svg.contains("<path d=\"M"))
        // Embedded mode draws emoji from the embedded (subset) emoji font instead: no <image>.
        let embedded = try SVGRenderer.render(list, measurer: m, text: .embed)
        #expect(!embedded.contains("<image ") && embedded.contains("Noto Color Emoji"))
    }
}
