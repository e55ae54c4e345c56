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
/// whether the frames were derived by hand, and lists the warnings the module must give (placeholders). Where text
/// sizes make a whole derivation impractical, `derivedFrames` lists the frames that were derived by hand (by
/// figure, node path "0.1" as child indices from the root, "" the root: [x, y, width, height]); they must hold
/// in the recorded and the computed frames alike.
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
                let derivedFrames = (meta?["derivedFrames"] as? [String: [String: [Double]]])?[stem] ?? [:]
                #expect(derived || derivedFrames.isEmpty == (meta?["derivedFrames"] == nil),
                        "\(name)/\(stem): fixture.json's derivedFrames has no entry for this figure")
                for (path, frame) in derivedFrames.sorted(by: { $0.key < $1.key }) {
                    #expect(Self.frame(at: path, in: result.root) == frame, "\(name)/\(stem): node \"\(path)\" (derived by hand)")
                }
                try Self.compare(frames: FramesJSON.encode(result), dump: FrameDump(result),
                                 at: dir.appendingPathComponent(stem + ".frames.json"), derived: derived, name: "\(name)/\(stem)")
                try Self.compare(png: try laid.render(.png, options: PipelineRun.debugBorders),
                                 at: dir.appendingPathComponent(stem + ".png"), name: "\(name)/\(stem)")
            }
        }
        #expect(count > 0)
        #expect(warnings == (meta?["warnings"] as? [String] ?? []))
    }

    /// The frame of the node at `path` (child indices, "0.1"; "" the root) as [x, y, width, height], or nil.
    static func frame(at path: String, in root: PlacedNode) -> [Double]? {
        var node = root
        for part in path.split(separator: ".") {
            guard let i = Int(part), i < node.children.count else { return nil }
            node = node.children[i]
        }
        return [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map { Double($0) }
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
