import Foundation
import LayoutCore
import Testing

@Suite("Safe areas (docs/semantics.md §1.3, §4.12)")
struct SafeAreaTests {
    static let phone = CGSize(width: 390, height: 844)
    static let notch = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    func layout(_ root: ViewNode, canvas: CGSize = phone, safeArea: EdgeInsets = notch) -> LayoutResult {
        LayoutEngine(measurer: BoxFont(), scale: 2).layout(root, canvas: canvas, safeArea: safeArea)
    }

    func ignoring(_ v: ViewNode, _ regions: SafeAreaRegions = .all, edges: EdgeSet = .all, id: String? = nil) -> ViewNode {
        v.modifier(.ignoresSafeArea(regions: regions, edges: edges), id: id)
    }

    @Test("the root is proposed the safe rect and centred in it (§1.3)")
    func root() {
        let r = layout(color(id: "c"))
        expectFrame(r, "c", rect(0, 47, 390, 763))
        let small = layout(color(id: "c").frame(width: 100, height: 100))
        // Centred in the safe rect: y = 47 + (763 − 100) / 2.
        expectFrame(small, "c", rect(145, 378.5, 100, 100))
        // Leading/trailing insets too.
        let side = layout(color(id: "c"), safeArea: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 30))
        expectFrame(side, "c", rect(44, 0, 316, 823))
    }

    @Test("a style background/overlay (.background(.teal)) reaches into the bands its view touches (§4.9)")
    func styleLayersIgnoreTheSafeArea() {
        func layered(_ kind: NodeKind, _ content: ViewNode) -> ViewNode {
            content.modifier(kind, id: "w", secondary: color("teal", id: "bg"))
        }
        let full = text("Hi", id: "t").frame(maxWidth: .infinity, maxHeight: .infinity)
        // Spec §4.9 / Apple: background(_:ignoresSafeAreaEdges:) defaults to .all: the whole screen is teal, the
        // view (and the text in it) stays in the safe rect.
        let r = layout(layered(.background(alignment: .center, ignoresSafeAreaEdges: .all), full))
        expectFrame(r, "w", rect(0, 47, 390, 763))
        expectFrame(r, "bg", rect(0, 0, 390, 844))
        #expect(frame(r, "t").midY == 47 + 763.0 / 2)
        let overlay = layout(layered(.overlay(alignment: .center, ignoresSafeAreaEdges: .all), full))
        expectFrame(overlay, "bg", rect(0, 0, 390, 844))
        // Only the given edges; a view layer (`.background { Color.teal }`) keeps to the view.
        let top = layout(layered(.background(alignment: .center, ignoresSafeAreaEdges: .top), full))
        expectFrame(top, "bg", rect(0, 0, 390, 810))
        let view = layout(layered(.background(alignment: .center), full))
        expectFrame(view, "bg", rect(0, 47, 390, 763))
        // A view that touches no band: the layer is exactly the view's size.
        let small = layout(layered(.background(alignment: .center, ignoresSafeAreaEdges: .all), text("Hi", id: "t")))
        #expect(frame(small, "bg") == frame(small, "t"))
    }

    @Test("ignoresSafeArea grows its child by the bands its own frame touches; the wrapper keeps its frame")
    func ignoresAll() {
        let r = layout(ignoring(color(id: "c"), id: "w"))
        expectFrame(r, "w", rect(0, 47, 390, 763))
        expectFrame(r, "c", rect(0, 0, 390, 844))
        let top = layout(ignoring(color(id: "c"), edges: .top))
        expectFrame(top, "c", rect(0, 0, 390, 810))
        let keyboard = layout(ignoring(color(id: "c"), .keyboard))
        expectFrame(keyboard, "c", rect(0, 47, 390, 763))
        let container = layout(ignoring(color(id: "c"), .container, edges: .vertical))
        expectFrame(container, "c", rect(0, 0, 390, 844))
    }

    @Test("a view that does not reach the safe edge gets nothing: only frames touching a band grow")
    func touching() {
        // VStack { Color.frame(height: 100); Color.ignoresSafeArea() }: the first touches the top, the second
        // the bottom.
        let tree = vstack(spacing: 0, [ignoring(color(id: "a"), id: "wa").frame(height: 100),
                                       ignoring(color(id: "b"), id: "wb")])
        let r = layout(tree)
        expectFrame(r, "wa", rect(0, 47, 390, 100))
        expectFrame(r, "a", rect(0, 0, 390, 147))
        expectFrame(r, "wb", rect(0, 147, 390, 663))
        expectFrame(r, "b", rect(0, 147, 390, 697))
        // A small centred view touches nothing.
        let mid = layout(ignoring(color(id: "c"), id: "w").frame(width: 100, height: 100))
        expectFrame(mid, "c", rect(145, 378.5, 100, 100))
    }

    @Test("a fixed frame inside the ignoring wrapper moves instead of growing (seed 004)")
    func frameInside() {
        let tree = vstack([ignoring(color(id: "map").frame(height: 300, id: "f"), edges: .top, id: "w"), spacer()])
        let r = layout(tree)
        expectFrame(r, "w", rect(0, 47, 390, 300))
        expectFrame(r, "f", rect(0, 0, 390, 300))
        let grown = layout(vstack([ignoring(color(id: "map"), edges: .top, id: "w").frame(height: 300), spacer()]))
        expectFrame(grown, "map", rect(0, 0, 390, 347))
    }

    @Test("no canvas: no safe area, and nothing to ignore")
    func noCanvas() {
        let r = LayoutEngine(measurer: BoxFont()).layout(ignoring(color(id: "c").frame(width: 20, height: 20)),
                                                         safeArea: Self.notch)
        expectFrame(r, "c", rect(0, 0, 20, 20))
    }

    @Test("safeAreaInset: the content is sized first, the primary takes the rest (spec §4.12 worked example)")
    func inset() {
        let bar = color("red", id: "bar").frame(height: 50)
        let tree = color("gray", id: "p").modifier(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key,
                                                                  spacing: 0), id: "w", secondary: bar)
        let r = LayoutEngine(measurer: BoxFont()).layout(tree, canvas: Self.phone)
        expectFrame(r, "w", rect(0, 0, 390, 844))
        expectFrame(r, "p", rect(0, 0, 390, 794))
        expectFrame(r, "bar", rect(0, 794, 390, 50))
        // Default spacing (plain views: 8); top edge; alignment of a narrower content.
        let top = color("gray", id: "p").modifier(.safeAreaInset(edge: .top, alignment: HorizontalAlignment.leading.key,
                                                                 spacing: nil), id: "w",
                                                  secondary: color(id: "bar").frame(width: 100, height: 50))
        let t = LayoutEngine(measurer: BoxFont()).layout(top, canvas: Self.phone)
        expectFrame(t, "bar", rect(0, 0, 100, 50))
        expectFrame(t, "p", rect(0, 58, 390, 786))
    }

    @Test("safeAreaInset's default spacing is the primary's distance to the content, as if the content followed")
    func insetDefaultSpacing() {
        // Box font, 17 pt at @2x: a plain view above a Text is 19 − 13.6 = 5.4 away; the Text is 17 tall.
        let tree = color("gray", id: "p").modifier(.safeAreaInset(edge: .top, alignment: HorizontalAlignment.center.key,
                                                                  spacing: nil), secondary: text("Bar", id: "t"))
        let r = layout(tree, safeArea: EdgeInsets())
        expectFrame(r, "t", rect(182.25, 0, 25.5, 17))
        #expect(abs(frame(r, "p").minY - 22.4) < 0.001)
    }

    @Test("safeAreaInset: what ignores the safe area inside the primary reaches under the content")
    func insetIgnoring() {
        let bar = color("red", id: "bar").frame(height: 50)
        let tree = ignoring(color("gray", id: "c"), id: "p")
            .modifier(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 10),
                      secondary: bar)
        let r = layout(tree)
        // The modifier fills the safe rect (47 ... 810); the primary is 763 − 60 tall.
        expectFrame(r, "p", rect(0, 47, 390, 703))
        expectFrame(r, "bar", rect(0, 760, 390, 50))
        // Ignoring: the bar band (60) and then the canvas's bottom band (34), and the top band (47).
        expectFrame(r, "c", rect(0, 0, 390, 844))
        let onlyInset = ignoring(color("gray", id: "c"), edges: .bottom, id: "p")
            .modifier(.safeAreaInset(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 10),
                      secondary: bar)
        let noCanvasInsets = layout(onlyInset, safeArea: EdgeInsets())
        expectFrame(noCanvasInsets, "c", rect(0, 0, 390, 844))
        expectFrame(noCanvasInsets, "p", rect(0, 0, 390, 784))
    }

    @Test("safeAreaPadding sizes like padding and lets an ignoring child into the padding")
    func padding() {
        let tree = color(id: "c").frame(width: 100, height: 40, id: "f").modifier(.safeAreaPadding(EdgeInsets(20)), id: "w")
        let r = LayoutEngine(measurer: BoxFont()).layout(tree)
        expectFrame(r, "w", rect(0, 0, 140, 80))
        expectFrame(r, "f", rect(20, 20, 100, 40))
        let ig = ignoring(color(id: "c"), id: "i").modifier(.safeAreaPadding(EdgeInsets(20)), id: "w")
        let r2 = LayoutEngine(measurer: BoxFont()).layout(ig, canvas: CGSize(width: 200, height: 100))
        expectFrame(r2, "i", rect(20, 20, 160, 60))
        expectFrame(r2, "c", rect(0, 0, 200, 100))
    }

    @Test("a GeometryReader's proxy has the reader's safe-area insets: full at the root, none in the middle")
    func geometryProxy() {
        let content = GeometryContent("insets") { proxy in
            [color(id: "band").frame(width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.bottom)]
        }
        let r = layout(ViewNode(.geometryReader(content), id: "reader"))
        expectFrame(r, "reader", rect(0, 47, 390, 763))
        #expect(frame(r, "band").size == CGSize(width: 47, height: 34))
        let inner = layout(ViewNode(.geometryReader(content)).frame(width: 100, height: 100))
        #expect(frame(inner, "band").size == .zero)
    }

    @Test("the touching rule, level by level")
    func resolve() {
        let canvas = CGRect(x: 0, y: 0, width: 390, height: 844)
        let area = SafeArea(canvas: canvas, insets: Self.notch)
        #expect(area.insets(of: CGRect(x: 0, y: 47, width: 390, height: 763)) == Self.notch)
        #expect(area.insets(of: CGRect(x: 10, y: 100, width: 100, height: 100)) == EdgeInsets())
        // Already half into the top band: only the rest.
        #expect(area.insets(of: CGRect(x: 0, y: 20, width: 390, height: 100)) == EdgeInsets(top: 20))
        #expect(area.insets(of: CGRect(x: 0, y: 47, width: 390, height: 100), regions: .keyboard) == EdgeInsets())
        let inner = area.adding(SafeArea.Level(bounds: CGRect(x: 0, y: 47, width: 390, height: 763),
                                               insets: EdgeInsets(bottom: 60)))
        #expect(inner.insets(of: CGRect(x: 0, y: 47, width: 390, height: 703)) == EdgeInsets(top: 47, bottom: 94))
    }
}
