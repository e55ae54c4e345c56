import Foundation
import Testing

/// End-to-end tests of the built `layoutviz` binary: exit codes, messages, files written (and not written).
@Suite("layoutviz command line", .serialized)
struct CLITests {
    static let binDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var binary: URL {
        // The test bundle lives beside the executables (swift build --build-tests builds both).
        var dir = binDir
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("layoutviz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return binDir.appendingPathComponent("layoutviz")
    }

    struct Run { var code: Int32; var stdout: Data; var stderr: String }

    func run(_ args: [String], stdin: Data? = nil, cwd: URL? = nil) throws -> Run {
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = args
        if let cwd { p.currentDirectoryURL = cwd }
        // The binary runs as on a developer's machine: CI=true (set by .ci/run) would make `check` record nothing.
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["LAYOUTVIZ_UPDATE"] = nil
        p.environment = environment
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        if let stdin { inp.fileHandleForWriting.write(stdin) }
        try inp.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(code: p.terminationStatus, stdout: o, stderr: String(decoding: e, as: UTF8.self))
    }

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    func write(_ s: String, _ name: String, in dir: URL) throws -> String {
        let u = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(s.utf8).write(to: u)
        return u.path
    }

    @Test("render writes a PNG of the root's size at scale 2, and an SVG")
    func renderPNGAndSVG() throws {
        let dir = try tempDir()
        let tree = try write(#"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}]}"#, "t.json", in: dir)
        let png = dir.appendingPathComponent("out.png").path
        let r = try run(["render", tree, "-o", png, "--debug"])
        #expect(r.code == 0, "\(r.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR width/height: 60x40 pixels.
        let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 60 && h == 40)
        let svg = dir.appendingPathComponent("out.svg").path
        #expect(try run(["render", tree, "-o", svg]).code == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"))
        // Same input, same bytes.
        let again = dir.appendingPathComponent("again.png").path
        #expect(try run(["render", tree, "-o", again, "--debug"]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == bytes)
    }

    @Test("layout prints the frame dump as JSON")
    func layoutDump() throws {
        let dir = try tempDir()
        let tree = try write(#"{"canvas": {"width": 320, "height": 480}, "root": {"Color": "red", "id": "c", "modifiers": [{"frame": {"width": 30, "height": 20}, "id": "f"}]}}"#, "t.json", in: dir)
        let r = try run(["layout", tree])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let root = obj?["root"] as? [String: Any]
        #expect(root?["kind"] as? String == "frame")
        #expect(root?["id"] as? String == "f")
        let frame = root?["frame"] as? [String: Double]
        #expect(frame == ["x": 145, "y": 230, "width": 30, "height": 20])
    }

    @Test("stdin and stdout with -")
    func stdio() throws {
        let r = try run(["render", "-", "-o", "-", "--format", "svg"], stdin: Data(#"{"Circle": {}}"#.utf8))
        #expect(r.code == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).contains("<svg"))
    }

    @Test("several inputs into a directory")
    func batch() throws {
        let dir = try tempDir()
        let a = try write(#"{"Circle": {}}"#, "a.json", in: dir)
        let b = try write(#"{"Rectangle": {}}"#, "b.json", in: dir)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let r = try run(["render", a, b, "-o", out.path + "/"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("b.png").path))
        // A missing output directory is created (mkdir -p).
        let fresh = dir.appendingPathComponent("new/deeper")
        let made = try run(["render", a, b, "-o", fresh.path + "/", "--format", "svg"], cwd: dir)
        #expect(made.code == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("a.svg").path))
        // A directory of trees (recursively) renders each, mirroring its folders (issue 13, §6); two trees
        // with one output name are a usage error.
        _ = try write(#"{"Circle": {}}"#, "trees/x/c.json", in: dir)
        _ = try write(#"{"Capsule": {}}"#, "trees/y/d.json", in: dir)
        let tree = try run(["render", dir.appendingPathComponent("trees").path, "-o", "fromdir/"], cwd: dir)
        #expect(tree.code == 0, "\(tree.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fromdir/x/c.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fromdir/y/d.png").path))
        _ = try write(#"{"Circle": {}}"#, "trees/y/c.json", in: dir)
        let clash = try run(["render", "trees/x/c.json", "trees/y/c.json", "-o", "clash/"], cwd: dir)
        #expect(clash.code == 64)
        #expect(clash.stderr.contains("would both write"), "\(clash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("clash").path))
        // One that cannot be made (a file is in the way) is a one-line error.
        let blocked = try run(["render", a, "-o", a + "/x/"], cwd: dir)
        #expect(blocked.code == 1)
        #expect(blocked.stderr.split(separator: "\n").count == 1, "\(blocked.stderr)")
    }

    @Test("bad input: one line naming file:line:column and JSON path, exit 1, no output file, old output untouched")
    func badInput() throws {
        let dir = try tempDir()
        let tree = try write("{\n  \"Color\": \"red\",\n  \"modifiers\": [{\"frame\": {\"widht\": 10}}]\n}\n", "bad.json", in: dir)
        let out = dir.appendingPathComponent("out.png")
        try Data("old".utf8).write(to: out)
        let r = try run(["render", tree, "-o", out.path])
        #expect(r.code == 1)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("bad.json:3:"))
        #expect(r.stderr.contains("modifiers[0].frame.widht"))
        #expect(r.stderr.contains("did you mean \"width\""))
        #expect(try Data(contentsOf: out) == Data("old".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test("malformed JSON, missing file, infinite root, usage errors", arguments: [
        ("{\"Color\": ", 1, "1:11"),
        ("{\"Colour\": \"red\"}", 1, "did you mean \"Color\""),
        ("{\"canvas\": {\"width\": 320, \"height\": 480}, \"root\": {\"Color\": 5}}", 1, "root.Color"),
        ("{\"proposal\": {\"width\": \"infinity\", \"height\": 10}, \"root\": {\"Color\": \"red\"}}", 1, "infinite"),
    ])
    func errors(input: String, code: Int32, fragment: String) throws {
        let dir = try tempDir()
        let tree = try write(input, "t.json", in: dir)
        let out = dir.appendingPathComponent("o.png").path
        let r = try run(["render", tree, "-o", out])
        #expect(r.code == code, "\(r.stderr)")
        #expect(r.stderr.contains(fragment), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("a missing input file and a bad option")
    func usage() throws {
        let missing = try run(["render", "/nonexistent/tree.json", "-o", "/tmp/x.png"])
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("/nonexistent/tree.json"))
        let badScale = try run(["render", "a.json", "-o", "x.png", "--scale", "7"])
        #expect(badScale.code == 64)
        let noOutput = try run(["render", "a.json"])
        #expect(noOutput.code == 64)
    }

    @Test("deep nesting within the limit works; beyond it is an error, not a crash")
    func deepNesting() throws {
        let dir = try tempDir()
        func nested(_ n: Int) -> String {
            String(repeating: "{\"VStack\": [", count: n) + "{\"Color\": \"red\"}" + String(repeating: "]}", count: n)
        }
        let ok = try write(nested(1000), "ok.json", in: dir)
        let r = try run(["layout", ok])
        #expect(r.code == 0, "\(r.stderr.prefix(300))")
        let deep = try write(nested(20000), "deep.json", in: dir)
        let d = try run(["layout", deep])
        #expect(d.code == 1)
        #expect(d.stderr.split(separator: "\n").count == 1)
    }

    @Test("--help and --version print on standard output and exit 0 (help printed nothing after the merges)",
          arguments: [["--help"], ["render", "--help"], ["layout", "-h"], ["explain", "--help"], ["check", "--help"],
                      ["diff", "--help"], ["--version"]])
    func help(_ args: [String]) throws {
        let r = try run(args)
        #expect(r.code == 0)
        let text = String(decoding: r.stdout, as: UTF8.self)
        #expect(args == ["--version"] ? text == "0.1.0\n" : text.hasPrefix("OVERVIEW: ") && text.contains("USAGE: layoutviz"),
                "\(text)")
        #expect(r.stderr.isEmpty)
    }
}
