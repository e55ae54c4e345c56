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
