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
        let views = FormatCatalogue.entries.filter { $0.category == .view }.map(\.name)
        let modifiers = FormatCatalogue.entries.filter { $0.category == .modifier }.map(\.name)
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

    @Test("text options: mistakes are caught by the schema and the decoder", arguments: [
        (#"{"Text": "a", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpce": true}}]}"#, "/modifiers/0/lineLimit/reservesSpce: unknown key \"reservesSpce\""),
        (#"{"Text": "a", "modifiers": [{"lineLimit": {"reservesSpace": true}}]}"#, "/modifiers/0/lineLimit: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"minimumScaleFactor": 0}]}"#, "/modifiers/0/minimumScaleFactor: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"minimumScaleFactor": 1.5}]}"#, "/modifiers/0/minimumScaleFactor: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"textCase": "upper"}]}"#, "/modifiers/0/textCase: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"bold": {"isActive": true}}]}"#, "/modifiers/0/bold: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"fontWeight": "heavyy"}]}"#, "/modifiers/0/fontWeight: matches none of the allowed forms"),
        (#"{"Text": "a", "modifiers": [{"monospacedDigit": true}]}"#, "/modifiers/0/monospacedDigit: expected object, got a boolean"),
        (#"{"Text": "a", "modifiers": [{"trackng": 2}]}"#, "/modifiers/0: unknown key \"trackng\"; did you mean \"tracking\"?"),
    ])
    func textOptionMistakes(_ json: String, _ expected: String) throws {
        try mistakes(json, expected)
    }

    @Test("comparison sheets: mistakes are caught by the schema and the decoder", arguments: [
        (#"{"compare": []}"#, "/compare: expected at least 1 items"),
        (#"{"compare": [{"caption": "a"}]}"#, "/compare/0: missing required key \"root\""),
        (#"{"compare": [{"root": {"Text": "a"}}]}"#, "/compare/0: missing required key \"caption\""),
        (#"{"compare": {"caption": "a", "root": {"Text": "a"}}}"#, "/compare: expected array, got an object"),
        (#"{"compare": [{"caption": "a", "root": {"Text": "a"}, "canvs": null}]}"#, "/compare/0/canvs: unknown key \"canvs\""),
        (#"{"compare": [{"caption": "a", "root": {"Text": "a", "modifiers": [{"paddin": 4}]}}]}"#, "/compare/0/root/modifiers/0: unknown key \"paddin\"; did you mean \"padding\"?"),
        (#"{"compare": [{"caption": "a", "root": {"Text": "a"}}], "environment": {"horizontalSizeClass": "regular"}}"#, "/environment: unknown key \"environment\""),
        (#"{"compare": [{"caption": "a", "root": {"Text": "a"}}], "root": {"Text": "b"}}"#, "/: matches none of the allowed forms"),
        (#"{"compare": [{"caption": "a", "root": {"Text": "a"}, "canvas": {"width": 0, "height": 10}}]}"#, "/compare/0/canvas/width: 0 must be more than 0"),
        (#"{"compare": [{"caption": 1, "root": {"Text": "a"}}]}"#, "/compare/0/caption: expected string, got a number"),
    ])
    func sheetMistakes(_ json: String, _ expected: String) throws {
        let violations = Self.validator?.validate(try JSONTree.parse(json)).map(\.description) ?? []
        #expect(violations.first?.hasPrefix(expected) == true, "\(violations)")
        #expect(throws: InputError.self) {
            try DocumentDecoder.decodeInput(data: Data(json.utf8), file: "t.json", baseDirectory: "/")
        }
    }

    @Test("comparison sheets: what the decoder reads, the schema accepts", arguments: [
        #"{"compare": [{"caption": "a", "root": {"Text": "a"}}]}"#,
        #"{"$schema": "x", "version": 1, "canvas": {"width": 100, "height": 50, "safeArea": {"top": 4}}, "proposal": {"width": 80, "height": null}, "compare": [{"caption": "a\nb", "root": {"Text": "a"}, "canvas": null, "proposal": null}, {"caption": "b", "root": {"Color": "red"}, "canvas": {"width": 40, "height": 40}, "proposal": {"width": "infinity", "height": 10}}]}"#,
        #"{"alignments": {"mid": {"axis": "vertical", "default": "d.height / 2"}}, "compare": [{"caption": "a", "root": {"HStack": {"alignment": "mid", "content": [{"Text": "a"}]}}}]}"#,
    ])
    func sheets(_ json: String) throws {
        _ = try DocumentDecoder.decodeInput(data: Data(json.utf8), file: "t.json", baseDirectory: "/")
        #expect(Self.validator?.validate(try JSONTree.parse(json)).map(\.description) == [])
    }
}

/// Issue 13, §6: the schema documents every view and modifier key for editors (description, markdownDescription
/// with the example, defaultSnippets for the common ones) and refuses the typos layoutviz refuses: an unknown
/// colour, a built-in alignment's misspelling, a number in quotes.
@Suite struct SchemaEditorTests {
    static let schema = SchemaGenerator.schema()

    @Test("typo colours, alignments and quoted numbers are refused; interpolations and custom guides pass", arguments: [
        (#"{"Color": "red", "modifiers": [{"background": "tealish"}]}"#, false),
        (#"{"VStack": {"alignment": "left", "content": [{"Text": "a"}]}}"#, false),
        (#"{"Color": "red", "modifiers": [{"frame": {"width": "100", "height": 10}}]}"#, false),
        (#"{"Color": "red", "modifiers": [{"frame": {"width": 100, "height": "10 * 2"}}]}"#, true),
        (#"{"VStack": {"alignment": "myGuide", "content": [{"Text": "a"}]}}"#, true),
        (#"{"ForEach": {"data": ["red"], "as": "c", "content": {"Color": "\\(c)"}}}"#, true),
    ])
    func typos(_ json: String, _ valid: Bool) throws {
        let validator = try SchemaValidator(schema: Self.schema)
        #expect(validator.validate(try JSONTree.parse(json)).isEmpty == valid, "\(json)")
    }

    @Test("each view and modifier key has a description and a Markdown description with its example")
    func keyDescriptions() throws {
        guard case .object(let top)? = Optional(Self.schema), case .object(let defs)? = top["$defs"] else {
            Issue.record("no $defs"); return
        }
        for entry in FormatCatalogue.entries {
            let key = (entry.category == .view ? "view." : "modifier.") + entry.name
            let argument = defs[key]?["properties"]?[entry.name]
            #expect(argument?["description"] == .string(entry.description), "\(key)")
            #expect(argument?["markdownDescription"]?.string?.contains(entry.example) == true, "\(key)")
        }
        let labels = defs["view"]?["defaultSnippets"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(["Text", "VStack", "HStack", "ZStack", "Color", "Image"].allSatisfy(labels.contains))
        #expect(defs["modifier"]?["defaultSnippets"]?.array?.count ?? 0 >= 5)
    }
}
