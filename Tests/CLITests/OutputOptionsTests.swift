import Foundation
import Testing

/// The documentation-output options through the built binary: --theme, --background, --margin, --docc,
/// comparison sheets, --debug labels and --watch (exit codes, files written, nothing written on error).
extension CLITests {
    static let red30x20 = #"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}]}"#

    func svg(_ args: [String], tree: String = CLITests.red30x20) throws -> (Run, String) {
        let dir = try tempDir()
        let input = try write(tree, "t.json", in: dir)
        let out = dir.appendingPathComponent("o.svg").path
        let r = try run(["render", input, "-o", out] + args)
        return (r, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
    }

    func pngSize(_ path: String) throws -> (Int, Int) {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (w, h)
    }

    func files(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test("--theme dark: system colours take their dark values and the background turns black")
    func themeDark() throws {
        let (light, lightSVG) = try svg([])
        #expect(light.code == 0)
        #expect(lightSVG.contains(##"fill="#ff3b30""##) && lightSVG.contains(##"fill="#ffffff""##))
        let (dark, darkSVG) = try svg(["--theme", "dark"])
        #expect(dark.code == 0, "\(dark.stderr)")
        #expect(darkSVG.contains(##"fill="#ff453a""##) && darkSVG.contains(##"fill="#000000""##))
        #expect(!darkSVG.contains("#ff3b30"))
        let (bad, badSVG) = try svg(["--theme", "dusk"])
        #expect(bad.code == 64 && badSVG.isEmpty)
    }

    @Test("--background composes with the theme: names resolve in it, hex and white stay, transparent has none")
    func backgroundWithTheme() throws {
        #expect(try svg(["--theme", "dark", "--background", "white"]).1.contains(##"<rect x="0" y="0" width="30" height="20" fill="#ffffff"/>"##))
        #expect(try svg(["--theme", "dark", "--background", "teal"]).1.contains(##"fill="#40c8e0""##))
        #expect(try svg(["--background", "teal"]).1.contains(##"fill="#30b0c7""##))
        #expect(try svg(["--theme", "dark", "--background", "#112233"]).1.contains(##"fill="#112233""##))
        let transparent = try svg(["--theme", "dark", "--background", "transparent"]).1
        #expect(!transparent.contains("#000000") && !transparent.contains("#ffffff") && transparent.contains("#ff453a"))
        let (bad, out) = try svg(["--background", "tealish"])
        #expect(bad.code == 64 && out.isEmpty && bad.stderr.contains("--background"))
    }

    @Test("--margin adds points of background on every side; negative or huge margins are usage errors")
    func margin() throws {
        let (r, text) = try svg(["--margin", "10"])
        #expect(r.code == 0)
        #expect(text.contains(#"width="50" height="40""#))
        #expect(text.contains(##"<rect x="10" y="10" width="30" height="20" fill="#ff3b30"/>"##))
        #expect(try svg(["--margin", "-1"]).0.code == 64)
        #expect(try svg(["--margin", "5000"]).0.code == 64)
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        let png = dir.appendingPathComponent("m.png").path
        #expect(try run(["render", input, "-o", png, "--margin", "5", "--scale", "3"]).code == 0)
        #expect(try pngSize(png) == (120, 90))
    }

    @Test("--docc writes name.png, name@2x.png, name~dark.png, name~dark@2x.png; -o names the set")
    func docc() throws {
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        for output in ["figure.png", "figure"] {
            let out = try tempDir()
            let r = try run(["render", input, "-o", out.appendingPathComponent(output).path, "--docc"])
            #expect(r.code == 0, "\(r.stderr)")
            #expect(files(in: out) == ["figure.png", "figure@2x.png", "figure~dark.png", "figure~dark@2x.png"])
            #expect(try pngSize(out.appendingPathComponent("figure.png").path) == (30, 20))
            #expect(try pngSize(out.appendingPathComponent("figure@2x.png").path) == (60, 40))
            #expect(try pngSize(out.appendingPathComponent("figure~dark@2x.png").path) == (60, 40))
            let light = try Data(contentsOf: out.appendingPathComponent("figure@2x.png"))
            let dark = try Data(contentsOf: out.appendingPathComponent("figure~dark@2x.png"))
            #expect(light != dark)
        }
        // A directory: one set per input, named after it.
        let out = try tempDir()
        #expect(try run(["render", input, "-o", out.path + "/", "--docc"]).code == 0)
        #expect(files(in: out) == ["t.png", "t@2x.png", "t~dark.png", "t~dark@2x.png"])
        // SVG is vector: light and dark only.
        let svgOut = try tempDir()
        #expect(try run(["render", input, "-o", svgOut.appendingPathComponent("f.svg").path, "--docc"]).code == 0)
        #expect(files(in: svgOut) == ["f.svg", "f~dark.svg"])
    }

    @Test("--docc: usage errors exit 64 and a bad input exits 1, writing nothing in either case")
    func doccErrors() throws {
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        let bad = try write(#"{"Color": "reed"}"#, "bad.json", in: dir)
        let out = try tempDir()
        for args in [["-o", out.appendingPathComponent("figure@2x.png").path, "--docc"],
                     ["-o", out.appendingPathComponent("figure~dark.png").path, "--docc"],
                     ["-o", out.appendingPathComponent("figure.png").path, "--docc", "--theme", "dark"],
                     ["-o", "-", "--docc"]] {
            let r = try run(["render", input] + args)
            #expect(r.code == 64, "\(args) \(r.stderr)")
        }
        let r = try run(["render", bad, "-o", out.appendingPathComponent("figure.png").path, "--docc"])
        #expect(r.code == 1 && r.stderr.contains("bad.json:1:") && r.stderr.contains("reed"), "\(r.stderr)")
        #expect(files(in: out).isEmpty)
    }

    @Test("a comparison sheet renders to one image and dumps one frame tree per panel; errors name the panel")
    func comparisonSheet() throws {
        let dir = try tempDir()
        let sheet = try write("""
            {"compare": [
              {"caption": "padding, then background", "root": {"Text": "Hi", "modifiers": [{"padding": {}}, {"background": "red"}]}},
              {"caption": "background, then padding", "root": {"Text": "Hi", "modifiers": [{"background": "red"}, {"padding": {}}]}}
            ]}
            """, "sheet.json", in: dir)
        let png = dir.appendingPathComponent("sheet.png").path
        let r = try run(["render", sheet, "-o", png])
        #expect(r.code == 0, "\(r.stderr)")
        let (w, h) = try pngSize(png)
        #expect(w > 2 * 2 * 160 && h > 2 * 40)
        let dump = try run(["layout", sheet])
        #expect(dump.code == 0)
        let json = try JSONSerialization.jsonObject(with: dump.stdout) as? [String: Any]
        let panels = json?["compare"] as? [[String: Any]]
        #expect(panels?.map { $0["caption"] as? String } == ["padding, then background", "background, then padding"])
        #expect(panels?.allSatisfy { $0["root"] != nil && $0["canvas"] != nil } == true)
        let bad = try write(#"{"compare": [{"caption": "a", "root": {"Text": "x", "modifiers": [{"padd": 1}]}}]}"#,
                            "bad.json", in: dir)
        let out = dir.appendingPathComponent("bad.png").path
        let e = try run(["render", bad, "-o", out])
        #expect(e.code == 1 && e.stderr.contains("compare[0].root.modifiers[0]"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--debug labels adds the legend strip under the canvas")
    func labels() throws {
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        let plain = dir.appendingPathComponent("p.png").path, labelled = dir.appendingPathComponent("l.png").path
        #expect(try run(["render", input, "-o", plain, "--debug"]).code == 0)
        #expect(try run(["render", input, "-o", labelled, "--debug", "labels", "--theme", "dark"]).code == 0)
        let (pw, ph) = try pngSize(plain), (lw, lh) = try pngSize(labelled)
        #expect(pw == 60 && ph == 40 && lw > pw && lh > ph)
    }

    @Test("--watch renders, renders again after a change, reports errors and keeps going; Ctrl-C exits 0")
    func watch() throws {
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        let out = dir.appendingPathComponent("w.png").path
        let stdoutURL = dir.appendingPathComponent("stdout.txt"), stderrURL = dir.appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = ["render", input, "-o", out, "--watch"]
        p.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        p.standardError = try FileHandle(forWritingTo: stderrURL)
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        /// Waits (up to 30 s) until `file` holds at least `lines` lines.
        func waitForLines(_ file: URL, _ lines: Int) -> String {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                if text.split(separator: "\n").count >= lines { return text }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        }
        #expect(waitForLines(stdoutURL, 1) == "\(input) -> \(out)\n")
        let first = try Data(contentsOf: URL(fileURLWithPath: out))
        // A broken edit: reported on stderr, the old image stays, the watch goes on.
        try Data(#"{"Color": "red", "modifiers": [{"frame": {"width": 30, "heigt": 20}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: input))
        #expect(waitForLines(stderrURL, 1).contains("t.json:1:"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == first)
        // A good edit: a second render.
        try Data(#"{"Color": "blue", "modifiers": [{"frame": {"width": 40, "height": 20}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: input))
        #expect(waitForLines(stdoutURL, 2).split(separator: "\n").count == 2)
        #expect(try pngSize(out) == (80, 40))
        #expect(p.isRunning)
        kill(p.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if p.isRunning {
            Issue.record("--watch did not end on SIGINT")
            kill(p.processIdentifier, SIGKILL)
        }
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 0)
    }

    @Test("--watch on a .swift file renders the edited source, not the module loaded first")
    func watchSwift() throws {
        let dir = try tempDir()
        let input = try write(#"#Preview(traits: .fixedLayout(width: 100, height: 40)) { Text("first") }"#, "W.swift", in: dir)
        let out = dir.appendingPathComponent("w.svg").path
        let stdoutURL = dir.appendingPathComponent("stdout.txt")
        FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = ["render", input, "-o", out, "--watch"]
        p.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        func waitFor(_ lines: Int) {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let text = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
                if text.split(separator: "\n").count >= lines { return }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        waitFor(1)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self).contains(">first<"))
        try Data(#"#Preview(traits: .fixedLayout(width: 100, height: 40)) { Text("second") }"#.utf8)
            .write(to: URL(fileURLWithPath: input))
        waitFor(2)
        let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        #expect(svg.contains(">second<") && !svg.contains(">first<"))
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
    }

    @Test("--watch needs files: stdin or stdout is a usage error")
    func watchUsage() throws {
        let dir = try tempDir()
        let input = try write(Self.red30x20, "t.json", in: dir)
        #expect(try run(["render", input, "-o", "-", "--format", "svg", "--watch"]).code == 64)
        #expect(try run(["render", "-", "-o", dir.appendingPathComponent("x.png").path, "--watch"],
                        stdin: Data(Self.red30x20.utf8)).code == 64)
    }
}
