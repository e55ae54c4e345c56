import Foundation
import Testing

/// `layoutviz explain` through the built binary, and docs/explain.md's examples run as shown.
extension CLITests {
    static let seedFixture = repo.appendingPathComponent("Fixtures/seeds/000-padding-background-frame/tree.json").path

    @Test("explain prints the seed walkthrough; --node follows one subtree")
    func explainText() throws {
        let r = try run(["explain", Self.seedFixture])
        #expect(r.code == 0, "\(r.stderr)")
        let text = String(decoding: r.stdout, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 17)
        #expect(lines.first == " 1. root proposes 320×480 to padding(10)")
        #expect(lines[3] == " 4.       frame(maxWidth: ∞) proposes 300×460 to Image(76×17) #text")
        #expect(lines[7] == " 8. padding(10) answers 320×37")
        #expect(lines[8] == " 9. root places padding(10) at (0, 221.5), size 320×37, proposal 320×480")
        let node = try run(["explain", Self.seedFixture, "--node", "text", "--ascii"])
        #expect(node.code == 0, "\(node.stderr)")
        #expect(String(decoding: node.stdout, as: UTF8.self) == """
             4. frame(maxWidth: inf) proposes 300x460 to Image(76x17) #text
             5. Image(76x17) #text answers 76x17
            14. frame(maxWidth: inf) proposes 300x17 to Image(76x17) #text (while placing)
            15. Image(76x17) #text answers 76x17
            16. frame(maxWidth: inf) places Image(76x17) #text at (122, 231.5), size 76x17, proposal 300x17

            """)
    }

    @Test("explain --format json is valid JSON with nodes and events; -o writes a file")
    func explainJSON() throws {
        let r = try run(["explain", Self.seedFixture, "--format", "json"])
        #expect(r.code == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["nodes"] as? [Any])?.count == 5)
        #expect((object?["events"] as? [[String: Any]])?.first?["kind"] as? String == "propose")
        let dir = try tempDir()
        let out = dir.appendingPathComponent("trace.json")
        let w = try run(["explain", Self.seedFixture, "--format", "json", "-o", out.path])
        #expect(w.code == 0 && w.stdout.isEmpty)
        #expect(try Data(contentsOf: out) == r.stdout)
    }

    @Test("explain --node with an unknown id: one line, did-you-mean, exit 64, nothing on stdout")
    func explainBadNode() throws {
        let r = try run(["explain", Self.seedFixture, "--node", "txt"])
        #expect(r.code == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == Self.seedFixture + #": --node "txt": no node has this id; did you mean "text"?"# + "\n")
        let path = try run(["explain", Self.seedFixture, "--node", "0.9"])
        #expect(path.code == 64 && path.stderr.split(separator: "\n").count == 1)
        #expect(path.stderr.contains("no node at this path"))
    }

    @Test("explain on bad input fails like render: one line, exit 1")
    func explainBadInput() throws {
        let dir = try tempDir()
        let tree = try write(#"{"Colr": "red"}"#, "t.json", in: dir)
        let r = try run(["explain", tree])
        #expect(r.code == 1 && r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("did you mean \"Color\""))
    }

    @Test("layout's frame dump has proposals, and guides where a node has explicit ones")
    func layoutDumpProposalsAndGuides() throws {
        let dir = try tempDir()
        let tree = try write(#"{"canvas": {"width": 200, "height": 100}, "root": {"Text": "Hi", "id": "t", "modifiers": [{"padding": 10}, {"frame": {"maxWidth": "infinity"}}]}}"#, "t.json", in: dir)
        let r = try run(["layout", tree])
        #expect(r.code == 0, "\(r.stderr)")
        let root = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let frame = root?["root"] as? [String: Any]
        #expect(frame?["proposal"] as? [String: Double] == ["width": 200, "height": 100])
        let padding = (frame?["children"] as? [[String: Any]])?.first
        // The flexible frame proposes its own final size to its child when placing it (docs/semantics.md §4.3).
        #expect(padding?["proposal"] as? [String: Double] == ["width": 200, "height": 40.5])
        let text = (padding?["children"] as? [[String: Any]])?.first
        #expect(text?["proposal"] as? [String: Double] == ["width": 180, "height": 20.5])
        let textGuides = try #require(text?["guides"] as? [String: Double])
        let paddingGuides = try #require(padding?["guides"] as? [String: Double])
        #expect(Set(textGuides.keys) == ["firstTextBaseline", "lastTextBaseline"])
        #expect(paddingGuides["firstTextBaseline"] == (textGuides["firstTextBaseline"] ?? 0) + 10)
        // Unspecified and infinite proposals.
        let free = try write(#"{"proposal": {"width": "infinity", "height": null}, "root": {"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]}}"#, "f.json", in: dir)
        let f = try run(["layout", free])
        #expect(String(decoding: f.stdout, as: UTF8.self).contains(#""proposal": {"width": "infinity", "height": null}"#))
    }

    /// docs/explain.md: each ```text block starting with `$ layoutviz explain tree.json ...` is the output of
    /// that command on the ```json block above it.
    static var explainDocExamples: [(command: [String], tree: String, output: String)] {
        let url = repo.appendingPathComponent("docs/explain.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [(command: [String], tree: String, output: String)] = []
        var tree = ""
        var block: (info: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if let b = block {
                if line == "```" {
                    if b.info == "json" { tree = b.lines.joined(separator: "\n") }
                    if b.info == "text", let first = b.lines.first, first.hasPrefix("$ layoutviz explain tree.json") {
                        let args = first.dropFirst("$ layoutviz ".count).split(separator: " ").map(String.init)
                        examples.append((args, tree, b.lines.dropFirst().map { $0 + "\n" }.joined()))
                    }
                    block = nil
                } else {
                    block?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                block = (String(line.dropFirst(3)), [])
            }
        }
        return examples
    }

    @Test("docs/explain.md shows what the commands print")
    func explainDocumentation() throws {
        let examples = Self.explainDocExamples
        #expect(examples.count >= 3)
        for example in examples {
            let dir = try tempDir()
            let tree = try write(example.tree, "tree.json", in: dir)
            let r = try run(example.command, cwd: dir)
            #expect(r.code == 0, "\(example.command): \(r.stderr)")
            #expect(String(decoding: r.stdout, as: UTF8.self) == example.output, "\(example.command)")
            _ = tree
        }
    }
}
