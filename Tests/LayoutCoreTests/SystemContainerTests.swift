import Foundation
import LayoutCore
import Testing

/// docs/semantics.md §11: the system containers' geometry, with the box font (a 17 pt line is 17 tall, a
/// character 8.5 wide; text sizes round up to whole points at scale 1), so every number follows from `IOSMetrics`.
@Suite struct SystemContainerTests {
    @Test func listRowsSitInCardsWithTheWidthDependentMargin() {
        for (width, margin) in [(CGFloat(393), CGFloat(16)), (430, 20)] {
            let list = ViewNode.list("List", content: [text("Row", id: "r1"), text("Two", id: "r2")])
            let r = layout(list, canvas: CGSize(width: width, height: 600))
            // 35 above the implicit section; rows 44 (17 + 22 < 44), text centred: y 35 + 13.5.
            expectFrame(r, "r1", rect(margin + 20, 48.5, 26, 17))
            // The separator is 1 pt at scale 1: row 2 starts at 35 + 44 + 1.
            expectFrame(r, "r2", rect(margin + 20, 80 + 13.5, 26, 17))
        }
    }

    @Test func aListProposedNothingHugsItsContent() {
        let list = ViewNode.list("Form", content: [ViewNode.section(header: text("H", id: "h"), content: [text("Wide row")])])
        let r = layout(list, proposal: .unspecified)
        // Widest section: the row's 68 + 40 inside the card; plus the 16 margins. Height: 20 + header (footnote:
        // 13, + 7) + row 44 + 35 below.
        #expect(r.root.frame.size == CGSize(width: 108 + 32, height: 20 + 20 + 44 + 35))
        expectFrame(r, "h", rect(36, 20, 7, 13))
    }

    /// A row's height comes from its text, not from a switch or stepper: they reach into the row's vertical
    /// insets (44-tall rows, the switch centred 6.5 from the row's edges).
    @Test func controlRowsKeepTheTextRowHeight() {
        let toggle = ViewNode(.control(Control(ToggleControl(isOn: true))), id: "t", children: [text("Wi-Fi")])
        let stepper = ViewNode(.control(Control(StepperControl())), id: "s", children: [text("Size")])
        let list = ViewNode.list("Form", content: [toggle, stepper])
        let r = layout(list, canvas: CGSize(width: 393, height: 600))
        // Rows at 35 and 35 + 44 + 1, each 44 tall (17 + 22 < 44), the content (the label's 17) centred in them.
        expectFrame(r, "t", rect(36, 35 + 13.5, 321, 17))
        expectFrame(r, "s", rect(36, 80 + 13.5, 321, 17))
        var capsule: CGRect?
        r.root.forEach { n, _ in if n.kind == "Capsule", capsule == nil { capsule = n.frame } }
        #expect(capsule == rect(36 + 321 - 51, 35 + 6.5, 51, 31))
        // Outside a List the switch counts whole.
        let bare = layout(toggle, canvas: CGSize(width: 300, height: 100))
        #expect(bare.root.frame.height == 31)
    }

    @Test func listStylesPlaceTheirSections() {
        let rows = [ViewNode.section(header: text("H", id: "h"), content: [text("Row", id: "r")])]
        let canvas = CGSize(width: 393, height: 600)
        // plain: edge to edge, no spacing; the header band (headline 17 + 8 + 8) above the row; rows inset 16.
        let plain = layout(ViewNode.list("List", content: rows).modifier(.listStyle(.plain)), canvas: canvas)
        expectFrame(plain, "h", rect(16, 8, 9, 17))
        expectFrame(plain, "r", rect(16, 33 + 13.5, 26, 17))
        // grouped: full width, 20 above the header; a hairline above the row.
        let grouped = layout(ViewNode.list("List", content: rows).modifier(.listStyle(.grouped)), canvas: canvas)
        expectFrame(grouped, "h", rect(16, 20, 7, 13))
        expectFrame(grouped, "r", rect(16, 20 + 20 + 1 + 13.5, 26, 17))
        // inset and insetGrouped: cards 16 from the edges, rows 20 inside; automatic is insetGrouped.
        for style in [ListStyleKind.inset, .insetGrouped, .automatic] {
            let r = layout(ViewNode.list("List", content: rows).modifier(.listStyle(style)), canvas: canvas)
            expectFrame(r, "r", rect(36, 40 + 13.5, 26, 17))
        }
    }

    /// docs/semantics.md §11.1: contentMargins put the sections that much further in (the article's iPad list).
    @Test func contentMarginsInsetAListsSections() {
        let list = ViewNode.list("List", content: [text("Row", id: "r")])
            .modifier(.contentMargins(EdgeInsets(top: 10, leading: 200, bottom: 0, trailing: 200)))
        let r = layout(list, canvas: CGSize(width: 1000, height: 600))
        expectFrame(r, "r", rect(200 + 20 + 20, 10 + 35 + 13.5, 26, 17))
    }

    /// In a toolbar a Label is its symbol alone (iOS's automatic label style in bars); elsewhere icon and title.
    @Test func toolbarLabelsShowTheirIconOnly() {
        func label(_ id: String) -> ViewNode {
            ViewNode(.control(Control(LabelControl(systemImage: "plus"))), children: [text("Add", id: id)])
        }
        let stack = ViewNode.navigationStack(content: [label("content").modifier(.toolbar([ToolbarEntry(content: label("bar"))]))])
        let r = layout(stack, canvas: CGSize(width: 393, height: 852))
        // The content's Label keeps its title; the toolbar's is its symbol alone.
        #expect(r.root.first(id: "content") != nil)
        #expect(r.root.first(id: "bar") == nil)
    }

