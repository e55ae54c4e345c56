import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Text lines as glyph outlines (`SVGTextMode.outlines`): the line is laid out exactly as the PNG draws it
/// (same layout, same baseline), turned into a cairo path with `pango_cairo_layout_path` in canvas points, and
/// written as SVG path data (M/L/C/Z, numbers with at most 3 decimals). The context draws on an unbounded
/// recording surface: on a small image surface glyphs outside its clip are culled from the path. Colour (bitmap)
/// emoji have no outline: they come back as their PNGs with their rectangles (`ColorGlyph`), drawn as `<image>`.
struct SVGGlyphOutlines {
    private let surface: OpaquePointer
    private let cr: OpaquePointer

    init() throws(RenderError) {
        // An unbounded recording surface: nothing is culled against a clip.
        guard let s = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
            throw RenderError("cairo: cannot create a surface")
        }
        guard let c = cairo_create(s), cairo_status(c) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw RenderError("cairo: cannot create a context")
        }
        surface = s; cr = c
    }

    func release() {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The path data of one line, and its colour glyphs in canvas coordinates.
    func outline(_ run: TextRun, engine: PangoEngine) -> (path: String, colorGlyphs: [(rect: CGRect, png: Data)]) {
        guard let layout = engine.makeLayout(run.text, run.style, spacing: run.letterSpacing) else { return ("", []) }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        let baseline = PangoEngine.points(pango_layout_get_baseline(layout))
        let glyphs = ColorGlyph.take(from: layout).map {
            (rect: $0.rect.offsetBy(dx: run.origin.x, dy: run.origin.y - baseline), png: $0.png)
        }
        return (pathData(layout, at: CGPoint(x: run.origin.x, y: run.origin.y - baseline)), glyphs)
    }

    /// The path data of a laid-out line with its top-left corner at `origin`.
    private func pathData(_ layout: OpaquePointer, at origin: CGPoint) -> String {
        cairo_new_path(cr)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_layout_path(cr, layout)
        guard let path = cairo_copy_path(cr) else { return "" }
        defer { cairo_path_destroy(path); cairo_new_path(cr) }
        var d: [String] = []
        var index: Int32 = 0
        var xy = [Double](repeating: 0, count: 6)
        // A move-to not yet followed by drawing (cairo ends the path with the pen's move) is dropped.
        var pendingMove = false
        while index < path.pointee.num_data {
            var next: Int32 = 0
            let type = xy.withUnsafeMutableBufferPointer { lv_path_element(path, index, $0.baseAddress, &next) }
            func p(_ i: Int) -> String { NumberFormat.decimal(CGFloat(xy[2 * i])) + " " + NumberFormat.decimal(CGFloat(xy[2 * i + 1])) }
            switch cairo_path_data_type_t(rawValue: UInt32(type)) {
            case CAIRO_PATH_MOVE_TO:
                if pendingMove { d.removeLast() }
                pendingMove = true
                d.append("M" + p(0))
            case CAIRO_PATH_LINE_TO: d.append("L" + p(0)); pendingMove = false
            case CAIRO_PATH_CURVE_TO: d.append("C" + p(0) + " " + p(1) + " " + p(2)); pendingMove = false
            case CAIRO_PATH_CLOSE_PATH: d.append("Z"); pendingMove = false
            default: break
            }
            index = max(next, index + 1)
        }
        if pendingMove { d.removeLast() }
        return d.joined()
    }
}
