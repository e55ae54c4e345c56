import Foundation
import LayoutJSON
import Testing

/// `layoutviz schema`: prints the generated JSON Schema, or writes it with -o.
@Suite("layoutviz schema")
struct SchemaCommandTests {
    func run(_ args: [String]) throws -> (code: Int32, stdout: String) {
        let p = Process()
        p.executableURL = CLITests.binary
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func printsTheSchema() throws {
        let r = try run(["schema"])
        #expect(r.code == 0)
        #expect(r.stdout == SchemaGenerator.text())
        #expect(r.stdout.hasPrefix("{\n  \"$defs\": {"))
    }

    @Test func writesAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("layoutviz.schema.json").path
        let r = try run(["schema", "-o", file])
        #expect(r.code == 0 && r.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == SchemaGenerator.text())
    }

    @Test func isListedInHelp() throws {
        let r = try run(["--help"])
        #expect(r.stdout.contains("schema"))
    }
}
