import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import Testing

/// One runner for every fixture folder under Fixtures/ (except examples/): tree.json is laid out through the
/// pipeline (`PipelineRun`) with the pinned fonts at scale 2 and compared with frames.json (to 0.001 pt) and render.png (byte for byte: output
/// is deterministic). fixture.json says whether the frames were derived by hand ("derived") or recorded.
///
/// Record mode (never under CI=true): LAYOUTVIZ_RECORD=missing (default) writes absent goldens and fails;
/// LAYOUTVIZ_RECORD=all rewrites recorded goldens and every render.png. Hand-derived frames are never rewritten.
@Suite("Fixtures")
struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var fixtures: [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let item = walker.nextObject() as? String {
            if item.hasSuffix("/tree.json"), !item.hasPrefix("examples/") {
                found.append(String(item.dropLast("/tree.json".count)))
            }
        }
        return found.sorted()
    }

    static var examples: [String] {
        let dir = root.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    enum RecordMode: String { case none, missing, all }

    static var recordMode: RecordMode {
        let env = ProcessInfo.processInfo.environment
        if let ci = env["CI"], ci == "true" || ci == "1" { return .none }
        return RecordMode(rawValue: env["LAYOUTVIZ_RECORD"] ?? "missing") ?? .missing
    }

    static let measurer: PangoTextMeasurer? = try? PangoTextMeasurer(fonts: try FontConfiguration.standard())

    @Test("every fixture's frames and image match", arguments: fixtures)
    func fixture(_ name: String) throws {
        let dir = Self.root.appendingPathComponent(name)
        let treeURL = dir.appendingPathComponent("tree.json")
        let figures = try PipelineRun.figures(try Data(contentsOf: treeURL), name: treeURL.path, directory: dir.path)
        let laid = try PipelineRun.layout(try #require(figures.first), guides: true)
        let result = try #require(laid.result)
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("fixture.json"))) as? [String: Any]
        let derived = (meta?["expectation"] as? String) == "derived"
        #expect(meta?["notes"] is String, "fixture.json needs notes explaining the expectation")

        // Frames.
        let actualFrames = FramesJSON.encode(result)
        let framesURL = dir.appendingPathComponent("frames.json")
        if let expected = try? Data(contentsOf: framesURL) {
            let expectedDump = try FramesJSON.decode(expected, file: framesURL.path)
            if let difference = expectedDump.firstDifference(from: FrameDump(result)) {
                if Self.recordMode == .all && !derived {
                    try Data((actualFrames + "\n").utf8).write(to: framesURL)
                }
                Issue.record("\(name): \(difference)\nactual:\n\(actualFrames)")
            }
        } else if Self.recordMode != .none {
            try Data((actualFrames + "\n").utf8).write(to: framesURL)
            Issue.record("\(name): recorded frames.json; check it and re-run")
        } else {
            Issue.record("\(name): frames.json is missing")
        }

        // Image.
        let png = try laid.render(.png, options: PipelineRun.debugBorders)
        let pngURL = dir.appendingPathComponent("render.png")
        if let expected = try? Data(contentsOf: pngURL) {
            if expected != png {
                if Self.recordMode == .all {
                    try png.write(to: pngURL)
                } else {
                    let artifacts = Self.root.deletingLastPathComponent()
                        .appendingPathComponent(".build/fixture-artifacts/\(name)")
                    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                    try? png.write(to: artifacts.appendingPathComponent("actual.png"))
                    Issue.record("\(name): render.png differs; actual written to \(artifacts.path)/actual.png")
                }
            }
        } else if Self.recordMode != .none {
            try png.write(to: pngURL)
            Issue.record("\(name): recorded render.png; look at it and re-run")
        } else {
            Issue.record("\(name): render.png is missing")
        }
    }

    @Test("every demo example decodes, lays out inside its canvas and renders", arguments: examples)
    func example(_ file: String) throws {
        let url = Self.root.appendingPathComponent("examples/\(file)")
        let figures = try PipelineRun.figures(try Data(contentsOf: url), name: url.path,
                                              directory: url.deletingLastPathComponent().path)
        let figure = try #require(figures.first)
        #expect(figure.warnings.isEmpty)
        let laid = try PipelineRun.layout(figure)
        let results: [LayoutResult]
        switch laid.content {
        case .view(let result): results = [result]
        case .sheet(let panels): results = panels.map(\.result)
        }
        for result in results {
            #expect(result.root.frame.minX >= 0 && result.root.frame.maxX <= result.canvas.width)
            #expect(result.root.frame.minY >= 0 && result.root.frame.maxY <= result.canvas.height)
        }
        #expect(try laid.render(.png, options: RenderOptions()).count > 100)
    }
}
