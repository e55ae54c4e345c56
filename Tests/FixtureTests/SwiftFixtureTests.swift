import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import LayoutSwiftSource
import Testing

/// Fixtures/swift/<name>/: SwiftUI files as people write them (docs/swift-source.md). Each folder is one module;
/// every preview of its files is laid out through the pipeline with the Swift front end (as `layoutviz render
/// <folder>` does) and compared with `<File>-<Preview>.frames.json` and `<File>-<Preview>.png`. fixture.json says
/// whether the frames were derived by hand, and lists the warnings the module must give (placeholders).
@Suite("Swift fixtures")
struct SwiftFixtureTests {
    static let root = FixtureTests.root.appendingPathComponent("swift")

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("every Swift fixture's previews match their frames and images", arguments: fixtures)
    func fixture(_ name: String) throws {
        let dir = Self.root.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { dir.appendingPathComponent($0).path }
        let frontEnd = SwiftFrontEnd(moduleInputs: [dir.path])
        let pipeline = Pipeline(registry: FrontEndRegistry.standard.registering(frontEnd))
        let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("fixture.json"))) as? [String: Any]
        #expect(meta?["notes"] is String, "fixture.json needs notes explaining the expectation")
        let derived = (meta?["expectation"] as? String) == "derived"
        var warnings: [String] = []
        var count = 0
        for file in try frontEnd.selectInputs(files) {
            for figure in try pipeline.load(file) {
                count += 1
                warnings += figure.warnings.map { $0.description.replacingOccurrences(of: dir.path + "/", with: "") }
                let stem = FileNames.figureStem(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
                                                figure: figure.figure.name)
                guard let measurer = FixtureTests.measurer else { throw PipelineError("the pinned fonts are not installed") }
                let laid = try pipeline.layout(figure, measurer: measurer, guides: true)
                let result = try #require(laid.result)
                try Self.compare(frames: FramesJSON.encode(result), dump: FrameDump(result),
                                 at: dir.appendingPathComponent(stem + ".frames.json"), derived: derived, name: "\(name)/\(stem)")
                try Self.compare(png: try laid.render(.png, options: PipelineRun.debugBorders),
                                 at: dir.appendingPathComponent(stem + ".png"), name: "\(name)/\(stem)")
            }
        }
        #expect(count > 0)
        #expect(warnings == (meta?["warnings"] as? [String] ?? []))
    }

    static func compare(frames: String, dump: FrameDump, at url: URL, derived: Bool, name: String) throws {
        if let expected = try? Data(contentsOf: url) {
            if let difference = try FramesJSON.decode(expected, file: url.path).firstDifference(from: dump) {
                if FixtureTests.recordMode == .all && !derived { try Data((frames + "\n").utf8).write(to: url) }
                Issue.record("\(name): \(difference)\nactual:\n\(frames)")
            }
        } else if FixtureTests.recordMode != .none {
            try Data((frames + "\n").utf8).write(to: url)
            Issue.record("\(name): recorded \(url.lastPathComponent); check it and re-run")
        } else {
            Issue.record("\(name): \(url.lastPathComponent) is missing")
        }
    }

    static func compare(png: Data, at url: URL, name: String) throws {
        try GoldenFiles.check(png, at: url, name: name, artifacts: "swift")
    }
}
