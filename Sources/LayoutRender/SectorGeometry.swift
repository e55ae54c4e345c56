import Foundation
import LayoutCore

/// The triangles that draw an angular gradient's sectors: far enough from the centre to cover the frame and the
/// shape, for both renderers.
public enum SectorGeometry {
    /// A radius from `center` reaching past every corner of `frame` and of the shape's bounds, with a margin
    /// so a one-degree sector's chord still covers them.
    public static func reach(from center: CGPoint, covering frame: CGRect, shape: DisplayShape) -> CGFloat {
        let box = frame.union(shape.bounds)
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let far = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        return far * 1.05 + 1
    }

    /// The two far corners of the sector `from`...`to` (degrees, clockwise on screen from +x).
    public static func chord(center: CGPoint, radius: CGFloat, from: Double, to: Double) -> (CGPoint, CGPoint) {
        func point(_ degrees: Double) -> CGPoint {
            let a = degrees * .pi / 180
            return CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
        return (point(from), point(to))
    }
}
