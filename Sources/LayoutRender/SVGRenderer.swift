import Foundation
import LayoutCore

/// Writes a `DisplayList` as a standalone SVG 1.1 document: width/height in points (the canvas) with a matching
/// viewBox; a background rect unless transparent; shapes as plain <rect>/<ellipse>/<path>; each text line as a
/// real <text> (x = left edge, y = baseline, font-family from `fontFamily`, font-size already scaled by
/// `minimumScaleFactor`, `letter-spacing` for tracking/kerning, `font-variant-numeric: tabular-nums` for
/// `monospacedDigit()` in a style attribute, xml:space="preserve");
/// groups as <g opacity> with <clipPath id="clipN"> numbered in document order; transforms as
/// <g transform="matrix(...)">; shadows as <g filter> with a <filter id="shadowN"> (feGaussianBlur of SourceAlpha
/// with stdDeviation = radius / 2, feOffset, feFlood + feComposite for the colour, feMerge under the source);
/// masks as <mask id="maskN" mask-type="alpha"> followed by <g mask>; gradients as <linearGradient> or
/// <radialGradient id="gradientN"> in a <defs> before the shape using them, and angular gradients as thin sectors
/// clipped to the shape (`SVGGradients`); image files embedded as
/// base64 PNG data: URIs (an image file that cannot be read, which the document loader normally rules out,
/// is drawn as the grey image placeholder so SVG output never fails). With an `SVGTextSupport`, a style sheet
/// (embedded fonts) opens the document in `<defs><style>`, and an outline provider turns each text line into a
/// `<path>` with the line's fill (`SVGTextMode`). Numbers use `NumberFormat.decimal` (≤ 3 decimals), colours `#rrggbb` with a separate
/// opacity attribute. No timestamps or random ids: the same list gives the same bytes.
public enum SVGRenderer {
    /// - Parameter fontFamily: the CSS font-family list for a style, pinned family first
    ///   (e.g. `FontConfiguration.svgFontFamily`).
    public static func render(_ list: DisplayList, fontFamily: @escaping (TextStyle) -> String) -> String {
        render(list, text: SVGTextSupport(fontFamily: { fontFamily($0.style) }))
    }

    /// The text runs of a display list, in paint order (what a text engine looks at before `render`).
    public static func textRuns(_ list: DisplayList) -> [TextRun] {
        list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    public static func render(_ list: DisplayList, text: SVGTextSupport) -> String {
        var w = SVGWriter()
        let width = SVGWriter.num(list.size.width), height = SVGWriter.num(list.size.height)
        w.out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        w.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
            + " version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        if let css = text.styleSheet {
            w.line("<defs><style>")
            w.out += css
            w.line("</style></defs>")
        }
        if let bg = list.background, bg.opacity > 0 {
            w.line("<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"\(SVGWriter.paint("fill", bg))/>")
        }
        w.canvas = list.size
        for item in list.items { w.write(item, text: text, scale: list.scale) }
        while w.depth > 0 { w.depth -= 1; w.line("</g>") }
        w.out += "</svg>\n"
        return w.out
    }
}

/// The element writer behind `SVGRenderer`: indentation by group depth and the clip-id counter.
struct SVGWriter {
    var out = ""
    var depth = 0
    var clipCount = 0
    var filterCount = 0
    var maskCount = 0
    var gradientCount = 0
    /// Ids of the masks being written, innermost last.
    var openMasks: [String] = []
    var canvas = CGSize.zero
    var imageCache: [String: String] = [:]

    static func num(_ v: CGFloat) -> String { NumberFormat.decimal(v) }

    /// ` fill="#rrggbb"` plus ` fill-opacity` when not opaque (`attribute` is "fill" or "stroke").
    static func paint(_ attribute: String, _ c: Color) -> String {
        var s = " \(attribute)=\"\(c.hexRGB)\""
        if c.opacity < 1 { s += " \(attribute)-opacity=\"\(NumberFormat.decimal(CGFloat(max(0, c.opacity))))\"" }
        return s
    }

