import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Draws `DisplayItem`s on a cairo context whose user space is canvas points (the caller applied
/// cairo_scale). Text lines are single-line Pango layouts from the measuring engine (no wrapping at draw time),
/// moved so their baseline sits on the recorded baseline. Groups: cairo_save + clip, and for opacity < 1
/// cairo_push_group ... pop_group_to_source + paint_with_alpha. Transforms: cairo_save + cairo_transform.
/// Shadows: the content is drawn into a group, its alpha is painted on an A8 image in device pixels covering
/// what the blur can reach (the content's pixels grown by the blur's reach, within the canvas; the same bytes
/// as a canvas-sized image), blurred by `BoxBlur` (standard deviation radius / 2 points, times the current transform's scale),
/// painted through the shadow colour at the offset, then the content on top. Masks: the mask is drawn into a
/// group, the content into another, and the content is painted through the mask's alpha (cairo_mask).
/// Gradients: Cairo's linear and radial patterns, angular ones as a mesh pattern (`CairoGradients`).
/// Image files are decoded once per render.
struct CairoPainter {
    let cr: OpaquePointer
    let engine: PangoEngine
    /// What each open bracket pushed, innermost last.
    private enum Open {
        /// beginGroup: the opacity to composite with, nil when no cairo group was pushed.
        case group(Double?)
        case transform
        case shadow(Shadow)
        /// beginMask: the mask is being drawn into a group.
        case maskDrawing
        /// beginMaskedContent: the content is being drawn into a group; the mask's pattern waits.
        case maskedContent(OpaquePointer)
    }
    private var groups: [Open] = []
    private var images: [String: OpaquePointer] = [:]
    /// Decoded colour-glyph PNGs (emoji), by their bytes.
    private var colorGlyphs: [Data: OpaquePointer] = [:]
    /// The device-pixel size of the target surface (shadow images are this size).
    private let pixelWidth: Int32, pixelHeight: Int32

    init(cr: OpaquePointer, engine: PangoEngine) {
        self.cr = cr; self.engine = engine
        let target = cairo_get_target(cr)
        pixelWidth = cairo_image_surface_get_width(target)
        pixelHeight = cairo_image_surface_get_height(target)
    }

    /// Releases decoded images and closes groups left open.
    mutating func finish() {
        while !groups.isEmpty { close() }
        for surface in images.values { cairo_surface_destroy(surface) }
        images.removeAll()
        for surface in colorGlyphs.values { cairo_surface_destroy(surface) }
        colorGlyphs.removeAll()
    }

    mutating func draw(_ item: DisplayItem) throws(RenderError) {
        switch item {
        case .fill(let shape, let color):
            path(shape)
            source(color)
            cairo_fill(cr)
        case .gradient(let shape, let style, let frame):
            gradient(shape, style, frame: frame)
        case .stroke(let shape, let color, let width):
            path(shape)
            source(color)
            cairo_set_line_width(cr, Double(width))
            cairo_stroke(cr)
        case .line(let a, let b, let color, let width):
            cairo_new_path(cr)
            cairo_move_to(cr, Double(a.x), Double(a.y))
            cairo_line_to(cr, Double(b.x), Double(b.y))
            source(color)
            cairo_set_line_width(cr, Double(width))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(cr)
        case .text(let run):
            text(run)
        case .image(let file, let rect):
            try image(file, rect)
        case .beginGroup(let opacity, let clip):
            cairo_save(cr)
            if let clip {
                path(clip)
                cairo_clip(cr)
            }
            if opacity < 1 {
                cairo_push_group(cr)
                groups.append(.group(max(0, opacity)))
            } else {
                groups.append(.group(nil))
            }
        case .beginTransform(let t):
            cairo_save(cr)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
            // A singular matrix (scale 0) would put the context in an error state: draw nothing instead.
            if abs(Double(t.a * t.d - t.b * t.c)) < 1e-12 {
                cairo_rectangle(cr, 0, 0, 0, 0)
                cairo_clip(cr)
            } else {
                cairo_transform(cr, &m)
            }
            groups.append(.transform)
        case .beginShadow(let shadow):
            cairo_push_group(cr)
            groups.append(.shadow(shadow))
        case .beginMask:
            cairo_push_group(cr)
            groups.append(.maskDrawing)
        case .beginMaskedContent:
            guard case .maskDrawing? = groups.last else { return }
            groups.removeLast()
            guard let mask = cairo_pop_group(cr) else { return }
            cairo_push_group(cr)
            groups.append(.maskedContent(mask))
        case .endGroup, .endTransform, .endShadow, .endMask:
            close()
        }
    }

    /// Closes the innermost open bracket.
    private mutating func close() {
        guard let open = groups.popLast() else { return }
        switch open {
        case .group(let opacity):
            if let opacity {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
        case .transform:
            cairo_restore(cr)
        case .shadow(let shadow):
            guard let content = cairo_pop_group(cr) else { return }
            paintShadow(of: content, shadow)
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_pattern_destroy(content)
        case .maskDrawing:
            // A mask without content: nothing to show.
            if let mask = cairo_pop_group(cr) { cairo_pattern_destroy(mask) }
        case .maskedContent(let mask):
            if let content = cairo_pop_group(cr) {
                cairo_set_source(cr, content)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(content)
            }
            cairo_pattern_destroy(mask)
        }
    }

    /// Paints `shadow` for the group `content` on the current target, below whatever is drawn next.
    /// Works on the device-pixel rectangle the shadow can reach: the content's non-zero pixels grown by the
    /// blur's reach, within the canvas. Pixels outside it are 0 before and after the blur, so the bytes are
    /// those of blurring a canvas-sized image, at a cost that follows the content's size.
    private func paintShadow(of content: OpaquePointer, _ shadow: Shadow) {
        guard shadow.color.opacity > 0, pixelWidth > 0, pixelHeight > 0 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let lengthScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let deviation = Double(shadow.standardDeviation) * lengthScale
        let canvas = (x0: 0, y0: 0, x1: Int(pixelWidth) - 1, y1: Int(pixelHeight) - 1)
        var region = canvas
        if let ink = Self.inkBounds(of: content) {
            let r = BoxBlur.reach(standardDeviation: deviation)
            region = (max(0, ink.x0 - r), max(0, ink.y0 - r), min(canvas.x1, ink.x1 + r), min(canvas.y1, ink.y1 + r))
            guard region.x0 <= region.x1, region.y0 <= region.y1 else { return }
        }
        let w = region.x1 - region.x0 + 1, h = region.y1 - region.y0 + 1
        guard let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(alpha) }
        guard cairo_surface_status(alpha) == CAIRO_STATUS_SUCCESS else { return }
        // The region's pixels sit at (region.x0, region.y0) of the device: the surface's device offset says so,
        // and everything else is computed as for a canvas-sized image.
        cairo_surface_set_device_offset(alpha, -Double(region.x0), -Double(region.y0))
        guard let ac = cairo_create(alpha) else { return }
        cairo_set_matrix(ac, &m)
        cairo_set_source(ac, content)
        cairo_paint(ac)
        cairo_destroy(ac)
        cairo_surface_flush(alpha)
        if let data = cairo_image_surface_get_data(alpha) {
            BoxBlur.blurNonZeroRegion(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(alpha)),
                                      standardDeviation: deviation)
        }
        cairo_surface_mark_dirty(alpha)
        let dx = m.xx * Double(shadow.x) + m.xy * Double(shadow.y)
        let dy = m.yx * Double(shadow.x) + m.yy * Double(shadow.y)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        source(shadow.color)
        cairo_mask_surface(cr, alpha, dx, dy)
        cairo_restore(cr)
    }

    /// The device-pixel bounds (inclusive) of the non-transparent pixels of a group popped from the target,
    /// or nil when they cannot be read (then the whole canvas is used).
    private static func inkBounds(of group: OpaquePointer) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var surface: OpaquePointer? = nil
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        guard ox == ox.rounded(), oy == oy.rounded(), abs(ox) < 1e9, abs(oy) < 1e9,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Premultiplied ARGB: a transparent pixel is all zero bytes, so rows are scanned two pixels (8 bytes)
        // at a time for the first and last non-zero pixel.
        var x0 = w, x1 = -1, y0 = h, y1 = -1
        let pairs = w / 2
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride)
            func pair(_ i: Int) -> UInt64 { row.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
            func pixel(_ x: Int) -> UInt32 { row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
            var first = 0
            while first < pairs, pair(first) == 0 { first += 1 }
            var firstPixel = first * 2
            while firstPixel < w, pixel(firstPixel) == 0 { firstPixel += 1 }
            if firstPixel >= w { continue }
            var lastPixel = w - 1
            if w % 2 == 1, pixel(lastPixel) != 0 {
                // The odd last pixel is set.
            } else {
                if w % 2 == 1 { lastPixel -= 1 }
                var last = pairs - 1
                while last > 0, pair(last) == 0 { last -= 1 }
                lastPixel = last * 2 + 1
                while lastPixel > firstPixel, pixel(lastPixel) == 0 { lastPixel -= 1 }
            }
            x0 = min(x0, firstPixel); x1 = max(x1, lastPixel)
            y0 = min(y0, y); y1 = y
        }
        // An empty group: a region that clamps to nothing.
        guard x1 >= 0 else { return (Int.max / 4, Int.max / 4, Int.min / 4, Int.min / 4) }
        // Group pixel (x, y) is device pixel (x - ox, y - oy) (push_group sets the offset to -origin).
        return (x0 - Int(ox), y0 - Int(oy), x1 - Int(ox), y1 - Int(oy))
    }

    private func source(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
    }

    func path(_ shape: DisplayShape) {
        cairo_new_path(cr)
        switch shape {
        case .rect(let r):
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case .roundedRect(let r, let radius):
            let c = Double(radius)
            let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
            cairo_new_sub_path(cr)
            cairo_arc(cr, x1 - c, y0 + c, c, -Double.pi / 2, 0)
            cairo_arc(cr, x1 - c, y1 - c, c, 0, Double.pi / 2)
            cairo_arc(cr, x0 + c, y1 - c, c, Double.pi / 2, Double.pi)
            cairo_arc(cr, x0 + c, y0 + c, c, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(r.midX), Double(r.midY))
            cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .path(let segments):
            for s in segments {
                switch s {
                case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
                case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
                case .curve(let p, let c1, let c2):
                    cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                case .close: cairo_close_path(cr)
                }
            }
        }
    }

    private mutating func text(_ run: TextRun) {
        guard let layout = engine.makeLayout(run.text, run.style, spacing: run.letterSpacing) else { return }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        let baseline = PangoEngine.points(pango_layout_get_baseline(layout))
        // Colour bitmap glyphs (emoji) are blanked in the layout and drawn scaled (ColorGlyph).
        let colorGlyphs = ColorGlyph.take(from: layout)
        source(run.color)
        cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y - baseline))
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
        for glyph in colorGlyphs {
            let surface: OpaquePointer
            if let cached = self.colorGlyphs[glyph.png] {
                surface = cached
            } else {
                guard let decoded = try? PNGImage.surface(Array(glyph.png)) else { continue }
                self.colorGlyphs[glyph.png] = decoded
                surface = decoded
            }
            paint(surface, in: glyph.rect.offsetBy(dx: run.origin.x, dy: run.origin.y - baseline))
        }
    }

    private mutating func image(_ file: String, _ rect: CGRect) throws(RenderError) {
        let surface: OpaquePointer
        if let cached = images[file] {
            surface = cached
        } else {
            // Read as bytes (a regular file only, of bounded size) and checked before decoding.
            let s: OpaquePointer
            do {
                s = try PNGImage.surface(try RegularFile.read(file, limit: PNGHeader.maxFileBytes))
            } catch let e as RegularFile.ReadError {
                throw RenderError("cannot read image file: \(file): \(e.reason)", imageFile: file)
            } catch {
                throw RenderError("cannot read image file: \(file): \(error)", imageFile: file)
            }
            images[file] = s
            surface = s
        }
        paint(surface, in: rect)
    }

    /// Paints a decoded image scaled into `rect`, clipped to it (the edges are padded, not faded).
    private func paint(_ surface: OpaquePointer, in rect: CGRect) {
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / iw, Double(rect.height) / ih)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
