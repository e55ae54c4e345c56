import Foundation
import LayoutCore

/// The `--debug` overlay: for every node (views and modifier wrappers alike, depth-first, parents first) a
/// border one device pixel wide drawn just inside its snapped frame, coloured by depth from a fixed cycling
/// palette; frames thinner than a pixel get a one-pixel bar instead. With labels, each distinct snapped frame
/// also gets a small "kind WxH" tag (layout size, ≤ 1 decimal) at its top-left corner on a semi-opaque white
/// backing, in the colour of its outermost node; nodes with the same snapped frame (a chain of wrappers that
/// do not change the size) share one tag, "outer/inner WxH" (longer chains: "outer/…/inner WxH"). A tag
/// that would overlap an earlier one moves down by whole tag heights until it does not (at most 8 rows),
/// and tags are kept inside the canvas.
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
    static let labelStyle = TextStyle(size: 6, weight: .regular, design: .monospaced)
    static let labelAdvance: CGFloat = 0.6021
    static let labelHeight: CGFloat = 7.5
    static let labelBaseline: CGFloat = 5.5
    static let labelPad: CGFloat = 1

    static func color(depth: Int) -> Color { palette[depth % palette.count] }

    static func labelText(_ node: PlacedNode) -> String { labelText(kinds: [node.kind], size: node.frame.size) }

    static func labelText(kinds: [String], size: CGSize) -> String {
        let chain = kinds.count > 2 ? [kinds[0], "…", kinds[kinds.count - 1]] : kinds
        return chain.joined(separator: "/") + " " + NumberFormat.decimal(size.width, digits: 1) + "x"
            + NumberFormat.decimal(size.height, digits: 1)
    }

    /// One tag per distinct snapped frame, in first-visit order.
    struct Tag {
        var frame: CGRect
        var kinds: [String]
        var size: CGSize
        var color: Color
    }

    /// The depth-first walk collecting borders and tags. Inside a `rotationEffect`/`scaleEffect` the borders of
    /// the descendants are bracketed by the same transform as their drawing (as if each node had a `.border`),
    /// while the effect node's own border is its untransformed layout frame; a tag sits upright at the
    /// transformed top-left corner of its frame.
    struct Walk {
        let scale: CGFloat
        let labels: Bool
        var borders: [DisplayItem] = []
        var tags: [Tag] = []
        private var tagIndex: [TagKey: Int] = [:]

        struct TagKey: Hashable {
            var frame: CGRect
            var transform: Transform2D
        }

        init(scale: CGFloat, labels: Bool) { self.scale = scale; self.labels = labels }

        mutating func visit(_ node: PlacedNode, depth: Int, transform: Transform2D) {
            let frame = PixelSnap.snap(node.frame, scale: scale)
            let color = DebugOverlay.color(depth: depth)
            let px = 1 / max(scale, 1e-9)
            if frame.width >= 2 * px, frame.height >= 2 * px {
                borders.append(.stroke(.rect(frame.insetBy(dx: px / 2, dy: px / 2)), color, lineWidth: px))
            } else {
                let bar = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, px), height: max(frame.height, px))
                borders.append(.fill(.rect(bar), color))
            }
            if labels {
                let key = TagKey(frame: frame, transform: transform)
                if let i = tagIndex[key] {
                    tags[i].kinds.append(node.kind)
                } else {
                    tagIndex[key] = tags.count
                    let corner = transform.apply(frame.origin)
                    tags.append(Tag(frame: CGRect(origin: corner, size: frame.size), kinds: [node.kind],
                                    size: node.frame.size, color: color))
                }
            }
            let local = node.effect?.transform(in: frame)
            if let local { borders.append(.beginTransform(local)) }
            let inner = local.map { transform.concatenating(after: $0) } ?? transform
            for child in node.children { visit(child, depth: depth + 1, transform: inner) }
            if local != nil { borders.append(.endTransform) }
        }
    }

    func items(for root: PlacedNode) -> [DisplayItem] {
        var walk = Walk(scale: scale, labels: labels)
        walk.visit(root, depth: 0, transform: .identity)
        let borders = walk.borders, tags = walk.tags
        var placer = LabelPlacer(canvas: canvas, height: Self.labelHeight)
        var labelItems: [DisplayItem] = []
        for tag in tags {
            let text = Self.labelText(kinds: tag.kinds, size: tag.size)
            let width = PixelGrid.ceil(CGFloat(text.count) * Self.labelStyle.size * Self.labelAdvance + 2 * Self.labelPad,
                                       scale: scale)
            let backing = placer.place(width: width, at: tag.frame.origin)
            let run = TextRun(text: text, origin: CGPoint(x: backing.minX + Self.labelPad,
                                                          y: backing.minY + Self.labelBaseline),
                              width: width - 2 * Self.labelPad, style: Self.labelStyle, color: tag.color)
            labelItems += [.fill(.rect(backing), Color(red: 1, green: 1, blue: 1, opacity: 0.7)), .text(run)]
        }
        return borders + labelItems
    }

}

/// Greedy placement of label rectangles: at the corner, else the first free row below it. Placed rectangles
/// are bucketed by horizontal band so each check looks at few neighbours.
struct LabelPlacer {
    let canvas: CGSize
    let height: CGFloat
    static let maxRows = 8
    private var bands: [Int: [CGRect]] = [:]

    init(canvas: CGSize, height: CGFloat) { self.canvas = canvas; self.height = height }

    mutating func place(width: CGFloat, at corner: CGPoint) -> CGRect {
        let x = max(0, min(corner.x, canvas.width - width))
        var chosen: CGRect?
        for row in 0..<Self.maxRows {
            let y = max(0, min(corner.y + CGFloat(row) * height, canvas.height - height))
            let r = CGRect(x: x, y: y, width: width, height: height)
            if !overlaps(r) { chosen = r; break }
        }
        let r = chosen ?? CGRect(x: x, y: max(0, min(corner.y, canvas.height - height)), width: width, height: height)
        for band in bandRange(r) { bands[band, default: []].append(r) }
        return r
    }

    private func bandRange(_ r: CGRect) -> ClosedRange<Int> {
        let lo = Int((r.minY / height).rounded(.down)), hi = Int((r.maxY / height).rounded(.down))
        return lo...max(lo, hi)
    }

    private func overlaps(_ r: CGRect) -> Bool {
        for band in bandRange(r) {
            for other in bands[band] ?? [] {
                if r.minX < other.maxX - 1e-9, other.minX < r.maxX - 1e-9,
                   r.minY < other.maxY - 1e-9, other.minY < r.maxY - 1e-9 { return true }
            }
        }
        return false
    }
}
