import Foundation
import LayoutCore
import LayoutJSON
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
        guard case .comparison(let sheet) = try DocumentDecoder.decodeInput(data: try Data(contentsOf: url),
                                                                            file: url.path, baseDirectory: dir.path) else {
            Issue.record("\(name): sheet.json is not a comparison sheet")
            return
        }
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("fixture.json"))) as? [String: Any]
        #expect(meta?["notes"] is String)
        let measurer = try #require(FixtureTests.measurer)
        let engine = LayoutEngine(measurer: measurer, scale: 2)
        let panels = ComparisonSheet.layout(sheet.panels.map {
            ComparisonSheet.PanelInput(caption: $0.caption, root: $0.document.root, canvas: $0.document.canvas,
                                       proposal: $0.document.proposal, safeArea: $0.document.safeArea,
                                       environment: $0.document.environment)
        }, engine: engine)
        // Independence: the same frames as a document of its own, with a fresh engine.
        for (panel, given) in zip(panels, sheet.panels) {
            let alone = LayoutEngine(measurer: measurer, scale: 2).layout(given.document)
            #expect(FramesJSON.encode(panel.result) == FramesJSON.encode(alone))
        }
        try check(ComparisonFrames.encode(panels.map { ($0.caption, $0.result) }) + "\n",
                  at: dir.appendingPathComponent("frames.json"), name: name)
        let list = ComparisonSheet.displayList(panels, options: RenderOptions(background: .white, debug: .off))
        try check(Data(try PNGRenderer.render(list, measurer: measurer)),
                  at: dir.appendingPathComponent("render.png"), name: name)
    }

    func check(_ actual: String, at url: URL, name: String) throws { try check(Data(actual.utf8), at: url, name: name) }

    func check(_ actual: Data, at url: URL, name: String) throws {
        if let expected = try? Data(contentsOf: url) {
            guard expected != actual else { return }
            if FixtureTests.recordMode == .all { try actual.write(to: url) }
            let artifacts = FixtureTests.root.deletingLastPathComponent()
                .appendingPathComponent(".build/fixture-artifacts/sheets/\(name)")
            try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try? actual.write(to: artifacts.appendingPathComponent(url.lastPathComponent))
            Issue.record("\(name): \(url.lastPathComponent) differs; actual written to \(artifacts.path)")
        } else if FixtureTests.recordMode != .none {
            try actual.write(to: url)
            Issue.record("\(name): recorded \(url.lastPathComponent); look at it and re-run")
        } else {
            Issue.record("\(name): \(url.lastPathComponent) is missing")
        }
    }
}
