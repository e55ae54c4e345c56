import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

@Suite("PNG drawing effects: shadow blur, mask, transform")
struct DrawingEffectPNGTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255)

    static func render(_ items: [DisplayItem], scale: CGFloat = 1) throws -> PNGImage {
        let m = try #require(Shared.measurer)
        let list = DisplayList(size: CGSize(width: 60, height: 60), scale: scale, background: .white, items: items)
        let a = try PNGRenderer.render(list, measurer: m)
        #expect(try PNGRenderer.render(list, measurer: m) == a, "same bytes twice")
        return try PNGImage.decode(a)
    }

    @Test("box sizes follow the feGaussianBlur recipe")
    func boxes() {
        #expect(BoxBlur.boxes(standardDeviation: 0).isEmpty)
        // s = 2: d = floor(2 × 1.88 + 0.5) = 4 (even): 4, 4 shifted, 5.
        #expect(BoxBlur.boxes(standardDeviation: 2).map(\.size) == [4, 4, 5])
        // s = 3: d = floor(6.14) = 6 → 6, 6, 7; s = 2.5: d = floor(5.2) = 5 (odd) → 5, 5, 5.
        #expect(BoxBlur.boxes(standardDeviation: 3).map(\.size) == [6, 6, 7])
        #expect(BoxBlur.boxes(standardDeviation: 2.5).map(\.size) == [5, 5, 5])
        #expect(BoxBlur.boxes(standardDeviation: 1e300).map(\.size) == [10_000_000, 10_000_000, 10_000_001])
        #expect(BoxBlur.boxes(standardDeviation: .infinity).isEmpty)
    }

    @Test("blurring keeps the total alpha (away from the edges) and spreads a point symmetrically")
    func blurSpreads() {
        var data = [UInt8](repeating: 0, count: 41 * 41)
        data[20 * 41 + 20] = 255
        for _ in 0..<1 { data[20 * 41 + 19] = 255; data[20 * 41 + 21] = 255 }
        data.withUnsafeMutableBufferPointer { p in
            BoxBlur.blur(p.baseAddress!, width: 41, height: 41, stride: 41, standardDeviation: 2.5)
        }
        #expect(data[20 * 41 + 20] < 255 && data[20 * 41 + 20] > 0)
        #expect(data[20 * 41 + 14] == data[20 * 41 + 26])   // symmetric for odd box sizes
        #expect(data[14 * 41 + 20] == data[26 * 41 + 20])
        #expect(data[0] == 0)
    }

    @Test("a shadow darkens below-right of an offset square, fades out, and the content stays on top")
    func shadow() throws {
        let square = DisplayItem.fill(.rect(CGRect(x: 20, y: 20, width: 20, height: 20)), Self.red)
        let image = try Self.render([.beginShadow(Shadow(color: .black, radius: 4, x: 5, y: 5)), square, .endShadow])
        #expect(image.pixel(x: 30, y: 30) == PNGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
        let under = try #require(image.pixel(x: 42, y: 42))       // inside the shadow, outside the square
        #expect(under.r < 200 && under.r == under.g && under.g == under.b)
        let edge = try #require(image.pixel(x: 47, y: 47))        // fading
        #expect(edge.r > under.r)
        #expect(image.pixel(x: 55, y: 55) == Self.white)
        #expect(image.pixel(x: 10, y: 10) == Self.white)
    }

    @Test("a mask shows the content only where the mask is opaque")
    func mask() throws {
        let content = DisplayItem.fill(.rect(CGRect(x: 0, y: 0, width: 60, height: 60)), Self.red)
        let mask = DisplayItem.fill(.rect(CGRect(x: 10, y: 10, width: 20, height: 20)), .black)
        let image = try Self.render([.beginMask, mask, .beginMaskedContent, content, .endMask])
        #expect(image.pixel(x: 15, y: 15) == PNGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 40, y: 40) == Self.white)
        #expect(image.pixel(x: 5, y: 15) == Self.white)
    }

    @Test("a 90° rotation about the centre moves a bar from horizontal to vertical")
    func rotation() throws {
        let bar = DisplayItem.fill(.rect(CGRect(x: 10, y: 28, width: 40, height: 4)), Self.red)
        let t = Transform2D.rotation(.pi / 2, about: CGPoint(x: 30, y: 30))
        let image = try Self.render([.beginTransform(t), bar, .endTransform])
        #expect(image.pixel(x: 30, y: 12) == PNGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 12, y: 30) == Self.white)
    }
}
