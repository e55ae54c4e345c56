import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Draws `DisplayItem`s on a cairo context whose user space is canvas points (the caller applied
/// cairo_scale). Text lines are single-line Pango layouts from the measuring engine (no wrapping at draw time),
/// moved so their baseline sits on the recorded baseline. Groups: cairo_save + clip, and for opacity < 1
/// cairo_push_group ... pop_group_to_source + paint_with_alpha. Image files are decoded once per render.
struct CairoPainter {
    let cr: OpaquePointer
    let engine: PangoEngine
    /// Open groups, innermost last: the opacity to composite with, nil when no cairo group was pushed.
    private var groups: [Double?] = []
    private var images: [String: OpaquePointer] = [:]

    init(cr: OpaquePointer, engine: PangoEngine) {
        self.cr = cr; self.engine = engine
    }

    /// Releases decoded images and closes groups left open.
    mutating func finish() {
        while !groups.isEmpty { endGroup() }
        for surface in images.values { cairo_surface_destroy(surface) }
        images.removeAll()
    }

    mutating func draw(_ item: DisplayItem) throws(RenderError) {
        switch item {
        case .fill(let shape, let color):
            path(shape)
            source(color)
            cairo_fill(cr)
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
                groups.append(max(0, opacity))
            } else {
                groups.append(nil)
            }
        case .endGroup:
            endGroup()
        }
    }

    private mutating func endGroup() {
        guard let group = groups.popLast() else { return }
        if let opacity = group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    private func source(_ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
    }

    private func path(_ shape: DisplayShape) {
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
        }
    }

    private func text(_ run: TextRun) {
        guard let layout = engine.makeLayout(run.text, run.style) else { return }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        let baseline = PangoEngine.points(pango_layout_get_baseline(layout))
        source(run.color)
        cairo_move_to(cr, Double(run.origin.x), Double(run.origin.y - baseline))
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    private mutating func image(_ file: String, _ rect: CGRect) throws(RenderError) {
        let surface: OpaquePointer
        if let cached = images[file] {
            surface = cached
        } else {
            guard let s = cairo_image_surface_create_from_png(file) else {
                throw RenderError("cannot read image file: \(file)")
            }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(s)
                throw RenderError("cannot read image file (not a PNG?): \(file)")
            }
            images[file] = s
            surface = s
        }
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
