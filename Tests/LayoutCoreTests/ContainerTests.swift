import Foundation
import LayoutCore
import Testing

/// docs/semantics.md §8: the containers beyond H/V/ZStack.
@Suite struct ContainerTests {
    func flat(_ r: LayoutResult) -> [String] {
        var out: [String] = []
        r.root.forEach { n, depth in
            out.append("\(depth) \(n.id ?? "-") \(n.frame.minX) \(n.frame.minY) \(n.frame.width) \(n.frame.height)")
        }
        return out
    }

    @Test func anyLayoutLaysOutExactlyLikeTheStackView() {
        let content = [text("Hello there", id: "t"), spacer(id: "s"), color(id: "c").layoutPriority(1),
                       text("World", id: "w").frame(width: 30)]
        for width in [CGFloat(40), 120, 400] {
            let canvas = CGSize(width: width, height: 100)
            let h = layout(hstack(alignment: .bottom, spacing: 3, content), canvas: canvas)
            let a = layout(ViewNode(.anyLayout(.hStack(alignment: .bottom, spacing: 3)), children: content), canvas: canvas)
            #expect(flat(h) == flat(a))
            let v = layout(vstack(alignment: .leading, content), canvas: canvas)
            let av = layout(ViewNode(.anyLayout(.vStack(alignment: .leading)), children: content), canvas: canvas)
            #expect(flat(v) == flat(av))
        }
    }

    @Test func sizeClassConditionReadsTheEnvironmentAndTheModifierWins() {
        let spec = AnyLayoutSpec.ifHorizontalSizeClass(.regular, then: .hStack(), else: .vStack())
        let tree = ViewNode(.anyLayout(spec), id: "a", children: [color().frame(width: 10, height: 10),
                                                                   color().frame(width: 10, height: 10)])
        let compact = LayoutEngine(measurer: BoxFont(), scale: 1).layout(tree)
        #expect(compact.root.frame.size == CGSize(width: 10, height: 28))
        let regular = LayoutEngine(measurer: BoxFont(), scale: 1, environment: EnvironmentValues(horizontalSizeClass: .regular))
        #expect(regular.layout(tree).root.frame.size == CGSize(width: 28, height: 10))
        let overridden = regular.layout(tree.modifier(.horizontalSizeClass(.compact)))
        #expect(overridden.root.frame.size == CGSize(width: 10, height: 28))
    }

    @Test func viewThatFitsFallsBackToTheLastChildAndShowsOnlyTheChosenOne() {
        let kids = [color().frame(width: 300, height: 10, id: "a"), color().frame(width: 200, height: 10, id: "b")]
        let r = layout(ViewNode(.viewThatFits(axes: .both), children: kids), canvas: CGSize(width: 100, height: 100))
        #expect(r.root.children.map(\.id) == ["b"])
        expectFrame(r, "b", rect(-50, 45, 200, 10))
        // Only the vertical axis is constrained: 300 wide fits.
        let v = layout(ViewNode(.viewThatFits(axes: .vertical), children: kids), canvas: CGSize(width: 100, height: 100))
        #expect(v.root.children.map(\.id) == ["a"])
        // Text that wraps: its ideal (one line) must fit, not its wrapped size.
        let t = layout(ViewNode(.viewThatFits(axes: .horizontal), children: [text("long text here", id: "long"),
                                                                              text("short", id: "short")]),
                       canvas: CGSize(width: 50, height: 100))
        #expect(t.root.children.map(\.id) == ["short"])
    }

    @Test func viewThatFitsExportsTheChosenChildsBaseline() {
        let vtf = ViewNode(.viewThatFits(axes: .both), children: [text("b", id: "small")])
        let r = layout(hstack(alignment: .firstTextBaseline, [text("A", id: "big").font(FontSpec(size: 40)), vtf]))
        // Baselines: 32 (40 pt) and 14 (17 pt, 13.6 on the pixel grid).
        #expect(abs((frame(r, "big").minY + 32) - (frame(r, "small").minY + 14)) < 0.01)
    }

