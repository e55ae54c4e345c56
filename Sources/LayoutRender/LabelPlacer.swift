import Foundation
import LayoutCore

/// Deterministic placement of debug labels (`DebugOverlay`). For a frame, the candidates are tried in this
/// order and the first free one wins:
/// 1. inside the frame at its four corners (top-left, top-right, bottom-left, bottom-right), when the label fits
///    inside the frame;
/// 2. just outside, touching the frame: above and below (left-aligned, then right-aligned), then left and right
///    of the top edge;
/// 3. further away, above then below the frame, 1 to 4 label heights off the edge (left-aligned), with a
///    leader line from the label to the frame's nearest corner.
/// A candidate is free when it lies inside the canvas, overlaps no label placed before it and no obstacle (drawn
/// text and images). When none is free, the label is left out (`place` returns nil). Placed labels and
/// obstacles are bucketed by horizontal band, so each check looks at few neighbours.
struct LabelPlacer {
    struct Spot: Equatable {
        var rect: CGRect
        var leader: (from: CGPoint, to: CGPoint)?

        static func == (a: Spot, b: Spot) -> Bool {
            a.rect == b.rect && a.leader?.from == b.leader?.from && a.leader?.to == b.leader?.to
        }
    }

    let canvas: CGSize
    let height: CGFloat
    static let farRows = 4
    private var labels = BandIndex()
    private var obstacles = BandIndex()

    init(canvas: CGSize, height: CGFloat, obstacles: [CGRect] = []) {
        self.canvas = canvas; self.height = height
        labels = BandIndex(band: max(height, 1))
        self.obstacles = BandIndex(band: max(height, 1))
        for r in obstacles { self.obstacles.insert(r) }
    }

    /// All candidate spots for a label `width` wide around `frame`, in preference order.
    func candidates(width w: CGFloat, around f: CGRect) -> [Spot] {
        let h = height
        var out: [Spot] = []
        if w <= f.width, h <= f.height {
            for (x, y) in [(f.minX, f.minY), (f.maxX - w, f.minY), (f.minX, f.maxY - h), (f.maxX - w, f.maxY - h)] {
                out.append(Spot(rect: CGRect(x: x, y: y, width: w, height: h)))
            }
        }
        for (x, y) in [(f.minX, f.minY - h), (f.minX, f.maxY), (f.maxX - w, f.minY - h), (f.maxX - w, f.maxY),
                       (f.minX - w, f.minY), (f.maxX, f.minY)] {
            out.append(Spot(rect: CGRect(x: x, y: y, width: w, height: h)))
        }
        for k in 1...Self.farRows {
            let d = CGFloat(k) * h
            let above = CGRect(x: f.minX, y: f.minY - h - d, width: w, height: h)
            out.append(Spot(rect: above, leader: (CGPoint(x: above.minX, y: above.maxY), CGPoint(x: f.minX, y: f.minY))))
            let below = CGRect(x: f.minX, y: f.maxY + d, width: w, height: h)
            out.append(Spot(rect: below, leader: (CGPoint(x: below.minX, y: below.minY), CGPoint(x: f.minX, y: f.maxY))))
        }
        return out
    }

    /// The first free candidate (now taken), or nil when none is free.
    mutating func place(width: CGFloat, around frame: CGRect) -> Spot? {
        for spot in candidates(width: width, around: frame) where isFree(spot.rect) {
            labels.insert(spot.rect)
            return spot
        }
        return nil
    }

    func isFree(_ r: CGRect) -> Bool {
        let eps: CGFloat = 1e-9
        guard r.minX >= -eps, r.minY >= -eps, r.maxX <= canvas.width + eps, r.maxY <= canvas.height + eps else {
            return false
        }
        return !labels.intersects(r) && !obstacles.intersects(r)
    }
}

/// Rectangles bucketed by horizontal band of a fixed height: intersection tests look only at the bands a
/// rectangle spans. Touching edges do not count as overlap.
struct BandIndex {
    var band: CGFloat = 1
    private var buckets: [Int: [CGRect]] = [:]

    init(band: CGFloat = 1) { self.band = band }

    private func range(_ r: CGRect) -> ClosedRange<Int> {
        let lo = Int((r.minY / band).rounded(.down)), hi = Int((r.maxY / band).rounded(.down))
        return lo...max(lo, hi)
    }

    mutating func insert(_ r: CGRect) {
        guard r.minY.isFinite, r.maxY.isFinite, abs(r.minY) < 1e7, abs(r.maxY) < 1e7 else { return }
        for b in range(r) { buckets[b, default: []].append(r) }
    }

    func intersects(_ r: CGRect) -> Bool {
        guard r.minY.isFinite, r.maxY.isFinite, abs(r.minY) < 1e7, abs(r.maxY) < 1e7 else { return false }
        let eps: CGFloat = 1e-9
        for b in range(r) {
            for o in buckets[b] ?? [] where r.minX < o.maxX - eps && o.minX < r.maxX - eps
                && r.minY < o.maxY - eps && o.minY < r.maxY - eps {
                return true
            }
        }
        return false
    }
}