    mutating func line(_ s: String) {
        out += String(repeating: "  ", count: depth + 1) + s + "\n"
    }

    static func shape(_ s: DisplayShape) -> String {
        switch s {
        case .rect(let r):
            return "<rect x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\""
        case .roundedRect(let r, let c):
            return "<rect x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\""
                + " rx=\"\(num(c))\" ry=\"\(num(c))\""
        case .ellipse(let r):
            return "<ellipse cx=\"\(num(r.midX))\" cy=\"\(num(r.midY))\" rx=\"\(num(r.width / 2))\" ry=\"\(num(r.height / 2))\""
        case .path(let segments):
            var d = ""
            for s in segments {
                switch s {
                case .move(let p): d += "M\(num(p.x)) \(num(p.y))"
                case .line(let p): d += "L\(num(p.x)) \(num(p.y))"
                case .curve(let p, let c1, let c2):
                    d += "C\(num(c1.x)) \(num(c1.y)) \(num(c2.x)) \(num(c2.y)) \(num(p.x)) \(num(p.y))"
                case .close: d += "Z"
                }
            }
            return "<path d=\"\(d)\""
        }
    }

    mutating func write(_ item: DisplayItem, text: SVGTextSupport, scale: CGFloat) {
        switch item {
        case .fill(let s, let c):
            line(Self.shape(s) + Self.paint("fill", c) + "/>")
        case .gradient(let s, let g, let frame):
            writeGradient(s, g, frame: frame)
        case .stroke(let s, let c, let lw):
            line(Self.shape(s) + " fill=\"none\"" + Self.paint("stroke", c) + " stroke-width=\"\(Self.num(lw))\"/>")
        case .line(let a, let b, let c, let lw):
            line("<path d=\"M\(Self.num(a.x)) \(Self.num(a.y))L\(Self.num(b.x)) \(Self.num(b.y))\" fill=\"none\""
                 + Self.paint("stroke", c) + " stroke-width=\"\(Self.num(lw))\"/>")
        case .text(let run):
            if let outline = text.outline {
                let d = outline(run)
                if !d.isEmpty { line("<path d=\"\(d)\"" + Self.paint("fill", run.color) + "/>") }
            } else {
                writeText(run, family: text.fontFamily(run), letterSpacing: run.letterSpacing + text.extraLetterSpacing(run))
            }
            for glyph in text.colorGlyphs(run) { writeImage(glyph.rect, base64: glyph.png.base64EncodedString()) }
        case .image(let path, let r):
            guard let data = imageData(path) else {
                for p in DisplayListBuilder.placeholder(in: r, scale: scale) {
                    write(p, text: text, scale: scale)
                }
                return
            }
            writeImage(r, base64: data)
        case .beginGroup(let opacity, let clip):
            var attrs = ""
            if let clip {
                let id = "clip\(clipCount)"
                clipCount += 1
                line("<clipPath id=\"\(id)\">" + Self.shape(clip) + "/></clipPath>")
                attrs += " clip-path=\"url(#\(id))\""
            }
            if opacity < 1 { attrs += " opacity=\"\(Self.num(CGFloat(opacity)))\"" }
            line("<g\(attrs)>")
            depth += 1
        case .endGroup, .endTransform, .endShadow, .endMask:
            if depth > 0 { depth -= 1; line("</g>") }
        case .beginTransform(let t):
            line("<g transform=\"matrix(\(Self.num(t.a)) \(Self.num(t.b)) \(Self.num(t.c)) \(Self.num(t.d)) "
                 + "\(Self.num(t.tx)) \(Self.num(t.ty)))\">")
            depth += 1
        case .beginShadow(let shadow):
            writeShadowFilter(shadow)
        case .beginMask:
            let id = "mask\(maskCount)"
            maskCount += 1
            openMasks.append(id)
            line("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"\(regionAttributes) mask-type=\"alpha\" "
                 + "style=\"mask-type:alpha\">")
            depth += 1
        case .beginMaskedContent:
            guard let id = openMasks.popLast() else { return }
            if depth > 0 { depth -= 1 }
            line("</mask>")
            line("<g mask=\"url(#\(id))\">")
            depth += 1
        }
    }

