import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

/// Gradients in the PNG (docs/rendering.md, "Gradients"): Cairo patterns, the angular mesh, deterministic bytes.
@Suite("PNG gradients")
struct GradientPNGTests {
    static let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)

    static func render(_ items: [DisplayItem]) throws -> PNGImage {
        let m = try #require(Shared.measurer)
        let list = DisplayList(size: CGSize(width: 60, height: 60), scale: 1, background: .white, items: items)
        let a = try PNGRenderer.render(list, measurer: m)
        #expect(try PNGRenderer.render(list, measurer: m) == a, "same bytes twice")
        return try PNGImage.decode(a)
    }

    static let frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    static let blueToRed = Gradient(colors: [blue, red])

    /// `style` filling `shape` (the 60 x 60 frame's rectangle by default).
    static func draw(_ style: GradientStyle, in shape: DisplayShape = .rect(frame)) throws -> PNGImage {
        try render([.gradient(shape, style, frame: frame)])
    }

    /// |a − b| ≤ 4 for every channel.
    static func near(_ p: PNGImage.Pixel?, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        guard let p else { return false }
        return abs(Int(p.r) - r) <= 4 && abs(Int(p.g) - g) <= 4 && abs(Int(p.b) - b) <= 4
    }

    @Test("a linear gradient goes from blue at the top to red at the bottom through the sRGB midpoint")
    func linear() throws {
        let image = try Self.draw(.linear(Self.blueToRed, startPoint: .top, endPoint: .bottom))
        #expect(Self.near(image.pixel(x: 30, y: 0), 2, 0, 253))
        #expect(Self.near(image.pixel(x: 30, y: 59), 253, 0, 2))
        #expect(Self.near(image.pixel(x: 10, y: 30), 128, 0, 128))
    }

    @Test("a radial gradient pads inside its start radius and outside its end radius")
    func radial() throws {
        let image = try Self.draw(.radial(Self.blueToRed, center: .center, startRadius: 10, endRadius: 20))
        #expect(Self.near(image.pixel(x: 30, y: 30), 0, 0, 255))
        #expect(Self.near(image.pixel(x: 35, y: 30), 0, 0, 255))
        #expect(Self.near(image.pixel(x: 58, y: 30), 255, 0, 0))
        // x = 45: 15.5 from the centre, (15.5 − 10) / 10 = 0.55 of the way.
        #expect(Self.near(image.pixel(x: 45, y: 30), 140, 0, 115))
    }

    @Test("an angular gradient turns clockwise from the trailing side, clipped to the shape")
    func angular() throws {
        let image = try Self.draw(.angular(Self.blueToRed, center: .center, startAngle: 0, endAngle: 360),
                                  in: .ellipse(Self.frame))
        // 90° (below the centre): a quarter of the way; 180° (left): half; 270° (above): three quarters.
        #expect(Self.near(image.pixel(x: 30, y: 50), 64, 0, 191))
        #expect(Self.near(image.pixel(x: 10, y: 30), 128, 0, 128))
        #expect(Self.near(image.pixel(x: 30, y: 10), 191, 0, 64))
        // Outside the circle: the background.
        #expect(image.pixel(x: 1, y: 1) == PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("text in a gradient: the glyphs show the gradient, the rest stays the background")
    func text() throws {
        let g = GradientStyle.linear(Self.blueToRed, startPoint: .top, endPoint: .bottom)
        let run = TextRun(text: "MW", origin: CGPoint(x: 2, y: 40), width: 50, style: TextStyle(size: 40), color: .black)
        let image = try Self.render([.beginMask, .text(run), .beginMaskedContent, .gradient(.rect(Self.frame), g, frame: Self.frame),
                                     .endMask])
        var gradientPixels = 0
        for y in 0..<60 { for x in 0..<60 {
            guard let p = image.pixel(x: x, y: y), p.a == 255, p.g == 0 else { continue }
            gradientPixels += 1
        } }
        #expect(gradientPixels > 100)
        #expect(image.pixel(x: 59, y: 59) == PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