    @Test func scrollViewWithNilProposalIsItsContentSize() {
        let tree = ViewNode(.scrollView(axes: .vertical, showsIndicators: true), id: "s",
                            children: [color().frame(width: 30, height: 500)])
        let r = layout(tree)
        expectFrame(r, "s", rect(0, 0, 30, 500))
        #expect(r.root.clip == .rectangle)
        // Both axes: the proposal on both, content at the top-leading corner.
        let both = layout(ViewNode(.scrollView(axes: .both, showsIndicators: true), id: "s",
                                   children: [color(id: "c").frame(width: 300, height: 500)]),
                          canvas: CGSize(width: 100, height: 100))
        expectFrame(both, "s", rect(0, 0, 100, 100))
        expectFrame(both, "c", rect(0, 0, 300, 500))
    }

    @Test func lazyHStackSizesChildrenIdeallyAndFillsTheHeight() {
        let tree = ViewNode(.lazyHStack(alignment: .top, spacing: 0), id: "l",
                            children: [color(id: "a"), spacer(id: "s"), color(id: "b").frame(height: 20)])
        let r = layout(tree, canvas: CGSize(width: 200, height: 100))
        expectFrame(r, "l", rect(86, 0, 28, 100))
        expectFrame(r, "a", rect(86, 0, 10, 100))
        expectFrame(r, "s", rect(96, 0, 8, 0))
        expectFrame(r, "b", rect(104, 0, 10, 20))
    }

    @Test func gridSpanningCellWidensItsColumnsEquallyAndAnchorsWin() {
        let cell = { (w: CGFloat, id: String) in color(id: id).frame(width: w, height: 10) }
        let tree = ViewNode(.grid(alignment: .center, horizontalSpacing: 10, verticalSpacing: 0), children: [
            ViewNode(.gridRow(alignment: nil), children: [cell(20, "a"), cell(20, "b")]),
            ViewNode(.gridRow(alignment: nil), children: [cell(90, "wide").modifier(.gridCellColumns(2))]),
            ViewNode(.gridRow(alignment: nil), children: [cell(10, "c").modifier(.gridCellAnchor(.topLeading)),
                                                          cell(10, "d").modifier(.gridCellAnchor(UnitPoint(x: 1, y: 1)))]),
        ])
        let r = layout(tree, canvas: CGSize(width: 200, height: 100))
        // Columns 20 and 20 + 10 spacing = 50 < 90: each column grows by 20 to 40.
        #expect(r.root.frame == rect(55, 35, 90, 30))
        expectFrame(r, "a", rect(65, 35, 20, 10))
        expectFrame(r, "b", rect(115, 35, 20, 10))
        expectFrame(r, "wide", rect(55, 45, 90, 10))
        expectFrame(r, "c", rect(55, 55, 10, 10))
        expectFrame(r, "d", rect(135, 55, 10, 10))
    }

    @Test func gridRowBaselineAlignment() {
        let tree = ViewNode(.grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0), children: [
            ViewNode(.gridRow(alignment: .firstTextBaseline), children: [
                text("A", id: "big").font(FontSpec(size: 40)), text("b", id: "small"),
                color(id: "c").frame(width: 5, height: 5)]),
        ])
        let r = layout(tree)
        // Box font: baseline = 0.8 em. Big 40 tall, baseline 32; small 17 tall, baseline 13.6 -> 14 (pixel grid).
        let big = frame(r, "big"), small = frame(r, "small"), c = frame(r, "c")
        #expect(abs((big.minY + 32) - (small.minY + 14)) < 0.01)
        #expect(abs((big.minY + 32) - c.maxY) < 0.01)
    }

    @Test func lazyHGridFillsColumnByColumn() {
        let rows = [GridItem(.fixed(10)), GridItem(.fixed(20), spacing: 0)]
        let kids = (0..<3).map { color(id: "c\($0)").frame(width: 15) }
        let r = layout(ViewNode(.lazyHGrid(rows: rows, alignment: .center, spacing: 5), children: kids))
        #expect(r.root.frame.size == CGSize(width: 35, height: 38))
        expectFrame(r, "c0", rect(0, 0, 15, 10))
        expectFrame(r, "c1", rect(0, 18, 15, 20))
        expectFrame(r, "c2", rect(20, 0, 15, 10))
    }

    @Test func gridRowOutsideAGridIsAGroupOfItsCells() {
        let row = ViewNode(.gridRow(alignment: nil), children: [color(id: "a").frame(width: 10, height: 10),
                                                                color(id: "b").frame(width: 10, height: 10)])
        let r = layout(hstack(spacing: 0, [row, color(id: "c").frame(width: 10, height: 10)]))
        #expect(r.root.children.count == 3)
        expectFrame(r, "c", rect(20, 0, 10, 10))
    }
}
