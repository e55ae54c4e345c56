import Foundation
import Testing
@testable import LayoutRender

/// The image comparison on crafted RGBA buffers (docs/regression.md, "Comparing images").
@Suite("Pixel diff")
struct PixelDiffTests {
    static let white: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 255, 255, 255)
    static let black: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 255)

    func compared(_ a: RGBAImage, _ b: RGBAImage, _ options: PixelDiff.Options = .init()) -> PixelDiff.Result? {
        if case .compared(let r) = PixelDiff.compare(expected: a, actual: b, options: options) { return r }
        return nil
    }

    func pixel(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image else { return [] }
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    /// Columns 0...3 black, column 4 `edge` grey, the rest white: a vertical anti-aliased edge.
    func edge(_ grey: UInt8) -> RGBAImage {
        var img = RGBAImage(width: 10, height: 10, fill: Self.white)
        for y in 0..<10 {
            for x in 0..<4 { img.set(x: x, y: y, Self.black) }
            img.set(x: 4, y: y, (grey, grey, grey, 255))
        }
        return img
    }

    @Test("identical images: nothing differs; the diff image is a faded copy")
    func identical() throws {
        let img = edge(128)
        let r = try #require(compared(img, img))
        #expect(r.differentPixels == 0 && r.antiAliasedPixels == 0)
        #expect(DiffBudget().allows(r))
        #expect(pixel(r.diffImage, 0, 0) == [230, 230, 230, 255])   // black faded to 10% over white
        #expect(pixel(r.diffImage, 9, 9) == [255, 255, 255, 255])
    }

    @Test("one pixel off in a flat area is one difference, marked red")
    func onePixel() throws {
        let a = RGBAImage(width: 10, height: 10, fill: Self.white)
        var b = a
        b.set(x: 5, y: 5, Self.black)
        let r = try #require(compared(a, b))
        #expect(r.differentPixels == 1 && r.antiAliasedPixels == 0)
        #expect(r.ratio == 0.01)
        #expect(pixel(r.diffImage, 5, 5) == [255, 0, 0, 255])
        #expect(!DiffBudget().allows(r))
        #expect(DiffBudget(maxDiffPixels: 1).allows(r))
        #expect(DiffBudget(maxDiffRatio: 0.01).allows(r))
        #expect(!DiffBudget(maxDiffRatio: 0.005).allows(r))
        #expect(!DiffBudget(maxDiffPixels: 5, maxDiffRatio: 0.005).allows(r))
    }

    @Test("the threshold: a faint change passes at 0.1 and counts at 0")
    func threshold() throws {
        let a = RGBAImage(width: 4, height: 4, fill: Self.white)
        var b = a
        b.set(x: 1, y: 1, (250, 250, 250, 255))
        #expect(try #require(compared(a, b)).differentPixels == 0)
        #expect(try #require(compared(a, b, .init(threshold: 0))).differentPixels == 1)
        // Black against white (distance 32857 of at most 35215) still differs at 0.9.
        var c = a
        c.set(x: 1, y: 1, Self.black)
        #expect(try #require(compared(a, c, .init(threshold: 0.9))).differentPixels == 1)
    }

    @Test("a changed anti-aliased edge is counted apart, marked yellow, and does not fail")
    func antiAliasedEdge() throws {
        let r = try #require(compared(edge(128), edge(60)))
        #expect(r.differentPixels == 0)
        #expect(r.antiAliasedPixels == 10)
        #expect(pixel(r.diffImage, 4, 3) == [255, 255, 0, 255])
        #expect(DiffBudget().allows(r))
        let strict = try #require(compared(edge(128), edge(60), .init(includeAntiAliasing: true)))
        #expect(strict.differentPixels == 10)
    }

    @Test("a new edge in a flat area is not anti-aliasing")
    func notAntiAliased() throws {
        let a = RGBAImage(width: 10, height: 10, fill: Self.white)
        var b = a
        for y in 0..<10 { b.set(x: 4, y: y, (128, 128, 128, 255)) }
        let r = try #require(compared(a, b))
        #expect(r.differentPixels == 10 && r.antiAliasedPixels == 0)
    }

    @Test("transparent pixels compare as blended over white")
    func alpha() throws {
        let a = RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 0))
        let b = RGBAImage(width: 2, height: 2, fill: Self.white)
        #expect(try #require(compared(a, b)).differentPixels == 0)
    }

    @Test("different sizes are a size mismatch, not a pixel count")
    func sizeMismatch() {
        let a = RGBAImage(width: 3, height: 2, fill: Self.white), b = RGBAImage(width: 2, height: 3, fill: Self.white)
        #expect(PixelDiff.compare(expected: a, actual: b) == .sizeMismatch(expected: (3, 2), actual: (2, 3)))
    }

    @Test("a buffer of the wrong length is refused")
    func bufferLength() {
        #expect(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]) != nil)
    }
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test("FIPS 180-4 test vectors, in one piece and in chunks", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vectors(input: String, digest: String) {
        #expect(SHA256Hasher.hex(Array(input.utf8)) == digest)
        var h = SHA256Hasher()
        for byte in input.utf8 { h.update([byte]) }
        #expect(SHA256Hasher.hexString(h.finalize()) == digest)
    }

    @Test("a million a's (many blocks, odd chunk sizes)")
    func million() {
        var h = SHA256Hasher()
        var remaining = 1_000_000, size = 1
        while remaining > 0 {
            let n = min(size, remaining)
            h.update(repeatElement(UInt8(0x61), count: n))
            remaining -= n
            size = size % 997 + 13
        }
        #expect(SHA256Hasher.hexString(h.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
