import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Renders a `DisplayList` to PNG bytes with cairo: an ARGB32 image surface of ceil(size × scale) device
/// pixels (at least 1×1), user space scaled to points, the background filled (none when transparent), the
/// items drawn in order by `CairoPainter` with the measurer's own Pango engine (the same pinned fonts and
/// settings that measured the text), then encoded in memory with cairo's PNG writer (no timestamps: the same
/// list gives the same bytes). Refuses images over `maxPixels` pixels or `maxSide` pixels on a side, and
/// drawings whose effect layers exceed `EffectLayers`' limits, before drawing anything.
public enum PNGRenderer {
    public static let maxSide = 32767
    /// The same limit as image files' (`PNGHeader.maxPixels`), so `diff` reads whatever `render` writes.
    public static let maxPixels = PNGHeader.maxPixels

    /// Renders at `list.scale` device pixels per point: the grid the list was snapped to, which is the scale
    /// its layout was made at. There is no other scale to give.
    public static func render(_ list: DisplayList, measurer: PangoTextMeasurer) throws(RenderError) -> [UInt8] {
        try measurer.withEngine { (engine: PangoEngine) throws(RenderError) -> [UInt8] in
            let surface = try draw(list, scale: list.scale, engine: engine)
            defer { cairo_surface_destroy(surface) }
            return try encode(surface)
        }
    }

    /// The pixel size of the image for a canvas and scale, or an error when it is absurd.
    public static func pixelSize(_ size: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
        let w = Double(size.width * scale), h = Double(size.height * scale)
        guard scale > 0, scale.isFinite, w.isFinite, h.isFinite else {
            throw RenderError("cannot render a \(NumberFormat.decimal(size.width))x\(NumberFormat.decimal(size.height)) canvas at scale \(NumberFormat.decimal(scale))")
        }
        let pw = max(1, Int(min((w - 1e-6).rounded(.up), 1e9))), ph = max(1, Int(min((h - 1e-6).rounded(.up), 1e9)))
        guard pw <= maxSide, ph <= maxSide, pw * ph <= maxPixels else {
            throw RenderError("image too large: \(pw)x\(ph) pixels (at most \(maxSide) per side and \(maxPixels) in all)")
        }
        return (pw, ph)
    }

    /// Draws the list on a new image surface (the caller destroys it).
    static func draw(_ list: DisplayList, scale: CGFloat, engine: PangoEngine) throws(RenderError) -> OpaquePointer {
        let (pw, ph) = try pixelSize(list.size, scale: scale)
        if let problem = EffectLayers(list).problem(canvasPixels: pw * ph, width: pw, height: ph) {
            throw RenderError(problem)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else {
            throw RenderError("cairo: cannot create a \(pw)x\(ph) image")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError("cairo: cannot create a \(pw)x\(ph) image (out of memory?)")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_font_options(cr, engine.cairoFontOptions)
        if let bg = list.background {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.opacity)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        var painter = CairoPainter(cr: cr, engine: engine)
        do {
            try list.forEachItem { (item: DisplayItem) throws(RenderError) in try painter.draw(item) }
        } catch {
            painter.finish()
            cairo_surface_destroy(surface)
            throw error
        }
        painter.finish()
        cairo_surface_flush(surface)
        return surface
    }

    /// The surface as PNG bytes.
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }
}

/// Collects bytes written by cairo's stream callbacks.
final class ByteSink {
    var bytes: [UInt8] = []
}
