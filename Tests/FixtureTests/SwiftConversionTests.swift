import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import SwiftParser
import SwiftSyntax
import Testing

/// JSON → Swift (`layoutviz convert --to swift`, `SwiftPrinter`; docs/convert.md): every catalogue example, every
/// fixture, example and sheet, every JSON block of the docs prints Swift that SwiftParser reads without an error;
/// representative trees print exactly their reviewed golden file in `Fixtures/convert/`; the ```swift block before
/// a JSON block of the docs (every one in docs/gallery.md) is what the printer writes for it.
@Suite("JSON to Swift")
struct SwiftConversionTests {
    static let repo = DocsExamplesTests.repo

    /// Prints `json` and checks that it parses; returns the source.
    @discardableResult
    static func printParsed(_ json: String, name: String) throws -> String {
        let source = try SwiftPrinter.swiftSource(data: Data(json.utf8), file: name, baseDirectory: repo.path)
        let tree = Parser.parse(source: source)
        #expect(!tree.hasError, "\(name) printed Swift with syntax errors:\n\(source)")
        #expect(tree.description == source, "\(name): the parser did not read the whole source")
        return source
    }

    @Test("every catalogue example prints parseable Swift", arguments: FormatCatalogue.entries.map(\.name))
    func catalogue(_ name: String) throws {
        let entry = try #require(FormatCatalogue.entries.first { $0.name == name })
        let source = try Self.printParsed(entry.example, name: "catalogue \(name)")
        let spelled = entry.category == .view ? [name] : ["." + name + "(", "." + name + " {"]
        #expect(spelled.contains { source.contains($0) }, "\(name): not in\n\(source)")
    }

