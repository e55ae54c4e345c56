import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The containers' input errors (docs/format.md "Containers"), each with its exact one-line message.
@Suite struct ContainerErrorTests {
    static let cases: [(String, String)] = [
        (##"{"LazyVStak": []}"##,
         ##"tree.json:1:2: root.LazyVStak: unknown view type; did you mean "LazyVStack"?"##),
        (##"{"AnyLayout": {"layout": {"HStakLayout": {}}, "content": []}}"##,
         ##"tree.json:1:27: root.AnyLayout.layout.HStakLayout: unknown layout; did you mean "HStackLayout"?"##),
        (##"{"AnyLayout": []}"##,
         ##"tree.json:1:15: root.AnyLayout: AnyLayout needs arguments: write {"layout": ..., "content": [...]}"##),
        (##"{"AnyLayout": {"layout": {"if": {"horizontalSizeClass": "big"}, "then": {"HStackLayout": {}}, "else": {"VStackLayout": {}}}, "content": []}}"##,
         ##"tree.json:1:57: root.AnyLayout.layout.if.horizontalSizeClass: unknown size class "big"; expected one of: compact, regular"##),
        (##"{"AnyLayout": {"layout": {"if": {"horizontalSizeClass": "regular"}, "then": {"HStackLayout": {}}}, "content": []}}"##,
         ##"tree.json:1:26: root.AnyLayout.layout: missing argument "else" of the layout condition"##),
        (##"{"ScrollView": {"axes": "diagonal", "content": []}}"##,
         ##"tree.json:1:25: root.ScrollView.axes: unknown axis "diagonal"; expected one of: horizontal, vertical"##),
        (##"{"ScrollView": {"axes": 3, "content": []}}"##,
         ##"tree.json:1:25: root.ScrollView.axes: expected "horizontal", "vertical" or an array of them, got a number"##),
        (##"{"ViewThatFits": {"in": ["horizontal", "sideways"], "content": []}}"##,
         ##"tree.json:1:40: root.ViewThatFits.in[1]: unknown axis "sideways"; expected one of: horizontal, vertical"##),
        (##"{"Grid": [{"GridRow": [{"Text": "a"}], "modifiers": [{"padding": 4}]}]}"##,
         ##"tree.json:1:11: root.Grid[0]: a GridRow groups its cells and has no frame of its own; put modifiers and ids on its cells"##),
        (##"{"LazyVGrid": {"columns": [{"adaptive": {}}], "content": []}}"##,
         ##"tree.json:1:41: root.LazyVGrid.columns[0].adaptive: missing argument "minimum" of adaptive"##),
        (##"{"LazyVGrid": {"columns": [{"fixed": 10, "flexible": {}}], "content": []}}"##,
         ##"tree.json:1:42: root.LazyVGrid.columns[0].flexible: a grid item has one size, but this one has "fixed" and "flexible""##),
        (##"{"LazyVGrid": {"columns": [{"flexibel": {}}], "content": []}}"##,
         ##"tree.json:1:29: root.LazyVGrid.columns[0].flexibel: unknown argument; did you mean "flexible"?"##),
        (##"{"LazyVGrid": {"columns": [], "content": []}}"##,
         ##"tree.json:1:27: root.LazyVGrid.columns: a lazy grid needs at least one grid item"##),
        (##"{"LazyVGrid": {"columns": [{"flexible": {"minimum": 50, "maximum": 20}}], "content": []}}"##,
         ##"tree.json:1:68: root.LazyVGrid.columns[0].flexible.maximum: maximum 20 is less than minimum 50"##),
        (##"{"LazyHGrid": {"columns": [{"fixed": 10}], "content": []}}"##,
         ##"tree.json:1:16: root.LazyHGrid.columns: unknown argument; expected one of: rows, alignment, spacing, pinnedViews, content"##),
        (##"{"Text": "a", "modifiers": [{"gridCellColumns": 0}]}"##,
         ##"tree.json:1:49: root.modifiers[0].gridCellColumns: 0 is out of range; expected 1...1000"##),
        (##"{"Text": "a", "modifiers": [{"gridCelColumns": 2}]}"##,
         ##"tree.json:1:30: root.modifiers[0].gridCelColumns: unknown modifier; did you mean "gridCellColumns"?"##),
        (##"{"Text": "a", "modifiers": [{"gridCellAnchor": "middle"}]}"##,
         ##"tree.json:1:48: root.modifiers[0].gridCellAnchor: unknown anchor "middle"; expected one of: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing"##),
        (##"{"Text": "a", "modifiers": [{"environment": {"horizontalSizeClass": 1}}]}"##,
         ##"tree.json:1:69: root.modifiers[0].environment.horizontalSizeClass: expected a string naming the size class (compact, regular), got a number"##),
        (##"{"environment": {"horizontalSizeClas": "regular"}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:18: environment.horizontalSizeClas: unknown argument; did you mean "horizontalSizeClass"?"##),
        (##"{"Grid": {"horizontalSpacing": "wide", "content": []}}"##,
         ##"tree.json:1:32: root.Grid.horizontalSpacing: expected a number, got a string"##),
        (##"{"LazyVStack": {"pinnedViews": ["headers"], "content": []}}"##,
         ##"tree.json:1:33: root.LazyVStack.pinnedViews[0]: unknown pinned view kind "headers"; expected one of: sectionHeaders, sectionFooters"##),
    ]

    @Test(arguments: cases)
    func message(_ json: String, _ expected: String) {
        #expect(TestInput.error(json, base: "/base") == expected)
    }

    @Test func everyContainerAndLayoutDecodes() throws {
        let doc = try TestInput.decode(#"""
            {"environment": {"horizontalSizeClass": "regular"}, "root": {"VStack": [
            {"ScrollView": {"axes": ["horizontal", "vertical"], "showsIndicators": false, "content": [{"Text": "a"}]}},
            {"LazyHStack": {"alignment": "bottom", "spacing": 2, "content": []}},
            {"ViewThatFits": [{"Text": "a"}]},
            {"AnyLayout": {"layout": {"GridLayout": {"alignment": "leading", "verticalSpacing": 1}}, "content": [{"GridRow": [{"Text": "a"}]}]}},
            {"AnyLayout": {"layout": {"ZStackLayout": {"alignment": "top"}}, "content": []}},
            {"LazyHGrid": {"rows": [{"flexible": {"maximum": "infinity"}, "alignment": "bottom"}], "content": []}}
            ]}}
            """#)
        #expect(doc.environment.horizontalSizeClass == .regular)
        let kinds = doc.root.children.map(\.kind)
        #expect(kinds[0] == .scrollView(axes: .both, showsIndicators: false))
        #expect(kinds[1] == .lazyHStack(alignment: .bottom, spacing: 2))
        #expect(kinds[2] == .viewThatFits(axes: .both))
        #expect(kinds[3] == .anyLayout(.grid(alignment: .leading, horizontalSpacing: nil, verticalSpacing: 1)))
        #expect(kinds[4] == .anyLayout(.zStack(alignment: .top)))
        #expect(kinds[5] == .lazyHGrid(rows: [GridItem(.flexible(minimum: 10, maximum: .infinity), alignment: .bottom)],
                                       alignment: .center, spacing: nil))
    }
}
