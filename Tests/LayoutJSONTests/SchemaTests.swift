import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The catalogue, the schema generated from it, and every tree in the repository checked against it.
@Suite struct SchemaTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let validator: SchemaValidator? = try? SchemaValidator(schema: SchemaGenerator.schema())

    @Test("every name the decoder knows has a catalogue entry, and every entry is a name it knows")
    func catalogueMatchesVocabulary() {
        let views = FormatCatalogue.views.map(\.name), modifiers = FormatCatalogue.modifiers.map(\.name)
        #expect(Set(Vocabulary.views).subtracting(views).sorted() == [], "views missing from FormatCatalogue")
        #expect(Set(views).subtracting(Vocabulary.views).sorted() == [], "catalogued views the decoder does not know")
        #expect(Set(Vocabulary.modifiers).subtracting(modifiers).sorted() == [], "modifiers missing from FormatCatalogue")
        #expect(Set(modifiers).subtracting(Vocabulary.modifiers).sorted() == [], "catalogued modifiers the decoder does not know")
        #expect(Set(views).count == views.count && Set(modifiers).count == modifiers.count, "duplicate entries")
    }

    @Test("each entry's example decodes without warnings, validates, and uses the entry",
          arguments: FormatCatalogue.entries.map(\.name))
    func example(_ name: String) throws {
        let entry = try #require(FormatCatalogue.entries.first { $0.name == name })
        let doc = try DocumentDecoder.decode(data: Data(entry.example.utf8), file: "\(name).json", baseDirectory: "/")
        #expect(doc.warnings.isEmpty)
        // Group and ForEach leave no node of their own (their views take their place).
        #expect(["Group", "ForEach"].contains(name) || Self.uses(doc.root, name), "the example of \(name) does not contain it")
        let tree = try JSONTree.parse(entry.example)
        #expect(Self.validator?.validate(tree) == [])
        #expect(!entry.description.isEmpty)
        let def = SchemaGenerator.schema()["$defs"]?["\(entry.category.rawValue).\(name)"]
        #expect(def?["examples"]?.array?.count == 1)
        #expect(def?["description"]?.string == entry.description)
    }

    static func uses(_ node: ViewNode, _ name: String) -> Bool {
        node.kind.name == name || node.children.contains { uses($0, name) }
    }

    @Test("the validator supports every keyword the schema uses")
    func schemaIsSupported() throws {
        _ = try SchemaValidator(schema: SchemaGenerator.schema())
    }

    @Test("the output is stable and docs/layoutviz.schema.json is up to date")
    func committedSchema() throws {
        #expect(SchemaGenerator.text() == SchemaGenerator.text())
        let text = SchemaGenerator.text()
        let committed = try String(contentsOf: Self.repo.appendingPathComponent("docs/layoutviz.schema.json"), encoding: .utf8)
        #expect(committed == text, "regenerate: swift run layoutviz schema -o docs/layoutviz.schema.json")
        let tree = try JSONTree.parse(text)
        #expect(tree["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
        #expect(tree.serialized() + "\n" == text, "sorted keys: parsing and writing again changes nothing")
    }

    /// Every tree the repository ships: fixtures and examples.
    static var fixtureFiles: [String] {
        let root = repo.appendingPathComponent("Fixtures")
        let all = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix("/tree.json") || ($0.hasPrefix("examples/") && $0.hasSuffix(".json")) }.sorted()
    }

    @Test("there are fixtures to check")
    func fixturesFound() { #expect(Self.fixtureFiles.count >= 10) }

    @Test("every fixture validates against the schema", arguments: fixtureFiles)
    func fixture(_ path: String) throws {
        let text = try String(contentsOf: Self.repo.appendingPathComponent("Fixtures/" + path), encoding: .utf8)
        let violations = Self.validator?.validate(try JSONTree.parse(text)).map(\.description)
        #expect(violations == [])
    }

    /// ```json, ```json-files and ```json-warning blocks of README.md and docs/*.md (trees the decoder accepts).
    static var docsBlocks: [String] {
        var files = ["README.md"]
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent("docs").path)) ?? []
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var out: [String] = []
        for f in files {
            guard let text = try? String(contentsOf: repo.appendingPathComponent(f), encoding: .utf8) else { continue }
            var current: [String]?
            var start = 0
            for (i, line) in text.components(separatedBy: "\n").enumerated() {
                let fence = line.trimmingCharacters(in: .whitespaces)
                if current == nil, ["```json", "```json-files", "```json-warning"].contains(fence) {
                    current = []
                    start = i + 1
                } else if current != nil, fence == "```" {
                    out.append("\(f):\(start)\n" + (current ?? []).joined(separator: "\n"))
                    current = nil
                } else if current != nil {
                    current?.append(line)
                }
            }
        }
        return out
    }

    @Test("there are docs examples to check")
    func docsFound() { #expect(Self.docsBlocks.count >= 30) }

    @Test("every JSON example in the docs validates against the schema", arguments: docsBlocks)
    func docsExample(_ block: String) throws {
        let json = String(block.drop { $0 != "\n" })
        let violations = Self.validator?.validate(try JSONTree.parse(json)).map(\.description)
        #expect(violations == [])
    }

    @Test("mistakes shown in docs/format.md are caught by the schema too", arguments: [
        (#"{"Text": "Hello", "modifiers": [{"frame": {"widht": 100}}]}"#, "/modifiers/0/frame: matches none of the allowed forms (closest: /modifiers/0/frame/widht: unknown key \"widht\")"),
        (#"{"Hstack": [{"Text": "a"}]}"#, "/: unknown key \"Hstack\"; did you mean \"HStack\"?"),
        (#"{"Text": "a", "modifiers": [{"paddng": 4}]}"#, "/modifiers/0: unknown key \"paddng\"; did you mean \"padding\"?"),
        (##"{"Color": "#12345"}"##, "/Color: matches none of the allowed forms"),
        (#"{"ZStack": {"alignment": "topLeft", "content": []}}"#, "/ZStack/alignment: matches none of the allowed forms"),
        (#"{"ForEach": {"range": [0], "content": {"Text": "a"}}}"#, "/ForEach/range: expected at least 2 items"),
        (#"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "leading"}}]}"#, "/modifiers/0/alignmentGuide: missing required key \"value\""),
        (#"{"VStack": {"alignment": "top-left", "content": []}}"#, "/VStack/alignment: matches none of the allowed forms"),
        (#"{"Text": "a", "padding": 4}"#, "/padding: unknown key \"padding\""),
        (#"{"Text": "a", "modifiers": [{"offset": {"x": true}}]}"#, "/modifiers/0/offset/x: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"padding": 1e6}]}"#, "/modifiers/0/padding: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"#, "/modifiers/0/frame: matches none of the allowed forms"),
        (#"{"root": {"Text": "a"}, "canvas": {"width": 0, "height": 10}}"#, "/canvas/width: 0 must be more than 0"),
        (#"{"Text": "a", "modifiers": [{"lineLimit": 1.5}]}"#, "/modifiers/0/lineLimit: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"font": {}}]}"#, "/modifiers/0/font: matches none of the allowed forms"),
    ])
    func mistakes(_ json: String, _ expected: String) throws {
        let violations = Self.validator?.validate(try JSONTree.parse(json)).map(\.description) ?? []
        #expect(violations.first?.hasPrefix(expected) == true, "\(violations)")
        #expect(throws: InputError.self) { try DocumentDecoder.decode(data: Data(json.utf8), file: "t.json", baseDirectory: "/") }
    }
}
