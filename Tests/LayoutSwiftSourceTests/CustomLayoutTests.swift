import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Custom `Layout`s written in the source, as blog posts write them, laid out through LayoutCore's protocol;
/// expected frames derived by hand from the code.
@Suite struct CustomLayoutTests {
    static let flow = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                var totalHeight: CGFloat = 0
                var totalWidth: CGFloat = 0
                var lineWidth: CGFloat = 0
                var lineHeight: CGFloat = 0
                for size in sizes {
                    if lineWidth + size.width > proposal.width ?? 0 {
                        totalHeight += lineHeight + spacing
                        lineWidth = size.width
                        lineHeight = size.height
                    } else {
                        lineWidth += size.width + spacing
                        lineHeight = max(lineHeight, size.height)
                    }
                    totalWidth = max(totalWidth, lineWidth)
                }
                totalHeight += lineHeight
                return CGSize(width: totalWidth, height: totalHeight)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                var lineX = bounds.minX
                var lineY = bounds.minY
                var lineHeight: CGFloat = 0
                for index in subviews.indices {
                    if lineX + sizes[index].width > (proposal.width ?? 0) {
                        lineY += lineHeight + spacing
                        lineHeight = 0
                        lineX = bounds.minX
                    }
                    subviews[index].place(
                        at: CGPoint(x: lineX + sizes[index].width / 2, y: lineY + sizes[index].height / 2),
                        anchor: .center,
                        proposal: ProposedViewSize(sizes[index]))
                    lineHeight = max(lineHeight, sizes[index].height)
                    lineX += sizes[index].width + spacing
                }
            }
        }
        """

    /// Fixtures/swift/radial-layout: Apple's sample radial layout (`MyRadialLayout`).
    static let radial = (try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swift/radial-layout/RadialLayout.swift"), encoding: .utf8)) ?? ""

    /// The frames of the root's children (kind and frame), one per line.
    static func childFrames(_ f: SwiftFigure, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil) -> [String] {
        var d = f.document
        d.canvas = canvas
        d.proposal = proposal
        let result = SwiftTest.engine.layout(d)
        #expect(f.layoutErrors.isEmpty, "\(f.layoutErrors)")
        return result.root.children.map { c in
            "\(c.kind) \(NumberFormat.decimal(c.frame.minX)),\(NumberFormat.decimal(c.frame.minY)) "
                + "\(NumberFormat.decimal(c.frame.width))x\(NumberFormat.decimal(c.frame.height))"
        }
    }

    @Test func flowLayoutWrapsAtTheProposedWidth() throws {
        let f = try SwiftTest.figure("""
            FlowLayout { ForEach(0..<5) { _ in Color.red.frame(width: 40, height: 20) } }
            """, in: Self.flow)
        var d = f.document
        d.proposal = ProposedViewSize(width: 100, height: nil)
        let result = SwiftTest.engine.layout(d)
        #expect(result.root.kind == "FlowLayout")
        #expect(result.root.frame.size == CGSize(width: 96, height: 76))
        #expect(Self.childFrames(f, proposal: ProposedViewSize(width: 100, height: nil)) == [
            "frame 0,0 40x20", "frame 48,0 40x20", "frame 0,28 40x20", "frame 48,28 40x20", "frame 0,56 40x20",
        ])
    }

    @Test func radialLayoutPlacesOnACircle() throws {
        let f = try SwiftTest.figure("""
            MyRadialLayout { ForEach(0..<4) { _ in Circle().frame(width: 20, height: 20) } }
            """, in: Self.radial)
        // radius 200 / 3; angles 0, 90, 180, 270 degrees from the top, centred on (100, 100).
        #expect(Self.childFrames(f, canvas: CGSize(width: 200, height: 200)) == [
            "frame 90,23.333 20x20", "frame 156.667,90 20x20", "frame 90,156.667 20x20", "frame 23.333,90 20x20",
        ])
    }

    @Test func layoutValuesAndCaches() throws {
        let source = """
            struct Rank: LayoutValueKey { static let defaultValue: Int = 0 }
            struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
            struct Column: Layout {
                func makeCache(subviews: Subviews) -> [CGFloat] {
                    subviews.map { CGFloat($0[Rank.self]) * 10 + $0[Weight.self] }
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
                    CGSize(width: 100, height: cache.reduce(0, +))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
                    var y = bounds.minY
                    for (i, s) in subviews.enumerated() {
                        s.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: 100, height: cache[i]))
                        y += cache[i]
                    }
                }
            }
            """
        let f = try SwiftTest.figure("""
            Column {
                Color.red.layoutValue(key: Rank.self, value: 2).layoutValue(key: Weight.self, value: 5)
                Color.blue
                Color.green.layoutValue(key: Rank.self, value: 1)
            }
            """, in: source)
        #expect(Self.childFrames(f) == ["layoutValue 0,0 100x25", "Color 0,25 100x1", "layoutValue 0,26 100x11"])
    }
}
