import CPangoCairo
import Foundation
import LayoutCore

/// Colour bitmap glyphs (docs/rendering.md, "Colour emoji"): Noto Color Emoji, the pinned emoji font, stores
/// each glyph as a PNG at one size (CBDT, 136x128 pixels at 109 ppem), and cairo 1.16 draws such a glyph at that
/// size whatever the font size. `take(from:)` finds the glyphs of colour-bitmap fonts in a laid-out Pango
/// layout, blanks them there (so `pango_cairo_show_layout` draws the rest as before), and returns each glyph's
/// PNG with the rectangle its ink covers, relative to the layout's top-left corner, in points: the painter
/// draws the PNG scaled into it. A ZWJ sequence or a flag is one glyph of the font (HarfBuzz's ligature), so it
/// is one PNG. Text without colour-bitmap glyphs is untouched (the list is empty).
struct ColorGlyph {
    var png: Data
    var rect: CGRect

    static let emptyGlyph: UInt32 = 0x0FFF_FFFF  // PANGO_GLYPH_EMPTY
    static let unknownFlag: UInt32 = 0x1000_0000  // PANGO_GLYPH_UNKNOWN_FLAG

    static func take(from layout: OpaquePointer) -> [ColorGlyph] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [ColorGlyph] = []
        repeat {
            guard let run = pango_layout_iter_get_run(iter), let font = lv_run_font(run),
                  lv_font_has_color_png(font) != 0 else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let baseline = PangoEngine.points(pango_layout_iter_get_baseline(iter))
            var x = logical.x
            for i in 0..<lv_run_glyph_count(run) {
                let glyph = lv_run_glyph(run, Int32(i))
                defer { x += lv_run_glyph_width(run, Int32(i)) }
                guard glyph & unknownFlag == 0, glyph != emptyGlyph else { continue }
                var extents = hb_glyph_extents_t()
                guard lv_glyph_extents(font, glyph, &extents) != 0, extents.width > 0, extents.height < 0,
                      let blob = lv_glyph_png(font, glyph) else { continue }
                defer { hb_blob_destroy(blob) }
                var length: UInt32 = 0
                guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { continue }
                let png = Data(bytes: bytes, count: Int(length))
                let left = PangoEngine.points(x + lv_run_glyph_x_offset(run, Int32(i)) + extents.x_bearing)
                let top = baseline + PangoEngine.points(lv_run_glyph_y_offset(run, Int32(i)) - extents.y_bearing)
                out.append(ColorGlyph(png: png, rect: CGRect(x: left, y: top, width: PangoEngine.points(extents.width),
                                                             height: PangoEngine.points(-extents.height))))
                lv_run_set_glyph(run, Int32(i), emptyGlyph)
            }
        } while pango_layout_iter_next_run(iter) != 0
        return out
    }
}
