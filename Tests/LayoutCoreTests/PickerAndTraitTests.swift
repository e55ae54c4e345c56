import Foundation
import LayoutCore
import Testing

/// Picker styles (docs/semantics.md §12.4), disabled controls (§12.5) and view traits read by List, Picker and
/// TabView (§11.6), with the box font (every character 0.5 em wide; 17-point body: "OK" is 17 x 17).
@Suite struct PickerAndTraitTests {
    func control(_ body: any ControlBody, _ label: [ViewNode] = [], id: String = "c") -> ViewNode {
        ViewNode(.control(Control(body)), id: id, children: label)
    }

    func tagged(_ s: String, _ tag: String, id: String? = nil) -> ViewNode { text(s, id: id).modifier(.trait(.tag(tag))) }

    func nodes(_ r: LayoutResult, kind: String) -> [PlacedNode] {
        var out: [PlacedNode] = []
        r.root.forEach { n, _ in if n.kind == kind { out.append(n) } }
        return out
    }

    func fills(_ r: LayoutResult) -> [Color] {
        var out: [Color] = []
        r.root.forEach { n, _ in if case .fill(_, .color(let c))? = n.paint { out.append(c) } }
        return out
    }

    func textColors(_ r: LayoutResult) -> [String: Color] {
        var out: [String: Color] = [:]
        r.root.forEach { n, _ in if case .text(let t, _, .color(let c))? = n.paint { out[t.lines.map(\.text).joined()] = c } }
        return out
    }

    /// A menu Picker in a Form row: the title at the row's leading inset, the tagged selection trailing before a
    /// 16-point chevron (small scale: 20 x 0.8), 4 apart, at the row's trailing inset; both secondary.
    @Test func menuPickerInARowShowsTitleAndSelectionTrailing() {
        let picker = control(PickerControl(selection: "b", hasLabel: true),
                             [text("Flavor", id: "title"), tagged("Vanilla", "a"), tagged("Choc", "b", id: "chosen")])
        let r = layout(ViewNode.list("Form", content: [picker]), canvas: CGSize(width: 300, height: 200))
        // card margin 16, row inset 20.
        #expect(frame(r, "title").minX == 36)
        // chevron 248...264, the selection ("Choc", 34 wide) ending 4 before it.
        #expect(abs(frame(r, "chosen").minX - (264 - 16 - 4 - 34)) < 0.001)
        #expect(textColors(r)["Choc"] == SystemColor.secondaryLabel.color)
        #expect(textColors(r)["Vanilla"] == nil, "only the selected option is shown")
        // Outside a row: no title, the selection in the accent colour.
        let bare = layout(picker, canvas: CGSize(width: 300, height: 200))
        #expect(textColors(bare)["Flavor"] == nil)
        #expect(textColors(bare)["Choc"] == SystemColor.blue.color)
    }

    @Test func selectionMatchesTagsFirstThenText() {
        func shown(_ selection: String?, _ options: [ViewNode]) -> [String] {
            let r = layout(control(PickerControl(selection: selection), options), canvas: CGSize(width: 300, height: 100))
            return Array(textColors(r).keys)
        }
        #expect(shown("2", [tagged("One", "1"), tagged("Two", "2")]) == ["Two"])
        #expect(shown("Two", [text("One"), text("Two")]) == ["Two"])
        // A tagged option is compared by its tag only.
        #expect(shown("Two", [tagged("One", "1"), tagged("Two", "2")]) == ["One"])
        #expect(shown(nil, [text("One"), text("Two")]) == ["One"])
    }

    /// Segmented: as wide as offered, 32 tall, equal segments; the title is not shown.
    @Test func segmentedPickerSplitsTheWidthEqually() {
        let picker = control(PickerControl(selection: "m", hasLabel: true),
                             [text("Size"), tagged("S", "s", id: "s"), tagged("M", "m", id: "m"), tagged("Large", "l", id: "l")])
            .modifier(.controlSetting(.pickerStyle(.segmented)))
        let r = layout(picker, canvas: CGSize(width: 300, height: 100))
        expectFrame(r, "c", rect(0, 34, 300, 32))
        // 13-point text: "S" 6.5 wide centred in 0...100, "M" in 100...200, "Large" (32.5) in 200...300.
        #expect(abs(frame(r, "s").midX - 50) < 0.001)
        #expect(abs(frame(r, "m").midX - 150) < 0.001)
        #expect(abs(frame(r, "l").midX - 250) < 0.001)
        #expect(textColors(r)["Size"] == nil)
        // The selected segment is the only one on a raised rounded rectangle.
        #expect(nodes(r, kind: "RoundedRectangle").count == 2)
    }

