import Foundation
import Testing

/// `--system-font DIR` and `LAYOUTVIZ_SYSTEM_FONT_DIR` (docs/rendering.md, "The user's SF Pro"), tested with
/// stand-in files in SF Pro's file names (Noto Sans as the Text cut, Noto Serif as the Display cut): the
/// mechanism, not SF Pro's metrics.
@Suite("system font", .serialized)
struct SystemFontCLITests {
    let cli = CheckCLITests()

    /// A folder with the stand-ins under SF Pro's names.
    func standIns() throws -> URL {
        let dir = try cli.tempDir().appendingPathComponent("SF Pro")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let noto = "/usr/share/fonts/truetype/noto/"
        try FileManager.default.copyItem(atPath: noto + "NotoSans-Regular.ttf", toPath: dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path)
        try FileManager.default.copyItem(atPath: noto + "NotoSerif-Regular.ttf", toPath: dir.appendingPathComponent("SF-Pro-Display-Regular.otf").path)
        return dir
    }

    static let tree = #"""
    {"canvas": {"width": 300, "height": 100}, "root": {"VStack": [
      {"Text": "Body text"}, {"Text": "Title", "modifiers": [{"font": "title"}]},
      {"Text": "Code", "modifiers": [{"font": {"size": 17, "design": "monospaced"}}]}
    ]}}
    """#

    @Test("the default design takes the Text cut below 20 pt and the Display cut from 20 pt, with Apple's tracking")
    func flag() throws {
        let dir = try cli.tempDir(), fonts = try standIns()
        try Self.tree.write(to: dir.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let r = try cli.run(["render", "t.json", "-o", "t.svg", "--text", "reference", "--system-font", fonts.path], in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("t.svg"), encoding: .utf8)
        // 17 pt: -26/1000 em = -0.442; title 28 pt, the Display column: +13/1000 em = 0.364; monospaced keeps
        // DejaVu, no tracking.
        #expect(svg.contains(#"font-family="'Noto Sans', sans-serif" font-size="17" font-weight="400" letter-spacing="-0.442""#))
        #expect(svg.contains(#"font-family="'Noto Serif', sans-serif" font-size="28" font-weight="400" letter-spacing="0.364""#))
        #expect(svg.contains(#"font-family="'DejaVu Sans Mono', monospace" font-size="17" font-weight="400" fill"#))
        // The environment variable does the same; without either, Inter.
        let env = try cli.run(["render", "t.json", "-o", "e.svg", "--text", "reference"], in: dir,
                              env: ["LAYOUTVIZ_SYSTEM_FONT_DIR": fonts.path])
        #expect(env.code == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("e.svg"), encoding: .utf8) == svg)
        let plain = try cli.run(["render", "t.json", "-o", "p.svg", "--text", "reference"], in: dir,
                                env: ["LAYOUTVIZ_SYSTEM_FONT_DIR": ""])
        #expect(plain.code == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8).contains("font-family=\"Inter"))
        // Layout follows the fonts: the frames differ from Inter's.
        let a = try cli.run(["layout", "t.json", "--system-font", fonts.path], in: dir)
        let b = try cli.run(["layout", "t.json"], in: dir, env: ["LAYOUTVIZ_SYSTEM_FONT_DIR": ""])
        #expect(a.code == 0 && b.code == 0 && a.stdout != b.stdout)
    }

    @Test("a folder without SF Pro's Regular cuts is a one-line error naming it")
    func missing() throws {
        let dir = try cli.tempDir()
        try Self.tree.write(to: dir.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let r = try cli.run(["render", "t.json", "-o", "t.png", "--system-font", dir.path], in: dir)
        #expect(r.code == 1)
        #expect(r.stderr.contains("no SF-Pro-Text-Regular.otf") && r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("t.png").path))
    }
}
