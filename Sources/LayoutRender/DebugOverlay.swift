import Foundation
import LayoutCore

/// The `--debug` overlay: for every node (views and modifier wrappers alike, depth-first, parents first) a
/// border one device pixel wide drawn just inside its snapped frame, coloured by depth from a fixed cycling
/// palette (a brighter one in the dark scheme); frames thinner than a pixel get a one-pixel bar instead.
///
/// With labels, each distinct snapped frame also gets a small "kind WxH" tag (layout size, ≤ 1 decimal) on a
/// semi-opaque backing in the scheme's background, in the colour of its outermost node; nodes with the same
/// snapped frame (a chain of wrappers that do not change the size) share one tag, "outer/inner WxH" (longer
/// chains: "outer/…/inner WxH"). Tags are placed by `LabelPlacer` (first free candidate position around the
/// frame, never over another tag or over drawn text/images, always inside the canvas; a tag placed away from
/// its frame gets a leader line; a tag with no free position is left out). A legend strip below the canvas
/// lists which colour is which depth and how many tags were left out.
/// Inside a `rotationEffect`/`scaleEffect` the borders of the descendants are bracketed by the same transform as
/// their drawing, and a tag sits upright at the transformed top-left corner of its frame (see `Walk`).
/// Label width is estimated from the monospaced label font (DejaVu Sans Mono advance ≈ 0.602 em), so no text
/// measurement is needed here.
struct DebugOverlay {
    let scale: CGFloat
    let canvas: CGSize
    let labels: Bool
    var scheme: ColorScheme = .light
    /// Rectangles labels must not cover (drawn text lines and images).
    var obstacles: [CGRect] = []

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
    /// The same hues, lighter, for dark backgrounds.
    static let darkPalette: [Color] = [
        Color(r8: 255, g8: 90, b8: 90),    // red
        Color(r8: 90, g8: 150, b8: 255),   // blue
        Color(r8: 70, g8: 210, b8: 110),   // green
        Color(r8: 255, g8: 170, b8: 60),   // orange
        Color(r8: 200, g8: 120, b8: 255),  // purple
        Color(r8: 60, g8: 215, b8: 230),   // cyan
        Color(r8: 255, g8: 100, b8: 200),  // magenta
        Color(r8: 200, g8: 160, b8: 110),  // brown
    ]
    static let labelStyle = TextStyle(size: 6, weight: .regular, design: .monospaced)
    static let labelAdvance: CGFloat = 0.6021
    static let labelHeight: CGFloat = 7.5
    static let labelBaseline: CGFloat = 5.5
    static let labelPad: CGFloat = 1

    static func color(depth: Int, scheme: ColorScheme = .light) -> Color {
        (scheme == .dark ? darkPalette : palette)[depth % palette.count]
    }

    static func labelText(_ node: PlacedNode) -> String { labelText(kinds: [node.kind], size: node.frame.size) }

    static func labelText(kinds: [String], size: CGSize) -> String {
        let chain = kinds.count > 2 ? [kinds[0], "…", kinds[kinds.count - 1]] : kinds
        return chain.joined(separator: "/") + " " + NumberFormat.decimal(size.width, digits: 1) + "x"
            + NumberFormat.decimal(size.height, digits: 1)
    }

    /// The estimated width of a label's backing: text advance plus padding, rounded up to the pixel grid.
    func labelWidth(_ text: String) -> CGFloat {
        PixelGrid.ceil(CGFloat(text.count) * Self.labelStyle.size * Self.labelAdvance + 2 * Self.labelPad, scale: scale)
    }

