import Foundation
import LayoutJSON
import Testing

/// `layoutviz convert tree.json --to swift`: prints the Swift (stdout or -o), one-line errors, nothing written
/// on error, usage errors (64) for a conversion the table does not have.
@Suite("layoutviz convert", .serialized)
struct ConvertCLITests {
    let cli = CLITests()

    @Test("a JSON tree converts to Swift on standard output and into a file, byte for byte the printer's")
    func convertsToSwift() throws {
        let dir = try cli.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = #"{"canvas": {"width": 200, "height": 80}, "root": {"Text": "Hi", "modifiers": [{"padding": 10}]}}"#
        let tree = try cli.write(json, "tree.json", in: dir)
        let expected = try SwiftPrinter.swiftSource(data: Data(json.utf8), file: tree, baseDirectory: dir.path)
        let r = try cli.run(["convert", tree, "--to", "swift"])
        #expect(r.code == 0 && r.stderr.isEmpty)
        #expect(String(decoding: r.stdout, as: UTF8.self) == expected)
        #expect(expected.contains("#Preview(traits: .fixedLayout(width: 200, height: 80))"))
        let out = dir.appendingPathComponent("View.swift").path
        let w = try cli.run(["convert", tree, "-o", out])
        #expect(w.code == 0 && w.stdout.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
        let s = try cli.run(["convert", "-", "--to", "swift"], stdin: Data(json.utf8))
        #expect(s.code == 0 && String(decoding: s.stdout, as: UTF8.self).contains("Text(\"Hi\").padding(10)"))
    }

    @Test("a bad tree is one line with its position and path, and nothing is written")
    func badTree() throws {
        let dir = try cli.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tree = try cli.write(#"{"Text": "a", "modifiers": [{"paddin": 1}]}"#, "bad.json", in: dir)
        let out = dir.appendingPathComponent("out.swift").path
        let r = try cli.run(["convert", tree, "--to", "swift", "-o", out])
        #expect(r.code == 1)
        #expect(r.stderr == "\(tree):1:30: root.modifiers[0].paddin: unknown modifier; did you mean \"padding\"?\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("what Swift cannot say is one line naming the JSON path")
    func inexpressible() throws {
        let dir = try cli.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tree = try cli.write(#"{"Text": "a", "modifiers": [{"font": {"weight": "bold"}}]}"#, "t.json", in: dir)
        let r = try cli.run(["convert", tree, "--to", "swift"])
        #expect(r.code == 1 && r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("\(tree):1:38: root.modifiers[0].font: a font without a style or size"))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("an output kind the input's language does not convert to is a usage error")
    func unknownTarget() throws {
        let dir = try cli.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tree = try cli.write(#"{"Text": "a"}"#, "t.json", in: dir)
        let r = try cli.run(["convert", tree, "--to", "kotlin"])
        #expect(r.code == 64)
        #expect(r.stderr == "--to kotlin: a json input converts to swift\n")
    }

    @Test("the converted Swift, rendered with the options its comments name, is the tree: same frames, same PNG")
    func convertedSwiftRendersAsTheTree() throws {
        let dir = try cli.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        // No canvas: proposed nil x nil, where a .sizeThatFitsLayout preview offers the device's size.
        let json = #"{"Color": "teal", "id": "swatch", "modifiers": [{"frame": {"idealWidth": 50, "idealHeight": 20}}, {"padding": 4}]}"#
        let tree = try cli.write(json, "swatch.json", in: dir)
        let swift = dir.appendingPathComponent("Swatch.swift").path
        #expect(try cli.run(["convert", tree, "-o", swift]).code == 0)
        let source = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(source.contains("// layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil"))
        let fromJSON = try cli.run(["layout", tree])
        let fromSwift = try cli.run(["layout", swift, "--proposal", "nilxnil"])
        #expect(fromJSON.code == 0 && fromSwift.code == 0, "\(fromSwift.stderr)")
        #expect(fromSwift.stdout == fromJSON.stdout)
        #expect(try cli.run(["layout", swift]).stdout != fromJSON.stdout, "without the comment's option it is the device's size")
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        #expect(try cli.run(["render", tree, "-o", a, "--debug"]).code == 0)
        #expect(try cli.run(["render", swift, "-o", b, "--debug", "--proposal", "nilxnil"]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }
}
