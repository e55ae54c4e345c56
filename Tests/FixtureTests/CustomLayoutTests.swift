import Foundation
import LayoutCore
import LayoutRender
import PangoCairoBackend
import Testing

// Builders so the trees read like SwiftUI code (the box font: every character 0.5 em wide, 1 em high).
fileprivate func image(_ w: CGFloat, _ h: CGFloat, id: String? = nil) -> ViewNode {
    ViewNode(.image(.placeholder, width: w, height: h), id: id)
}
fileprivate func color(_ name: String, id: String? = nil) -> ViewNode { ViewNode(.color(Color.named[name] ?? .black), id: id) }
fileprivate func spacer(id: String? = nil) -> ViewNode { ViewNode(.spacer(minLength: nil), id: id) }
fileprivate func hstack(spacing: CGFloat? = nil, _ c: [ViewNode]) -> ViewNode {
    ViewNode(.hStack(alignment: .center, spacing: spacing), children: c)
}
fileprivate func layout(_ root: ViewNode, proposal: ProposedViewSize? = nil) -> LayoutResult {
    LayoutEngine(measurer: BoxFont(), scale: 1).layout(root, proposal: proposal)
}
fileprivate func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
fileprivate func frame(_ r: LayoutResult, _ id: String) -> CGRect { r.root.first(id: id)?.frame ?? .null }
fileprivate func expectFrame(_ r: LayoutResult, _ id: String, _ expected: CGRect,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let f = frame(r, id)
    let ok = abs(f.minX - expected.minX) < 0.001 && abs(f.minY - expected.minY) < 0.001
        && abs(f.width - expected.width) < 0.001 && abs(f.height - expected.height) < 0.001
    #expect(ok, "\(id): got \(f), expected \(expected)", sourceLocation: sourceLocation)
}

// Two custom layouts written the way a SwiftUI developer writes them (only the import differs).

/// Wraps its subviews into rows: each keeps its ideal size; a row ends when the next subview would not fit
/// the proposed width. Rows are `lineSpacing` apart, subviews in a row `spacing` apart, tops aligned.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    func rows(maxWidth: CGFloat, subviews: Subviews) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let extra = rows[rows.count - 1].indices.isEmpty ? size.width : spacing + size.width
            if !rows[rows.count - 1].indices.isEmpty, rows[rows.count - 1].width + extra > maxWidth {
                rows.append(Row())
            }
            let row = rows.count - 1
            rows[row].width += rows[row].indices.isEmpty ? size.width : spacing + size.width
            rows[row].height = max(rows[row].height, size.height)
            rows[row].indices.append(index)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(maxWidth: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(maxWidth: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }
}

/// Which slot of the circle a subview takes (default: its index).
struct Slot: LayoutValueKey {
    static let defaultValue: Int? = nil
}

/// Places its subviews evenly on a circle, clockwise from the top, centred on the circle; takes the space it is
/// offered. The radius keeps the largest subview inside the bounds.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let largest = sizes.map { max($0.width, $0.height) }.max() ?? 0
        let radius = min(bounds.width, bounds.height) / 2 - largest / 2
        let step = 2 * Double.pi / Double(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            let slot = subview[Slot.self] ?? index
            let angle = -Double.pi / 2 + step * Double(slot)
            let point = CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)),
                                y: bounds.midY + radius * CGFloat(sin(angle)))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// A layout declaring a stack orientation: Spacers inside it orient along it.
struct RowLayout: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .horizontal; return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: proposal)
            x += size.width
        }
    }
}

