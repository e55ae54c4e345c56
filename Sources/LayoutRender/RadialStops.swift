import Foundation
import LayoutCore

/// A radial gradient from `startRadius` to `endRadius` as one circle of the larger radius whose stops are moved
/// to offsets `(startRadius + location × (endRadius − startRadius)) / larger`, in increasing order. Inside the
/// start radius the first stop's colour pads, as in SwiftUI (and Cairo's two-circle gradient): the same picture,
/// which both renderers draw from these offsets.
public enum RadialStops {
    public static func offsets(_ stops: [Gradient.Stop], startRadius r0: CGFloat, endRadius r1: CGFloat) -> [(Double, Color)] {
        let outer = Double(max(r0, r1))
        guard outer > 0 else { return [] }
        let mapped = stops.map { (max(0, min(1, (Double(r0) + $0.location * Double(r1 - r0)) / outer)), $0.color) }
        return r1 >= r0 ? mapped : mapped.reversed()
    }
}
