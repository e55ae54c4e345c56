import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutSwiftSource
import Testing

/// Previews (names, traits, PreviewProvider), GeometryReader content (as JSON expressions or run during layout),
/// alignmentGuide closures and custom alignments.
@Suite struct PreviewAndGeometryTests {
    @Test func previewsNamesAndTraits() throws {
        let m = try SwiftTest.module("""
            #Preview("Card", traits: .sizeThatFitsLayout) { Text("a") }
            #Preview(traits: .fixedLayout(width: 300, height: 120), .landscapeLeft) { Text("b") }
            #Preview { Text("c") }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Text("d").previewLayout(.sizeThatFits)
                        Text("e").previewDevice("iPad Pro 11-inch").previewDisplayName("Tablet")
                    }
                }
            }
            """)
        let figures = try m.previews()
        #expect(figures.map(\.name) == ["Card", "Preview1", "Preview2", "Row_Previews-1", "Tablet"])
        #expect(figures.map(\.viewport) == [
            PreviewViewport(layout: .sizeThatFits), PreviewViewport(layout: .fixed(width: 300, height: 120), landscape: true),
            PreviewViewport(), PreviewViewport(layout: .sizeThatFits), PreviewViewport(device: "iPad Pro 11-inch"),
        ])
        let unknown = SwiftTest.error("#Preview(\"X\") { Text(\"a\") }", view: nil)
        #expect(unknown == nil)
        #expect(throws: InputDiagnostic.self) { try m.preview(named: "Crad") }
        do { _ = try m.preview(named: "Crad") } catch { #expect(error.description == #"View.swift: no preview named "Crad"; did you mean "Card"?"#) }
    }

    @Test func frontEndGivesViewportHints() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftfe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("V.swift").path
        try Data("""
            #Preview("Fit", traits: .sizeThatFitsLayout) { Helper() }
            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Helper() }
            #Preview("Device") { Helper() }
            """.utf8).write(to: URL(fileURLWithPath: path))
        try Data("struct Helper: View { var body: some View { Color.red } }".utf8)
            .write(to: dir.appendingPathComponent("Helper.swift"))
        let frontEnd = SwiftFrontEnd(moduleInputs: [dir.path])
        #expect(try frontEnd.selectInputs([dir.appendingPathComponent("Helper.swift").path, path]) == [path])
        let figures = try frontEnd.figures(in: try LayoutPipeline.SourceFile.read(path), options: FrontEndOptions())
        #expect(figures.map(\.name) == ["Fit", "Fixed", "Device"])
        let iPhone = try #require(DeviceCatalog.named(DeviceCatalog.defaultName)).screen()
        #expect(figures[0].hints == ViewportHints(proposal: ProposedViewSize(width: iPhone.size.width, height: iPhone.size.height)))
        #expect(figures[1].hints == ViewportHints(canvas: CGSize(width: 200, height: 100), safeArea: EdgeInsets()))
        #expect(figures[2].hints == ViewportHints(device: DeviceCatalog.defaultName))
    }

    @Test func geometryReaderArithmeticBecomesFormatExpressions() throws {
        let f = try SwiftTest.figure("""
            GeometryReader { geo in
                Color.teal.frame(width: geo.size.width / 2, height: min(geo.size.height, 40))
                Text("\\(Int(geo.size.width)) wide")
            }
            """)
        #expect(SwiftTest.rootJSON(f) == #"{"GeometryReader": {"as": "geo", "content": [{"Color": "teal", "modifiers": [{"frame": {"width": "geo.size.width / 2", "height": "min(geo.size.height, 40)"}}]}, {"Text": "\\(Int(geo.size.width)) wide"}]}}"#)
        #expect(SwiftTest.frames(f, canvas: CGSize(width: 300, height: 200)) == (try SwiftTest.frames(json: #"""
            {"GeometryReader": {"as": "geo", "content": [{"Color": "teal", "modifiers": [{"frame": {"width": "geo.size.width / 2", "height": "min(geo.size.height, 40)"}}]},
              {"Text": "\\(Int(geo.size.width)) wide"}]}}
            """#, canvas: CGSize(width: 300, height: 200))))
    }

    @Test func geometryReaderWithConditionsRunsDuringLayout() throws {
        let f = try SwiftTest.figure("""
            GeometryReader { proxy in
                if proxy.size.width > 250 {
                    HStack { Text("wide"); Text("\\(Int(proxy.frame(in: .local).midX))") }
                } else {
                    Text("narrow")
                }
            }
            """)
        let wide = SwiftTest.frames(f, canvas: CGSize(width: 300, height: 100))
        let narrow = SwiftTest.frames(f, canvas: CGSize(width: 200, height: 100))
        #expect(wide == (try SwiftTest.frames(json: #"{"GeometryReader": [{"HStack": [{"Text": "wide"}, {"Text": "150"}]}]}"#,
                                              canvas: CGSize(width: 300, height: 100))))
        #expect(narrow == (try SwiftTest.frames(json: #"{"GeometryReader": [{"Text": "narrow"}]}"#, canvas: CGSize(width: 200, height: 100))))
    }

    @Test func alignmentGuideClosuresAndCustomAlignments() throws {
        let source = """
            extension VerticalAlignment {
                enum MyCenterID: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
                }
                static let myCenter = VerticalAlignment(MyCenterID.self)
            }
            struct Demo: View {
                let shift: CGFloat = 10
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Hello").alignmentGuide(.leading) { d in d[.trailing] - shift }
                        Text("World").alignmentGuide(.leading) { _ in 20 }
                        HStack(alignment: .myCenter) {
                            Rectangle().fill(.blue).frame(width: 50, height: 50)
                            Text("Big").font(.largeTitle).alignmentGuide(.myCenter) { $0[.firstTextBaseline] }
                        }
                    }
                }
            }
            """
        let f = try SwiftTest.figure("Demo()", in: source)
        #expect(f.json.contains(#""alignments": {"myCenter": {"axis": "vertical", "default": "d.height / 2"}}"#))
        try SwiftTest.expectTwin("Demo()", #"""
            {"alignments": {"myCenter": {"axis": "vertical", "default": "d.height / 2"}},
             "root": {"VStack": {"alignment": "leading", "content": [
              {"Text": "Hello", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "d[.trailing] - 10"}}]},
              {"Text": "World", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": 20}}]},
              {"HStack": {"alignment": "myCenter", "content": [
                {"Rectangle": {}, "modifiers": [{"fill": "blue"}, {"frame": {"width": 50, "height": 50}}]},
                {"Text": "Big", "modifiers": [{"font": "largeTitle"}, {"alignmentGuide": {"guide": "myCenter", "value": "d[.firstTextBaseline]"}}]}]}}]}}}
            """#, declarations: source)
    }
}
