import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
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
        let input = try DocumentDecoder.decodeInput(data: Data(json.utf8), file: name, baseDirectory: Self.repo.path)
        let documents: [ViewDocument]
        switch input {
        case .view(let doc): documents = [doc]
        case .comparison(let sheet): documents = sheet.panels.map(\.document)
        }
        let measurer = try PangoTextMeasurer(fonts: try FontConfiguration.standard())
        for doc in documents {
            let result = LayoutEngine(measurer: measurer).layout(doc)
            #expect(result.canvas.width.isFinite && result.canvas.height.isFinite, "\(name)")
        }
    }

    // MARK: docs/gallery.md

    /// The gallery's entries: each ```json block and the image it is followed by (`images/gallery/NAME.png`,
    /// before the next block), as "NAME\njson". A block without an image is an entry named "" (reported).
    static var galleryEntries: [String] {
        guard let text = try? String(contentsOf: repo.appendingPathComponent("docs/gallery.md"), encoding: .utf8) else {
            return []
        }
        var entries: [String] = []
        var block: [String]?
        var pending: String?
        for line in text.components(separatedBy: "\n") {
            if block == nil, line == "```json" {
                if let p = pending { entries.append("\n" + p) }
                pending = nil
                block = []
            } else if let b = block, line == "```" {
                pending = b.joined(separator: "\n")
                block = nil
            } else if block != nil {
                block?.append(line)
            } else if let p = pending, let range = line.range(of: #"images/gallery/[A-Za-z0-9_-]+\.png"#, options: .regularExpression) {
                let name = line[range].dropFirst("images/gallery/".count).dropLast(".png".count)
                entries.append(name + "\n" + p)
                pending = nil
            }
        }
        if let p = pending { entries.append("\n" + p) }
        return entries
    }

    static let galleryImages = repo.appendingPathComponent("docs/images/gallery")

    @Test("the gallery has an image after every JSON block, and no image without a block")
    func galleryIsComplete() throws {
        let entries = Self.galleryEntries
        #expect(entries.count >= 30)
        let names = entries.map { String($0.prefix { $0 != "\n" }) }
        #expect(!names.contains(""), "a ```json block in docs/gallery.md is not followed by its images/gallery/NAME.png")
        #expect(Set(names).count == names.count, "two gallery blocks share an image name")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.galleryImages.path).filter { $0.hasSuffix(".png") }
        #expect(Set(files) == Set(names.map { $0 + ".png" }), "docs/images/gallery/ and the blocks of docs/gallery.md differ")
        let readme = try String(contentsOf: Self.repo.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/gallery.md)"), "README.md links the gallery")
    }

    /// Byte for byte what `layoutviz render --scale 2 --debug` writes (white background, borders), so the
    /// gallery cannot go stale: after a change, `make gallery` re-renders it with the CLI.
    @Test("each gallery image is what layoutviz renders now", arguments: galleryEntries)
    func galleryImage(_ entry: String) throws {
        let name = String(entry.prefix { $0 != "\n" })
        try #require(!name.isEmpty)
        let json = String(entry.drop { $0 != "\n" })
        let figures = try PipelineRun.figures(Data(json.utf8), name: "docs/gallery.md#\(name)", directory: Self.repo.path)
        let figure = try #require(figures.first)
        #expect(figure.warnings.isEmpty, "\(name): \(figure.warnings)")
        let png = try PipelineRun.layout(figure).render(.png, options: PipelineRun.debugBorders)
        let url = Self.galleryImages.appendingPathComponent(name + ".png")
        let stored = try? Data(contentsOf: url)
        if stored != png {
            let artifacts = Self.repo.appendingPathComponent(".build/gallery-artifacts")
            try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try? png.write(to: artifacts.appendingPathComponent(name + ".png"))
            Issue.record("docs/images/gallery/\(name).png is not what layoutviz renders now (actual: .build/gallery-artifacts/\(name).png); run make gallery and look at the result")
        }
    }
}
