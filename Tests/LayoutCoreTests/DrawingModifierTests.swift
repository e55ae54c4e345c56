import Foundation
import LayoutCore
import Testing

@Suite("position and drawing-only modifiers (docs/semantics.md §4.8, §4.11)")
struct DrawingModifierTests {
    @Test("position takes the whole proposal and centres the child on (x, y) (§4.8)")
    func position() {
        // Spec §4.8 worked example: Color.red.frame(40x40).position(x: 30, y: 30) proposed 200x100.
        let tree = color(id: "c").frame(width: 40, height: 40, id: "f").modifier(.position(x: 30, y: 30), id: "p")
        let r = layout(tree, proposal: ProposedViewSize(width: 200, height: 100))
        expectFrame(r, "p", rect(0, 0, 200, 100))
        expectFrame(r, "f", rect(10, 10, 40, 40))
        // nil x nil: the modifier takes the child's size; the centre is still at (30, 30).
        let ideal = layout(tree)
        expectFrame(ideal, "p", rect(0, 0, 40, 40))
        expectFrame(ideal, "f", rect(10, 10, 40, 40))
        // One unspecified dimension: width from the proposal, height from the child.
        let half = layout(tree, proposal: ProposedViewSize(width: 120, height: nil))
        expectFrame(half, "p", rect(0, 0, 120, 40))
    }

    @Test("a positioned view in an HStack is greedy and gets the default spacing")
    func positionInStack() {
        // Two children in 200: the fixed 50 first, then position takes 200 - 50 - 8 = 142.
        let tree = hstack([image(50, 20, id: "i"),
                           color(id: "c").frame(width: 20, height: 20).modifier(.position(x: 0, y: 0), id: "p")])
        let r = layout(tree, proposal: ProposedViewSize(width: 200, height: 60))
        expectFrame(r, "p", rect(58, 0, 142, 60))
        expectFrame(r, "i", rect(0, 20, 50, 20))
    }

    @Test("drawing modifiers do not change layout; effects, hidden and zIndex reach the placed tree")
    func passthrough() {
        let kinds: [NodeKind] = [.hidden, .zIndex(2), .clipShape(.circle),
                                 .effect(.rotation(radians: 1, anchor: .center)),
                                 .effect(.scale(x: 2, y: 3, anchor: .topLeading)),
                                 .effect(.shadow(Shadow(radius: 4)))]
        for kind in kinds {
            let r = layout(hstack([image(30, 20, id: "i").modifier(kind, id: "m"), image(10, 10)]),
                           proposal: ProposedViewSize(width: 100, height: 50))
            // The stack is 30 + 8 + 10 = 48 wide, 20 high, at the origin.
            expectFrame(r, "m", rect(0, 0, 30, 20))
            expectFrame(r, "i", rect(0, 0, 30, 20))
        }
        let r = layout(zstack([image(10, 10).modifier(.zIndex(2)).padding(1, id: "a"),
                               image(10, 10).modifier(.hidden, id: "h")]))
        #expect(r.root.ordersChildrenByZIndex)
        #expect(r.root.first(id: "a")?.zIndex == 2)      // passed up through padding
        #expect(r.root.first(id: "h")?.hidden == true)
        #expect(r.root.first(id: "h")?.kind == "hidden")
    }

    @Test("mask lays out its mask like an overlay: proposed the content's size, aligned on it")
    func mask() {
        let tree = color(id: "c").frame(width: 100, height: 60, id: "content")
            .modifier(.mask(alignment: .topTrailing), id: "m", secondary: image(20, 10, id: "mask"))
        let r = layout(tree)
        expectFrame(r, "m", rect(0, 0, 100, 60))
        expectFrame(r, "mask", rect(80, 0, 20, 10))
        #expect(r.root.effect == .mask)
    }

    @Test("rotation and scale transforms map the anchor to itself")
    func transforms() {
        let frame = CGRect(x: 10, y: 20, width: 40, height: 20)
        let rot = DrawingEffect.rotation(radians: .pi / 2, anchor: .center).transform(in: frame)
        let centre = CGPoint(x: 30, y: 30)
        #expect(rot?.apply(centre) == centre)
        // 90° clockwise (y down): the top-left corner (10, 20) goes to (40, 10).
        #expect(rot?.apply(CGPoint(x: 10, y: 20)) == CGPoint(x: 40, y: 10))
        let scale = DrawingEffect.scale(x: 2, y: 0.5, anchor: .bottomTrailing).transform(in: frame)
        #expect(scale?.apply(CGPoint(x: 50, y: 40)) == CGPoint(x: 50, y: 40))
        #expect(scale?.apply(CGPoint(x: 10, y: 20)) == CGPoint(x: -30, y: 30))
        #expect(DrawingEffect.shadow(Shadow(radius: 1)).transform(in: frame) == nil)
        #expect(Shadow.defaultColor.opacity == 0.33)
        #expect(Shadow(radius: 10).standardDeviation == 5)
    }
}
