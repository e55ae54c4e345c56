import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Image files: the PNG header gives the pixel size (= point size); missing, unreadable or non-PNG files are
/// errors naming the path.
@Suite struct PNGHeaderTests {
    @Test func readsTheSizeFromIHDR() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("photo.png", pngBytes(width: 640, height: 2))
        #expect(try PNGHeader.read(path: path) == PNGHeader.Size(width: 640, height: 2))
        #expect(try PNGHeader.size(header: pngBytes(width: 70_000, height: 1)) == PNGHeader.Size(width: 70_000, height: 1))
    }

    @Test func imageFileViewUsesThePixelSizeAndAnAbsolutePath() throws {
        let dir = try TemporaryDirectory()
        try dir.write("assets/photo.png", pngBytes(width: 120, height: 80))
        let expected = URL(fileURLWithPath: dir.path + "/assets/photo.png").standardizedFileURL.path
        for json in [#"{"Image": {"file": "assets/photo.png"}}"#, #"{"Image": "assets/photo.png"}"#,
                     #"{"Image": "\#(expected)"}"#] {
            let root = try TestInput.root(json, base: dir.path)
            #expect(root.kind == .image(.file(expected), width: 120, height: 80))
        }
    }

    @Test func problemsWithTheFileAreErrorsNamingIt() throws {
        let dir = try TemporaryDirectory()
        try dir.write("text.png", Array("not a png at all, just text".utf8))
        try dir.write("short.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
        try dir.write("zero.png", pngBytes(width: 0, height: 5))
        try dir.write("huge.png", pngBytes(width: 200_000, height: 5))
        try FileManager.default.createDirectory(atPath: dir.path + "/folder.png", withIntermediateDirectories: true)
        let base = URL(fileURLWithPath: dir.path).standardizedFileURL.path
        let cases = [
            ("missing.png", "cannot read image \"missing.png\": no such file (looked for \(base)/missing.png)"),
            ("text.png", "cannot read image \"text.png\": not a PNG file (looked for \(base)/text.png)"),
            ("short.png", "cannot read image \"short.png\": damaged PNG file (no IHDR header) (looked for \(base)/short.png)"),
            ("zero.png", "cannot read image \"zero.png\": damaged PNG file (zero size) (looked for \(base)/zero.png)"),
            ("folder.png", "cannot read image \"folder.png\": it is a directory (looked for \(base)/folder.png)"),
            ("huge.png", "image \"huge.png\" is 200000x5 pixels; the limit is 100000 on each side"),
        ]
        for (name, message) in cases {
            #expect(TestInput.error(#"{"Image": {"file": "\#(name)"}}"#, base: dir.path)
                    == "tree.json:1:20: root.Image.file: \(message)")
        }
    }
}
