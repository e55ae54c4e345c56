import Foundation
import LayoutCore
@testable import LayoutRender
import Testing

@Suite("Drawing effects in the display list and SVG")
struct DrawingEffectTests {
    @Test("zIndex orders a container's children, ties keep their order; other nodes keep theirs")
    func zIndexOrder() {
        func kid(_ c: String, _ z: Double) -> PlacedNode {
            var n = node(c, 0, 0, 10, 10, paint: .fill(.rectangle, .color(color(c))))
            n.zIndex = z
            return n
        }
        var stack = node("ZStack", 0, 0, 10, 10, children: [kid("red", 1), kid("blue", 0), kid("green", 1),
                                                             kid("orange", -1)])
        stack.ordersChildrenByZIndex = true
        #expect(fillOrder(list(stack)).dropFirst(0) == [color("orange"), color("blue"), color("red"), color("green")])
        stack.ordersChildrenByZIndex = false
        #expect(fillOrder(list(stack)) == [color("red"), color("blue"), color("green"), color("orange")])
    }

    @Test("hidden draws nothing but keeps its debug border")
    func hidden() {
        var h = node("hidden", 0, 0, 10, 10, children: [node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("red"))))])
        h.hidden = true
        #expect(list(h).items.isEmpty)
        #expect(list(h, debug: .borders).items.count == 2)
    }

    @Test("effects bracket what the node draws; the mask is drawn first")
    func brackets() {
        let red = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("red"))))
        var rot = node("rotationEffect", 0, 0, 10, 10, children: [red])
        rot.effect = .rotation(radians: .pi, anchor: .center)
        let t = Transform2D.rotation(.pi, about: CGPoint(x: 5, y: 5))
        #expect(list(rot).items == [.beginTransform(t), .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color("red")),
                                    .endTransform])
        var sh = node("shadow", 0, 0, 10, 10, children: [red])
        sh.effect = .shadow(Shadow(radius: 2))
        #expect(list(sh).items.first == .beginShadow(Shadow(radius: 2)))
        #expect(list(sh).items.last == .endShadow)
        let blue = node("Color", 0, 0, 5, 5, paint: .fill(.rectangle, .color(color("blue"))))
        var mask = node("mask", 0, 0, 10, 10, children: [red, blue])
        mask.effect = .mask
        #expect(list(mask).items == [.beginMask, .fill(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), color("blue")),
                                     .beginMaskedContent,
                                     .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), color("red")), .endMask])
    }

    @Test("debug borders: the effect node's own border is its layout frame, its descendants' are transformed")
    func debugBorders() {
        var rot = node("rotationEffect", 0, 0, 10, 10, children: [node("Color", 0, 0, 10, 10)])
        rot.effect = .rotation(radians: .pi / 2, anchor: .topLeading)
        // The content's (empty) transform bracket, then the 4 overlay items.
        let items = Array(list(rot, debug: .borders).items.dropFirst(2))
        #expect(items.count == 4)
        guard items.count == 4 else { return }
        if case .stroke = items[0] {} else { Issue.record("the rotation node's border first, untransformed") }
        #expect(items[1] == .beginTransform(Transform2D.rotation(.pi / 2, about: .zero)))
        if case .stroke = items[2] {} else { Issue.record("the child's border inside the transform") }
        #expect(items[3] == .endTransform)
    }

    @Test("SVG: transform group, shadow filter, alpha mask; deterministic ids")
    func svg() {
        let red = node("Color", 0, 0, 10, 10, paint: .fill(.rectangle, .color(color("red"))))
        var rot = node("scaleEffect", 0, 0, 10, 10, children: [red])
        rot.effect = .scale(x: 2, y: 2, anchor: .topLeading)
        var sh = node("shadow", 0, 0, 10, 10, children: [red])
        sh.effect = .shadow(Shadow(color: color("blue"), radius: 6, x: 1, y: 2))
        var mask = node("mask", 0, 0, 10, 10, children: [red, red])
        mask.effect = .mask
        let root = node("VStack", 0, 0, 10, 10, children: [rot, sh, mask])
        let svg = SVGRenderer.render(list(root), fontFamily: { _ in "Inter" })
        #expect(svg.contains("<g transform=\"matrix(2 0 0 2 0 0)\">"))
        #expect(svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\"/>"))
        #expect(svg.contains("<feOffset dx=\"1\" dy=\"2\" result=\"offsetBlur\"/>"))
        #expect(svg.contains("<g filter=\"url(#shadow0)\">"))
        #expect(svg.contains("<mask id=\"mask0\" maskUnits=\"userSpaceOnUse\" x=\"-100\" y=\"-100\" width=\"300\" height=\"300\" mask-type=\"alpha\""))
        #expect(svg.contains("<g mask=\"url(#mask0)\">"))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
        #expect(SVGRenderer.render(list(root), fontFamily: { _ in "Inter" }) == svg)
    }
}
