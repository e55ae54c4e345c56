import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutSwiftSource
import Testing

/// `convert File.swift`: the JSON of the previews, with their viewports, lays out exactly as the previews do.
@Suite struct ConvertTests {
    static func source(_ text: String) -> LayoutPipeline.SourceFile {
        LayoutPipeline.SourceFile(name: "View.swift", data: Data(text.utf8), baseDirectory: "/nonexistent",
                                  fileExtension: "swift", isFile: false)
    }

    @Test func onePreviewIsADocumentWithItsCanvas() throws {
        let text = """
            struct Tag: View { var t: String; var body: some View { Text(t).padding(6).background(.yellow.opacity(0.5)) } }
            #Preview("Tag", traits: .fixedLayout(width: 200, height: 80)) { Tag(t: "New") }
            """
        let json = String(decoding: try SwiftConvert.json(Self.source(text)), as: UTF8.self)
        #expect(json == """
            {
              "canvas": {"width": 200, "height": 80},
              "root": {"Text": "New", "modifiers": [{"padding": 6}, {"background": {"color": "yellow", "opacity": 0.5}}]}
            }

            """)
        let doc = try DocumentDecoder.decode(data: Data(json.utf8), file: "tree.json", baseDirectory: "/")
        let figure = try SwiftSourceModule.load(sources: [("View.swift", text)]).preview(named: "Tag")
        #expect(SwiftTest.frames(figure, canvas: CGSize(width: 200, height: 80))
                == FramesJSON.encode(SwiftTest.engine.layout(doc)))
    }

    @Test func severalPreviewsAreASheetAndDevicesAreWrittenOut() throws {
        let text = """
            #Preview("A") { Color.red }
            #Preview("B", traits: .sizeThatFitsLayout) { Text("b") }
            """
        let json = String(decoding: try SwiftConvert.json(Self.source(text)), as: UTF8.self)
        let iPhone = try #require(DeviceCatalog.named(DeviceCatalog.defaultName)).screen()
        let w = Int(iPhone.size.width), h = Int(iPhone.size.height)
        let top = Int(iPhone.safeArea.top), bottom = Int(iPhone.safeArea.bottom)
        #expect(json == """
            {
              "compare": [
                {
                  "caption": "A",
                  "canvas": {"width": \(w), "height": \(h), "safeArea": {"top": \(top), "bottom": \(bottom)}},
                  "root": {"Color": "red"}
                },
                {"caption": "B", "proposal": {"width": \(w), "height": \(h)}, "root": {"Text": "b"}}
              ]
            }

            """)
        guard case .comparison = try DocumentDecoder.decodeInput(data: Data(json.utf8), file: "t.json", baseDirectory: "/") else {
            Issue.record("expected a comparison sheet")
            return
        }
    }

    @Test func whatTheFormatCannotSayIsAnError() {
        let text = """
            struct L: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview("Custom") { L { Text("a") } }
            """
        #expect(throws: InputDiagnostic.self) { try SwiftConvert.json(Self.source(text)) }
    }
}