    var backing: Color {
        var c = SystemColor.systemBackground.value(in: scheme)
        c.opacity = 0.7
        return c
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
        var scheme: ColorScheme = .light
        var borders: [DisplayItem] = []
        var tags: [Tag] = []
        private var tagIndex: [TagKey: Int] = [:]

        struct TagKey: Hashable {
            var frame: CGRect
            var transform: Transform2D
        }

        init(scale: CGFloat, labels: Bool, scheme: ColorScheme = .light) {
            self.scale = scale; self.labels = labels; self.scheme = scheme
        }

        mutating func visit(_ node: PlacedNode, depth: Int, transform: Transform2D) {
            let frame = PixelSnap.snap(node.frame, scale: scale)
            let color = DebugOverlay.color(depth: depth, scheme: scheme)
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

    /// How many tags `items(for:)` left out for lack of room (set by `items`).
    private(set) var omitted = 0

    func items(for root: PlacedNode) -> [DisplayItem] {
        var copy = self
        return copy.build(root)
    }

    /// Builds the borders and tags, remembering how many tags were left out.
    mutating func build(_ root: PlacedNode) -> [DisplayItem] {
        var walk = Walk(scale: scale, labels: labels, scheme: scheme)
        walk.visit(root, depth: 0, transform: .identity)
        let borders = walk.borders, tags = walk.tags
        let px = 1 / max(scale, 1e-9)
        var placer = LabelPlacer(canvas: canvas, height: Self.labelHeight, obstacles: obstacles)
        var labelItems: [DisplayItem] = []
        omitted = 0
        for tag in tags {
            let text = Self.labelText(kinds: tag.kinds, size: tag.size)
            let width = labelWidth(text)
            guard let spot = placer.place(width: width, around: tag.frame) else {
                omitted += 1
                continue
            }
            let box = spot.rect
            if let leader = spot.leader {
                labelItems.append(.line(from: leader.from, to: leader.to, tag.color, lineWidth: px))
            }
            let run = TextRun(text: text, origin: CGPoint(x: box.minX + Self.labelPad, y: box.minY + Self.labelBaseline),
                              width: width - 2 * Self.labelPad, style: Self.labelStyle, color: tag.color)
            labelItems += [.fill(.rect(box), backing), .text(run)]
        }
        return borders + labelItems
    }

    /// The legend strip drawn under the canvas (from y = `top`): "depth" then one swatch and number per depth
    /// present (the palette cycles after 8), then how many labels were left out. Entries wrap to the canvas
    /// width (at least 160 points).
    func legend(maxDepth: Int, omitted: Int, top: CGFloat) -> (items: [DisplayItem], size: CGSize) {
        let style = Self.labelStyle
        let ink = SystemColor.label.value(in: scheme)
        let available = max(canvas.width, 160)
        let rowHeight: CGFloat = 10, gap: CGFloat = 4, swatch: CGFloat = 6
        var items: [DisplayItem] = []
        var x: CGFloat = 4, y = top + 2, widest: CGFloat = 0
        func advance(_ w: CGFloat) {
            if x + w > available - 4, x > 4 { x = 4; y += rowHeight }
        }
        func text(_ s: String, color: Color) {
            let w = labelWidth(s)
            advance(w)
            items.append(.text(TextRun(text: s, origin: CGPoint(x: x, y: y + 6.5), width: w, style: style, color: color)))
            x += w + gap
            widest = max(widest, x)
        }
        let depths = min(maxDepth, Self.palette.count - 1)
        text("border colour = depth:", color: ink)
        for d in 0...max(0, depths) {
            let w = swatch + 1 + labelWidth("\(d)")
            advance(w)
            let c = Self.color(depth: d, scheme: scheme)
            items.append(.fill(.rect(CGRect(x: x, y: y + 1.5, width: swatch, height: swatch)), c))
            items.append(.text(TextRun(text: "\(d)", origin: CGPoint(x: x + swatch + 1, y: y + 6.5),
                                       width: w - swatch - 1, style: style, color: ink)))
            x += w + gap
            widest = max(widest, x)
        }
        if maxDepth >= Self.palette.count { text("(repeats every \(Self.palette.count))", color: ink) }
        if omitted > 0 { text("\(omitted) label\(omitted == 1 ? "" : "s") left out (no room)", color: ink) }
        let height = PixelGrid.ceil(y + rowHeight + 2 - top, scale: scale)
        return (items, CGSize(width: PixelGrid.ceil(widest, scale: scale), height: height))
    }
}

extension PlacedNode {
    /// The deepest level below this node (0 for a leaf).
    var maxDepth: Int {
        var deepest = 0
        forEach { _, d in deepest = max(deepest, d) }
        return deepest
    }
}
