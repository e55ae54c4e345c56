import Foundation
import LayoutCore
import LayoutJSON
import PangoCairoBackend
import Testing

/// Every ```json block in README.md and docs/*.md is a tree that decodes and lays out
/// (docs/format.md's blocks are also checked, message by message, in LayoutJSONTests).
@Suite("Documentation examples")
struct DocsExamplesTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var blocks: [String] {
        var files = ["README.md"]
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent("docs").path)) ?? []
        files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var out: [String] = []
        for f in files {
            guard let text = try? String(contentsOf: repo.appendingPathComponent(f), encoding: .utf8) else { continue }
            var current: [String]?
            var index = 0
            for line in text.components(separatedBy: "\n") {
                if current == nil, line.trimmingCharacters(in: .whitespaces) == "```json" {
                    current = []
                } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                    index += 1
                    out.append("\(f)#\(index)\n" + (current ?? []).joined(separator: "\n"))
                    current = nil
                } else if current != nil {
                    current?.append(line)
                }
            }
        }
        return out
    }

    @Test("there are examples to check")
    func nonEmpty() { #expect(Self.blocks.count >= 5) }

    @Test("each JSON example decodes and lays out", arguments: blocks)
    func example(_ block: String) throws {
        let name = String(block.prefix { $0 != "\n" })
        let json = String(block.drop { $0 != "\n" })
        let doc = try DocumentDecoder.decode(data: Data(json.utf8), file: name, baseDirectory: Self.repo.path)
        let measurer = try PangoTextMeasurer(fonts: try FontConfiguration.standard())
        let result = LayoutEngine(measurer: measurer, environment: doc.environment).layout(doc.root, canvas: doc.canvas, proposal: doc.proposal, safeArea: doc.safeArea)
        #expect(result.canvas.width.isFinite && result.canvas.height.isFinite, "\(name)")
    }
}
