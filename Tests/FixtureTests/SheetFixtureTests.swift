import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import Testing

/// Comparison-sheet fixtures: Fixtures/sheets/<case>/sheet.json (a `"compare"` document), frames.json (the
/// per-panel frames output of `layoutviz layout`), render.png (scale 2, no debug overlay: sheets show the
/// input's own borders) and fixture.json. Each
/// panel must also lay out exactly as the same panel would as a document of its own. Recording follows
/// FixtureTests (LAYOUTVIZ_RECORD=missing by default, never under CI=true).
@Suite("Comparison sheet fixtures")
struct SheetFixtureTests {
    static let root = FixtureTests.root.appendingPathComponent("sheets")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/sheet.json").path)
        }.sorted()
    }

    @Test("there is a sheet fixture")
    func nonEmpty() { #expect(!Self.cases.isEmpty) }

    @Test("each sheet's frames and image match, and each panel lays out as its own document", arguments: cases)
    func sheet(_ name: String) throws {
        let dir = Self.root.appendingPathComponent(name)
        let url = dir.appendingPathComponent("sheet.json")
        let figure = try #require(try PipelineRun.figures(try Data(contentsOf: url), name: url.path,
                                                          directory: dir.path).first)
        guard case .comparison(let sheet) = figure.content else {
            Issue.record("\(name): sheet.json is not a comparison sheet")
            return
        }
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("fixture.json"))) as? [String: Any]
        #expect(meta?["notes"] is String)
        let measurer = try #require(FixtureTests.measurer)
        let laid = try PipelineRun.layout(figure)
        guard case .sheet(let panels) = laid.content else {
            Issue.record("\(name): not laid out as a sheet")
            return
        }
        // Independence: the same frames as a document of its own, with a fresh engine.
        for (panel, given) in zip(panels, sheet.panels) {
            let alone = LayoutEngine(measurer: measurer, scale: 2).layout(given.document)
            #expect(FramesJSON.encode(panel.result) == FramesJSON.encode(alone))
        }
        try check(laid.frames + "\n", at: dir.appendingPathComponent("frames.json"), name: name)
        try check(try laid.render(.png, options: RenderOptions(background: .white, debug: .off)),
                  at: dir.appendingPathComponent("render.png"), name: name)
    }

    func check(_ actual: String, at url: URL, name: String) throws { try check(Data(actual.utf8), at: url, name: name) }

    func check(_ actual: Data, at url: URL, name: String) throws {
        try GoldenFiles.check(actual, at: url, name: name, artifacts: "sheets/\(name)")
    }
}
