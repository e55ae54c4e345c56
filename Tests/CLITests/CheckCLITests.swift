import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `layoutviz check` and `layoutviz diff` end to end through the built binary (docs/regression.md).
@Suite("layoutviz check and diff", .serialized)
struct CheckCLITests {
    struct Run { var code: Int32; var stdout: String; var stderr: String }

    func run(_ args: [String], in dir: URL, env: [String: String] = [:]) throws -> Run {
        let p = Process()
        p.executableURL = CLITests.binary
        p.arguments = args
        p.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["LAYOUTVIZ_UPDATE"] = nil
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                   stderr: String(decoding: e, as: UTF8.self))
    }

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @discardableResult
    func write(_ s: String, _ name: String, in dir: URL) throws -> URL {
        let u = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(s.utf8).write(to: u)
        return u
    }

    func exists(_ path: String, in dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path)
    }

    func files(under dir: URL) -> [String] {
        let e = FileManager.default.enumerator(atPath: dir.path)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(p).path, isDirectory: &isDir),
               !isDir.boolValue { out.append(p) }
        }
        return out.sorted()
    }

    func results(_ r: Run) throws -> [[String: Any]] {
        let obj = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return obj?["results"] as? [[String: Any]] ?? []
    }

    static let card = #"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}, {"padding": 5}]}"#
    static let badge = #"{"Text": "Hi", "modifiers": [{"padding": 4}, {"background": "yellow"}]}"#

    @Test("first run records references (new, exit 0); the next passes from the cache; --force renders again")
    func recordThenPass() throws {
        let dir = try tempDir()
        try write(Self.card, "cases/card.json", in: dir)
        try write(Self.badge, "cases/nested/badge.json", in: dir)
        let first = try run(["check", "cases"], in: dir)
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("0 passed, 0 failed, 2 new, 0 updated"), "\(first.stdout)")
        for ref in ["cases/__layoutviz__/card.frames.json", "cases/__layoutviz__/card@2x.png",
                    "cases/nested/__layoutviz__/badge.frames.json", "cases/nested/__layoutviz__/badge@2x.png"] {
            #expect(exists(ref, in: dir), "\(ref)")
        }
        // The frames reference is exactly what `layoutviz layout` prints.
        let layout = try run(["layout", "cases/card.json"], in: dir)
        #expect(try String(contentsOf: dir.appendingPathComponent("cases/__layoutviz__/card.frames.json"), encoding: .utf8)
                == layout.stdout)
        let second = try run(["check", "cases", "--json"], in: dir)
        #expect(second.code == 0)
        let r2 = try results(second)
        #expect(r2.map { $0["status"] as? String } == ["passed", "passed"])
        #expect(r2.map { $0["cached"] as? Bool } == [true, true])
        let forced = try run(["check", "cases", "--json", "--force"], in: dir)
        #expect(forced.code == 0)
        #expect(try results(forced).map { $0["cached"] as? Bool } == [false, false])
        #expect(!exists("layoutviz-artifacts", in: dir))
    }

    @Test("a change fails with expected/actual/diff artifacts and leaves references alone; --update=changed accepts it")
    func mismatchAndUpdate() throws {
        let dir = try tempDir()
        let tree = try write(Self.card, "cases/card.json", in: dir)
        #expect(try run(["check", "cases/card.json"], in: dir).code == 0)
        let refPNG = dir.appendingPathComponent("cases/__layoutviz__/card@2x.png")
        let before = try Data(contentsOf: refPNG)
        try Data(Self.card.replacingOccurrences(of: "\"red\"", with: "\"blue\"").utf8).write(to: tree)
        let fail = try run(["check", "cases/card.json"], in: dir)
        #expect(fail.code == 1)
        #expect(fail.stdout.contains("FAILED  cases/card.json"), "\(fail.stdout)")
        #expect(fail.stdout.contains("image: 2400 of 4800 pixels differ (50%); allowed: 0"), "\(fail.stdout)")
        #expect(fail.stdout.contains("layoutviz-artifacts/cases/card@2x-diff.png"))
        #expect(fail.stdout.contains("0 passed, 1 failed, 0 new, 0 updated"))
        #expect(files(under: dir.appendingPathComponent("layoutviz-artifacts")) ==
                ["cases/card@2x-actual.png", "cases/card@2x-diff.png", "cases/card@2x-expected.png"])
        #expect(try Data(contentsOf: refPNG) == before)
        // A budget large enough lets it pass; --artifacts moves the artifacts.
        let lenient = try run(["check", "cases/card.json", "--max-diff-ratio", "0.5"], in: dir)
        #expect(lenient.code == 0, "\(lenient.stdout)")
        // Failing again with another artifacts directory; --update=none never writes.
        let other = try run(["check", "cases/card.json", "--artifacts", "out/art", "--update=none"], in: dir)
        #expect(other.code == 1)
        #expect(exists("out/art/cases/card@2x-diff.png", in: dir))
        let update = try run(["check", "cases/card.json", "--update"], in: dir)
        #expect(update.code == 0, "\(update.stdout)")
        #expect(update.stdout.contains("0 passed, 0 failed, 0 new, 1 updated"), "\(update.stdout)")
        #expect(try Data(contentsOf: refPNG) != before)
        let again = try run(["check", "cases/card.json"], in: dir)
        #expect(again.code == 0)
        #expect(again.stdout.contains("1 passed"))
        // Passing removes the stale artifacts of that reference.
        #expect(!exists("layoutviz-artifacts/cases/card@2x-diff.png", in: dir))
    }

    @Test("a frame change is reported with the node's path")
    func frameMismatch() throws {
        let dir = try tempDir()
        let tree = try write(Self.card, "card.json", in: dir)
        #expect(try run(["check", "card.json"], in: dir).code == 0)
        try Data(Self.card.replacingOccurrences(of: "\"width\": 30", with: "\"width\": 31").utf8).write(to: tree)
        let r = try run(["check", "card.json"], in: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("frames: canvas: expected 40x30, got 41x30"), "\(r.stdout)")
        #expect(r.stdout.contains("image: size differs: expected 80x60 pixels, got 82x60"), "\(r.stdout)")
        #expect(exists("layoutviz-artifacts/card-actual.frames.json", in: dir))
        #expect(!exists("layoutviz-artifacts/card@2x-diff.png", in: dir))
    }

    @Test("with CI set a missing reference fails and nothing is written")
    func ciMissing() throws {
        let dir = try tempDir()
        try write(Self.card, "card.json", in: dir)
        let r = try run(["check", "card.json"], in: dir, env: ["CI": "true"])
        #expect(r.code == 1)
        #expect(r.stdout.contains("no reference __layoutviz__/card@2x.png (not written: --update=none)"), "\(r.stdout)")
        #expect(files(under: dir) == ["card.json"])
        // LAYOUTVIZ_UPDATE chooses the mode when --update is not given (here: none, without CI).
        #expect(try run(["check", "card.json"], in: dir, env: ["LAYOUTVIZ_UPDATE": "none"]).code == 1)
        #expect(files(under: dir) == ["card.json"])
        // An explicit --update wins over CI.
        #expect(try run(["check", "card.json", "--update=missing"], in: dir, env: ["CI": "true"]).code == 0)
        #expect(exists("__layoutviz__/card@2x.png", in: dir))
    }

    @Test("render options are part of the reference names")
    func optionNames() throws {
        let dir = try tempDir()
        try write(Self.card, "card.json", in: dir)
        #expect(try run(["check", "card.json", "--scale", "1", "--debug", "--background", "transparent"], in: dir).code == 0)
        #expect(try run(["check", "card.json", "--debug", "labels", "--background", "#FF000080"], in: dir).code == 0)
        #expect(try run(["check", "card.json", "--theme", "dark"], in: dir).code == 0)
        #expect(try run(["check", "card.json", "--theme", "dark", "--background", "white"], in: dir).code == 0)
        #expect(try run(["check", "card.json", "--background", "white"], in: dir).code == 0)
        #expect(files(under: dir.appendingPathComponent("__layoutviz__")) ==
                ["card.frames.json", "card@1x.frames.json", "card@2x.png", "card~bg-ffffffff~dark@2x.png",
                 "card~dark@2x.png", "card~debug~transparent@1x.png", "card~labels~bg-ff000080@2x.png"])
    }

    @Test("a bad tree is an error (one line, file:line:column), the others still run, and it gets no references")
    func badTree() throws {
        let dir = try tempDir()
        try write(Self.card, "cases/a.json", in: dir)
        try write("{\n  \"Colr\": \"red\"\n}\n", "cases/b.json", in: dir)
        let r = try run(["check", "cases", "--junit", "report.xml"], in: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("ERROR   cases/b.json"), "\(r.stdout)")
        #expect(r.stdout.contains("cases/b.json:2:3"), "\(r.stdout)")
        #expect(r.stdout.contains("did you mean \"Color\""))
        #expect(r.stdout.contains("0 passed, 1 failed (1 with errors), 1 new, 0 updated"), "\(r.stdout)")
        #expect(files(under: dir.appendingPathComponent("cases/__layoutviz__")) == ["a.frames.json", "a@2x.png"])
        // The JUnit report is well-formed and counts the error.
        let xml = try XMLDocument(contentsOf: dir.appendingPathComponent("report.xml"))
        let suite = try #require(xml.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "2")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(suite.attribute(forName: "failures")?.stringValue == "0")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.json", "b.json"])
        #expect(cases[1].elements(forName: "error").first?.attribute(forName: "message")?.stringValue?
                    .contains("did you mean") == true)
    }

    @Test("usage errors exit 64; a missing path exits 1; nothing is written")
    func usage() throws {
        let dir = try tempDir()
        try write(Self.card, "card.json", in: dir)
        for args in [["check", "card.json", "--update=sometimes"], ["check", "card.json", "--shard", "3/2"],
                     ["check", "card.json", "--threshold", "2"], ["check", "card.json", "--jobs", "0"],
                     ["check", "card.json", "--max-diff-pixels", "-1"], ["check"]] {
            let r = try run(args, in: dir)
            #expect(r.code == 64, "\(args) \(r.stderr)")
        }
        let missing = try run(["check", "nope.json"], in: dir)
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("nope.json: no such file or directory"))
        let noMatch = try run(["check", "cases/*.json"], in: dir)
        #expect(noMatch.code == 1)
        #expect(files(under: dir) == ["card.json"])
    }

    @Test("--shard i/n partitions the sorted inputs: every file exactly once; globs find nested trees")
    func shards() throws {
        let dir = try tempDir()
        var all: [String] = []
        for i in 0..<7 {
            let path = "cases/\(i % 2 == 0 ? "even" : "odd")/t\(i).json"
            try write(Self.card, path, in: dir)
            all.append(path)
        }
        for n in [1, 2, 3, 7, 9] {
            var seen: [String] = []
            for i in 1...n {
                let r = try run(["check", "cases/**/*.json", "--shard", "\(i)/\(n)", "--json", "--jobs", "2"], in: dir)
                #expect(r.code == 0, "\(r.stderr)")
                seen += try results(r).compactMap { $0["path"] as? String }
            }
            #expect(seen.sorted() == all.sorted(), "n=\(n)")
            #expect(Set(seen).count == seen.count, "n=\(n)")
        }
    }

    @Test("diff: identical 0, different 1 with a diff image, size mismatch 1 without one, usage 64")
    func diff() throws {
        let dir = try tempDir()
        try write(Self.card, "a.json", in: dir)
        try write(Self.card.replacingOccurrences(of: "\"red\"", with: "\"blue\""), "b.json", in: dir)
        try write(Self.card.replacingOccurrences(of: "\"width\": 30", with: "\"width\": 32"), "c.json", in: dir)
        for n in ["a", "b", "c"] { #expect(try run(["render", "\(n).json", "-o", "\(n).png"], in: dir).code == 0) }
        let same = try run(["diff", "a.png", "a.png", "-o", "same.png"], in: dir)
        #expect(same.code == 0)
        #expect(same.stdout.hasPrefix("match: 0 of 4800 pixels differ"), "\(same.stdout)")
        let different = try run(["diff", "a.png", "b.png", "-o", "d.png"], in: dir)
        #expect(different.code == 1)
        #expect(different.stdout.contains("differ: 2400 of 4800 pixels differ (50%)"), "\(different.stdout)")
        #expect(exists("d.png", in: dir))
        #expect(try run(["diff", "a.png", "b.png", "--max-diff-pixels", "2400"], in: dir).code == 0)
        let size = try run(["diff", "a.png", "c.png", "-o", "s.png"], in: dir)
        #expect(size.code == 1)
        #expect(size.stderr.contains("images differ in size: a.png is 80x60 pixels, c.png is 84x60"), "\(size.stderr)")
        #expect(!exists("s.png", in: dir))
        #expect(try run(["diff", "a.png"], in: dir).code == 64)
        #expect(try run(["diff", "a.png", "b.png", "--threshold", "-1"], in: dir).code == 64)
        let missing = try run(["diff", "a.png", "zz.png", "-o", "z.png"], in: dir)
        #expect(missing.code == 1)
        #expect(!exists("z.png", in: dir))
        let notPNG = try run(["diff", "a.json", "a.png"], in: dir)
        #expect(notPNG.code == 1)
        #expect(notPNG.stderr.contains("not a PNG"))
    }

    @Test("render into a directory skips unchanged inputs (cache) unless --force; parallel output is deterministic")
    func renderBatch() throws {
        let dir = try tempDir()
        for i in 0..<6 { try write(Self.badge.replacingOccurrences(of: "Hi", with: "Hi \(i)"), "in/t\(i).json", in: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o1"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o2"), withIntermediateDirectories: true)
        let inputs = (0..<6).map { "in/t\($0).json" }
        #expect(try run(["render"] + inputs + ["-o", "o1/", "--jobs", "1"], in: dir).code == 0)
        #expect(try run(["render"] + inputs + ["-o", "o2/", "--jobs", "3"], in: dir).code == 0)
        for i in 0..<6 {
            let a = try Data(contentsOf: dir.appendingPathComponent("o1/t\(i).png"))
            #expect(try Data(contentsOf: dir.appendingPathComponent("o2/t\(i).png")) == a)
        }
        // Unchanged: not written again (a marker byte survives); --force rewrites.
        let out = dir.appendingPathComponent("o1/t0.png")
        let original = try Data(contentsOf: out)
        let attrs = try FileManager.default.attributesOfItem(atPath: out.path)
        #expect(try run(["render"] + inputs + ["-o", "o1/"], in: dir).code == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: out.path)[.modificationDate] as? Date
                == attrs[.modificationDate] as? Date)
        // A changed output file is rendered again.
        try Data("x".utf8).write(to: out)
        #expect(try run(["render"] + inputs + ["-o", "o1/"], in: dir).code == 0)
        #expect(try Data(contentsOf: out) == original)
        let before = try FileManager.default.attributesOfItem(atPath: out.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try run(["render"] + inputs + ["-o", "o1/", "--force"], in: dir).code == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: out.path)[.modificationDate] as? Date != before)
        // --shard takes part of the inputs.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("o3"), withIntermediateDirectories: true)
        #expect(try run(["render"] + inputs + ["-o", "o3/", "--shard", "1/2"], in: dir).code == 0)
        #expect(files(under: dir.appendingPathComponent("o3")) == ["t0.png", "t1.png", "t2.png"])
    }
}
