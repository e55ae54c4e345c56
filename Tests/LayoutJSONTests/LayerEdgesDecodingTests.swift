import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)` written out:
/// `{"style": STYLE, "ignoresSafeAreaEdges": EDGES}` (docs/format.md, "background, overlay"; docs/semantics.md §4.9).
@Suite struct LayerEdgesDecodingTests {
    static let teal = Color.named["teal"] ?? .black

    static let cases: [(String, NodeKind)] = [
        (#"{"background": {"style": "teal", "ignoresSafeAreaEdges": "top"}}"#, .background(alignment: .center, ignoresSafeAreaEdges: .top)),
        (#"{"background": {"style": "teal", "ignoresSafeAreaEdges": []}}"#, .background(alignment: .center, ignoresSafeAreaEdges: [])),
        (#"{"background": {"style": "teal", "ignoresSafeAreaEdges": "all"}}"#, .background(alignment: .center, ignoresSafeAreaEdges: .all)),
        (#"{"background": {"style": "teal"}}"#, .background(alignment: .center, ignoresSafeAreaEdges: .all)),
        (#"{"overlay": {"style": "teal", "ignoresSafeAreaEdges": ["top", "leading"]}}"#,
         .overlay(alignment: .center, ignoresSafeAreaEdges: [.top, .leading])),
        (#"{"overlay": {"ignoresSafeAreaEdges": "horizontal", "style": "teal"}}"#,
         .overlay(alignment: .center, ignoresSafeAreaEdges: .horizontal)),
    ]

    @Test(arguments: cases)
    func decodes(_ modifier: String, _ expected: NodeKind) throws {
        let root = try TestInput.root(#"{"Text": "x", "modifiers": ["# + modifier + "]}")
        #expect(root.kind == expected)
        #expect(root.children.map(\.kind) == [.text("x"), .color(Self.teal)])
    }

    @Test func styleIsAnyShapeStyle() throws {
        let opacity = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": {"style": {"color": "teal", "opacity": 0.5}, "ignoresSafeAreaEdges": "top"}}]}"#)
        var halfTeal = Self.teal
        halfTeal.opacity *= 0.5
        #expect(opacity.children.last?.kind == .color(halfTeal))
        let gradient = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": {"style": {"gradient": "teal"}, "ignoresSafeAreaEdges": "bottom"}}]}"#)
        #expect(gradient.kind == .background(alignment: .center, ignoresSafeAreaEdges: .bottom))
        guard case .gradient = gradient.children.last?.kind else { Issue.record("expected a gradient layer"); return }
        let linear = try TestInput.root(#"""
            {"Text": "x", "modifiers": [{"overlay": {"style": {"LinearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}, "ignoresSafeAreaEdges": []}}]}
            """#)
        #expect(linear.kind == .overlay(alignment: .center, ignoresSafeAreaEdges: []))
        guard case .gradient(.linear) = linear.children.last?.kind else { Issue.record("expected a linear gradient layer"); return }
    }

    static let errors: [(String, String)] = [
        (#"{"Text": "a", "modifiers": [{"background": {"style": "teal", "ignoresSafeAreaEdges": "tpo"}}]}"#,
         #"tree.json:1:86: root.modifiers[0].background.ignoresSafeAreaEdges: unknown edge "tpo"; did you mean "top"?"#),
        (#"{"Text": "a", "modifiers": [{"background": {"style": "teal", "ignoresSafeAreaEdges": 3}}]}"#,
         #"tree.json:1:86: root.modifiers[0].background.ignoresSafeAreaEdges: expected a string naming the edge (all, horizontal, vertical, top, leading, bottom, trailing), got a number"#),
        (#"{"Text": "a", "modifiers": [{"background": {"style": "teal", "ignoreSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:62: root.modifiers[0].background.ignoreSafeAreaEdges: unknown argument; did you mean "ignoresSafeAreaEdges"?"#),
        (#"{"Text": "a", "modifiers": [{"background": {"alignment": "top", "content": "teal", "ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:84: root.modifiers[0].background.ignoresSafeAreaEdges: ignoresSafeAreaEdges belongs to the style form {"style": STYLE, "ignoresSafeAreaEdges": EDGES} (.background(.teal, ignoresSafeAreaEdges: .top)); the view form (.background(alignment:content:)) has no such argument"#),
        (#"{"Text": "a", "modifiers": [{"overlay": {"Circle": {}, "ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:56: root.modifiers[0].overlay.ignoresSafeAreaEdges: ignoresSafeAreaEdges belongs to the style form {"style": STYLE, "ignoresSafeAreaEdges": EDGES} (.overlay(.teal, ignoresSafeAreaEdges: .top)); the view form (.overlay(alignment:content:)) has no such argument"#),
        (#"{"Text": "a", "modifiers": [{"mask": {"style": "teal", "ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:56: root.modifiers[0].mask.ignoresSafeAreaEdges: mask has no ignoresSafeAreaEdges (SwiftUI's mask(alignment:_:) takes a view)"#),
        (#"{"Text": "a", "modifiers": [{"background": {"ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:44: root.modifiers[0].background: missing argument "style" of background"#),
        (#"{"Text": "a", "modifiers": [{"background": {"style": {"Capsule": {}}, "ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:54: root.modifiers[0].background.style: "style" is a colour or a gradient (a ShapeStyle); a view goes in the view form {"content": VIEW}, which has no ignoresSafeAreaEdges"#),
        (#"{"Text": "a", "modifiers": [{"background": {"color": "teal", "opacity": 0.5, "ignoresSafeAreaEdges": "top"}}]}"#,
         #"tree.json:1:45: root.modifiers[0].background.color: with ignoresSafeAreaEdges the colour goes in "style": {"style": {"color": ..., "opacity": ...}, "ignoresSafeAreaEdges": EDGES}"#),
        (#"{"Text": "a", "modifiers": [{"background": {"style": "tael"}}]}"#,
         #"tree.json:1:54: root.modifiers[0].background.style: unknown color "tael"; did you mean "teal"?"#),
    ]

    @Test(arguments: errors)
    func errorMessages(_ json: String, _ message: String) {
        #expect(TestInput.error(json) == message)
    }
}
