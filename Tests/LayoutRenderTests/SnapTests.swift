import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

@Suite("Pixel snapping (spec §9)")
struct SnapTests {
    @Test("nearest grid value, halves up", arguments: [
        (0.24, 2.0, 0.0), (0.25, 2.0, 0.5), (0.74, 2.0, 0.5), (1.0, 2.0, 1.0), (-0.25, 2.0, 0.0),
        (-0.26, 2.0, -0.5), (61.333333, 2.0, 61.5), (0.5, 1.0, 1.0), (0.49, 1.0, 0.0),
    ])
    func snapValues(_ v: Double, _ scale: Double, _ expected: Double) {
        #expect(PixelSnap.snap(CGFloat(v), scale: CGFloat(scale)) == CGFloat(expected))
    }

    @Test("a value a hair below a half pixel still rounds up")
    func noise() {
        #expect(PixelSnap.snap(0.25 - 1e-12, scale: 2) == 0.5)
        #expect(PixelSnap.snap(CGFloat(184) / 3, scale: 3) * 3 == 184)
    }

    @Test("both edges snap: the spec's three 61.333-tall children at @2x")
    func edges() {
        let h = CGFloat(184) / 3
        let ys = [0, h + 8, 2 * h + 16]
        let snapped = ys.map { PixelSnap.snap(CGRect(x: 0, y: $0, width: 10, height: h), scale: 2) }
        #expect(snapped.map(\.minY) == [0, 69.5, 138.5])
        #expect(snapped.map(\.height) == [61.5, 61, 61.5])
        // Gaps stay 8 on screen.
        #expect(snapped[1].minY - snapped[0].maxY == 8)
        #expect(snapped[2].minY - snapped[1].maxY == 8)
    }

    @Test("the display list uses snapped frames")
    func listSnaps() {
        let l = list(node("Color", 0.2, 0.3, 10.1, 10.4, paint: .fill(.rectangle, .color(.black))))
        #expect(l.items == [.fill(.rect(CGRect(x: 0, y: 0.5, width: 10.5, height: 10)), .black)])
    }
}

/// `FrameSnapMemo` gives exactly `PixelSnap.snap`'s bits, frame after frame, whatever it remembers.
@Suite("Frame snapping with remembered edges")
struct FrameSnapMemoTests {
    static let values: [CGFloat] = [0, -0.0, 0.25, 0.2499999999, 10, 10.5, 61.333333, -0.26, 1e15, -3.75,
                                    .infinity, -.infinity, .nan, 1e308, 7]

    @Test("the same bits as PixelSnap for every sequence of frames", arguments: [1.0, 2.0, 3.0])
    func sameBits(_ scale: CGFloat) {
        var memo = FrameSnapMemo(scale: scale)
        var generator = SystemRandomNumberGenerator()
        func bits(_ r: CGRect) -> [UInt] {
            [r.origin.x.bitPattern, r.origin.y.bitPattern, r.size.width.bitPattern, r.size.height.bitPattern]
        }
        var last = CGRect(x: 0, y: 0, width: 10, height: 10)
        for i in 0..<20_000 {
            // Mostly frames sharing edges with the last one (a stack's siblings), sometimes any values.
            let pick = { Self.values.randomElement(using: &generator) ?? 0 }
            let r: CGRect = switch i % 4 {
            case 0: CGRect(x: last.maxX, y: last.origin.y, width: pick(), height: last.size.height)
            case 1: CGRect(x: last.origin.x, y: last.origin.y + last.size.height, width: last.size.width, height: pick())
            case 2: CGRect(x: CGFloat.random(in: -50...50), y: CGFloat.random(in: -50...50),
                           width: CGFloat.random(in: -5...50), height: CGFloat.random(in: -5...50))
            default: CGRect(x: pick(), y: pick(), width: pick(), height: pick())
            }
            #expect(bits(memo.snap(r)) == bits(PixelSnap.snap(r, scale: scale)), "\(r) at @\(scale)x")
            last = r.size.width.isFinite && r.size.height.isFinite && r.origin.x.isFinite && r.origin.y.isFinite ? r : last
        }
    }
}
