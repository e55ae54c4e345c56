import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The view-trait modifiers and control settings (docs/format.md, "Row traits" and "pickerStyle, disabled"), and a
/// Picker's title as its first label view.
@Suite struct TraitDecodingTests {
    static let yellow = Color.named["yellow"] ?? .black

    static let cases: [(String, NodeKind)] = [
        (#"{"tag": "vanilla"}"#, .trait(.tag("vanilla"))),
        (#"{"tag": 2}"#, .trait(.tag("2"))),
        (#"{"tag": 2.5}"#, .trait(.tag("2.5"))),
        (#"{"badge": 3}"#, .trait(.badge([TextPiece(.string("3"))]))),
        (#"{"badge": 0}"#, .trait(.badge(nil))),
        (#"{"badge": null}"#, .trait(.badge(nil))),
        (#"{"badge": "New"}"#, .trait(.badge([TextPiece(.string("New"))]))),
        (#"{"badge": {"Text": "New", "modifiers": [{"bold": {}}]}}"#,
         .trait(.badge([TextPiece(.string("New"), modifiers: [.textOption(.bold(true))])]))),
        (#"{"badge": {"Text": ["a", {"Text": "b", "modifiers": [{"foregroundColor": "red"}]}]}}"#,
         .trait(.badge([TextPiece(.string("a")), TextPiece(.string("b"), modifiers: [.foregroundColor(Color.named["red"] ?? .black)])]))),
        (#"{"listRowBackground": "yellow"}"#, .trait(.listRowBackground(ViewNode(.color(yellow))))),
        (#"{"listRowBackground": null}"#, .trait(.listRowBackground(nil))),
        (#"{"listRowSeparator": "hidden"}"#, .trait(.listRowSeparator(hidden: true, edges: .vertical))),
        (#"{"listRowSeparator": {"visibility": "hidden", "edges": "bottom"}}"#, .trait(.listRowSeparator(hidden: true, edges: .bottom))),
        (#"{"listRowSeparator": "visible"}"#, .trait(.listRowSeparator(hidden: false, edges: .vertical))),
        (#"{"listSectionSeparator": {"visibility": "hidden", "edges": "top"}}"#, .trait(.listSectionSeparator(hidden: true, edges: .top))),
        (#"{"listRowInsets": {"leading": 4}}"#, .trait(.listRowInsets(EdgeInsets(leading: 4)))),
        (#"{"listRowInsets": 8}"#, .trait(.listRowInsets(EdgeInsets(8)))),
        (#"{"listRowInsets": null}"#, .trait(.listRowInsets(nil))),
        (#"{"pickerStyle": "segmented"}"#, .controlSetting(.pickerStyle(.segmented))),
        (#"{"pickerStyle": "menu"}"#, .controlSetting(.pickerStyle(.menu))),
        (#"{"disabled": true}"#, .controlSetting(.disabled(true))),
        (#"{"disabled": false}"#, .controlSetting(.disabled(false))),
    ]

    @Test(arguments: cases)
    func decodes(_ modifier: String, _ expected: NodeKind) throws {
        #expect(try TestInput.modifierKind(modifier) == expected)
    }

    @Test func rowBackgroundTakesAView() throws {
        let root = try TestInput.root(#"{"Text": "x", "modifiers": [{"listRowBackground": {"Capsule": {}, "modifiers": [{"fill": "yellow"}]}}]}"#)
        guard case .trait(.listRowBackground(let v?)) = root.kind else { Issue.record("\(root.kind)"); return }
        #expect(v.kind == .fill(.color(Self.yellow)))
        #expect(v.children.first?.kind == .shape(.capsule))
    }

    @Test func pickerKeepsItsTitleAsTheFirstLabel() throws {
        let root = try TestInput.root(#"{"Picker": {"title": "Size", "selection": 2, "content": [{"Text": "S", "modifiers": [{"tag": 1}]}, {"Text": "M", "modifiers": [{"tag": 2}]}]}}"#)
        guard case .control(let c) = root.kind, let picker = c.body as? PickerControl else { Issue.record("\(root.kind)"); return }
        #expect(picker.hasLabel && picker.selection == "2")
        #expect(root.children.map(\.kind).first == .text("Size"))
        #expect(root.children.count == 3)
        let untitled = try TestInput.root(#"{"Picker": {"selection": "a", "content": [{"Text": "a"}]}}"#)
        guard case .control(let u) = untitled.kind, let p = u.body as? PickerControl else { Issue.record("\(untitled.kind)"); return }
        #expect(!p.hasLabel && untitled.children.count == 1)
    }

    static let errors: [(String, String)] = [
        (#"{"Text": "a", "modifiers": [{"pickerStyle": "palette"}]}"#,
         #"tree.json:1:45: root.modifiers[0].pickerStyle: the palette picker style is not supported: a palette picker is shown only in menus; use menu, segmented, navigationLink, wheel or inline"#),
        (#"{"Text": "a", "modifiers": [{"pickerStyle": "segmentd"}]}"#,
         #"tree.json:1:45: root.modifiers[0].pickerStyle: unknown picker style "segmentd"; did you mean "segmented"?"#),
        (#"{"Text": "a", "modifiers": [{"disabled": "yes"}]}"#,
         #"tree.json:1:42: root.modifiers[0].disabled: expected true or false, got a string"#),
        (#"{"Text": "a", "modifiers": [{"badge": 1.5}]}"#,
         #"tree.json:1:39: root.modifiers[0].badge: expected a whole number, got 1.5"#),
        (#"{"Text": "a", "modifiers": [{"listRowSeparator": "hiden"}]}"#,
         #"tree.json:1:50: root.modifiers[0].listRowSeparator: unknown visibility "hiden"; did you mean "hidden"?"#),
        (#"{"Text": "a", "modifiers": [{"listRowInsets": {"leding": 4}}]}"#,
         #"tree.json:1:48: root.modifiers[0].listRowInsets.leding: unknown argument; did you mean "leading"?"#),
        (#"{"Text": "a", "modifiers": [{"bagde": 3}]}"#,
         #"tree.json:1:30: root.modifiers[0].bagde: unknown modifier; did you mean "badge"?"#),
    ]

    @Test(arguments: errors)
    func errorMessages(_ json: String, _ message: String) {
        #expect(TestInput.error(json) == message)
    }
}
