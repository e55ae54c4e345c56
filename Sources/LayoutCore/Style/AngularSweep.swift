import Foundation

/// An `AngularGradient` cut into sectors, for renderers without a conic gradient (Cairo, SVG): each piece spans
/// `from`...`to` degrees (clockwise on screen from +x) and its colour goes linearly from `fromColor` to `toColor`
/// with the angle. Pieces cover one full turn from the gradient's start, are at most `maxStep` degrees wide, and
/// break at every stop, so a renderer interpolating linearly inside each piece draws the gradient exactly (up to
/// the piece's chord). SwiftUI's rules (its `AngularGradient` documentation): a sweep longer than a turn draws
/// only its last complete turn; a shorter one fills the missing sector with the last stop's colour, then, from
/// halfway across, the first stop's (docs/semantics.md §3.9).
public enum AngularSweep {
    public struct Piece: Hashable, Sendable {
        public var from: Double, to: Double
        public var fromColor: Color, toColor: Color
    }

    public static func pieces(_ gradient: Gradient, startAngle: Double, endAngle: Double,
                              maxStep: Double) -> [Piece] {
        let span = endAngle - startAngle
        let step = max(maxStep, 0.01)
        var pieces: [Piece] = []
        // Cuts `a...b` (degrees, with gradient positions ta...tb) at the stops and into steps.
        func sweep(_ a: Double, _ b: Double, _ ta: Double, _ tb: Double) {
            guard b > a else { return }
            var cuts = [ta, tb]
            for s in gradient.stops where s.location > min(ta, tb) && s.location < max(ta, tb) { cuts.append(s.location) }
            cuts = cuts.sorted()
            if tb < ta { cuts.reverse() }
            for (t0, t1) in zip(cuts, cuts.dropFirst()) where t0 != t1 {
                let a0 = a + (b - a) * (t0 - ta) / (tb - ta), a1 = a + (b - a) * (t1 - ta) / (tb - ta)
                let n = max(1, Int(((a1 - a0) / step).rounded(.up)))
                for k in 0..<n {
                    let u0 = Double(k) / Double(n), u1 = Double(k + 1) / Double(n)
                    let c0 = gradient.color(at: t0 + (t1 - t0) * u0)
                    let c1 = k + 1 == n ? gradient.color(before: t1) : gradient.color(at: t0 + (t1 - t0) * u1)
                    pieces.append(Piece(from: a0 + (a1 - a0) * u0, to: a0 + (a1 - a0) * u1, fromColor: c0, toColor: c1))
                }
            }
        }
        func solid(_ a: Double, _ b: Double, _ c: Color) {
            guard b > a else { return }
            let n = max(1, Int(((b - a) / step).rounded(.up)))
            for k in 0..<n {
                pieces.append(Piece(from: a + (b - a) * Double(k) / Double(n), to: a + (b - a) * Double(k + 1) / Double(n),
                                    fromColor: c, toColor: c))
            }
        }
        guard span.isFinite, startAngle.isFinite else { return [] }
        if span >= 360 {
            // The last complete turn: end − 360 ... end, at gradient positions (span − 360)/span ... 1.
            sweep(endAngle - 360, endAngle, (span - 360) / span, 1)
        } else {
            let shown = max(span, 0)
            if shown > 0 { sweep(startAngle, startAngle + shown, 0, 1) }
            let missing = 360 - shown, middle = startAngle + shown + missing / 2
            solid(startAngle + shown, middle, gradient.color(at: 1))
            solid(middle, startAngle + 360, gradient.color(at: 0))
        }
        return pieces
    }
}
