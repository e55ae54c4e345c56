import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import Testing

/// `layoutviz render`'s engine as a library: the files of each figure, DocC sets, the cache.
@Suite("Render engine", .serialized)
struct RenderEngineTests {
    static let tree = #"{"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}]}"#

    func engine(_ output: String, dir: URL, docc: Bool = false, cache: Bool = false,
                registry: FrontEndRegistry = .standard, figure: String? = nil, format: ImageFormat? = nil) -> RenderEngine {
        let cacheDir = RenderCache(directory: dir.appendingPathComponent(".cache").path)
        return RenderEngine(pipeline: Pipeline(registry: registry, options: PipelineOptions(figure: figure)),
                            options: RenderOptions(), output: output, format: format, docc: docc, reportsWrites: false,
                            cache: cache ? cacheDir : nil, cacheWriter: cacheDir)
    }

    func files(_ dir: URL) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { !$0.hasPrefix(".") })
    }

    @Test("one figure: the output as given; a directory: the input's name")
    func single() throws {
        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "in/card.json", in: dir)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        #expect(engine(out.path + "/", dir: dir).render(tree, measurers: MeasurerPool()) == nil)
        #expect(engine(out.path + "/shot.svg", dir: dir).render(tree, measurers: MeasurerPool()) == nil)
        #expect(files(out) == ["card.png", "shot.svg"])
    }

    @Test("several figures: <output>-<figure> each; --figure keeps the name in a directory, a named file is that file; a DocC set per figure")
    func figures() throws {
        let dir = try Temp.directory()
        let registry = FrontEndRegistry.standard.registering(FiguresFrontEnd())
        let tree = try Temp.write("--- Light\n\(Self.tree)\n--- Dark mode\n\(Self.tree)\n", "card.figures", in: dir)
        for (name, output, docc, figure, expected) in [
            ("dir", "/", false, nil, ["card-Light.png", "card-Dark-mode.png"]),
            ("file", "/shot.png", false, nil, ["shot-Light.png", "shot-Dark-mode.png"]),
            ("chosen", "/", false, "Dark mode", ["card-Dark-mode.png"]),
            ("chosen file", "/shot.png", false, "Dark mode", ["shot.png"]),
            ("docc", "/fig", true, "Light", ["fig.png", "fig@2x.png", "fig~dark.png", "fig~dark@2x.png"]),
            ("docc dir", "/", true, nil, ["card-Light.png", "card-Light@2x.png", "card-Light~dark.png", "card-Light~dark@2x.png",
                                          "card-Dark-mode.png", "card-Dark-mode@2x.png", "card-Dark-mode~dark.png",
                                          "card-Dark-mode~dark@2x.png"]),
        ] as [(String, String, Bool, String?, Set<String>)] {
            let out = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let error = engine(out.path + output, dir: dir, docc: docc, registry: registry, figure: figure)
                .render(tree, measurers: MeasurerPool())
            #expect(error == nil, "\(name): \(String(describing: error))")
            #expect(files(out) == expected, "\(name)")
        }
    }

    @Test("a PNG over the pixel limit is refused before layout when the document gives its canvas; SVG is not")
    func pixelLimitFirst() throws {
        let dir = try Temp.directory()
        // 10000x10000 points is a valid canvas; at scale 3 the PNG would be 30000x30000 pixels.
        let tree = try Temp.write(#"{"canvas": {"width": 10000, "height": 10000}, "root": {"Color": "red"}}"#, "big.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let engine = RenderEngine(pipeline: Pipeline(options: PipelineOptions(scale: 3)), options: RenderOptions(),
                                  output: out.path + "/", format: nil, docc: false, reportsWrites: false, cache: nil,
                                  cacheWriter: RenderCache(directory: dir.appendingPathComponent(".cache").path))
        let error = try #require(engine.render(tree, measurers: MeasurerPool()))
        #expect(error.message.hasPrefix(tree + ":1:"), "\(error.message)")
        #expect(error.message.hasSuffix("root: image too large: 30000x30000 pixels (at most 32767 per side and 50000000 in all)"),
                "\(error.message)")
        #expect(files(out).isEmpty)
    }

    @Test("errors: several figures to standard output; an unknown extension; nothing written")
    func errors() throws {
        let dir = try Temp.directory()
        let registry = FrontEndRegistry.standard.registering(FiguresFrontEnd())
        let tree = try Temp.write("--- A\n\(Self.tree)\n--- B\n\(Self.tree)\n", "two.figures", in: dir)
        let stdout = engine("-", dir: dir, registry: registry, format: .png).render(tree, measurers: MeasurerPool())
        #expect(stdout?.isUsage == true)
        #expect(stdout?.message.hasPrefix("\(tree) has several figures") == true)
        let gif = engine(dir.path + "/out.gif", dir: dir, registry: registry).render(tree, measurers: MeasurerPool())
        #expect(gif?.message.contains("unknown output extension \"gif\"") == true)
        #expect(files(dir) == ["two.figures"])
    }

    @Test("into a directory, an unchanged input is not rendered again")
    func cache() throws {
        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "card.json", in: dir)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let png = out.appendingPathComponent("card.png").path
        #expect(engine(out.path + "/", dir: dir, cache: true).render(tree, measurers: MeasurerPool()) == nil)
        let first = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(engine(out.path + "/", dir: dir, cache: true).render(tree, measurers: MeasurerPool()) == nil)
        let second = try FileManager.default.attributesOfItem(atPath: png)[.modificationDate] as? Date
        #expect(first == second, "the cached output was not rewritten")
    }
}
