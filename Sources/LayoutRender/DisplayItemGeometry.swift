import Foundation
import LayoutCore

/// Moving drawing items (margins, comparison sheets) and the rectangles that count as content for label
/// placement.
extension DisplayShape {
    func translated(dx: CGFloat, dy: CGFloat) -> DisplayShape {
        switch self {
        case .rect(let r): .rect(r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let c): .roundedRect(r.offsetBy(dx: dx, dy: dy), radius: c)
        case .ellipse(let r): .ellipse(r.offsetBy(dx: dx, dy: dy))
        case .path(let segments): .path(segments.map { $0.translated(dx: dx, dy: dy) })
        }
    }

    /// The rectangle around the shape (a path's: around its points, control points included).
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let segments):
            var points: [CGPoint] = []
            for s in segments {
                switch s {
                case .move(let p), .line(let p): points.append(p)
                case .curve(let p, let c1, let c2): points += [p, c1, c2]
                case .close: break
                }
            }
            guard let first = points.first else { return .zero }
            return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
    }
}

extension DisplayItem {
    public func translated(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        if dx == 0 && dy == 0 { return self }
        switch self {
        case .fill(let s, let c): return .fill(s.translated(dx: dx, dy: dy), c)
        case .gradient(let s, let g, let f):
            return .gradient(s.translated(dx: dx, dy: dy), g, frame: f.offsetBy(dx: dx, dy: dy))
        case .stroke(let s, let c, let w): return .stroke(s.translated(dx: dx, dy: dy), c, lineWidth: w)
        case .line(let a, let b, let c, let w):
            return .line(from: CGPoint(x: a.x + dx, y: a.y + dy), to: CGPoint(x: b.x + dx, y: b.y + dy), c, lineWidth: w)
        case .text(var run):
            run.origin = CGPoint(x: run.origin.x + dx, y: run.origin.y + dy)
            return .text(run)
        case .image(let path, let r): return .image(path: path, rect: r.offsetBy(dx: dx, dy: dy))
        case .beginGroup(let o, let clip): return .beginGroup(opacity: o, clip: clip?.translated(dx: dx, dy: dy))
        case .beginTransform(let t):
            // Content moves by (dx, dy): conjugate the transform with that translation.
            var m = t
            m.tx = t.tx - (t.a * dx + t.c * dy) + dx
            m.ty = t.ty - (t.b * dx + t.d * dy) + dy
            return .beginTransform(m)
        case .endGroup, .endTransform, .beginShadow, .endShadow, .beginMask, .beginMaskedContent, .endMask:
            return self
        }
    }

    /// The area a text line (its advance, from an ascent of 0.8 em above the baseline to 0.25 em below) or
    /// an image covers; nil for everything else.
    var contentRect: CGRect? {
        switch self {
        case .text(let run):
            let size = run.style.size
            return CGRect(x: run.origin.x, y: run.origin.y - 0.8 * size, width: run.width, height: 1.05 * size)
        case .image(_, let r): return r
        default: return nil
        }
    }
}

extension PathSegment {
    func translated(dx: CGFloat, dy: CGFloat) -> PathSegment {
        func t(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .move(let p): return .move(t(p))
        case .line(let p): return .line(t(p))
        case .curve(let p, let c1, let c2): return .curve(to: t(p), control1: t(c1), control2: t(c2))
        case .close: return .close
        }
    }
}