@Suite("Custom layouts through the Layout protocol (docs/semantics.md §8.6)")
struct CustomLayoutTests {
    @Test("flow layout wraps rows at the proposed width")
    func flow() {
        // Ideal sizes 50x20, 30x10, 40x20, 60x30, 20x10; width 100, spacing 10, line spacing 5.
        // Row 1: 50 + 10 + 30 = 90 (40 more would make 140 > 100), height 20.
        // Row 2 at y 25: 40 (60 more would make 110), height 20.
        // Row 3 at y 50: 60 + 10 + 20 = 90, height 30. Size: 90 x 80.
        let tree = FlowLayout(spacing: 10, lineSpacing: 5)(id: "flow") {
            image(50, 20, id: "a")
            image(30, 10, id: "b")
            image(40, 20, id: "c")
            image(60, 30, id: "d")
            image(20, 10, id: "e")
        }
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 200))
        expectFrame(r, "flow", rect(0, 0, 90, 80))
        expectFrame(r, "a", rect(0, 0, 50, 20))
        expectFrame(r, "b", rect(60, 0, 30, 10))
        expectFrame(r, "c", rect(0, 25, 40, 20))
        expectFrame(r, "d", rect(0, 50, 60, 30))
        expectFrame(r, "e", rect(70, 50, 20, 10))
        #expect(r.root.kind == "FlowLayout")
        // Unlimited width: one row 50+30+40+60+20 + 4x10 = 240 wide, 30 high.
        let wide = layout(tree)
        expectFrame(wide, "flow", rect(0, 0, 240, 30))
        expectFrame(wide, "e", rect(220, 0, 20, 10))
    }

    @Test("radial layout reads a LayoutValueKey through modifiers; unset values use the default")
    func radial() {
        // 100x100, subviews 20x20: radius 50 - 10 = 40; slots clockwise from the top every 90°.
        // a takes slot 2 (bottom), c slot 0 (top), b and d keep their index (1 = right, 3 = left).
        let tree = ViewNode(layout: RadialLayout(), id: "radial", children: [
            image(20, 20, id: "a").layoutValue(key: Slot.self, value: 2).modifier(.padding(EdgeInsets(0))),
            image(20, 20, id: "b"),
            image(20, 20, id: "c").layoutValue(key: Slot.self, value: 0),
            image(20, 20, id: "d"),
        ])
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        expectFrame(r, "radial", rect(0, 0, 100, 100))
        expectFrame(r, "a", rect(40, 80, 20, 20))
        expectFrame(r, "b", rect(80, 40, 20, 20))
        expectFrame(r, "c", rect(40, 0, 20, 20))
        expectFrame(r, "d", rect(0, 40, 20, 20))
        // nil x nil: replacingUnspecifiedDimensions gives 10x10; radius 5 - 10 = -5 (placed inside out).
        expectFrame(layout(tree), "radial", rect(0, 0, 10, 10))
    }

    @Test("the outermost layoutValue wins; a view starts fresh")
    func layoutValueOuterWins() {
        struct Probe: Layout {
            let seen: @Sendable ([Int?]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen(subviews.map { $0[Slot.self] })
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        final class Box: @unchecked Sendable { var values: [Int?] = [] }
        let box = Box()
        let tree = ViewNode(layout: Probe { box.values = $0 }, children: [
            image(1, 1).layoutValue(key: Slot.self, value: 1).layoutValue(key: Slot.self, value: 7),
            hstack([image(1, 1).layoutValue(key: Slot.self, value: 3)]),
        ])
        _ = layout(tree)
        #expect(box.values == [7, nil])
    }

    @Test("a layout's stackOrientation orients the Spacers inside it")
    func stackOrientation() {
        let tree = RowLayout() {
            image(20, 20, id: "a")
            spacer(id: "s")
        }
        let r = layout(tree, proposal: ProposedViewSize(width: 100, height: 50))
        // A horizontal Spacer proposed 100x50 takes the width (100) and no height.
        expectFrame(r, "s", rect(20, 0, 100, 0))
    }

    @Test("AnyLayout forwards to the wrapped layout and reports its type name")
    func anyLayout() {
        let children = [image(30, 20, id: "a"), image(40, 10, id: "b")]
        let plain = layout(hstack(spacing: 5, children), proposal: ProposedViewSize(width: 200, height: 100))
        let erased = layout(ViewNode(layout: AnyLayout(HStackLayout(spacing: 5)), children: children),
                            proposal: ProposedViewSize(width: 200, height: 100))
        #expect(erased.root.kind == "HStackLayout")
        for id in ["a", "b"] { expectFrame(erased, id, frame(plain, id)) }
        let flow = layout(ViewNode(layout: AnyLayout(FlowLayout(spacing: 10, lineSpacing: 5)), children: children),
                          proposal: ProposedViewSize(width: 60, height: 100))
        expectFrame(flow, "b", rect(0, 25, 40, 10))
    }

    @Test("LayoutSubviews slices keep their indices; ProposedViewSize constants")
    func subviewsAndProposals() {
        struct Slicer: Layout {
            let seen: @Sendable ([Int], [Int], Int) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let tail = subviews[1...]
                let picked = subviews[[2, 0]]
                seen(Array(tail.indices), picked.map { Int($0.sizeThatFits(.unspecified).width) }, tail.startIndex)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        final class Box: @unchecked Sendable { var indices: [Int] = []; var widths: [Int] = []; var start = -1 }
        let box = Box()
        _ = layout(ViewNode(layout: Slicer { box.indices = $0; box.widths = $1; box.start = $2 },
                            children: [image(10, 1), image(20, 1), image(30, 1)]))
        #expect(box.indices == [1, 2])
        #expect(box.widths == [30, 10])
        #expect(box.start == 1)
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 5, height: 2))
    }

    @Test("a flow layout and a radial layout drawn with the pinned fonts (golden PNG, debug borders)")
    func drawn() throws {
        let measurer = try #require(FixtureTests.measurer)
        func tag(_ s: String, _ c: String) -> ViewNode {
            ViewNode(.text(s)).modifier(.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)))
                .modifier(.background(alignment: .center), secondary: ViewNode(.shape(.capsule))
                    .modifier(.fill(.color(Color.named[c] ?? .black))))
        }
        let words = ["layout", "proposal", "size", "place", "spacing", "alignment", "priority", "cache"]
        let colors = ["yellow", "mint", "cyan", "orange"]
        let flow = FlowLayout(spacing: 6, lineSpacing: 6)(id: "flow") {
            for (i, w) in words.enumerated() { tag(w, colors[i % colors.count]) }
        }
        let dots = ViewNode(layout: RadialLayout(), id: "radial", children: (0..<6).map { i in
            ViewNode(.shape(.circle)).modifier(.fill(.color(Color.named[["red", "orange", "yellow", "green", "blue", "purple"][i]] ?? .black)))
                .modifier(.frame(width: 24, height: 24, alignment: .center))
                .layoutValue(key: Slot.self, value: (i * 2) % 6 + (i * 2) / 6)
        })
        let root = ViewNode(.hStack(alignment: .center, spacing: 16), children: [
            flow.modifier(.flexibleFrame(FlexibleFrame(maxWidth: 200))),
            dots.modifier(.frame(width: 120, height: 120, alignment: .center)),
        ]).modifier(.padding(EdgeInsets(12)))
        let result = LayoutEngine(measurer: measurer, scale: 2).layout(root, canvas: CGSize(width: 360, height: 160))
        #expect(result.root.first(id: "flow")?.kind == "FlowLayout")
        #expect(result.root.first(id: "radial")?.frame.size == CGSize(width: 120, height: 120))
        let list = DisplayList(result, options: RenderOptions(background: .white, debug: .borders))
        let png = Data(try PNGRenderer.render(list, measurer: measurer))
        let url = FixtureTests.root.appendingPathComponent("custom-layouts/flow-and-radial.png")
        if let expected = try? Data(contentsOf: url) {
            if expected != png {
                if FixtureTests.recordMode == .all {
                    try png.write(to: url)
                } else {
                    let artifacts = FixtureTests.root.deletingLastPathComponent()
                        .appendingPathComponent(".build/fixture-artifacts/custom-layouts")
                    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                    try? png.write(to: artifacts.appendingPathComponent("flow-and-radial.png"))
                    Issue.record("flow-and-radial.png differs; actual written to \(artifacts.path)")
                }
            }
        } else if FixtureTests.recordMode != .none {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
            Issue.record("recorded \(url.path); look at it and re-run")
        } else {
            Issue.record("\(url.path) is missing")
        }
    }

    @Test("ViewSpacing union over edge sets")
    func viewSpacing() {
        // A plain view's spacing merged with zero on the vertical edges only: 0 above and below, still the
        // default 8 beside another plain view.
        let a = ViewSpacing().union(.zero, edges: .vertical)
        #expect(a.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(a.distance(to: ViewSpacing(), along: .horizontal) == 8)
        var b = ViewSpacing()
        b.formUnion(.zero, edges: [.leading, .trailing])
        #expect(b.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(b.distance(to: ViewSpacing(), along: .vertical) == 8)
        var c = ViewSpacing()
        c.formUnion(.zero)
        #expect(c.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    @Test("custom layout nodes are Hashable by type name and description, never identity")
    func hashable() {
        let a = NodeKind.layout(CustomLayout(FlowLayout(spacing: 4)))
        let b = NodeKind.layout(CustomLayout(FlowLayout(spacing: 4)))
        let c = NodeKind.layout(CustomLayout(FlowLayout(spacing: 5)))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(NodeKind.layoutValue(LayoutValueEntry(key: Slot.self, value: 1))
                == NodeKind.layoutValue(LayoutValueEntry(key: Slot.self, value: 1)))
    }

    /// Reads and places subviews past the end of its children, in every way `LayoutSubviews` offers: an index,
    /// a slice reaching past the end, a list of indices; records what the absent ones answered.
    struct OverreachingLayout: Layout {
        final class Seen: @unchecked Sendable {
            var sizes: [CGSize] = []
            var priorities: [Double] = []
            var slots: [Int?] = []
            var slice: [Int] = []
            var picked: [Int] = []
        }
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.sizes = [subviews[7].sizeThatFits(.unspecified), subviews[-1].sizeThatFits(.infinity),
                          subviews[1...][5].dimensions(in: .unspecified).size]
            seen.priorities = [subviews[7].priority]
            seen.slots = [subviews[9][Slot.self]]
            seen.slice = subviews[1..<6].map { Int($0.sizeThatFits(.unspecified).width) }
            seen.picked = subviews[[1, 7]].map { Int($0.sizeThatFits(.unspecified).width) }
            _ = subviews[7].spacing.distance(to: ViewSpacing(), along: .horizontal)
            return CGSize(width: 100, height: 50)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for i in -2..<10 {
                subviews[i].place(at: CGPoint(x: bounds.minX + CGFloat(i), y: bounds.minY), proposal: .unspecified)
                subviews[i].addSafeArea(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0), in: bounds)
            }
        }
    }

    @Test("a subview outside the children answers like an empty view and placing it does nothing (§8.6)")
    func absentSubviews() {
        let seen = OverreachingLayout.Seen()
        let root = ViewNode(layout: OverreachingLayout(seen: seen),
                            children: [image(10, 10, id: "a"), image(20, 20, id: "b")])
        let r = layout(root, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(seen.sizes == [.zero, .zero, .zero])
        #expect(seen.priorities == [0])
        #expect(seen.slots == [nil])
        // subviews[1..<6] of two: "b", then four absent ones.
        #expect(seen.slice == [20, 0, 0, 0, 0])
        #expect(seen.picked == [20, 0])
        // The two real subviews were placed where the loop put them (x = 0 and 1), nothing else exists.
        expectFrame(r, "a", rect(0, 0, 10, 10))
        expectFrame(r, "b", rect(1, 0, 20, 20))
        #expect(r.root.children.count == 2)
    }
}