    /// x/y/width/height of filter and mask regions: the canvas with a canvas-sized margin on every side (the
    /// regions are in the user space of the element, which a transform may move).
    private var regionAttributes: String {
        let w = max(canvas.width, 1), h = max(canvas.height, 1)
        return " x=\"\(Self.num(-w))\" y=\"\(Self.num(-h))\" width=\"\(Self.num(3 * w))\" height=\"\(Self.num(3 * h))\""
    }

    /// A drop-shadow filter (SourceAlpha blurred with stdDeviation = radius / 2, offset, tinted, then the
    /// source on top) and the group that uses it.
    private mutating func writeShadowFilter(_ shadow: Shadow) {
        let id = "shadow\(filterCount)"
        filterCount += 1
        line("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(regionAttributes) "
             + "color-interpolation-filters=\"sRGB\">")
        line("  <feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(Self.num(shadow.standardDeviation))\"/>")
        line("  <feOffset dx=\"\(Self.num(shadow.x))\" dy=\"\(Self.num(shadow.y))\" result=\"offsetBlur\"/>")
        line("  <feFlood flood-color=\"\(shadow.color.hexRGB)\" "
             + "flood-opacity=\"\(Self.num(CGFloat(max(0, min(1, shadow.color.opacity)))))\"/>")
        line("  <feComposite in2=\"offsetBlur\" operator=\"in\"/>")
        line("  <feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>")
        line("</filter>")
        line("<g filter=\"url(#\(id))\">")
        depth += 1
    }

    private mutating func writeText(_ run: TextRun, family: String, letterSpacing: CGFloat) {
        let s = run.style
        var attrs = "x=\"\(Self.num(run.origin.x))\" y=\"\(Self.num(run.origin.y))\""
        attrs += " font-family=\"\(XMLText.escape(family))\" font-size=\"\(Self.num(s.size))\""
        attrs += " font-weight=\"\(s.weight.numeric)\""
        if s.italic { attrs += " font-style=\"italic\"" }
        if letterSpacing != 0 { attrs += " letter-spacing=\"\(Self.num(letterSpacing))\"" }
        // A CSS property, not an SVG presentation attribute: browsers honour it in `style`.
        if s.monospacedDigit { attrs += " style=\"font-variant-numeric: tabular-nums\"" }
        attrs += Self.paint("fill", run.color)
        // A line whose first strong character is right to left is a right-to-left paragraph for Pango (the PNG);
        // a browser lays SVG text out left to right, which puts a trailing ellipsis or digits on the other side.
        // A right-to-left mark at the end keeps them in the right-to-left run, where the PNG has them.
        let mark = Self.startsRightToLeft(run.text) ? "\u{200F}" : ""
        line("<text \(attrs) xml:space=\"preserve\">\(XMLText.escape(run.text))\(mark)</text>")
    }

    /// Whether the first strongly directional character of `text` is a right-to-left letter (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and their presentation forms); letters of other scripts are left to right.
    static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
            default: return false
            }
        }
        return false
    }

    /// An `<image>` of a base64 PNG stretched over `r`.
    private mutating func writeImage(_ r: CGRect, base64 data: String) {
        line("<image x=\"\(Self.num(r.minX))\" y=\"\(Self.num(r.minY))\" width=\"\(Self.num(r.width))\""
            + " height=\"\(Self.num(r.height))\" preserveAspectRatio=\"none\""
            + " xlink:href=\"data:image/png;base64,\(data)\"/>")
    }

    private mutating func imageData(_ path: String) -> String? {
        if let cached = imageCache[path] { return cached }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let encoded = data.base64EncodedString()
        imageCache[path] = encoded
        return encoded
    }
}