    static var trees: [String] {
        FixtureTests.fixtures.map { "Fixtures/\($0)/tree.json" }
            + FixtureTests.examples.map { "Fixtures/examples/\($0)" }
            + ((try? FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent("Fixtures/sheets").path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { "Fixtures/sheets/\($0)/sheet.json" }
                .filter { FileManager.default.fileExists(atPath: repo.appendingPathComponent($0).path) }
    }

    @Test("every fixture tree prints parseable Swift", arguments: trees)
    func fixture(_ path: String) throws {
        let url = Self.repo.appendingPathComponent(path)
        let source = try SwiftPrinter.swiftSource(data: try Data(contentsOf: url), file: path,
                                                  baseDirectory: url.deletingLastPathComponent().path)
        #expect(!Parser.parse(source: source).hasError, "\(path):\n\(source)")
    }

    /// Doc blocks that Swift cannot express, with the one-line error the printer gives.
    static let inexpressible: [String: String] = [
        "docs/format.md#58": "docs/format.md#58:6:48: root.VStack[3].modifiers[0].font: a font without a style or size "
            + "inherits them, which a SwiftUI Font cannot say; give \"style\" or \"size\", or use the fontWeight, "
            + "fontDesign and italic modifiers",
    ]

    @Test("every JSON block of the docs prints parseable Swift", arguments: DocsExamplesTests.blocks)
    func docBlock(_ block: String) throws {
        let name = String(block.prefix { $0 != "\n" })
        let json = String(block.drop { $0 != "\n" })
        if let message = Self.inexpressible[name] {
            #expect(throws: InputError.self) { try Self.printParsed(json, name: name) }
            do { try Self.printParsed(json, name: name) } catch { #expect("\(error)" == message) }
            return
        }
        try Self.printParsed(json, name: name)
    }

    /// Representative trees and their reviewed Swift (`Fixtures/convert/NAME.swift`).
    static let goldens: [(name: String, tree: String)] = [
        ("hello", "Fixtures/examples/hello.json"),
        ("badge", "Fixtures/examples/badge.json"),
        ("profile-card", "Fixtures/examples/profile-card.json"),
        ("containers", "Fixtures/examples/containers.json"),
        ("drawing", "Fixtures/examples/drawing.json"),
        ("custom-alignment", "Fixtures/alignment/002-custom-my-center/tree.json"),
        ("foreach-staircase", "Fixtures/alignment/003-foreach-staircase/tree.json"),
        ("group-foreach", "Fixtures/groups/group-foreach-in-hstack/tree.json"),
        ("geometry-reader", "Fixtures/seeds/002-geometry-reader-circle/tree.json"),
        ("size-class", "Fixtures/containers/anylayout-regular/tree.json"),
        ("safe-area", "Fixtures/safe-area/inset-padding-background/tree.json"),
        ("compare-sheet", "Fixtures/examples/compare-modifier-order.json"),
        ("settings", "Fixtures/examples/settings.json"),
    ]

    @Test("representative trees print their golden Swift", arguments: goldens.map(\.name))
    func golden(_ name: String) throws {
        let tree = try #require(Self.goldens.first { $0.name == name }?.tree)
        let url = Self.repo.appendingPathComponent(tree)
        let source = try Self.printParsed(String(decoding: try Data(contentsOf: url), as: UTF8.self), name: tree)
        let golden = Self.repo.appendingPathComponent("Fixtures/convert/\(name).swift")
        let stored = try? String(contentsOf: golden, encoding: .utf8)
        if stored != source, FixtureTests.recordMode == .all || (stored == nil && FixtureTests.recordMode == .missing) {
            try Data(source.utf8).write(to: golden)
            Issue.record("recorded Fixtures/convert/\(name).swift: review it")
            return
        }
        #expect(stored == source, "Fixtures/convert/\(name).swift differs from what the printer writes now:\n\(source)")
    }

    /// A doc as lines, and each JSON block's Swift twin: the ```swift block just before it (blank lines
    /// between), as (range of the Swift block's body lines, the JSON text, the JSON block's line).
    static func twins(in file: String) throws -> (lines: [String], twins: [(swift: Range<Int>?, json: String, line: Int)]) {
        let text = try String(contentsOf: repo.appendingPathComponent(file), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var twins: [(swift: Range<Int>?, json: String, line: Int)] = []
        var lastSwift: (body: Range<Int>, end: Int)?
        var i = 0
        while i < lines.count {
            guard lines[i] == "```swift" || lines[i] == "```json" else { i += 1; continue }
            var j = i + 1
            while j < lines.count, lines[j] != "```" { j += 1 }
            if lines[i] == "```swift" {
                lastSwift = ((i + 1)..<j, j)
            } else {
                var twin: Range<Int>?
                if let s = lastSwift, lines[(s.end + 1)..<i].allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    twin = s.body
                }
                twins.append((twin, lines[(i + 1)..<j].joined(separator: "\n"), i + 1))
                lastSwift = nil
            }
            i = j + 1
        }
        return (lines, twins)
    }

    /// docs/gallery.md shows every tree as Swift first; the other pages show some pairs.
    static let twinPages = ["docs/gallery.md", "docs/convert.md", "docs/format.md"]

    @Test("each Swift block before a JSON block is what the printer writes for it; the gallery has one for every tree",
          arguments: twinPages)
    func twins(_ file: String) throws {
        var (lines, twins) = try Self.twins(in: file)
        let isGallery = file == "docs/gallery.md"
        #expect(twins.count >= (isGallery ? 30 : 1))
        var changed = false
        for twin in twins.reversed() {
            guard let range = twin.swift else {
                if isGallery { Issue.record("docs/gallery.md:\(twin.line): a JSON block without a ```swift block before it") }
                continue
            }
            let source = try SwiftPrinter.swiftSource(data: Data(twin.json.utf8), file: "\(file):\(twin.line)",
                                                      baseDirectory: Self.repo.path)
            let printed = source.components(separatedBy: "\n").dropLast()
            if Array(lines[range]) != Array(printed) {
                if FixtureTests.recordMode == .all {
                    lines.replaceSubrange(range, with: printed)
                    changed = true
                } else {
                    let message = "\(file):\(range.lowerBound): the Swift block is not what the printer "
                        + "writes for the JSON at line \(twin.line):\n\(source)"
                    Issue.record(Comment(rawValue: message))
                }
            }
        }
        if changed {
            try Data(lines.joined(separator: "\n").utf8).write(to: Self.repo.appendingPathComponent(file))
            Issue.record(Comment(rawValue: "rewrote the Swift blocks of \(file): review them"))
        }
    }

    /// What the preview's traits and the `// layoutviz:` comments above it say is what the document says: the
    /// root laid out in the viewport they give (the traits read as Xcode does: `.fixedLayout` a canvas of that
    /// size, `.sizeThatFitsLayout` the default device's size offered, no canvas; then the comments' options
    /// over them, as the command line applies them) has exactly the frames it has in the document's own.
    @Test("a preview's traits and comments give the document's viewport", arguments: trees + ["viewport"])
    func previewViewport(_ path: String) throws {
        var json = Data(#"{"canvas": {"width": 390, "height": 200, "safeArea": {"top": 47, "leading": 3, "bottom": 34}}, "#.utf8)
        json += Data(#""proposal": {"width": 200, "height": null}, "root": {"Color": "teal", "modifiers": [{"padding": 5}]}}"#.utf8)
        var base = Self.repo.path
        if path != "viewport" {
            let url = Self.repo.appendingPathComponent(path)
            json = try Data(contentsOf: url)
            base = url.deletingLastPathComponent().path
        }
        let input = try DocumentDecoder.decodeInput(data: json, file: path, baseDirectory: base)
        guard case .view(let document) = input else { return }  // a sheet's panels are checked as documents
        let swift = try SwiftPrinter.swiftSource(data: json, file: path, baseDirectory: base)
        var hints = ViewportHints()
        if let r = swift.range(of: #"traits: \.fixedLayout\(width: [0-9.]+, height: [0-9.]+\)"#, options: .regularExpression) {
            let numbers = swift[r].split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
            hints.canvas = CGSize(width: numbers[0], height: numbers[1])
        } else {
            #expect(swift.contains("#Preview(traits: .sizeThatFitsLayout)"), "\(path):\n\(swift)")
            let device = try #require(DeviceCatalog.named("default")).size
            hints.proposal = ProposedViewSize(width: device.width, height: device.height)
        }
        let options = try PreviewComments.pipelineOptions(swift, baseDirectory: base)
        let fromSwift = try Viewport.resolve(hints: hints, overrides: options.overrides, scale: 2,
                                             environment: document.environment)
        let own = try Viewport.resolve(document: document, scale: 2)
        #expect(fromSwift.canvas == own.canvas && fromSwift.safeArea == own.safeArea, "\(path):\n\(swift)")
        let measurer = try #require(FixtureTests.measurer)
        #expect(FramesJSON.encode(fromSwift.layout(document.root, measurer: measurer, reportsGuides: true))
                == FramesJSON.encode(own.layout(document.root, measurer: measurer, reportsGuides: true)), "\(path)")
    }
}
