import Foundation
import LayoutCore
import LayoutJSON
import Testing

/// `--canvas`, `--proposal`, `--safe-area`, `--device` and `--figure` on `render`, `layout`, `explain` and
/// `check` (docs/rendering.md, "Viewport"): they replace the tree's values; malformed values are one-line usage
/// errors (exit 64) and nothing is written.
extension CLITests {
    static let plain = #"{"Color": "teal"}"#
    static let phoneTree = #"{"canvas": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}}, "root": {"Color": "teal"}}"#

    func frames(_ r: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
    }

    func rootFrame(_ r: Run) throws -> [String: Double] {
        let root = try #require(try frames(r)["root"] as? [String: Any])
        return try #require(root["frame"] as? [String: Double])
    }

    @Test("--canvas and --safe-area replace the tree's; --proposal what the root is proposed")
    func viewportOptions() throws {
        let dir = try tempDir()
        let tree = try write(Self.phoneTree, "t.json", in: dir)
        let canvas = try run(["layout", tree, "--canvas", "300x200"])
        #expect(canvas.code == 0, "\(canvas.stderr)")
        #expect(try rootFrame(canvas) == ["x": 0, "y": 47, "width": 300, "height": 119], "the tree's safe area is kept")
        let safe = try run(["layout", tree, "--canvas", "300x200", "--safe-area", "0,10,0,10"])
        #expect(try rootFrame(safe) == ["x": 10, "y": 0, "width": 280, "height": 200])
        let proposal = try run(["layout", tree, "--proposal", "100xnil"])
        #expect(try rootFrame(proposal)["width"] == 100)
        let explained = try run(["explain", tree, "--proposal", "120x50", "--ascii"])
        #expect(String(decoding: explained.stdout, as: UTF8.self).hasPrefix("1. root proposes 120x50 to Color(teal)"),
                "\(String(decoding: explained.stdout, as: UTF8.self).prefix(200))")
    }

    @Test("--device gives the device's screen and safe area; the PNG is the screen at --scale")
    func device() throws {
        let dir = try tempDir()
        let tree = try write(Self.plain, "t.json", in: dir)
        let out = dir.appendingPathComponent("phone.png").path
        let r = try run(["render", tree, "-o", out, "--device", "iPhone 15", "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        let size = try PNGHeader.read(path: out)
        #expect(size.width == 393 && size.height == 852)
        let layout = try run(["layout", tree, "--device", "default"])
        #expect(try rootFrame(layout) == ["x": 0, "y": 59, "width": 393, "height": 759])
    }

    @Test("malformed viewport values: one line naming the option and the expected form, exit 64, nothing written",
          arguments: [
              (["--canvas", "320"], "--canvas: expected WxH"),
              (["--canvas", "0x100"], "--canvas: expected WxH"),
              (["--proposal", "wide"], "--proposal: expected WxH, each a number of points from 0 to 10000, nil or inf"),
              (["--safe-area", "1,2"], "--safe-area: expected T,L,B,R"),
              (["--device", "iPhone 51"], "--device: unknown device \"iPhone 51\"; did you mean \"iPhone 15\"?"),
              (["--safe-area", "10,0,0,0"], "--safe-area needs a canvas"),
              (["--canvas", "100x100", "--safe-area", "60,0,60,0"], "is larger than the canvas 100x100"),
              (["--figure", "Dark"], "no figure named \"Dark\"; it has one unnamed figure"),
          ])
    func malformed(_ options: [String], _ message: String) throws {
        let dir = try tempDir()
        let tree = try write(Self.plain, "t.json", in: dir)
        let out = dir.appendingPathComponent("x.png").path
        for command in [["render", tree, "-o", out], ["layout", tree], ["explain", tree]] {
            let r = try run(command + options)
            #expect(r.code == 64, "\(command[0]) \(options): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("check with viewport options keeps its references beside the plain ones, named by the options")
    func checkNames() throws {
        let dir = try tempDir()
        _ = try write(Self.plain, "cases/card.json", in: dir)
        let plain = try run(["check", "cases", "--canvas", "50x40"], cwd: dir)
        #expect(plain.code == 0, "\(plain.stderr)")
        let device = try run(["check", "cases", "--device", "iPhone SE (3rd generation)"], cwd: dir)
        #expect(device.code == 0, "\(device.stderr)")
        let refs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("cases/__layoutviz__").path)
        #expect(Set(refs) == ["card~canvas-50x40.frames.json", "card~canvas-50x40@2x.png",
                              "card~iphone-se-3rd-generation.frames.json", "card~iphone-se-3rd-generation@2x.png"])
        let bad = try run(["check", "cases", "--proposal", "1x2x3"], cwd: dir)
        #expect(bad.code == 64)
        #expect(bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
    }
}
