import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

/// Issue 13's reproductions on the drawing side, each a small file: a FIFO named as a font or image blocked
/// forever; a 44-byte PNG declaring a 2 GB chunk and a 48 KB PNG declaring 20000x20000 pixels were decoded
/// (2.1 GB, 1.6 GB); nested masks, opacities and shadows each allocated and composited a canvas-sized layer
/// (5.8 GB; no end). Now each is refused, before any work, with one line.
@Suite("Hardening: drawing")
struct HardeningRenderTests {
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "layoutviz-hardening-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func fifo(in dir: String) throws -> String {
        let path = dir + "/fifo.png"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/mkfifo")
        p.arguments = [path]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        return path
    }

    /// A PNG of `width`x`height` with IHDR and the given chunks after it (CRCs are not checked by `PNGHeader`).
    static func png(width: UInt32, height: UInt32, chunks: [(String, UInt32, [UInt8])] = [("IEND", 0, [])]) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0] + be32(0)
        for (type, length, data) in chunks { bytes += be32(length) + Array(type.utf8) + data + be32(0) }
        return bytes
    }

    @Test("a FIFO as the font file or an image file is refused without opening it")
    func fifos() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = try Self.fifo(in: dir)
        #expect(throws: RenderError("cannot use font file \(fifo): it is a FIFO or other special file, not a regular file")) {
            try FontConfiguration.custom(file: fifo)
        }
        #expect(throws: RenderError("cannot use font file \(dir): it is a directory")) {
            try FontConfiguration.custom(file: dir)
        }
        let m = try #require(Shared.measurer)
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 1, background: nil,
                               items: [.image(path: fifo, rect: CGRect(x: 0, y: 0, width: 5, height: 5))])
        #expect(throws: RenderError("cannot read image file: \(fifo): it is a FIFO or other special file, not a "
                                    + "regular file", imageFile: fifo)) {
            try PNGRenderer.render(list, measurer: m)
        }
    }

    @Test("a chunk longer than the file, or more pixels than the limit, is refused before decoding")
    func pngBombs() {
        let chunkBomb = Self.png(width: 10, height: 10, chunks: [("zTXt", 0x7FFF_FFFF, [])])
        #expect(chunkBomb.count < 50)
        #expect(throws: RenderError("damaged PNG file (the zTXt chunk at byte 33 declares 2147483647 bytes, past the "
                                    + "end of the file)")) { try PNGImage.decode(chunkBomb) }
        let pixelBomb = Self.png(width: 20_000, height: 20_000)
        #expect(throws: RenderError("20000x20000 pixels is more than the limit of 50000000 pixels (docs/limits.md)")) {
            try PNGImage.decode(pixelBomb)
        }
        #expect(throws: RenderError("damaged PNG file (no IEND chunk)")) {
            try PNGImage.decode(Self.png(width: 1, height: 1, chunks: []))
        }
    }

    /// `n` nested brackets of `open`/`close` around a fill, on a `side`-point canvas at scale 1.
    static func nested(_ n: Int, _ open: [DisplayItem], _ close: [DisplayItem], side: CGFloat) -> DisplayList {
        var items: [DisplayItem] = []
        for _ in 0..<n { items += open }
        items.append(.fill(.rect(CGRect(x: 0, y: 0, width: side, height: side)), Color(red: 1, green: 0, blue: 0)))
        for _ in 0..<n { items += close }
        return DisplayList(size: CGSize(width: side, height: side), scale: 1, background: nil, items: items)
    }

    @Test("effect layers are counted before drawing: nesting × canvas and layers × canvas are bounded")
    func effectLayers() throws {
        let m = try #require(Shared.measurer)
        let masks = Self.nested(1_499, [.beginMask, .fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .black),
                                        .beginMaskedContent], [.endMask], side: 500)
        #expect(EffectLayers(masks.items) == EffectLayers(total: 2_998, deepest: 2_998))
        #expect(throws: RenderError("the drawing nests 2998 effect layers (opacity below 1, shadow, mask) on a "
                                    + "500x500-pixel canvas; at most 100000000 layer pixels may be alive at once "
                                    + "(docs/limits.md)")) { try PNGRenderer.render(masks, measurer: m) }
        let opacities = Self.nested(3_000, [.beginGroup(opacity: 0.5, clip: nil)], [.endGroup], side: 2_000)
        #expect(throws: RenderError.self) { try PNGRenderer.render(opacities, measurer: m) }
        // Side by side instead of nested: few alive at once, but 300 composites of 2000x2000 is over the total.
        var flat: [DisplayItem] = []
        for _ in 0..<300 { flat += [.beginShadow(Shadow(color: .black, radius: 1, x: 0, y: 0)), .endShadow] }
        let list = DisplayList(size: CGSize(width: 2_000, height: 2_000), scale: 1, background: nil, items: flat)
        #expect(EffectLayers(flat) == EffectLayers(total: 300, deepest: 1))
        #expect(throws: RenderError("the drawing has 300 effect layers (opacity below 1, shadow, mask) on a "
                                    + "2000x2000-pixel canvas; at most 1000000000 layer pixels may be composited "
                                    + "(docs/limits.md)")) { try PNGRenderer.render(list, measurer: m) }
        // Opacity 1 and transforms push no layer; a few nested layers on a small canvas draw.
        let fine = Self.nested(20, [.beginGroup(opacity: 0.9, clip: nil), .beginGroup(opacity: 1, clip: nil)],
                               [.endGroup, .endGroup], side: 100)
        #expect(EffectLayers(fine.items) == EffectLayers(total: 20, deepest: 20))
        #expect(try PNGRenderer.render(fine, measurer: m).count > 0)
    }
}

/// Issue 13, §5: Pango measures in 32-bit units of 1/1024 point; a line past about 2.1 million points wrapped
/// around (20,000 words at 100 pt measured 1,100,900 points instead of about 5.3 million).
@Suite("Hardening: text wider than Pango's units")
struct WideTextTests {
    @Test("a very wide unwrapped line is measured glyph by glyph, agreeing with short pieces")
    func wideLine() throws {
        let m = try #require(Shared.measurer)
        var style = TextStyle.body
        style.size = 100
        let piece = m.measure(TextRequest(string: String(repeating: "word ", count: 100), style: style, width: nil))
        let whole = m.measure(TextRequest(string: String(repeating: "word ", count: 20_000), style: style, width: nil))
        #expect(whole.size.width > 4_000_000)
        #expect(abs(whole.size.width - piece.size.width * 200) < piece.size.width * 0.01,
                "\(whole.size.width) vs 200 × \(piece.size.width)")
        #expect(whole.lines.count == 1)
    }
}
