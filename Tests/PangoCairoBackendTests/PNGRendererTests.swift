import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

@Suite("PNGRenderer")
struct PNGRendererTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    static func rectList(scale: CGFloat = 2, background: Color? = .white) -> DisplayList {
        DisplayList(size: CGSize(width: 50, height: 30), scale: scale, background: background,
                    items: [.fill(.rect(CGRect(x: 10, y: 5, width: 20, height: 10)), red)])
    }

    @Test("PNG signature, pixel size ceil(size × scale), same bytes twice")
    func basics() throws {
        let m = try #require(Shared.measurer)
        let png = try PNGRenderer.render(Self.rectList(), measurer: m)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try PNGImage.decode(png)
        #expect(image.width == 100 && image.height == 60)
        #expect(try PNGRenderer.render(Self.rectList(), measurer: m) == png)
        let odd = DisplayList(size: CGSize(width: 10.2, height: 3.5), scale: 3, background: .white, items: [])
        let oddImage = try PNGImage.decode(try PNGRenderer.render(odd, measurer: m))
        #expect(oddImage.width == 31 && oddImage.height == 11)
    }

    @Test("a red rect is red exactly where it is, white elsewhere")
    func redRect() throws {
        let m = try #require(Shared.measurer)
        let image = try PNGImage.decode(try PNGRenderer.render(Self.rectList(), measurer: m))
        let red = PNGImage.Pixel(r: 255, g: 0, b: 0, a: 255), white = PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255)
        #expect(image.pixel(x: 20, y: 10) == red)      // top-left pixel of the rect at @2x
        #expect(image.pixel(x: 59, y: 29) == red)      // bottom-right pixel
        #expect(image.pixel(x: 19, y: 10) == white)
        #expect(image.pixel(x: 60, y: 29) == white)
        #expect(image.pixel(x: 20, y: 30) == white)
    }

    @Test("transparent background stays transparent; groups composite with their opacity")
    func transparency() throws {
        let m = try #require(Shared.measurer)
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, background: nil, items: [
            .beginGroup(opacity: 0.5, clip: .rect(CGRect(x: 0, y: 0, width: 5, height: 10))),
            .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), Self.red),
            .endGroup,
        ])
        let image = try PNGImage.decode(try PNGRenderer.render(list, measurer: m))
        #expect(image.pixel(x: 7, y: 5)?.a == 0)
        let half = try #require(image.pixel(x: 2, y: 5))
        #expect(half.r == 255 && abs(Int(half.a) - 128) <= 1)
    }

    @Test("text draws dark pixels inside its measured box, and nothing right of it")
    func text() throws {
        let m = try #require(Shared.measurer)
        let t = m.measure(request("Hello, World!"))
        let result = LayoutResult(canvas: CGSize(width: 120, height: 30), root: PlacedNode(
            kind: "Text", id: nil, frame: CGRect(x: 5, y: 5, width: t.size.width, height: t.size.height),
            proposal: .unspecified, paint: .text(t, .body, .color(.black))), scale: 2)
        let png = try PNGRenderer.render(DisplayList(result, options: RenderOptions()), measurer: m)
        let image = try PNGImage.decode(png)
        var dark = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), p.r < 128 else { continue }
                dark += 1
                if x < 10 || x >= Int((5 + t.size.width) * 2) || y < 10 || y >= Int((5 + t.size.height) * 2) {
                    outside += 1
                }
            }
        }
        #expect(dark > 200)
        #expect(outside == 0)
    }

    @Test("absurd sizes are refused with a RenderError")
    func tooLarge() throws {
        let m = try #require(Shared.measurer)
        let huge = DisplayList(size: CGSize(width: 20000, height: 20000), scale: 2, background: .white, items: [])
        #expect(throws: RenderError.self) { try PNGRenderer.render(huge, measurer: m) }
        #expect(throws: RenderError.self) { try PNGRenderer.pixelSize(CGSize(width: 10, height: CGFloat.infinity), scale: 2) }
        #expect(try PNGRenderer.pixelSize(CGSize(width: 0, height: 0), scale: 2) == (1, 1))
    }

    @Test("a missing image file is a RenderError naming it")
    func missingImage() throws {
        let m = try #require(Shared.measurer)
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, background: nil,
                               items: [.image(path: "/nonexistent/x.png", rect: CGRect(x: 0, y: 0, width: 5, height: 5))])
        #expect(throws: RenderError("cannot read image file: /nonexistent/x.png: no such file",
                                    imageFile: "/nonexistent/x.png")) {
            try PNGRenderer.render(list, measurer: m)
        }
    }

    @Test("an image file is stretched to its rect")
    func imageFile() throws {
        let m = try #require(Shared.measurer)
        let source = try PNGRenderer.render(Self.rectList(scale: 1, background: .black), measurer: m)
        let path = NSTemporaryDirectory() + "layoutviz-png-test.png"
        try Data(source).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let list = DisplayList(size: CGSize(width: 100, height: 60), scale: 1, background: .white,
                               items: [.image(path: path, rect: CGRect(x: 0, y: 0, width: 100, height: 60))])
        let image = try PNGImage.decode(try PNGRenderer.render(list, measurer: m))
        #expect(image.pixel(x: 40, y: 20) == PNGImage.Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixel(x: 5, y: 5) == PNGImage.Pixel(r: 0, g: 0, b: 0, a: 255))
    }
}

@Suite("PNG and RGBAImage")
struct PNGRGBATests {
    @Test("encode then decode gives the same pixels (opaque and fully transparent)")
    func roundTrip() throws {
        var img = RGBAImage(width: 3, height: 2, fill: (10, 200, 30, 255))
        img.set(x: 1, y: 1, (0, 0, 0, 0))
        img.set(x: 2, y: 0, (255, 0, 128, 255))
        let png = try PNGImage.encode(img)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try PNGImage.decodeRGBA(png) == img)
        #expect(try PNGImage.encode(img) == png)
    }
}
