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
/// opacity attribute. No timestamps or random ids: the same list gives the same bytes. The document is written
/// into one byte buffer (`utf8`): numbers, colours and escaped text are appended as bytes, never as strings.
public enum SVGRenderer {
    /// - Parameter fontFamily: the CSS font-family list for a style, pinned family first
    ///   (e.g. `FontConfiguration.svgFontFamily`).
    public static func render(_ list: DisplayList, fontFamily: @escaping (TextStyle) -> String) -> String {
        render(list, text: SVGTextSupport(fontFamily: { fontFamily($0.style) }))
    }

    /// The text runs of a display list, in paint order (what a text engine looks at before `render`).
    public static func textRuns(_ list: DisplayList) -> [TextRun] {
        list.packed.others.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    public static func render(_ list: DisplayList, text: SVGTextSupport) -> String {
        String(decoding: utf8(list, text: text), as: UTF8.self)
    }

    /// The document's UTF-8 bytes (what `render` returns as a string).
    public static func utf8(_ list: DisplayList, text: SVGTextSupport) -> [UInt8] {
        var w = SVGWriter()
        // About 64 bytes an item: a rectangle's line is 50 to 70.
        w.out.reserveCapacity(512 + 64 * list.itemCount + (text.styleSheet?.utf8.count ?? 0))
        let width = list.size.width, height = list.size.height
        w.put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        w.put("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"")
        w.num(width)
        w.put("\" height=\"")
        w.num(height)
        w.put("\" viewBox=\"0 0 ")
        w.num(width)
        w.put(" ")
        w.num(height)
        w.put("\">\n")
        if let css = text.styleSheet {
            w.line("<defs><style>")
            w.put(css)
            w.line("</style></defs>")
        }
        if let bg = list.background, bg.opacity > 0 {
            w.indent()
            w.put("<rect x=\"0\" y=\"0\" width=\"")
            w.num(width)
            w.put("\" height=\"")
            w.num(height)
            w.put("\"")
            w.paint(.fill, bg)
            w.put("/>\n")
        }
        w.canvas = list.size
        let others = list.packed.others
        for slot in list.packed.slots {
            switch slot {
            case .fill(let r, let c): w.fill(.rect(r), c)
            case .other(let i): w.write(others[i], text: text, scale: list.scale)
            }
        }
        while w.depth > 0 { w.depth -= 1; w.line("</g>") }
        w.put("</svg>\n")
        return w.out
    }
}

/// The element writer behind `SVGRenderer`: one byte buffer, indentation by group depth and the id counters.
struct SVGWriter {
    var out: [UInt8] = []
    var depth = 0
    var clipCount = 0
    var filterCount = 0
    var maskCount = 0
    var gradientCount = 0
    /// Ids of the masks being written, innermost last.
    var openMasks: [Int] = []
    var canvas = CGSize.zero
    var imageCache: [String: String] = [:]

    mutating func put(_ s: StaticString) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    mutating func put(_ s: String) {
        var s = s
        s.withUTF8 { out.append(contentsOf: $0) }
    }

    mutating func num(_ v: CGFloat) { NumberFormat.appendDecimal(v, to: &out) }

    /// An attribute whose value is a number: `opening` is ` name="`, the closing quote follows the number.
    mutating func attribute(_ opening: StaticString, _ v: CGFloat) {
        put(opening)
        num(v)
        out.append(UInt8(ascii: "\""))
    }

    /// The indentation of a line at the current depth.
    mutating func indent() {
        for _ in 0...depth { out.append(UInt8(ascii: " ")); out.append(UInt8(ascii: " ")) }
    }

    /// A whole line at the current depth.
    mutating func line(_ s: StaticString) {
        indent()
        put(s)
        out.append(UInt8(ascii: "\n"))
    }

    enum PaintAttribute { case fill, stroke }

    /// ` fill="#rrggbb"` plus ` fill-opacity` when not opaque (or the same for `stroke`).
    mutating func paint(_ attribute: PaintAttribute, _ c: Color) {
        put(attribute == .fill ? " fill=\"" : " stroke=\"")
        c.appendHexRGB(to: &out)
        out.append(UInt8(ascii: "\""))
        if c.opacity < 1 {
            self.attribute(attribute == .fill ? " fill-opacity=\"" : " stroke-opacity=\"", CGFloat(max(0, c.opacity)))
        }
    }

    /// A shape's element name and geometry attributes, without the closing `/>`.
    mutating func shape(_ s: DisplayShape) {
        switch s {
        case .rect(let r):
            put("<rect")
            rectAttributes(r)
        case .roundedRect(let r, let c):
            put("<rect")
            rectAttributes(r)
            attribute(" rx=\"", c)
            attribute(" ry=\"", c)
        case .ellipse(let r):
            put("<ellipse")
            attribute(" cx=\"", r.midX)
            attribute(" cy=\"", r.midY)
            attribute(" rx=\"", r.width / 2)
            attribute(" ry=\"", r.height / 2)
        case .path(let segments):
            put("<path d=\"")
            for s in segments {
                switch s {
                case .move(let p): put("M"); point(p)
                case .line(let p): put("L"); point(p)
                case .curve(let p, let c1, let c2):
                    put("C"); point(c1); put(" "); point(c2); put(" "); point(p)
                case .close: put("Z")
                }
            }
            put("\"")
        }
    }

    /// ` x="" y="" width="" height=""` of `r`.
    private mutating func rectAttributes(_ r: CGRect) {
        attribute(" x=\"", r.minX)
        attribute(" y=\"", r.minY)
        attribute(" width=\"", r.width)
        attribute(" height=\"", r.height)
    }

    /// `x y` of a path point.
    private mutating func point(_ p: CGPoint) {
        num(p.x)
        put(" ")
        num(p.y)
    }

    /// A filled shape's element.
    @inline(__always)
    mutating func fill(_ s: DisplayShape, _ c: Color) {
        indent()
        shape(s)
        paint(.fill, c)
        put("/>\n")
    }

    mutating func write(_ item: DisplayItem, text: SVGTextSupport, scale: CGFloat) {
        switch item {
        case .fill(let s, let c):
            fill(s, c)
        case .gradient(let s, let g, let frame):
            writeGradient(s, g, frame: frame)
        case .stroke(let s, let c, let lw):
            indent()
            shape(s)
            put(" fill=\"none\"")
            paint(.stroke, c)
            attribute(" stroke-width=\"", lw)
            put("/>\n")
        case .line(let a, let b, let c, let lw):
            indent()
            put("<path d=\"M")
            point(a)
            put("L")
            point(b)
            put("\" fill=\"none\"")
            paint(.stroke, c)
            attribute(" stroke-width=\"", lw)
            put("/>\n")
        case .text(let run):
            if let outline = text.outline {
                let d = outline(run)
                if !d.isEmpty {
                    indent()
                    put("<path d=\"")
                    put(d)
                    put("\"")
                    paint(.fill, run.color)
                    put("/>\n")
                }
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
            let id = clipCount
            if let clip {
                clipCount += 1
                indent()
                put("<clipPath id=\"clip")
                put(String(id))
                put("\">")
                shape(clip)
                put("/></clipPath>\n")
            }
            indent()
            put("<g")
            if clip != nil {
                put(" clip-path=\"url(#clip")
                put(String(id))
                put(")\"")
            }
            if opacity < 1 { attribute(" opacity=\"", CGFloat(opacity)) }
            put(">\n")
            depth += 1
        case .endGroup, .endTransform, .endShadow, .endMask:
            if depth > 0 { depth -= 1; line("</g>") }
        case .beginTransform(let t):
            indent()
            put("<g transform=\"matrix(")
            num(t.a); put(" "); num(t.b); put(" "); num(t.c); put(" "); num(t.d); put(" ")
            num(t.tx); put(" "); num(t.ty)
            put(")\">\n")
            depth += 1
        case .beginShadow(let shadow):
            writeShadowFilter(shadow)
        case .beginMask:
            let id = maskCount
            maskCount += 1
            openMasks.append(id)
            indent()
            put("<mask id=\"mask")
            put(String(id))
            put("\" maskUnits=\"userSpaceOnUse\"")
            regionAttributes()
            put(" mask-type=\"alpha\" style=\"mask-type:alpha\">\n")
            depth += 1
        case .beginMaskedContent:
            guard let id = openMasks.popLast() else { return }
            if depth > 0 { depth -= 1 }
            line("</mask>")
            indent()
            put("<g mask=\"url(#mask")
            put(String(id))
            put(")\">\n")
            depth += 1
        }
    }

    /// x/y/width/height of filter and mask regions: the canvas with a canvas-sized margin on every side (the
    /// regions are in the user space of the element, which a transform may move).
    private mutating func regionAttributes() {
        let w = max(canvas.width, 1), h = max(canvas.height, 1)
        attribute(" x=\"", -w)
        attribute(" y=\"", -h)
        attribute(" width=\"", 3 * w)
        attribute(" height=\"", 3 * h)
    }

    /// A drop-shadow filter (SourceAlpha blurred with stdDeviation = radius / 2, offset, tinted, then the
    /// source on top) and the group that uses it.
    private mutating func writeShadowFilter(_ shadow: Shadow) {
        let id = String(filterCount)
        filterCount += 1
        indent()
        put("<filter id=\"shadow")
        put(id)
        put("\" filterUnits=\"userSpaceOnUse\"")
        regionAttributes()
        put(" color-interpolation-filters=\"sRGB\">\n")
        indent()
        put("  <feGaussianBlur in=\"SourceAlpha\"")
        attribute(" stdDeviation=\"", shadow.standardDeviation)
        put("/>\n")
        indent()
        put("  <feOffset")
        attribute(" dx=\"", shadow.x)
        attribute(" dy=\"", shadow.y)
        put(" result=\"offsetBlur\"/>\n")
        indent()
        put("  <feFlood flood-color=\"")
        shadow.color.appendHexRGB(to: &out)
        put("\"")
        attribute(" flood-opacity=\"", CGFloat(max(0, min(1, shadow.color.opacity))))
        put("/>\n")
        line("  <feComposite in2=\"offsetBlur\" operator=\"in\"/>")
        line("  <feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>")
        line("</filter>")
        indent()
        put("<g filter=\"url(#shadow")
        put(id)
        put(")\">\n")
        depth += 1
    }

    private mutating func writeText(_ run: TextRun, family: String, letterSpacing: CGFloat) {
        let s = run.style
        indent()
        put("<text")
        attribute(" x=\"", run.origin.x)
        attribute(" y=\"", run.origin.y)
        put(" font-family=\"")
        XMLText.append(escaping: family, to: &out)
        put("\"")
        attribute(" font-size=\"", s.size)
        put(" font-weight=\"")
        put(String(s.weight.numeric))
        put("\"")
        if s.italic { put(" font-style=\"italic\"") }
        if letterSpacing != 0 { attribute(" letter-spacing=\"", letterSpacing) }
        // A CSS property, not an SVG presentation attribute: browsers honour it in `style`.
        if s.monospacedDigit { put(" style=\"font-variant-numeric: tabular-nums\"") }
        paint(.fill, run.color)
        put(" xml:space=\"preserve\">")
        XMLText.append(escaping: run.text, to: &out)
        // A line whose first strong character is right to left is a right-to-left paragraph for Pango (the PNG);
        // a browser lays SVG text out left to right, which puts a trailing ellipsis or digits on the other side.
        // A right-to-left mark at the end keeps them in the right-to-left run, where the PNG has them.
        if Self.startsRightToLeft(run.text) { put("\u{200F}") }
        put("</text>\n")
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
        indent()
        put("<image")
        rectAttributes(r)
        put(" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
        put(data)
        put("\"/>\n")
    }

    private mutating func imageData(_ path: String) -> String? {
        if let cached = imageCache[path] { return cached }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let encoded = data.base64EncodedString()
        imageCache[path] = encoded
        return encoded
    }
}
