import Foundation
import LayoutCore
import Testing

/// The second spec audit (spacing §5, frames around Spacers, containers §8): numbers checked against the spec
/// and OpenSwiftUI's code, each pinned here with its derivation.
@Suite("Spec audit 2 (§5, §8)")
struct SpecAudit2Tests {
    let box = color().frame(width: 20, height: 10)

    /// The gap after `a` and after the middle view `m` in `HStack { box; m; box }` (proposed 200 wide).
    func hGaps(_ m: ViewNode) -> (CGFloat, CGFloat) {
        let r = layout(hstack([box.modifier(.layoutPriority(0), id: "a"), m.modifier(.layoutPriority(0), id: "m"),
                               box.modifier(.layoutPriority(0), id: "b")]),
                       canvas: CGSize(width: 200, height: 100))
        return (frame(r, "m").minX - frame(r, "a").maxX, frame(r, "b").minX - frame(r, "m").maxX)
    }

    @Test("§5.1: a frame around a Spacer keeps the Spacer's 0 spacing (OpenSwiftUI requiresSpacingProjection)")
    func frameAroundSpacerKeepsZeroSpacing() {
        // HStack { box; Spacer().frame(width: 20); box }: 20 + 0 + 20 + 0 + 20 = 60 wide, gaps 0 (was 8: the
        // frame reset the Spacer's spacing to a plain view's).
        #expect(hGaps(spacer().frame(width: 20)) == (0, 0))
        #expect(hGaps(spacer().frame(maxWidth: 30)) == (0, 0))
        // Through a non-layout modifier (opacity is drawing only in SwiftUI) the Spacer still projects.
        #expect(hGaps(spacer().modifier(.opacity(0.5)).frame(width: 20)) == (0, 0))
        // Only the frame directly around the Spacer keeps it: a second frame on the same axis resets (8).
        #expect(hGaps(spacer().frame(width: 20).frame(width: 30)) == (8, 8))
        // A frame on the other axis keeps the Spacer's horizontal zero; padding always resets (8).
        #expect(hGaps(spacer().frame(width: 20).frame(height: 5)) == (0, 0))
        #expect(hGaps(spacer().padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))) == (8, 8))
    }

    @Test("§5.1: a plain Image (bitmap/placeholder) is plain vertically: 8 to a box")
    func imageIsPlain() {
        // OpenSwiftUI gives baseline-derived keys only to images with layout metrics (SF Symbols).
        let r = layout(vstack([image(20, 10, id: "i"), box.modifier(.layoutPriority(0), id: "b")]))
        #expect(frame(r, "b").minY - frame(r, "i").maxY == 8)
    }

    @Test("§3.4/§5.1: a Spacer outside a stack (in a ZStack) has 0 spacing on every edge")
    func spacerOutsideStack() {
        // VStack { box; ZStack { Spacer(minLength: 5) }.frame(height: 5)... } — the ZStack unions its
        // children: Spacer.zero on all edges, so the gap to the neighbour is 0.
        let r = layout(vstack([box.modifier(.layoutPriority(0), id: "a"),
                               zstack(id: "z", [spacer(5)]).modifier(.layoutPriority(0), id: "m")]),
                       canvas: CGSize(width: 100, height: 100))
        #expect(frame(r, "m").minY - frame(r, "a").maxY == 0)
    }
}

/// docs/semantics.md §3.7: an EmptyView under modifiers is no subview of a container (no frame, no gaps).
@Suite struct EmptyListTests {
    @Test func modifiedEmptyViewInAnHStackIsNoSubview() {
        let box = { ViewNode(.color(.black)).modifier(.frame(width: 10, height: 10, alignment: .center)) }
        let empty = ViewNode(.emptyView).modifier(.frame(width: 30, height: nil, alignment: .center))
            .modifier(.padding(EdgeInsets(4)))
        let root = ViewNode(.hStack(alignment: .center, spacing: nil), children: [box(), empty, box()])
        let result = LayoutEngine(measurer: BoxFont(), scale: 2).layout(root)
        #expect(result.root.children.count == 2)
        #expect(result.root.frame.width == 28)  // 10 + 8 + 10
    }

    @Test func containersAreNotModifiers() {
        // zIndex and layout values are read through modifiers only: a ScrollView or Grid is a view of its own.
        for kind: NodeKind in [.scrollView(axes: .vertical, showsIndicators: true), .viewThatFits(axes: .horizontal),
                               .lazyVStack(alignment: .center, spacing: nil)] {
            #expect(!kind.isModifier)
        }
    }
}
