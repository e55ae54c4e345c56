import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// The fonts Pango chose for a line of text, run by run: which face (family, weight, slant, its HarfBuzz face),
/// the characters it drew and their glyph ids. What font embedding subsets, and where a character no pinned
/// font covers shows (Pango's unknown-glyph flag).
struct FaceUse {
    /// The face's family as fontconfig names it ("Inter", "DejaVu Sans").
    var family: String
    /// CSS weight (100...900) and slant of the face itself (not of the request).
    var weight: Int
    var italic: Bool
    /// The HarfBuzz face (not retained: valid while the engine's font map lives).
    var face: OpaquePointer
    var scalars: [UInt32]
    var glyphs: [UInt32]
    /// Characters drawn as the missing-glyph box.
    var missing: [UInt32]

    /// Identity of the face in a document's style sheet.
    var key: String { "\(family)|\(weight)|\(italic)" }
}

extension PangoEngine {
    /// Pango's glyph flags: a missing character (code point in the low bits) and an empty glyph.
    static let unknownGlyphFlag: UInt32 = 0x1000_0000
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// The faces a text line uses, in visual run order, laid out exactly as it is drawn.
    func faceUses(_ run: TextRun) -> [FaceUse] {
        guard let layout = makeLayout(run.text, run.style, spacing: run.letterSpacing) else { return [] }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(run.text.utf8)
        var uses: [FaceUse] = []
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let item = pango_layout_iter_get_run_readonly(iter), let font = lv_run_font(item),
                  let use = faceUse(font, item: item, bytes: bytes) else { continue }
            uses.append(use)
        } while pango_layout_iter_next_run(iter) != 0
        return uses
    }

    private func faceUse(_ font: UnsafeMutablePointer<PangoFont>, item: UnsafeMutablePointer<PangoLayoutRun>,
                         bytes: [UInt8]) -> FaceUse? {
        guard let description = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(description) }
        guard let familyName = pango_font_description_get_family(description),
              let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont) else { return nil }
        let style = pango_font_description_get_style(description)
        let start = Int(lv_run_offset(item)), end = start + Int(lv_run_length(item))
        let slice = start >= 0 && end <= bytes.count && start <= end ? Array(bytes[start..<end]) : []
        let scalars = String(decoding: slice, as: UTF8.self).unicodeScalars.map(\.value)
        var glyphs: [UInt32] = [], missing: [UInt32] = []
        for i in 0..<lv_run_glyph_count(item) {
            let g = UInt32(lv_run_glyph(item, i))
            if g == Self.emptyGlyph { continue }
            if g & Self.unknownGlyphFlag != 0 { missing.append(g & ~Self.unknownGlyphFlag) } else { glyphs.append(g) }
        }
        return FaceUse(family: String(cString: familyName),
                       weight: Int(pango_font_description_get_weight(description).rawValue),
                       italic: style != PANGO_STYLE_NORMAL, face: face, scalars: scalars, glyphs: glyphs,
                       missing: missing)
    }
}