    @Test func navigationBarHeightsAndTheContentBelow() {
        let canvas = CGSize(width: 393, height: 852)
        let large = ViewNode.navigationStack(content: [color(id: "c").modifier(.navigationTitle("T"))])
        let r = LayoutEngine(measurer: BoxFont(), scale: 1).layout(large, canvas: canvas, safeArea: EdgeInsets(top: 59, bottom: 34))
        // 44 + 52 below the status bar; the content fills the rest of the safe area.
        expectFrame(r, "c", rect(0, 59 + 96, 393, 852 - 34 - 59 - 96))
        let inline = ViewNode.navigationStack(content: [color(id: "c").modifier(.navigationTitle("T"))
            .modifier(.navigationBarTitleDisplayMode(.inline))])
        let ri = LayoutEngine(measurer: BoxFont(), scale: 1).layout(inline, canvas: canvas, safeArea: EdgeInsets(top: 59, bottom: 34))
        expectFrame(ri, "c", rect(0, 59 + 44, 393, 852 - 34 - 59 - 44))
    }

    @Test func toolbarItemsGoToTheirSidesAndTheTitleCentres() {
        let items = [ToolbarEntry(placement: .topBarLeading, content: text("L", id: "l")),
                     ToolbarEntry(placement: .primaryAction, content: text("R", id: "r")),
                     ToolbarEntry(placement: .principal, content: text("P", id: "p"))]
        let nav = ViewNode.navigationStack(content: [color().modifier(.toolbar(items))])
        let r = layout(nav, canvas: CGSize(width: 300, height: 400))
        // Each text 9 x 17 centred in the 44 row: y 13.5.
        expectFrame(r, "l", rect(16, 13.5, 9, 17))
        expectFrame(r, "r", rect(300 - 16 - 9, 13.5, 9, 17))
        expectFrame(r, "p", rect((300 - 9) / 2, 13.5, 9, 17))
    }

    @Test func tabBarSitsAboveTheBottomSafeAreaAndShowsTheFirstTab() {
        let tabs = ViewNode.tabView(content: [color(id: "first").modifier(.tabItem(TabItem(title: "A"))),
                                              color(id: "second").modifier(.tabItem(TabItem(title: "B")))])
        let r = LayoutEngine(measurer: BoxFont(), scale: 1).layout(tabs, canvas: CGSize(width: 390, height: 844),
                                                                  safeArea: EdgeInsets(top: 47, bottom: 34))
        expectFrame(r, "first", rect(0, 47, 390, 844 - 34 - 47 - 49))
        #expect(r.root.first(id: "second") == nil)
        var bar: CGRect?
        r.root.forEach { n, _ in if n.kind == "TabBar", bar == nil { bar = n.frame } }
        #expect(bar == rect(0, 844 - 34 - 49, 390, 49))
    }

    /// A tab item's symbol is drawn as `Image(systemName:)` draws it, 25 x 25, above its title.
    @Test func tabItemsShowTheirSymbolAboveTheTitle() {
        let tabs = ViewNode.tabView(content: [color().modifier(.tabItem(TabItem(title: "Home", systemImage: "house")))])
        let r = LayoutEngine(measurer: BoxFont(), scale: 1).layout(tabs, canvas: CGSize(width: 390, height: 844),
                                                                  safeArea: EdgeInsets(top: 47, bottom: 34))
        var image: CGRect?, title: CGRect?
        r.root.forEach { n, _ in
            if n.kind == "Image", image == nil { image = n.frame }
            if n.kind == "Text", title == nil { title = n.frame }
        }
        let top: CGFloat = 844 - 34 - 49 + 7
        #expect(image == rect((390 - 25) / 2, top, 25, 25))
        #expect(title.map { $0.minY } == top + 25 + 2)
    }

    /// docs/semantics.md §8.1: a ScrollView's clip reaches into the bands it touches along its axes only.
    @Test func scrollViewClipReachesIntoTheSafeAreaAlongItsAxes() {
        let canvas = CGSize(width: 393, height: 852)
        let insets = EdgeInsets(top: 59, leading: 10, bottom: 34, trailing: 10)
        let engine = LayoutEngine(measurer: BoxFont(), scale: 1)
        let vertical = engine.layout(ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [color()]),
                                     canvas: canvas, safeArea: insets)
        #expect(vertical.root.frame == rect(10, 59, 373, 759))
        #expect(vertical.root.clipOutsets == EdgeInsets(top: 59, bottom: 34))
        let horizontal = engine.layout(ViewNode(.scrollView(axes: .horizontal, showsIndicators: true),
                                                children: [color().frame(width: 50, height: 50)]),
                                       canvas: canvas, safeArea: insets)
        #expect(horizontal.root.clipOutsets == EdgeInsets(leading: 10, trailing: 10))
        // A ScrollView away from the edges touches no band.
        let inner = engine.layout(ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [color()])
            .padding(20), canvas: canvas, safeArea: insets)
        #expect(inner.root.children.first?.clipOutsets == .zero)
    }
}
