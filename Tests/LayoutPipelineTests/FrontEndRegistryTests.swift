import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import Testing

/// The front-end seam: the registry picks a front end by extension (the first is the default), directory
/// discovery finds the files registered front ends read, and multi-figure inputs keep their figures' names.
@Suite("Front-end registry")
struct FrontEndRegistryTests {
    let registry = FrontEndRegistry.standard.registering(FiguresFrontEnd())

    @Test("the front end is chosen by extension; unknown extensions and standard input go to the first (JSON)")
    func choice() {
        #expect(registry.frontEnd(forExtension: "figures")?.language == "figures")
        #expect(registry.frontEnd(forExtension: "json")?.language == "JSON")
        #expect(registry.frontEnd(forExtension: "txt")?.language == "JSON")
        #expect(registry.frontEnd(forExtension: "")?.language == "JSON")
        #expect(FrontEndRegistry.standard.frontEnd(forExtension: "figures")?.language == "JSON")
        #expect(registry.fileExtensions == ["json", "figures"])
    }

    @Test("discovery finds what a registered front end reads, and nothing else")
    func discovery() throws {
        let dir = try Temp.directory()
        try Temp.write("{}", "a.json", in: dir)
        try Temp.write("{}", "b.frames.json", in: dir)
        // A fixture folder's sidecars and a JSON Schema are not trees (docs/regression.md, "Inputs").
        try Temp.write("{}", "case/tree.json", in: dir)
        try Temp.write("{}", "case/frames.json", in: dir)
        try Temp.write("{}", "case/fixture.json", in: dir)
        try Temp.write("{}", "layoutviz.schema.json", in: dir)
        try Temp.write("{}", "schema.json", in: dir)
        try Temp.write("", "c.figures", in: dir)
        try Temp.write("", "d.txt", in: dir)
        try Temp.write("{}", ".hidden.json", in: dir)
        try Temp.write("{}", "__layoutviz__/e.json", in: dir)
        try Temp.write("", "sub/f.figures", in: dir)
        let names = { (r: FrontEndRegistry) in
            InputDiscovery.treesIn(directory: dir.path, registry: r).map { String($0.dropFirst(dir.path.count + 1)) }.sorted()
        }
        #expect(names(.standard) == ["a.json", "case/tree.json", "schema.json"])
        #expect(names(registry) == ["a.json", "c.figures", "case/tree.json", "schema.json", "sub/f.figures"])
        // Given by name, a sidecar is taken as given.
        #expect(try InputDiscovery.expand([dir.path + "/case/fixture.json"]) == [dir.path + "/case/fixture.json"])
        let empty = try Temp.directory()
        try Temp.write("", "x.figures", in: empty)
        #expect(throws: PipelineError.self) { try InputDiscovery.expand([empty.path]) }
        #expect(try InputDiscovery.expand([empty.path], registry: registry).count == 1)
    }

    @Test("a multi-figure input loads one figure per entry, named, with its hints")
    func figures() throws {
        let dir = try Temp.directory()
        let path = try Temp.write("""
            --- Light
            {"canvas": {"width": 100, "height": 50}, "root": {"Color": "red"}}
            --- device:iPhone 15
            {"Text": "Hi"}
            """, "card.figures", in: dir)
        let pipeline = Pipeline(registry: registry)
        let figures = try pipeline.load(path)
        #expect(figures.map(\.figure.name) == ["Light", "device:iPhone 15"])
        #expect(figures.map(\.label) == ["\(path) [Light]", "\(path) [device:iPhone 15]"])
        let measurers = MeasurerPool()
        let light = try pipeline.layout(figures[0], measurer: measurers.measurer(for: figures[0].fonts, input: path))
        #expect(light.result?.canvas == CGSize(width: 100, height: 50))
        let phone = try pipeline.layout(figures[1], measurer: measurers.measurer(for: figures[1].fonts, input: path))
        #expect(phone.result?.canvas == CGSize(width: 393, height: 852))
        #expect(ReferenceNames(scale: 2, debug: .off, background: .white, fontFile: nil)
            .imageFile(for: path, figure: "device:iPhone 15") == "card-device-iPhone-15@2x.png")
    }

    @Test("--figure picks one figure (with a did-you-mean); a single-figure command needs it for several")
    func figureChoice() throws {
        let dir = try Temp.directory()
        let path = try Temp.write("--- Light\n{\"Text\": \"a\"}\n--- Dark\n{\"Text\": \"b\"}\n", "two.figures", in: dir)
        var pipeline = Pipeline(registry: registry)
        do { _ = try pipeline.loadOne(path); Issue.record("no error") } catch {
            #expect(error.isUsage)
            #expect(error.message == "\(path): has 2 figures (\"Light\", \"Dark\"); choose one with --figure NAME (or --preview NAME)")
        }
        #expect(try pipeline.load(path).map(\.outputName) == ["Light", "Dark"])
        pipeline.options.figure = "Dark"
        #expect(try pipeline.loadOne(path).figure.name == "Dark")
        #expect(try pipeline.loadOne(path).outputName == "Dark", "a chosen figure keeps its output name")
        pipeline.options.figure = "Drak"
        do { _ = try pipeline.load(path); Issue.record("no error") } catch {
            #expect(error.message == "\(path): no figure named \"Drak\"; did you mean \"Dark\"?")
        }
    }

    @Test("output names: none for a single figure, the name or the position for several; clashes are errors")
    func outputNames() throws {
        #expect(try FileNames.outputNames([nil], input: "a") == [nil])
        #expect(try FileNames.outputNames(["Only"], input: "a") == [nil])
        #expect(try FileNames.outputNames(["Only"], keepsName: true, input: "a") == ["Only"], "a Swift preview keeps its name")
        #expect(try FileNames.outputNames([nil], keepsName: true, input: "a") == [nil])
        #expect(try FileNames.outputNames(["Light", nil, "Dark"], input: "a") == ["Light", "2", "Dark"])
        do { _ = try FileNames.outputNames(["Dark mode", "Dark-mode"], input: "card.swift"); Issue.record("no error") } catch {
            #expect(error.message == "card.swift: the figures \"Dark mode\" and \"Dark-mode\" would write the same files (Dark-mode); give them different names")
        }
    }

    @Test("front-end errors are one line naming the file; a front end giving no figure is an error")
    func errors() throws {
        let dir = try Temp.directory()
        let bad = try Temp.write(#"{"Txt": "a"}"#, "bad.json", in: dir)
        do { _ = try Pipeline().load(bad); Issue.record("no error") } catch {
            #expect(error.message.hasPrefix("\(bad):1:2: "), "\(error.message)")
            #expect(error.message.contains("did you mean \"Text\"?"))
        }
        let none = try Temp.write("nothing", "none.figures", in: dir)
        do { _ = try Pipeline(registry: registry).load(none); Issue.record("no error") } catch {
            #expect(error.message == "\(none): no figure to lay out (figures)")
        }
    }

    @Test("a comparison sheet is refused where one view tree is needed, at its position")
    func sheets() throws {
        let dir = try Temp.directory()
        let sheet = try Temp.write(#"{"compare": [{"caption": "a", "root": {"Text": "a"}}]}"#, "s.json", in: dir)
        #expect(try Pipeline().load(sheet).count == 1)
        do {
            _ = try Pipeline().load(sheet, frontEnd: FrontEndOptions(allowsComparison: false))
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("\(sheet):1:2: "), "\(error.message)")
            #expect(error.message.contains("comparison sheet"))
        }
    }
}
