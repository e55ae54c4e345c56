import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Comparison sheets (docs/format.md, "Comparison sheets"): panels inherit the sheet's canvas and proposal,
/// errors name the panel's JSON path, and the frames output has one dump per panel.
@Suite("Comparison sheets")
struct ComparisonDecodingTests {
    @Test("panels keep their order and captions; the sheet's canvas and proposal are the panels' defaults")
    func panels() throws {
        let json = #"""
            {"canvas": {"width": 100, "height": 80}, "proposal": {"width": 50, "height": null}, "compare": [
              {"caption": "a", "root": {"Text": "x"}},
              {"caption": "b", "root": {"Color": "red"}, "canvas": {"width": 30, "height": 20}},
              {"caption": "", "root": {"Color": "red"}, "proposal": {"width": 10, "height": 10}}
            ]}
            """#
        guard case .comparison(let sheet) = try TestInput.decodeInput(json) else {
            Issue.record("not a comparison sheet")
            return
        }
        #expect(sheet.panels.map(\.caption) == ["a", "b", ""])
        #expect(sheet.panels.map(\.document.canvas) == [CGSize(width: 100, height: 80), CGSize(width: 30, height: 20),
                                                        CGSize(width: 100, height: 80)])
        #expect(sheet.panels.map(\.document.proposal) == [ProposedViewSize(width: 50, height: nil),
                                                          ProposedViewSize(width: 50, height: nil),
                                                          ProposedViewSize(width: 10, height: 10)])
        #expect(sheet.panels[0].document.root.kind == .text("x"))
    }

    @Test("errors name the file, line:column and the panel's JSON path", arguments: [
        (#"{"compare": []}"#, "tree.json:1:13: compare: a comparison sheet needs at least one panel"),
        (#"{"compare": {"caption": "a"}}"#,
         "tree.json:1:13: compare: expected an array of panels [{\"caption\": ..., \"root\": VIEW}, ...], got an object"),
        (#"{"compare": [{"root": {"Text": "x"}}]}"#,
         "tree.json:1:14: compare[0]: missing \"caption\": the text shown with the panel"),
        (#"{"compare": [{"caption": "a", "root": {"Txt": "x"}}]}"#,
         "tree.json:1:40: compare[0].root.Txt: unknown view type; did you mean \"Text\"?"),
        (#"{"compare": [{"caption": "a", "root": {"Text": "x"}, "canvs": {}}]}"#,
         "tree.json:1:54: compare[0].canvs: unknown key; did you mean \"canvas\"?"),
        (#"{"compare": [{"caption": "a", "Text": "x"}]}"#,
         "tree.json:1:31: compare[0].Text: a panel holds its view under \"root\": {\"caption\": ..., \"root\": {\"Text\": ...}}"),
        (#"{"root": {"Text": "x"}, "compare": [{"caption": "a", "root": {"Text": "x"}}]}"#,
         "tree.json:1:2: root: a comparison sheet has no \"root\"; each panel in \"compare\" has its own"),
        (#"{"compare": [{"caption": "a", "root": {"Text": "x"}}], "compair": 1}"#,
         "tree.json:1:56: compair: unknown key; did you mean \"compare\"?"),
    ])
    func errors(_ json: String, _ message: String) {
        #expect(TestInput.error(json) == message)
    }

    @Test("a plain document reader refuses a sheet with a clear message")
    func plainDecoderRefuses() {
        #expect(throws: InputError.self) {
            try TestInput.decode(#"{"compare": [{"caption": "a", "root": {"Text": "x"}}]}"#)
        }
    }

    @Test("the frames output holds one dump per panel, caption first, in the panel's own canvas")
    func frames() {
        let root = PlacedNode(kind: "Color", id: nil, frame: CGRect(x: 0, y: 0, width: 10, height: 5), proposal: .unspecified)
        let result = LayoutResult(canvas: CGSize(width: 10, height: 5), root: root, scale: 2)
        let text = ComparisonFrames.encode([("a \"b\"", result), ("c", result)])
        #expect(text == """
            {
              "compare": [
                {
                  "caption": "a \\"b\\"",
                  "canvas": {"width": 10, "height": 5},
                  "root": {
                    "kind": "Color",
                    "frame": {"x": 0, "y": 0, "width": 10, "height": 5},
                    "proposal": {"width": null, "height": null}
                  }
                },
                {
                  "caption": "c",
                  "canvas": {"width": 10, "height": 5},
                  "root": {
                    "kind": "Color",
                    "frame": {"x": 0, "y": 0, "width": 10, "height": 5},
                    "proposal": {"width": null, "height": null}
                  }
                }
              ]
            }
            """)
    }
}