    /// Wheel: 216 tall as wide as offered, five slots of 43.2; the selection in the middle one on the highlight,
    /// two neighbours each side squeezed and faded, empty slots past the first option; no title.
    @Test func wheelPickerShowsFiveSlots() {
        let options = [text("Size"), tagged("S", "s", id: "s"), tagged("M", "m", id: "m"), tagged("L", "l", id: "l")]
        func wheel(_ selection: String) -> LayoutResult {
            layout(control(PickerControl(selection: selection, hasLabel: true), options)
                .modifier(.controlSetting(.pickerStyle(.wheel))), canvas: CGSize(width: 300, height: 300))
        }
        let r = wheel("m")
        expectFrame(r, "c", rect(0, 42, 300, 216))
        // 21-point text, one slot of 43.2 apart, the selected "M" in the middle one (42 + 2 × 43.2 ... + 43.2).
        #expect(abs(frame(r, "m").midY - (42 + 2.5 * 43.2)) < 0.001)
        #expect(abs(frame(r, "s").midY - (42 + 1.5 * 43.2)) < 0.001)
        #expect(abs(frame(r, "l").midY - (42 + 3.5 * 43.2)) < 0.001)
        #expect(textColors(r)["Size"] == nil)
        #expect(nodes(r, kind: "RoundedRectangle").count == 1)
        #expect(nodes(r, kind: "scaleEffect").count == 2 && nodes(r, kind: "opacity").count == 2)
        // The first option selected: two empty slots above it, so it is still in the middle.
        let first = wheel("s")
        #expect(abs(frame(first, "s").midY - (42 + 2.5 * 43.2)) < 0.001)
        #expect(nodes(first, kind: "scaleEffect").count == 2)
    }

    /// The inline picker of a Form's checkmark: the selected option's row, as a hand-built row shows it.
    func checkRow(_ s: String, id: String) -> ViewNode {
        hstack([text(s, id: id), spacer(), SymbolImage.node("checkmark").modifier(.foregroundColor(SystemColor.blue.color))])
    }

