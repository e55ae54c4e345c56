import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import Testing

/// The reference-check engine as a library: references written, matched, failed with artifacts, updated,
/// cached; names for figures and viewport options.
@Suite("Check engine", .serialized)
struct CheckEngineTests {
    static let tree = #"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}]}"#

    func engine(_ dir: URL, mode: UpdateMode, cache: Bool = false, registry: FrontEndRegistry = .standard,
                overrides: ViewportOverrides = ViewportOverrides()) -> CheckEngine {
        let cacheDir = RenderCache(directory: dir.appendingPathComponent(".cache").path)
        return CheckEngine(pipeline: Pipeline(registry: registry, options: PipelineOptions(overrides: overrides)),
                           names: ReferenceNames(scale: 2, debug: .off, background: SystemColor.systemBackground.color,
                                                 fontFile: nil, overrides: overrides),
                           renderOptions: RenderOptions(background: SystemColor.systemBackground.color),
                           compare: ImageComparison(), mode: mode, artifacts: dir.appendingPathComponent("artifacts").path,
                           cache: cache ? cacheDir : nil, cacheWriter: cacheDir)
    }

    @Test("missing references are written, then match; a change fails with artifacts; --update=changed rewrites")
    func lifecycle() throws {
        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "card.json", in: dir)
        let pool = MeasurerPool()
        let first = engine(dir, mode: .missing).check(tree, measurers: pool)
        #expect(first.map(\.status) == [.new])
        #expect(first[0].written == [dir.path + "/__layoutviz__/card.frames.json", dir.path + "/__layoutviz__/card@2x.png"])
        #expect(engine(dir, mode: .none).check(tree, measurers: pool).map(\.status) == [.passed])

        try Temp.write(Self.tree.replacingOccurrences(of: "30", with: "31"), "card.json", in: dir)
        let changed = engine(dir, mode: .missing).check(tree, measurers: pool)
        #expect(changed.map(\.status) == [.failed])
        #expect(changed[0].messages.first?.hasPrefix("frames: ") == true, "\(changed[0].messages)")
        #expect(changed[0].artifacts.contains { $0.hasSuffix("card@2x-actual.png") })
        let updated = engine(dir, mode: .changed).check(tree, measurers: pool)
        #expect(updated.map(\.status) == [.updated])
        #expect(engine(dir, mode: .none).check(tree, measurers: pool).map(\.status) == [.passed])
        #expect(!FileManager.default.fileExists(atPath: changed[0].artifacts[0]), "stale artifacts are removed")
    }

    @Test("a success is cached: the next run does not render; a changed tree is not taken from the cache")
    func cache() throws {
        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "card.json", in: dir)
        let pool = MeasurerPool()
        _ = engine(dir, mode: .missing, cache: true).check(tree, measurers: pool)
        let again = engine(dir, mode: .missing, cache: true).check(tree, measurers: pool)
        #expect(again.map(\.cached) == [true])
        try Temp.write(Self.tree.replacingOccurrences(of: "red", with: "blue"), "card.json", in: dir)
        let changed = engine(dir, mode: .missing, cache: true).check(tree, measurers: pool)
        #expect(changed.map(\.cached) == [false])
        #expect(changed.map(\.status) == [.failed])
    }

    @Test("an unreadable tree is one error result naming it")
    func errors() throws {
        let dir = try Temp.directory()
        let bad = try Temp.write(#"{"Colr": "red"}"#, "bad.json", in: dir)
        let results = engine(dir, mode: .missing).check(bad, measurers: MeasurerPool())
        #expect(results.map(\.status) == [.error])
        #expect(results[0].messages.first?.hasPrefix("\(bad):1:2: ") == true)
        let report = CheckReport(results: results, mode: .missing, shard: nil, totalBeforeShard: 1)
        #expect(report.failed == 1)
        #expect(report.humanText().contains("ERROR   \(bad)\n"))
    }

    @Test("a multi-figure input gives one result and one pair of references per figure, named <file>-<figure>")
    func figures() throws {
        let dir = try Temp.directory()
        let tree = try Temp.write("--- Small\n\(Self.tree)\n--- Wide box\n{\"Color\": \"blue\", \"modifiers\": [{\"frame\": {\"width\": 60, \"height\": 10}}]}\n",
                                  "card.figures", in: dir)
        let registry = FrontEndRegistry.standard.registering(FiguresFrontEnd())
        let results = engine(dir, mode: .missing, registry: registry).check(tree, measurers: MeasurerPool())
        #expect(results.map(\.status) == [.new, .new])
        #expect(results.map(\.figure) == ["Small", "Wide box"])
        #expect(results.map(\.label) == ["\(tree) [Small]", "\(tree) [Wide box]"])
        #expect(results[1].references.map { URL(fileURLWithPath: $0).lastPathComponent }
                == ["card-Wide-box.frames.json", "card-Wide-box@2x.png"])
        let png = try #require(FileManager.default.contents(atPath: results[1].references[1]))
        #expect(png.count > 0)
        var one = engine(dir, mode: .none, registry: registry)
        one.pipeline.options.figure = "Wide box"
        let chosen = one.check(tree, measurers: MeasurerPool())
        #expect(chosen.map(\.status) == [.passed], "--figure compares the figure's own references")
        #expect(chosen.map(\.references) == [results[1].references])
        let report = CheckReport(results: results, mode: .missing, shard: nil, totalBeforeShard: 1)
        #expect(report.json().contains("\"figure\": \"Wide box\""))
        #expect(report.junit().contains("name=\"card.figures [Small]\""))
    }

    @Test("viewport options name their references: the device, canvas, proposal and safe area")
    func viewportNames() throws {
        let names = { (o: ViewportOverrides) in
            ReferenceNames(scale: 2, debug: .off, background: .white, fontFile: nil, overrides: o)
        }
        let device = try DeviceCatalog.parse("iPad Pro 11-inch (M4)")
        #expect(names(ViewportOverrides(device: device)).imageFile(for: "c/card.json") == "card~ipad-pro-11-inch-m4@2x.png")
        #expect(names(ViewportOverrides(canvas: CGSize(width: 390, height: 844), proposal: ProposedViewSize(width: 320, height: nil),
                                        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)))
                .framesFile(for: "card.json") == "card~canvas-390x844~proposal-320xnil~safearea-59-0-34-0.frames.json")
        #expect(names(ViewportOverrides()).framesFile(for: "card.json") == "card.frames.json")

        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "card.json", in: dir)
        let results = engine(dir, mode: .missing, overrides: ViewportOverrides(canvas: CGSize(width: 100, height: 40)))
            .check(tree, measurers: MeasurerPool())
        #expect(results.map(\.status) == [.new])
        let png = try PNGImage.decodeRGBA(Array(try #require(FileManager.default.contents(atPath: results[0].references[1]))))
        #expect(png.width == 200 && png.height == 80)
    }
}
