import Foundation
import LayoutCore

/// The `--debug` overlay: for every node (views and modifier wrappers alike, depth-first, parents first) a
/// border one device pixel wide drawn just inside its snapped frame, coloured by depth from a fixed cycling
/// palette; frames thinner than a pixel get a one-pixel bar instead. With labels, each node also gets a small
/// "kind WxH" tag (layout size, ≤ 1 decimal) at its top-left corner on a semi-opaque white backing; tags of
/// nodes sharing a corner stack downwards, and tags are kept inside the canvas.
/// Label width is estimated from the monospaced label font (DejaVu Sans Mono advance ≈ 0.602 em), so no text
/// measurement is needed here.
struct DebugOverlay {
    let scale: CGFloat
    let canvas: CGSize
    let labels: Bool

    static let palette: [Color] = [
        Color(r8: 230, g8: 25, b8: 25),    // red
        Color(r8: 20, g8: 90, b8: 230),    // blue
        Color(r8: 20, g8: 160, b8: 60),    // green
        Color(r8: 240, g8: 130, b8: 0),    // orange
        Color(r8: 150, g8: 40, b8: 200),   // purple
        Color(r8: 0, g8: 170, b8: 190),    // cyan
        Color(r8: 220, g8: 30, b8: 150),   // magenta
        Color(r8: 130, g8: 90, b8: 40),    // brown
    ]
    static let labelStyle = TextStyle(size: 7, weight: .regular, design: .monospaced)
    static let labelAdvance: CGFloat = 0.6021
    static let labelHeight: CGFloat = 9
    static let labelBaseline: CGFloat = 7

    static func color(depth: Int) -> Color { palette[depth % palette.count] }

    static func labelText(_ node: PlacedNode) -> String {
        node.kind + " " + NumberFormat.decimal(node.frame.width, digits: 1) + "x"
            + NumberFormat.decimal(node.frame.height, digits: 1)
    }

    func items(for root: PlacedNode) -> [DisplayItem] {
        var borders: [DisplayItem] = []
        var tags: [DisplayItem] = []
        var perCorner: [CGPoint: Int] = [:]
        let px = 1 / max(scale, 1e-9)
        root.forEach { node, depth in
            let frame = PixelSnap.snap(node.frame, scale: scale)
            let color = Self.color(depth: depth)
            if frame.width >= 2 * px, frame.height >= 2 * px {
                borders.append(.stroke(.rect(frame.insetBy(dx: px / 2, dy: px / 2)), color, lineWidth: px))
            } else {
                let bar = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, px), height: max(frame.height, px))
                borders.append(.fill(.rect(bar), color))
            }
            guard labels else { return }
            let stacked = perCorner[frame.origin, default: 0]
            perCorner[frame.origin] = stacked + 1
            tags += label(Self.labelText(node), at: frame.origin, row: stacked, color: color)
        }
        return borders + tags
    }

    private func label(_ text: String, at corner: CGPoint, row: Int, color: Color) -> [DisplayItem] {
        let pad: CGFloat = 1
        let width = PixelGrid.ceil(CGFloat(text.count) * Self.labelStyle.size * Self.labelAdvance + 2 * pad,
                                   scale: scale)
        let height = Self.labelHeight
        var x = corner.x
        var y = corner.y + CGFloat(row) * height
        x = max(0, min(x, canvas.width - width))
        y = max(0, min(y, canvas.height - height))
        let backing = CGRect(x: x, y: y, width: width, height: height)
        let run = TextRun(text: text, origin: CGPoint(x: x + pad, y: y + Self.labelBaseline),
                          width: width - 2 * pad, style: Self.labelStyle, color: color)
        return [.fill(.rect(backing), Color(red: 1, green: 1, blue: 1, opacity: 0.75)), .text(run)]
    }
}
