import Foundation
import LayoutCore

/// `--debug labels` marks the anchors written up by `anchorPreference` (docs/rendering.md, "Debug labels"): a
/// magenta outline around a rect anchor with a small square on each corner, a small disc on a point anchor, in
/// canvas coordinates where the anchor was captured. So the source of an underline or an arrow drawn from
/// `proxy[anchor]` is visible.
enum AnchorMarkers {
    static let color = Color(red: 1, green: 0, blue: 1, opacity: 1)
    /// The side of a corner square and the diameter of a point's disc, in points.
    static let size: CGFloat = 4

    static func items(_ marks: [AnchorMark], scale: CGFloat) -> [DisplayItem] {
        let px = 1 / max(scale, 1e-9)
        var items: [DisplayItem] = []
        var seen = Set<AnchorMark>()
        for mark in marks where seen.insert(mark).inserted {
            let r = mark.anchor.global
            let h = size / 2
            if mark.anchor.kind == .point {
                items.append(.fill(.ellipse(CGRect(x: r.minX - h, y: r.minY - h, width: size, height: size)), color))
                continue
            }
            items.append(.stroke(.rect(r), color, lineWidth: px))
            for corner in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                           CGPoint(x: r.maxX, y: r.maxY)] {
                items.append(.fill(.rect(CGRect(x: corner.x - h, y: corner.y - h, width: size, height: size)), color))
            }
        }
        return items
    }
}
