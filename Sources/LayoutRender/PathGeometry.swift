import Foundation
import LayoutCore

/// One segment of a flattened path: what both renderers draw (SVG `M L C Z`, Cairo move/line/curve/close).
public enum PathSegment: Sendable, Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// Turns SwiftUI `Path` operations (`PathElement`) into move/line/cubic/close segments in canvas points, so
/// the SVG and PNG renderers draw the same outline. SwiftUI's rules followed: a line, curve or arc with no
/// current point starts one (`move`); `addArc` draws a line from the current point to the arc's start;
/// `addRect`, `addRoundedRect`, `addEllipse` and `addLines` add their own subpaths (the first three closed);
/// after `closeSubpath` the current point is the subpath's start. Quadratic curves become the equivalent
/// cubic; arcs and ellipses become cubic Béziers of at most 90° each (error below 0.03% of the radius).
/// `addRoundedRect` draws circular corners (SwiftUI's default style is `.continuous`, a smoother curve:
/// docs/semantics.md, "Custom shapes").
enum PathGeometry {
    static func segments(_ elements: [PathElement], origin: CGPoint) -> [PathSegment] {
        var out: [PathSegment] = []
        var current: CGPoint?
        var start: CGPoint?
        func p(_ q: CGPoint) -> CGPoint { CGPoint(x: q.x + origin.x, y: q.y + origin.y) }
        func move(_ q: CGPoint) { out.append(.move(q)); current = q; start = q }
        func line(_ q: CGPoint) {
            if current == nil { move(q) } else { out.append(.line(q)); current = q }
        }
        func arc(_ c: CGPoint, _ rx: CGFloat, _ ry: CGFloat, _ a0: Double, _ sweep: Double) {
            appendArc(&out, c, rx, ry, a0, sweep)
            current = point(c, rx, ry, a0 + sweep)
        }
        func close() {
            guard current != nil else { return }
            out.append(.close)
            current = start
        }
        for e in elements {
            switch e {
            case .move(let q): move(p(q))
            case .addLine(let q): line(p(q))
            case .addLines(let points):
                for (i, q) in points.enumerated() { if i == 0 { move(p(q)) } else { line(p(q)) } }
            case .addQuadCurve(let q, let c):
                guard let from = current else { move(p(q)); continue }
                let to = p(q), cc = p(c)
                out.append(.curve(to: to, control1: mix(from, cc, 2.0 / 3), control2: mix(to, cc, 2.0 / 3)))
                current = to
            case .addCurve(let q, let c1, let c2):
                guard current != nil else { move(p(q)); continue }
                out.append(.curve(to: p(q), control1: p(c1), control2: p(c2)))
                current = p(q)
            case .addArc(let c, let r, let a0, let a1, let clockwise):
                let centre = p(c)
                let sweep = arcSweep(from: a0, to: a1, clockwise: clockwise)
                let first = point(centre, r, r, a0)
                line(first)
                arc(centre, r, r, a0, sweep)
            case .addRect(let r):
                let q = r.offsetBy(dx: origin.x, dy: origin.y)
                move(CGPoint(x: q.minX, y: q.minY))
                line(CGPoint(x: q.maxX, y: q.minY))
                line(CGPoint(x: q.maxX, y: q.maxY))
                line(CGPoint(x: q.minX, y: q.maxY))
                close()
            case .addRoundedRect(let r, let corner):
                let q = r.offsetBy(dx: origin.x, dy: origin.y)
                let rx = min(max(0, corner.width), q.width / 2), ry = min(max(0, corner.height), q.height / 2)
                move(CGPoint(x: q.minX + rx, y: q.minY))
                line(CGPoint(x: q.maxX - rx, y: q.minY))
                arc(CGPoint(x: q.maxX - rx, y: q.minY + ry), rx, ry, -90, 90)
                line(CGPoint(x: q.maxX, y: q.maxY - ry))
                arc(CGPoint(x: q.maxX - rx, y: q.maxY - ry), rx, ry, 0, 90)
                line(CGPoint(x: q.minX + rx, y: q.maxY))
                arc(CGPoint(x: q.minX + rx, y: q.maxY - ry), rx, ry, 90, 90)
                line(CGPoint(x: q.minX, y: q.minY + ry))
                arc(CGPoint(x: q.minX + rx, y: q.minY + ry), rx, ry, 180, 90)
                close()
            case .addEllipse(let r):
                let q = r.offsetBy(dx: origin.x, dy: origin.y)
                let centre = CGPoint(x: q.midX, y: q.midY)
                move(point(centre, q.width / 2, q.height / 2, 0))
                arc(centre, q.width / 2, q.height / 2, 0, 360)
                close()
            case .closeSubpath: close()
            }
        }
        return out
    }

    /// The signed sweep in degrees. SwiftUI's angles grow towards +y (clockwise on a y-down screen);
    /// `clockwise: false` sweeps with growing angles, `clockwise: true` against them (Core Graphics' rule
    /// in a flipped space, as Apple documents `addArc`).
    static func arcSweep(from a0: Double, to a1: Double, clockwise: Bool) -> Double {
        var d = (a1 - a0).truncatingRemainder(dividingBy: 360)
        if clockwise {
            if d > 0 { d -= 360 }
            if d == 0 && a1 != a0 { d = -360 }
        } else {
            if d < 0 { d += 360 }
            if d == 0 && a1 != a0 { d = 360 }
        }
        return d
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func point(_ c: CGPoint, _ rx: CGFloat, _ ry: CGFloat, _ degrees: Double) -> CGPoint {
        let a = degrees * .pi / 180
        return CGPoint(x: c.x + rx * CGFloat(cos(a)), y: c.y + ry * CGFloat(sin(a)))
    }

    /// Cubic pieces of at most 90° approximating the elliptical arc from `a0` through `sweep` degrees.
    private static func appendArc(_ out: inout [PathSegment], _ c: CGPoint, _ rx: CGFloat, _ ry: CGFloat,
                                  _ a0: Double, _ sweep: Double) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / 90).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3 * tan(step * .pi / 180 / 4)
        for i in 0..<pieces {
            let s = (a0 + step * Double(i)) * .pi / 180, e = (a0 + step * Double(i + 1)) * .pi / 180
            let p0 = CGPoint(x: cos(s), y: sin(s)), p1 = CGPoint(x: cos(e), y: sin(e))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func map(_ q: CGPoint) -> CGPoint { CGPoint(x: c.x + rx * q.x, y: c.y + ry * q.y) }
            out.append(.curve(to: map(p1), control1: map(c1), control2: map(c2)))
        }
    }
}
