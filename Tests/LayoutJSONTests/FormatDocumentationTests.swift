import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// docs/format.md stays true: every ```json block decodes without warnings (```json-files blocks too, next to the
/// files they name), every ```json-invalid block fails
/// with the message of the ```text block after it, every ```json-warning block gives exactly the warnings listed
/// after it, ```json-frames blocks read back and re-encode identically, and the colour table matches Color.named.
@Suite struct FormatDocumentationTests {
    struct Block: Sendable, CustomStringConvertible {
        var info: String
        var text: String
        var line: Int
        var description: String { "docs/format.md:\(line) (\(info))" }
    }

    static let documentURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/format.md")

    static let markdown: String = (try? String(contentsOf: documentURL, encoding: .utf8)) ?? ""

    /// Every fenced block, in order.
    static let blocks: [Block] = {
        var blocks: [Block] = []
        var current: Block?
        for (i, line) in markdown.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if var block = current {
                    if block.text.hasSuffix("\n") { block.text.removeLast() }
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(info: String(line.dropFirst(3)), text: "", line: i + 1)
                }
            } else if current != nil {
                current?.text += line + "\n"
            }
        }
        return blocks
    }()

    /// A block and the ```text block right after it (its expected messages).
    static func withExpectation(_ info: String) -> [Block] {
        blocks.enumerated().compactMap { i, b in
            guard b.info == info else { return nil }
            var b = b
            b.info = i + 1 < blocks.count && blocks[i + 1].info == "text" ? blocks[i + 1].text : "<no text block>"
            return b
        }
    }

    static var jsonBlocks: [Block] { blocks.filter { $0.info == "json" || $0.info == "json-files" } }
    static var invalidBlocks: [Block] { withExpectation("json-invalid") }
    static var warningBlocks: [Block] { withExpectation("json-warning") }

    /// The files the examples name: photo.png and fonts/Custom.ttf next to the tree.
    static func exampleDirectory() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("photo.png", pngBytes(width: 120, height: 80))
        try dir.write("fonts/Custom.ttf", [0, 1, 0, 0])
        return dir
    }

    @Test func theDocumentHasExamplesOfEveryKind() {
        #expect(Self.jsonBlocks.count >= 25)
        #expect(Self.invalidBlocks.count >= 8)
        #expect(Self.warningBlocks.count >= 1)
        #expect(Self.blocks.contains { $0.info == "json-frames" })
        #expect(Self.blocks.contains { $0.info == "json-files" })
    }

    @Test(arguments: jsonBlocks)
    func exampleDecodes(_ block: Block) throws {
        // Plain json blocks name no files: they decode from any directory (other tests use the repository's).
        let dir = try Self.exampleDirectory()
        let doc = try TestInput.decodeInput(block.text, base: block.info == "json" ? "/nonexistent" : dir.path)
        #expect(doc.warnings.isEmpty, "\(block)")
    }

    @Test(arguments: invalidBlocks)
    func invalidExampleFailsWithTheShownMessage(_ block: Block) throws {
        let dir = try Self.exampleDirectory()
        #expect(TestInput.error(block.text, base: dir.path) == block.info, "\(block)")
    }

    @Test(arguments: warningBlocks)
    func warningExampleGivesTheShownWarnings(_ block: Block) throws {
        let dir = try Self.exampleDirectory()
        let doc = try TestInput.decodeInput(block.text, base: dir.path)
        #expect(doc.warnings.map(\.description).joined(separator: "\n") == block.info, "\(block)")
    }

    @Test func framesExampleReadsBackAndReencodesIdentically() throws {
        for block in Self.blocks where block.info == "json-frames" {
            let dump = try FramesJSON.decode(Data(block.text.utf8))
            #expect(FramesJSON.encode(dump) == block.text, "\(block)")
        }
    }

    @Test func everyModifierAndViewHasASection() {
        for name in Vocabulary.views + Vocabulary.modifiers {
            #expect(Self.markdown.contains("### \(name)") || Self.markdown.contains(", \(name)")
                    || Self.markdown.contains("\(name),"), "\(name) is not documented")
        }
    }

    @Test func colorTableMatchesTheNamedColors() {
        var documented: [String: (hex: String, opacity: Double)] = [:]
        for line in Self.markdown.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[1].hasPrefix("#"), let opacity = Double(cells[2]) else { continue }
            documented[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (cells[1], opacity)
        }
        #expect(Set(documented.keys) == Set(Color.named.keys))
        for (name, color) in Color.named {
            #expect(documented[name]?.hex == color.hexRGB, "\(name)")
            #expect(documented[name].map { abs($0.opacity - color.opacity) < 0.001 } == true, "\(name)")
        }
    }

    @Test func limitsInTheDocumentMatchTheCode() {
        #expect(Self.markdown.contains("at most \(FormatLimits.maxJSONDepth) levels"))
        #expect(Self.markdown.contains("at most \(FormatLimits.maxViewDepth) levels"))
        #expect(Self.markdown.contains("<= \(NumberFormat.decimal(FormatLimits.maxLength))"))
        #expect(Self.markdown.contains("at most \(NumberFormat.decimal(FormatLimits.maxCanvasSide))"))
    }
}

/// The dark-appearance colour table of docs/format.md matches `Color.resolved(in: .dark)`.
@Suite struct DarkColorTableTests {
    @Test func darkTableMatchesTheResolvedColors() {
        var rows: [String: (hex: String, opacity: Double)] = [:]
        for line in FormatDocumentationTests.markdown.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[1].hasPrefix("#"), let opacity = Double(cells[2]) else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (cells[1], opacity)
        }
        let adaptive = Color.named.filter { $0.value.system != nil }
        #expect(Set(rows.keys) == Set(adaptive.keys))
        for (name, color) in adaptive {
            let dark = color.resolved(in: .dark)
            #expect(rows[name]?.hex == dark.hexRGB, "\(name)")
            #expect(rows[name].map { abs($0.opacity - dark.opacity) < 0.001 } == true, "\(name)")
        }
    }
}