    /// Inline, directly in a Form: a section of its own headed by the title, a row per option, a checkmark on the
    /// selected one: exactly the frames of `Section("Flavor") { Text("Vanilla"); HStack { Text("Choc"); Spacer();
    /// Image(systemName: "checkmark") } }`. The picker's modifiers (here `disabled`) go with every row.
    @Test func inlinePickerInAFormIsASectionOfRows() {
        let options = [text("Flavor"), tagged("Vanilla", "a", id: "a"), tagged("Choc", "b", id: "b")]
        let picker = control(PickerControl(selection: "b", hasLabel: true), options)
            .modifier(.controlSetting(.pickerStyle(.inline)))
        let canvas = CGSize(width: 300, height: 300)
        let r = layout(ViewNode.list("Form", content: [text("Above", id: "above"), picker]), canvas: canvas)
        let expected = layout(ViewNode.list("Form", content: [
            text("Above", id: "above"),
            .section(header: text("Flavor"), content: [text("Vanilla", id: "a"), checkRow("Choc", id: "b")])]),
            canvas: canvas)
        for id in ["above", "a", "b"] { #expect(frame(r, id) == frame(expected, id), "\(id)") }
        #expect(textColors(r)["FLAVOR"] == SystemColor.secondaryLabel.color)
        #expect(nodes(r, kind: "Section").count == 2)
        // One checkmark, trailing at the row's inset (card margin 16, row inset 20), level with the selection.
        let checks = nodes(r, kind: "Image")
        #expect(checks.count == 1)
        #expect(checks.first.map { $0.frame.maxX == 300 - 36 && $0.frame.midY == frame(r, "b").midY } == true)
        // Rows 44 apart (the minimum row height; a hairline between them).
        #expect(frame(r, "b").midY - frame(r, "a").midY >= 44)
        // The style set on the whole Form works the same; disabled on the picker grays every row's text.
        let outer = layout(ViewNode.list("Form", content: [text("Above", id: "above"),
                                                           control(PickerControl(selection: "b", hasLabel: true), options)
                                                               .modifier(.controlSetting(.disabled(true)))])
                               .modifier(.controlSetting(.pickerStyle(.inline))), canvas: canvas)
        for id in ["above", "a", "b"] { #expect(frame(outer, id) == frame(expected, id), "\(id)") }
        #expect(textColors(outer)["Vanilla"] == ControlEnvironment.disabledLabel)
        #expect(textColors(r)["Vanilla"] != ControlEnvironment.disabledLabel)
    }

    /// Inline in a Section: the title is a row of the section, above the options; without a title (or with labels
    /// hidden) only the options. Outside a List the inline picker is the wheel, frame for frame.
    @Test func inlinePickerInASectionAndOutsideAList() {
        let options = [text("Flavor", id: "title"), tagged("Vanilla", "a", id: "a"), tagged("Choc", "b", id: "b")]
        let inline = control(PickerControl(selection: "a", hasLabel: true), options)
            .modifier(.controlSetting(.pickerStyle(.inline)))
        let canvas = CGSize(width: 300, height: 300)
        let r = layout(ViewNode.list("Form", content: [.section(header: text("Order"), content: [inline])]), canvas: canvas)
        let expected = layout(ViewNode.list("Form", content: [.section(header: text("Order"), content: [
            text("Flavor", id: "title"), checkRow("Vanilla", id: "a"), text("Choc", id: "b")])]), canvas: canvas)
        for id in ["title", "a", "b"] { #expect(frame(r, id) == frame(expected, id), "\(id)") }
        #expect(nodes(r, kind: "Section").count == 1)
        // labelsHidden on the picker leaves the title row out; the Picker's id goes to its first row.
        let hidden = layout(ViewNode.list("Form", content: [.section(header: text("Order"), content: [
            inline.modifier(.labelsHidden)])]), canvas: canvas)
        #expect(hidden.root.first(id: "title") == nil)
        #expect(hidden.root.first(id: "c")?.kind == "Picker" && hidden.root.first(id: "c")?.first(id: "a") != nil)
        #expect(frame(hidden, "a").minY < frame(r, "a").minY)
        let wheel = control(PickerControl(selection: "a", hasLabel: true), options)
            .modifier(.controlSetting(.pickerStyle(.wheel)))
        let free = layout(vstack([text("x", id: "x"), inline]), canvas: canvas)
        let asWheel = layout(vstack([text("x", id: "x"), wheel]), canvas: canvas)
        for id in ["x", "c", "a", "b"] { #expect(frame(free, id) == frame(asWheel, id), "\(id)") }
    }

    /// Disabled: the same frames, the accent parts gray and control labels secondary; `disabled(false)` below a
    /// disabled view does not enable it again.
    @Test func disabledControlsKeepTheirLayoutAndTurnGray() {
        let canvas = CGSize(width: 300, height: 200)
        let column = vstack([control(ButtonControl(), [text("OK", id: "ok")], id: "b"),
                             control(ToggleControl(isOn: true), [text("Wi", id: "wi")], id: "t")])
        let enabled = layout(column, canvas: canvas)
        let disabled = layout(column.modifier(.controlSetting(.disabled(true))), canvas: canvas)
        for id in ["b", "t", "ok", "wi"] { #expect(frame(enabled, id) == frame(disabled, id), "\(id)") }
        #expect(textColors(enabled)["OK"] == SystemColor.blue.color)
        #expect(textColors(disabled)["OK"] == SystemColor.gray.color)
        #expect(textColors(disabled)["Wi"] == SystemColor.secondaryLabel.color)
        #expect(fills(enabled).contains(SystemColor.green.color))
        #expect(!fills(disabled).contains(SystemColor.green.color) && fills(disabled).contains(SystemColor.gray.color))
        let reenabled = layout(column.modifier(.controlSetting(.disabled(false))).modifier(.controlSetting(.disabled(true))),
                               canvas: canvas)
        #expect(textColors(reenabled)["OK"] == SystemColor.gray.color)
        #expect(textColors(layout(column.modifier(.controlSetting(.disabled(false))), canvas: canvas))["OK"]
                == SystemColor.blue.color)
    }

    /// Row traits: a badge trailing in the secondary colour, the insets replaced, a separator hidden, a background
    /// behind the row with the card clipped to its shape.
    @Test func listRowsReadTheirTraits() {
        let canvas = CGSize(width: 300, height: 400)
        let rows = [text("Inbox", id: "inbox").modifier(.trait(.badge([TextPiece(.string("12"))]))),
                    text("Flush", id: "flush").modifier(.trait(.listRowInsets(EdgeInsets()))),
                    text("Plain", id: "plain").modifier(.trait(.listRowSeparator(hidden: true, edges: .top))),
                    text("Zero").modifier(.trait(.badge(nil)))]
        let r = layout(ViewNode.list("List", content: rows), canvas: canvas)
        // The badge "12" (17 wide) ends at the row's trailing inset: 300 - 16 - 20.
        var badge: CGRect?
        r.root.forEach { n, _ in
            if case .text(let t, _, _)? = n.paint, t.lines.map(\.text).joined() == "12" { badge = n.frame }
        }
        #expect(badge?.maxX == 264)
        #expect(textColors(r)["12"] == SystemColor.secondaryLabel.color)
        #expect(frame(r, "flush").minX == 16)
        #expect(frame(r, "inbox").minX == 36)
        // 4 rows, 3 separators between them; the one above "Plain" is hidden.
        #expect(nodes(r, kind: "Divider").count == 2)
        #expect(nodes(r, kind: "badge").isEmpty, "the list took the traits off its rows")
        let yellow = Color.named["yellow"] ?? .black
        let highlighted = layout(ViewNode.list("List", content: [
            text("A").modifier(.trait(.listRowBackground(ViewNode(.color(yellow))))), text("B")]), canvas: canvas)
        #expect(fills(highlighted).contains(yellow))
        var clipped = false
        highlighted.root.forEach { n, _ in if n.kind == "clipShape" { clipped = true } }
        #expect(clipped)
        // Outside a List a trait changes nothing.
        let alone = vstack([text("Inbox", id: "inbox").modifier(.trait(.badge([TextPiece(.string("12"))])))])
        #expect(frame(layout(alone, canvas: canvas), "inbox") == frame(layout(vstack([text("Inbox", id: "inbox")]), canvas: canvas), "inbox"))
    }

    /// `.badge(Text("New").bold() + Text("!").foregroundColor(.red))`: a row's badge keeps its runs' modifiers over
    /// the secondary colour; a tab's badge too, over the capsule's white 13 pt.
    @Test func styledBadgesKeepTheirTextModifiers() throws {
        let red = try #require(Color.named["red"])
        let badge: [TextPiece] = [TextPiece(.string("New"), modifiers: [.textOption(.bold(true))]),
                                  TextPiece(.string("!"), modifiers: [.foregroundColor(red)])]
        func runs(_ r: LayoutResult) -> [TextSpan] {
            var found: [TextSpan] = []
            r.root.forEach { n, _ in if case .text(let t, _, _)? = n.paint, !t.runs.isEmpty { found = t.runs } }
            return found
        }
        let list = layout(ViewNode.list("List", content: [text("Inbox").modifier(.trait(.badge(badge)))]),
                          canvas: CGSize(width: 300, height: 400))
        let row = runs(list)
        #expect(row.map(\.string) == ["New", "!"])
        #expect(row.first?.style.weight == .bold && row.first?.color == nil)
        #expect(row.last?.style.weight == .regular && row.last?.color == red)
        #expect(textColors(list)["New!"] == SystemColor.secondaryLabel.color)
        let tabs = LayoutEngine(measurer: BoxFont(), scale: 1).layout(ViewNode.tabView(content: [
            color().modifier(.tabItem(TabItem(title: "Home", systemImage: "house"))).modifier(.trait(.badge(badge)))]),
            canvas: CGSize(width: 390, height: 844))
        let tab = runs(tabs)
        #expect(tab.map(\.style.size) == [13, 13])
        #expect(tab.first?.style.weight == .bold)
        #expect(nodes(tabs, kind: "Capsule").count == 1)
    }

    /// A grouped section's edge hairlines go with listSectionSeparator(.hidden).
    @Test func sectionSeparatorsHide() {
        let section = ViewNode.section(content: [text("A"), text("B")])
        func dividers(_ s: ViewNode) -> Int {
            nodes(layout(ViewNode.list("List", content: [s]).modifier(.listStyle(.grouped)),
                         canvas: CGSize(width: 300, height: 300)), kind: "Divider").count
        }
        #expect(dividers(section) == 3)
        #expect(dividers(section.modifier(.trait(.listSectionSeparator(hidden: true, edges: .vertical)))) == 1)
        #expect(dividers(section.modifier(.trait(.listSectionSeparator(hidden: true, edges: .bottom)))) == 2)
    }

    /// A tab's badge is a red capsule over its icon's top-trailing corner; badge 0 (nil) shows none.
    @Test func tabBadgesSitOnTheIcon() {
        func tabs(_ badge: String?) -> LayoutResult {
            let view = ViewNode.tabView(content: [
                color().modifier(.tabItem(TabItem(title: "Home", systemImage: "house")))
                    .modifier(.trait(.badge(badge.map { [TextPiece(.string($0))] }))),
                color().modifier(.tabItem(TabItem(title: "More", systemImage: "ellipsis")))])
            return LayoutEngine(measurer: BoxFont(), scale: 1).layout(view, canvas: CGSize(width: 390, height: 844),
                                                                      safeArea: EdgeInsets(top: 47, bottom: 34))
        }
        let r = tabs("3")
        let capsules = nodes(r, kind: "Capsule")
        #expect(capsules.count == 1)
        var icon: CGRect?
        r.root.forEach { n, _ in if n.kind == "Image", icon == nil { icon = n.frame } }
        guard let c = capsules.first?.frame, let icon else { Issue.record("no badge or icon"); return }
        // 18 tall, at least 18 wide; its top-trailing corner 10 right of and 3 above the icon's.
        #expect(c.height == 18 && c.width == 18)
        #expect(c.maxX == icon.maxX + 10 && c.minY == icon.minY - 3)
        #expect(fills(r).contains(SystemColor.red.color))
        #expect(nodes(tabs(nil), kind: "Capsule").isEmpty)
    }
}
