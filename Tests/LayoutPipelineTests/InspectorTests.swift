import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import Testing

/// The inspector (docs/inspector.md) as a library: where each node was written, the page's data (the frame
/// dump and the negotiation, byte for byte those of `layout` and `explain`), script-safe embedding, same bytes
/// every time, the size budget, sheets refused; and the SVG node groups.
@Suite("Inspector")
struct InspectorTests {
    static let tree = """
        {"canvas": {"width": 200, "height": 100},
         "root": {"VStack": [
            {"Text": "</script><b>x", "id": "title", "modifiers": [{"padding": 4, "id": "pad"}]},
            {"GeometryReader": [{"Color": "red"}]}
          ]}}
        """

    func inspection(_ json: String = tree) throws -> (Inspection, LoadedFigure) {
        let dir = try Temp.directory()
        let path = try Temp.write(json, "t.json", in: dir)
        let pipeline = Pipeline()
        let figure = try #require(try pipeline.load(path).first)
        let measurer = try MeasurerPool().measurer(for: figure.fonts, input: figure.source)
        return (try pipeline.inspect(figure, measurer: measurer), figure)
    }

    @Test("each node's origin: the view or modifier object's line:column and JSON path; nil for layout-made nodes")
    func origins() throws {
        let (inspection, _) = try inspection()
        var kinds: [String] = []
        inspection.result.root.forEach { node, _ in kinds.append(node.kind) }
        #expect(inspection.origins.count == kinds.count)
        let o = inspection.origins.map { $0.map { "\($0.line):\($0.column) \($0.path)" } ?? "nil" }
        #expect(kinds[0] == "VStack" && o[0] == "2:10 root")
        #expect(kinds[1] == "padding" && o[1] == "3:60 root.VStack[0].modifiers[0]")
        #expect(kinds[2] == "Text" && o[2] == "3:5 root.VStack[0]")
        #expect(kinds[3] == "GeometryReader" && o[3] == "4:5 root.VStack[1]")
        // The GeometryReader's content is decoded at layout time: the engine's node, not the input tree's.
        #expect(Array(o.dropFirst(4)).allSatisfy { $0 == "nil" })
    }

    @Test("the page holds the frame dump and explain's JSON, its script cannot be closed by the input, same bytes")
    func page() throws {
        let (inspection, _) = try inspection()
        let html = String(decoding: try InspectorPage.html(inspection, options: RenderOptions()), as: UTF8.self)
        let frames = FramesJSON.encode(inspection.result).replacingOccurrences(of: "</", with: "<\\/")
        #expect(html.contains("\"frames\": " + frames))
        let trace = try #require(inspection.trace)
        let explain = ExplainJSON.encode(trace, canvas: inspection.result.canvas).replacingOccurrences(of: "</", with: "<\\/")
        #expect(html.contains("\"explain\": " + explain))
        #expect(html.components(separatedBy: "</script>").count == 4)  // three script elements, nothing else
        #expect(!html.contains("https://") && !html.contains("src=\"http"))
        let again = String(decoding: try InspectorPage.html(inspection, options: RenderOptions()), as: UTF8.self)
        #expect(html == again)
        let figures = try #require(html.range(of: "id=\"lv-figures\">")).upperBound
        let figuresEnd = try #require(html.range(of: "</script>", range: figures..<html.endIndex)).lowerBound
        #expect(html.utf8.count - html[figures..<figuresEnd].utf8.count < 200_000)
    }

    @Test("render -o figure.html writes the inspector; a comparison sheet is refused with a one-line error")
    func renderEngine() throws {
        let dir = try Temp.directory()
        let input = try Temp.write(Self.tree, "t.json", in: dir)
        let out = dir.appendingPathComponent("t.html").path
        let engine = RenderEngine(pipeline: Pipeline(), options: RenderOptions(), output: out, format: nil, docc: false,
                                  reportsWrites: false, cache: nil, cacheWriter: RenderCache(directory: dir.path))
        #expect(engine.render(input, measurers: MeasurerPool()) == nil)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("id=\"lv-data\""))
        let sheet = try Temp.write(#"{"compare": [{"caption": "a", "root": {"Text": "a"}}]}"#, "s.json", in: dir)
        let error = engine.render(sheet, measurers: MeasurerPool())
        #expect(error?.message.contains("a comparison sheet cannot be inspected") == true)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.html").path))
    }

    @Test("SVG node groups: one invisible group per node, nested, with path, kind, id, frame and title; off by default")
    func nodeGroups() throws {
        let (inspection, _) = try inspection()
        var options = RenderOptions(margin: 10)
        let plain = String(decoding: try inspection.laidOut.render(.svg, options: options), as: UTF8.self)
        options.nodeGroups = true
        let grouped = String(decoding: try inspection.laidOut.render(.svg, options: options), as: UTF8.self)
        #expect(!plain.contains("layoutviz-nodes"))
        let title = try #require(inspection.result.root.first(id: "title"))
        let f = title.frame
        #expect(grouped.contains("<g id=\"node-0.0.0\" data-path=\"0.0.0\" data-kind=\"Text\" data-id=\"title\" "
                                 + "data-frame=\"\(NumberFormat.decimal(f.minX + 10)) \(NumberFormat.decimal(f.minY + 10)) "
                                 + "\(NumberFormat.decimal(f.width)) \(NumberFormat.decimal(f.height))\""))
        #expect(grouped.contains("<title>Text #title: "))
        let opened = grouped.components(separatedBy: "<g id=\"node-").count - 1
        #expect(opened == inspection.origins.count)
        // Everything but the groups is the plain SVG.
        let start = try #require(grouped.range(of: "  <g id=\"layoutviz-nodes\"")).lowerBound
        let end = try #require(grouped.range(of: "</svg>", options: .backwards)).lowerBound
        #expect(String(grouped[..<start]) + String(grouped[end...]) == plain)
    }

    @Test("check names where the input wrote the first differing node")
    func checkLocation() throws {
        let dir = try Temp.directory()
        let json = """
            {"VStack": [
              {"Color": "red", "modifiers": [{"frame": {"width": 30, "height": 20}}]},
              {"Color": "blue", "modifiers": [{"frame": {"width": 30, "height": 20}}]}
            ]}
            """
        let tree = try Temp.write(json, "card.json", in: dir)
        let pool = MeasurerPool()
        _ = CheckEngineTests().engine(dir, mode: .missing).check(tree, measurers: pool)
        try Temp.write(json.replacingOccurrences(of: "20}}]}\n]}", with: "20}}, {\"padding\": 0}]}\n]}"),
                       "card.json", in: dir)
        let failed = CheckEngineTests().engine(dir, mode: .none).check(tree, measurers: pool)
        let message = try #require(failed.first?.messages.first { $0.hasPrefix("frames: ") })
        // The second child is now a padding around the frame: the padding modifier's place.
        #expect(message.hasPrefix("frames: root.children[1]"), "\(message)")
        #expect(message.hasSuffix("; written at \(tree):3:75"), "\(message)")
    }
}
