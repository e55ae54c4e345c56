import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import Testing

/// The pipeline end to end in the library: one scale from layout to pixels, the canvas checks, sheets.
@Suite("Pipeline")
struct PipelineTests {
    func figure(_ json: String, _ name: String = "t.json") throws -> (Pipeline, LoadedFigure, MeasurerPool) {
        let dir = try Temp.directory()
        let path = try Temp.write(json, name, in: dir)
        let pipeline = Pipeline()
        return (pipeline, try #require(try pipeline.load(path).first), MeasurerPool())
    }

    @Test("a figure laid out at a scale is drawn at that scale: the PNG has canvas x scale pixels", arguments: [1, 2, 3])
    func oneScale(_ scale: Int) throws {
        let (pipeline, figure, pool) = try figure(#"{"canvas": {"width": 30, "height": 20}, "root": {"Text": "Hi"}}"#)
        let laid = try pipeline.layout(figure, measurer: pool.measurer(for: figure.fonts, input: figure.source), scale: scale)
        #expect(laid.result?.scale == CGFloat(scale))
        let list = laid.displayList(RenderOptions())
        #expect(list.scale == CGFloat(scale))
        let png = try PNGImage.decodeRGBA(Array(try laid.render(.png, options: RenderOptions())))
        #expect(png.width == 30 * scale && png.height == 20 * scale)
    }

    @Test("the options' overrides apply to every figure; a bad override names the input")
    func overrides() throws {
        var (pipeline, figure, pool) = try figure(#"{"Color": "red"}"#)
        pipeline.options.overrides = ViewportOverrides(canvas: CGSize(width: 50, height: 40))
        let laid = try pipeline.layout(figure, measurer: pool.measurer(for: figure.fonts, input: figure.source))
        #expect(laid.result?.canvas == CGSize(width: 50, height: 40))
        pipeline.options.overrides = ViewportOverrides(safeArea: EdgeInsets(5))
        pipeline.options.overrides.canvas = nil
        do {
            _ = try pipeline.layout(figure, measurer: pool.measurer(for: figure.fonts, input: figure.source))
            Issue.record("no error")
        } catch {
            #expect(error.isUsage)
            #expect(error.message.hasPrefix("\(figure.source): --safe-area needs a canvas"))
        }
    }

    @Test("a root that cannot be drawn is one line naming the input, the root's line:column and the path", arguments: [
        (#"{"Color": "red", "modifiers": [{"frame": {"minWidth": "infinity"}}]}"#, "1:1: root: the root view's size is infinite (infx10)"),
        (#"{"EmptyView": {}}"#, "1:1: root: the root view is empty (0x0); nothing to draw"),
        (#"{"Text": ""}"#, "1:1: root: the root view is empty (0x20.5); nothing to draw"),
        (#"{"proposal": {"width": 10, "height": 10},\#n "root": {"EmptyView": {}}}"#, "2:10: root: the root view is empty"),
        (#"{"compare": [{"caption": "a", "root": {"EmptyView": {}}}]}"#, "1:39: compare[0].root: the root view is empty"),
    ])
    func undrawable(_ json: String, _ message: String) throws {
        let (pipeline, figure, pool) = try figure(json)
        do {
            _ = try pipeline.layout(figure, measurer: pool.measurer(for: figure.fonts, input: figure.source))
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("\(figure.source):" + message), "\(error.message)")
        }
    }

    @Test("the frame dump has no size limit: a root too big (or empty, or infinite) to draw is laid out")
    func dumpAnySize() throws {
        for json in [#"{"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 20000}}]}"#,
                     #"{"EmptyView": {}}"#, #"{"Color": "red", "modifiers": [{"frame": {"minWidth": "infinity"}}]}"#] {
            let (pipeline, figure, pool) = try figure(json)
            let measurer = try pool.measurer(for: figure.fonts, input: figure.source)
            let laid = try pipeline.layout(figure, measurer: measurer, guides: true, forImage: false)
            #expect(laid.result != nil)
            var streamed = ""
            try laid.writeFrames { streamed += $0 }
            #expect(streamed == laid.frames)
            #expect(throws: PipelineError.self) { try pipeline.layout(figure, measurer: measurer) }
        }
    }

    @Test("a sheet lays out each panel as its own document would, at the pipeline's scale")
    func sheet() throws {
        let (pipeline, figure, pool) = try figure(#"""
            {"compare": [{"caption": "a", "root": {"Text": "a"}}, {"caption": "b", "canvas": {"width": 80, "height": 30}, "root": {"Text": "b"}}]}
            """#)
        let measurer = try pool.measurer(for: figure.fonts, input: figure.source)
        let laid = try pipeline.layout(figure, measurer: measurer, scale: 3)
        guard case .sheet(let panels) = laid.content, case .comparison(let sheet) = figure.content else {
            Issue.record("not a sheet")
            return
        }
        for (panel, given) in zip(panels, sheet.panels) {
            let alone = try Viewport.resolve(document: given.document, scale: 3).layout(given.document.root, measurer: measurer)
            #expect(FramesJSON.encode(panel.result) == FramesJSON.encode(alone))
        }
        #expect(laid.displayList(RenderOptions()).scale == 3)
        #expect(laid.frames.hasPrefix("{\n  \"compare\": ["))
    }

    @Test("output files: written whole or not at all; several together")
    func outputs() throws {
        let dir = try Temp.directory()
        let a = dir.appendingPathComponent("a.txt").path, b = dir.appendingPathComponent("b.txt").path
        try OutputFiles.writeAll([(Data("A".utf8), a), (Data("B".utf8), b)])
        #expect(FileManager.default.contents(atPath: b) == Data("B".utf8))
        #expect(throws: PipelineError.self) {
            // A parent that is a file cannot be created (a missing one would be).
            try OutputFiles.writeAll([(Data("A2".utf8), a), (Data("x".utf8), b + "/c.txt")])
        }
        #expect(FileManager.default.contents(atPath: a) == Data("A".utf8), "nothing replaced when one file fails")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.count == 2, "no temporary files left")
    }

    @Test("file names of figures: a safe slug, the input's stem when unnamed")
    func fileNames() {
        #expect(FileNames.figureStem("card", figure: nil) == "card")
        #expect(FileNames.figureStem("card", figure: "Dark mode / large") == "card-Dark-mode-large")
        #expect(FileNames.slug("iPad Pro 11-inch (M4)", lowercase: true) == "ipad-pro-11-inch-m4")
        #expect(FileNames.slug("✨") == "figure")
    }
}

/// Output names of `render`: `-o` as given or in a directory; figures of multi-figure inputs `<name>-<figure>`.
@Suite("Output names")
struct OutputNameTests {
    @Test("single figures keep the output's name; named figures add -<figure> before the extension", arguments: [
        ("out.png", "cases/card.json", nil, "out.png"),
        ("out/", "cases/card.json", nil, "out/card.png"),
        ("out/", "-", nil, "out/stdin.png"),
        ("shot.png", "card.swift", "Dark mode", "shot-Dark-mode.png"),
        ("out/", "cases/card.swift", "Light", "out/card-Light.png"),
        ("out/figure", "card.swift", "Light", "out/figure-Light"),
    ] as [(String, String, String?, String)])
    func names(_ output: String, _ input: String, _ figure: String?, _ expected: String) throws {
        let format: ImageFormat? = expected.hasSuffix(".png") ? nil : .svg
        #expect(try FileNames.output(output, input: input, figure: figure, format: format).path == expected)
    }

    @Test("several figures to standard output, and an unknown extension, are usage errors")
    func errors() {
        do { _ = try FileNames.output("-", input: "card.swift", figure: "Light", format: .png); Issue.record("no error") } catch {
            #expect(error.isUsage && error.message.hasPrefix("card.swift has several figures"))
        }
        do { _ = try FileNames.output("out.gif", input: "a.json", figure: nil, format: nil); Issue.record("no error") } catch {
            #expect(error.isUsage && error.message == "out.gif: unknown output extension \"gif\"; use .png, .svg or .html, or --format")
        }
        #expect((try? FileNames.output("x.bin", input: "a.json", figure: nil, format: .svg))?.format == .svg)
    }
}
