import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

@Suite("DisplayList paint order")
struct DisplayListTests {
    @Test("background draws the secondary (children[1]) below the primary")
    func backgroundOrder() {
        let primary = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("red"))))
        let secondary = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("blue"))))
        let bg = node("background", 0, 0, 10, 10, children: [primary, secondary], secondaryBelow: true)
        #expect(fillOrder(list(bg)) == [color("blue"), color("red")])
    }

    @Test("a run of Color views sharing one paint draws each in its colour, resolved in the scheme, whatever comes between",
          arguments: [ColorScheme.light, .dark])
    func sharedSolidPaint(scheme: ColorScheme) {
        // One paint value shared by several nodes (as the engine shares equal fills) is what `SolidPaintMemo` recognises.
        let red: Paint = .fill(.rectangle, .color(color("red")))
        let blue: Paint = .fill(.rectangle, .color(color("blue")))
        let row = node("HStack", 0, 0, 80, 10, children: [
            node("Color", 0, 0, 10, 10, paint: red),
            node("Color", 10, 0, 10, 10, paint: red),
            node("Color", 20, 0, 10, 10, paint: blue),
            node("Color", 30, 0, 10.2, 10, paint: red),
            node("Circle", 40, 0, 10, 10, paint: .fill(.circle, .color(color("red")))),
            node("Color", 50, 0, 10, 10, paint: red, children: [node("Color", 50, 0, 5, 5, paint: blue)]),
            node("Color", 60, 0, 10, 10, paint: red, opacity: 0.5),
            node("Color", 70, 0, 10, 10, paint: .fill(.rectangle, .color(.clear))),
            node("Color", 70, 0, 10, 10, paint: red),
        ])
        let items = DisplayList(LayoutResult(canvas: CGSize(width: 100, height: 100), root: row, scale: 2),
                                options: RenderOptions(background: nil, colorScheme: scheme)).items
        let r = color("red").resolved(in: scheme), b = color("blue").resolved(in: scheme)
        func rect(_ x: CGFloat, _ w: CGFloat = 10, _ h: CGFloat = 10) -> CGRect { CGRect(x: x, y: 0, width: w, height: h) }
        #expect(items == [
            .fill(.rect(rect(0)), r), .fill(.rect(rect(10)), r), .fill(.rect(rect(20)), b), .fill(.rect(rect(30, 10)), r),
            .fill(.ellipse(rect(40)), r), .fill(.rect(rect(50)), r), .fill(.rect(rect(50, 5, 5)), b),
            .beginGroup(opacity: 0.5, clip: nil), .fill(.rect(rect(60)), r), .endGroup, .fill(.rect(rect(70)), r),
        ])
    }

    @Test("overlay draws the secondary above the primary")
    func overlayOrder() {
        let primary = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("red"))))
        let secondary = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("blue"))))
        let ov = node("overlay", 0, 0, 10, 10, children: [primary, secondary])
        #expect(fillOrder(list(ov)) == [color("red"), color("blue")])
    }

    @Test("border strokes inside the frame, above its child")
    func borderOnTop() {
        let child = node("Color", 0, 0, 20, 10, paint: .fill(.rectangle, .color(color("red"))))
        let border = node("border", 0, 0, 20, 10, paint: .strokeBorder(.rectangle, .color(color("blue")), lineWidth: 2),
                          children: [child])
        let items = list(border).items
        #expect(items.count == 2)
        #expect(items.first == .fill(.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), color("red")))
        #expect(items.last == .stroke(.rect(CGRect(x: 1, y: 1, width: 18, height: 8)), color("blue"), lineWidth: 2))
    }

    @Test("opacity and clip wrap the node's whole drawing in one group, clip in the node's snapped frame")
    func groups() {
        let child = node("Color", 0, 0, 20, 10, paint: .fill(.rectangle, .color(color("red"))))
        let clipped = node("cornerRadius", 0.1, 0.2, 20, 10, children: [child], opacity: 0.5,
                           clip: .roundedRectangle(cornerRadius: 4))
        let items = list(clipped).items
        #expect(items.first == .beginGroup(opacity: 0.5, clip: .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 10),
                                                                            radius: 4)))
        #expect(items.last == .endGroup)
        #expect(items.count == 3)
    }

    @Test("a clip with outsets (a ScrollView touching safe-area bands) is the snapped frame grown by them")
    func clipOutsets() {
        var scroll = node("ScrollView", 0, 59, 100, 700.3, children: [node("Color", 0, 59, 100, 900,
                                                                          paint: .fill(.rectangle, .color(color("red"))))],
                          clip: .rectangle)
        scroll.clipOutsets = EdgeInsets(top: 59, bottom: 34)
        let items = list(scroll, canvas: CGSize(width: 100, height: 800)).items
        #expect(items.first == .beginGroup(opacity: 1, clip: .rect(CGRect(x: 0, y: 0, width: 100, height: 793.5))))
    }

    @Test("invisible nodes and clear fills draw nothing")
    func invisible() {
        let clear = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(.clear)))
        let hidden = node("opacity", 0, 0, 10, 10, children: [node("Color", 0, 0, 10, 10,
                                                                   paint: .fill(.rectangle, .color(color("red"))))], opacity: 0)
        #expect(list(node("VStack", 0, 0, 10, 20, children: [clear, hidden])).items.isEmpty)
    }

    @Test("text lines are placed at the snapped origin plus line x and baseline")
    func textPlacement() {
        let layout = TextLayout(size: CGSize(width: 50, height: 40),
                                lines: [TextLine(text: "Hello", x: 0, baseline: 16.4688, width: 40.7),
                                        TextLine(text: "you", x: 12.5, baseline: 37.043, width: 25)],
                                firstBaseline: 16.5, lastBaseline: 37.5, ascent: 16.4688, descent: 4.1)
        let text = node("Text", 10.2, 3.3, 50, 40, paint: .text(layout, .body, .color(.primary)))
        let runs = list(text).items.compactMap { if case .text(let r) = $0 { return r } else { return nil } }
        #expect(runs.map(\.text) == ["Hello", "you"])
        #expect(runs[0].origin == CGPoint(x: 10, y: 3.5 + 16.4688))
        #expect(runs[1].origin == CGPoint(x: 22.5, y: 3.5 + 37.043))
    }

    @Test("shapes reduce to rect, rounded rect and ellipse")
    func shapes() {
        let f = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(ShapeGeometry.shape(.circle, in: f) == .ellipse(CGRect(x: 10, y: 0, width: 20, height: 20)))
        #expect(ShapeGeometry.shape(.capsule, in: f) == .roundedRect(f, radius: 10))
        #expect(ShapeGeometry.shape(.roundedRectangle(cornerRadius: 50), in: f) == .roundedRect(f, radius: 10))
        #expect(ShapeGeometry.shape(.ellipse, in: f) == .ellipse(f))
        #expect(ShapeGeometry.shape(.rectangle, in: f, inset: 1) == .rect(CGRect(x: 1, y: 1, width: 38, height: 18)))
    }

    @Test("an image placeholder is a grey box with a diagonal cross; a file image is stretched to the frame")
    func images() {
        let placeholder = list(node("Image", 0, 0, 30, 10, paint: .image(.placeholder))).items
        #expect(placeholder.count == 3)
        #expect(placeholder.first == .fill(.rect(CGRect(x: 0, y: 0, width: 30, height: 10)), .imagePlaceholder))
        let file = list(node("Image", 0, 0, 30, 10, paint: .image(.file("/x.png")))).items
        #expect(file == [.image(path: "/x.png", rect: CGRect(x: 0, y: 0, width: 30, height: 10))])
    }

    @Test("the packed items give back every item in order; the renderers' readings agree with the array")
    func packedItems() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        let items: [DisplayItem] = [
            .fill(.rect(r), color("red")),
            .beginGroup(opacity: 0.5, clip: .path([.move(.zero), .line(CGPoint(x: 4, y: 0)), .close])),
            .fill(.rect(r), color("red")),
            .fill(.ellipse(r), color("blue")),
            .text(TextRun(text: "a", origin: .zero, width: 5, style: TextStyle(size: 10), color: .black)),
            .endGroup,
            .beginShadow(Shadow(radius: 2, x: 0, y: 1)),
            .fill(.rect(r.offsetBy(dx: -0.0, dy: 0)), color("blue")),
            .endShadow,
            .image(path: "/x.png", rect: r),
        ]
        var list = DisplayList(size: CGSize(width: 10, height: 10), scale: 2, background: nil, items: items)
        #expect(list.items == items)
        #expect(list.itemCount == items.count)
        var seen: [DisplayItem] = []
        list.forEachItem { seen.append($0) }
        #expect(seen == items)
        #expect(EffectLayers(list) == EffectLayers(items))
        #expect(EffectLayers(list) == EffectLayers(total: 2, deepest: 1))
        #expect(SVGRenderer.textRuns(list).map(\.text) == ["a"])
        // Lists of the same items are equal (and hash alike) however they were made; different items are not.
        #expect(list == DisplayList(size: list.size, scale: 2, background: nil, items: Array(items)))
        #expect(list.hashValue == DisplayList(size: list.size, scale: 2, background: nil, items: items).hashValue)
        list.items.append(.fill(.rect(r), color("red")))
        #expect(list.items == items + [.fill(.rect(r), color("red"))])
        #expect(list != DisplayList(size: list.size, scale: 2, background: nil, items: items))
    }
}
