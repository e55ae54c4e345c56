import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The safe-area vocabulary: the canvas's safeArea, ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset,
/// safeAreaPadding (docs/format.md, "Safe areas").
@Suite struct SafeAreaDecodingTests {
    static let cases: [(String, NodeKind)] = [
        (#"{"ignoresSafeArea": {}}"#, .ignoresSafeArea(regions: .all, edges: .all)),
        (#"{"ignoresSafeArea": {"regions": "container", "edges": "top"}}"#, .ignoresSafeArea(regions: .container, edges: .top)),
        (#"{"ignoresSafeArea": {"regions": ["keyboard"], "edges": ["top", "bottom"]}}"#,
         .ignoresSafeArea(regions: .keyboard, edges: .vertical)),
        (#"{"ignoresSafeArea": {"edges": "horizontal"}}"#, .ignoresSafeArea(regions: .all, edges: .horizontal)),
        (#"{"edgesIgnoringSafeArea": "top"}"#, .edgesIgnoringSafeArea(.top)),
        (#"{"edgesIgnoringSafeArea": "all"}"#, .edgesIgnoringSafeArea(.all)),
        (#"{"edgesIgnoringSafeArea": ["leading", "bottom"]}"#, .edgesIgnoringSafeArea([.leading, .bottom])),
        (#"{"safeAreaPadding": {}}"#, .safeAreaPadding(EdgeInsets(16))),
        (#"{"safeAreaPadding": 10}"#, .safeAreaPadding(EdgeInsets(10))),
        (#"{"safeAreaPadding": {"edges": "horizontal", "length": 20}}"#,
         .safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))),
        (#"{"safeAreaPadding": {"top": 5}}"#, .safeAreaPadding(EdgeInsets(top: 5))),
    ]

    @Test(arguments: cases)
    func decodes(_ modifier: String, _ expected: NodeKind) throws {
        #expect(try TestInput.modifierKind(modifier) == expected)
    }

    @Test func safeAreaInsetHoldsItsContent() throws {
        let root = try TestInput.root(#"{"Color": "gray", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"Text": "bar"}}}]}"#)
        #expect(root.kind == .safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0))
        #expect(root.children.count == 2)
        #expect(root.children.last?.kind == .text("bar"))
        let side = try TestInput.root(#"{"Color": "gray", "modifiers": [{"safeAreaInset": {"edge": "leading", "alignment": "firstTextBaseline", "content": "red"}}]}"#)
        #expect(side.kind == .safeAreaInset(edge: .leading, alignment: VerticalAlignment.firstTextBaseline.key, spacing: nil))
        #expect(side.children.last?.kind == .color(Color.named["red"] ?? .black))
    }

    @Test func canvasSafeArea() throws {
        let doc = try TestInput.decode(#"{"canvas": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}}, "root": {"Text": "x"}}"#)
        #expect(doc.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let plain = try TestInput.decode(#"{"canvas": {"width": 390, "height": 844}, "root": {"Text": "x"}}"#)
        #expect(plain.safeArea == EdgeInsets())
    }

    static let errors: [(String, String)] = [
        (#"{"canvas": {"width": 100, "height": 100, "safeArea": {"top": 60, "bottom": 50}}, "root": {"Text": "x"}}"#,
         #"tree.json:1:54: canvas.safeArea: the safe area is larger than the canvas (100x100)"#),
        (#"{"canvas": {"width": 100, "height": 100, "safeArea": {"tpo": 6}}, "root": {"Text": "x"}}"#,
         #"tree.json:1:55: canvas.safeArea.tpo: unknown argument; did you mean "top"?"#),
        (#"{"canvas": {"width": 100, "height": 100, "safeArea": {"top": -6}}, "root": {"Text": "x"}}"#,
         #"tree.json:1:62: canvas.safeArea.top: must not be negative, got -6"#),
        (#"{"Text": "a", "modifiers": [{"ignoresSafeArea": {"regions": "keybord"}}]}"#,
         #"tree.json:1:61: root.modifiers[0].ignoresSafeArea.regions: unknown safe area region "keybord"; did you mean "keyboard"?"#),
        (#"{"Text": "a", "modifiers": [{"edgesIgnoringSafeArea": "tpo"}]}"#,
         #"tree.json:1:55: root.modifiers[0].edgesIgnoringSafeArea: unknown edge "tpo"; did you mean "top"?"#),
        (#"{"Text": "a", "modifiers": [{"safeAreaInset": {"content": "red"}}]}"#,
         #"tree.json:1:47: root.modifiers[0].safeAreaInset: missing argument "edge" of safeAreaInset"#),
        (#"{"Text": "a", "modifiers": [{"safeAreaInset": {"edge": "bottom", "alignment": "top", "content": "red"}}]}"#,
         #"tree.json:1:79: root.modifiers[0].safeAreaInset.alignment: unknown alignment "top"; expected one of: leading, center, trailing"#),
        (#"{"Text": "a", "modifiers": [{"safeAreaInsets": {}}]}"#,
         #"tree.json:1:30: root.modifiers[0].safeAreaInsets: unknown modifier; did you mean "safeAreaInset"?"#),
        (#"{"Text": "a", "modifiers": [{"safeAreaPadding": {"edge": "top"}}]}"#,
         #"tree.json:1:50: root.modifiers[0].safeAreaPadding.edge: unknown argument; did you mean "edges"?"#),
    ]

    @Test(arguments: errors)
    func errorMessages(_ json: String, _ message: String) {
        #expect(TestInput.error(json) == message)
    }
}
