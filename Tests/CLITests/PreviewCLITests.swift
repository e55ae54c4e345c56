import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `layoutviz preview` through the built binary (docs/preview.md): usage errors, the index and inspector pages,
/// 404 for everything that is not a numbered page, a port in use, Ctrl-C. The live update in a browser is
/// Tests/browser/preview_test.py.
@Suite("layoutviz preview", .serialized)
struct PreviewCLITests {
    let cli = CLITests()

    static let tree = """
        {"canvas": {"width": 120, "height": 60}, "root": {"Text": "Hello", "id": "greeting"}}
        """

    /// A running server: the process, its port, the first line it printed.
    struct Server {
        var process: Process
        var port: Int
        var line: String
        var stderr: Pipe

        func stop() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    func start(_ args: [String], in dir: URL) throws -> Server {
        let p = Process()
        p.executableURL = CLITests.binary
        p.arguments = ["preview"] + args
        p.currentDirectoryURL = dir
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        var line = Data()
        while true {
            let byte = out.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self)
        let port = text.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        return Server(process: p, port: port, line: text, stderr: err)
    }

    func get(_ port: Int, _ path: String) async throws -> (Int, String) {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test("usage errors: standard input, a port out of range, no inputs")
    func usage() throws {
        let dir = try cli.tempDir()
        #expect(try cli.run(["preview", "-"]).code == 64)
        let port = try cli.run(["preview", "a.json", "--port", "70000"])
        #expect(port.code == 64 && port.stderr.contains("--port must be from 0 to 65535"), "\(port.stderr)")
        let missing = try cli.run(["preview", "nothing.json"], cwd: dir)
        #expect(missing.code == 1 && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }

    @Test("serves the index and the inspector, 404 for any other path, exits 0 on Ctrl-C")
    func serves() async throws {
        let dir = try cli.tempDir()
        try Data(Self.tree.utf8).write(to: dir.appendingPathComponent("hello.json"))
        let server = try start(["hello.json", "--port", "0"], in: dir)
        #expect(server.line.hasPrefix("layoutviz preview: 1 input on http://127.0.0.1:"), "\(server.line)")
        #expect(server.port > 0)
        let (indexStatus, index) = try await get(server.port, "/")
        #expect(indexStatus == 200 && index.contains("<a href=\"/view/0\">hello.json</a>"), "\(index)")
        // The first layout may still be running: the page says so and reloads; wait for the inspector.
        var page = ""
        for _ in 0..<100 {
            page = try await get(server.port, "/view/0").1
            if page.contains("id=\"lv-data\"") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(page.contains("\"id\": \"greeting\"") && page.contains("/live/0/0"))
        for path in ["/hello.json", "/view/1", "/view/0/3", "/view/x", "/live/4/0", "/etc/passwd"] {
            #expect(try await get(server.port, path).0 == 404, "\(path)")
        }
        #expect(server.stop() == 0)
    }

    /// A Swift input is laid out again from its new source (the module is loaded anew, not the run's cached one).
    @Test("a Swift input's edit shows, and its error names the Swift file:line:col")
    func swiftEdits() async throws {
        let dir = try cli.tempDir()
        let card = dir.appendingPathComponent("Card.swift")
        let source = "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n"
            + "        Text(\"Hi\").frame(width: 80, height: 30)\n    }\n}\n\n#Preview {\n    Card()\n}\n"
        try Data(source.utf8).write(to: card)
        let server = try start(["Card.swift", "--port", "0"], in: dir)
        defer { _ = server.stop() }
        func waitFor(_ path: String, _ text: String) async throws -> Bool {
            for _ in 0..<100 {
                if try await get(server.port, path).1.contains(text) { return true }
                try await Task.sleep(for: .milliseconds(50))
            }
            return false
        }
        #expect(try await waitFor("/view/0", "\"width\": 80"))
        try Data(source.replacingOccurrences(of: "width: 80", with: "width: 90").utf8).write(to: card)
        #expect(try await waitFor("/view/0", "\"width\": 90"))
        try Data(source.replacingOccurrences(of: "Text(\"Hi\")", with: "Text(Hi)").utf8).write(to: card)
        #expect(try await waitFor("/", "Card.swift:5:14: "))
    }

    @Test("a port in use is one clear line and exit 1")
    func portInUse() throws {
        let dir = try cli.tempDir()
        try Data(Self.tree.utf8).write(to: dir.appendingPathComponent("hello.json"))
        let first = try start(["hello.json", "--port", "0"], in: dir)
        defer { _ = first.stop() }
        let second = try cli.run(["preview", "hello.json", "--port", "\(first.port)"], cwd: dir)
        #expect(second.code == 1)
        #expect(second.stderr == "preview: port \(first.port) on 127.0.0.1 is in use (another preview or "
                + "server?); choose another with --port, or --port 0 for any free one\n", "\(second.stderr)")
    }
}
