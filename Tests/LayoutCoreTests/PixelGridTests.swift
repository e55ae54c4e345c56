import Foundation
import Testing
@testable import LayoutCore

/// `PixelGrid.round`'s floor without the C library (`PixelGrid.floor`) is `rounded(.down)` bit for bit.
@Suite struct PixelGridTests {
    @Test("PixelGrid.floor is rounded(.down), bit for bit, for whole numbers, fractions, zeros and the limits")
    func floorIsExact() {
        var values: [CGFloat] = [0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 0.999_999_999_999, -0.000_000_000_1,
                                 0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p53 + 2, 1e300, -1e300,
                                 .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        // Deterministic pseudo-random values of every magnitude a frame has, and far beyond.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let exponent = Double(Int(state % 120)) - 40
            values.append(CGFloat((unit - 0.5) * pow(2, exponent)))
        }
        for v in values {
            #expect(PixelGrid.floor(v).bitPattern == v.rounded(.down).bitPattern, "\(v)")
        }
        #expect(PixelGrid.floor(.nan).isNaN)
    }

    @Test("round snaps to the nearest pixel, halves up, as before")
    func roundSnaps() {
        #expect(PixelGrid.round(10.25, scale: 2) == 10.5)
        #expect(PixelGrid.round(10.24, scale: 2) == 10)
        #expect(PixelGrid.round(-0.25, scale: 2) == 0)
        #expect(PixelGrid.round(0.2499999999, scale: 2) == 0.5)
        #expect(PixelGrid.round(-3.75, scale: 1) == -4)
        #expect(PixelGrid.round(.infinity, scale: 2) == .infinity)
    }
}
