import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// The C state behind `PangoTextMeasurer`: a hermetic fontconfig configuration holding exactly the configured
/// font files, its own pango_cairo font map and one Pango context with the settings that make measurements
/// exact and scale-independent (../shared/notes/text-engine.md): hint metrics off, hint style none, glyph
/// positions not rounded, absolute font sizes, no hyphens inserted at in-word breaks, the language pinned to
/// en-us (not the user's LANG). Not thread-safe: only
/// used inside the measurer's mutex. Frees everything it owns on deinit.
/// A font's vertical metrics in points (unrounded).
struct FontMetrics {
    var ascent: CGFloat
    var descent: CGFloat
    var capHeight: CGFloat
    var leading: CGFloat
}

final class PangoEngine {
    let config: FontConfiguration
    private let fcConfig: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private let attributes: OpaquePointer
    /// `attributes` plus tabular digits (`monospacedDigit()`).
    private let digitAttributes: OpaquePointer
    private let fontOptions: OpaquePointer
    private var descriptions: [TextStyle: OpaquePointer] = [:]
    private var metrics: [TextStyle: FontMetrics] = [:]
    private var decorations: [TextStyle: TextDecorationMetrics] = [:]

    init(_ config: FontConfiguration) throws(RenderError) {
        self.config = config
        guard let fc = FcConfigCreate() else { throw RenderError("fontconfig: cannot create a configuration") }
        // Noto Color Emoji has one bitmap size: fontconfig gives its pattern that pixel size (109), and Pango
        // would lay it out at that size whatever the font size (a system configuration scales it with a matrix,
        // 10-scale-bitmap-fonts.conf). Without it, the requested size is used: advances scale with the font
        // (HarfBuzz scales the bitmaps' metrics) and ColorGlyph draws the bitmaps scaled.
        _ = FcConfigParseAndLoadFromMemory(fc, Self.emojiAtAnySize, 1)
        for file in config.files where FcConfigAppFontAddFile(fc, file) == 0 {
            FcConfigDestroy(fc)
            throw RenderError("cannot load font file: \(file)")
        }
        guard let map = pango_cairo_font_map_new() else {
            FcConfigDestroy(fc)
            throw RenderError("pango: cannot create a font map")
        }
        lv_font_map_set_config(map, fc)
        guard let ctx = pango_font_map_create_context(map), let options = cairo_font_options_create(),
              let attrs = pango_attr_list_new(), let digitAttrs = pango_attr_list_new() else {
            lv_object_unref(map)
            FcConfigDestroy(fc)
            throw RenderError("pango: cannot create a context")
        }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        pango_context_set_round_glyph_positions(ctx, 0)
        // The language decides the fallback order among the pinned fonts: pinned, not taken from LANG.
        pango_context_set_language(ctx, pango_language_from_string("en-us"))
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        pango_attr_list_insert(digitAttrs, pango_attr_insert_hyphens_new(0))
        // Inter's contextual alternates turn "3 x 4" into "3 × 4" and "->" into an arrow; SF Pro on iOS does
        // neither, so they are off (docs/semantics.md §3.2, "Fonts").
        if let features = pango_attr_font_features_new("calt 0") { pango_attr_list_insert(attrs, features) }
        if let features = pango_attr_font_features_new("calt 0, tnum 1") { pango_attr_list_insert(digitAttrs, features) }
        fcConfig = fc; fontMap = map; context = ctx; fontOptions = options; attributes = attrs
        digitAttributes = digitAttrs
    }

    static let emojiAtAnySize = """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><match target="scan">\
        <test name="family"><string>Noto Color Emoji</string></test>\
        <edit name="pixelsize" mode="delete_all"/></match></fontconfig>
        """

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        pango_attr_list_unref(attributes)
        pango_attr_list_unref(digitAttributes)
        cairo_font_options_destroy(fontOptions)
        lv_object_unref(UnsafeMutableRawPointer(context))
        lv_object_unref(fontMap)
        // The font map holds its own reference to the config; drop ours.
        FcConfigDestroy(fcConfig)
    }

    /// The cairo font options used for measuring, also applied when drawing.
    var cairoFontOptions: OpaquePointer { fontOptions }

    /// The Pango font description of a style (cached; owned by the engine).
    func description(_ style: TextStyle) -> OpaquePointer? {
        var style = style
        style.size = Self.usableSize(style.size)
        if let d = descriptions[style] { return d }
        guard let d = pango_font_description_new() else { return nil }
        pango_font_description_set_family(d, config.familyList(for: style.design, size: style.size))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(style.weight.numeric)))
        pango_font_description_set_style(d, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(style.size) * Double(PANGO_SCALE))
        descriptions[style] = d
        return d
    }

    /// A new layout for `text` in `style`, without wrapping; the caller unrefs it. `spacing` is Pango's
    /// letter spacing in points (tracking/kerning, and the configuration's tracking, which the measurement adds
    /// and records in `TextLayout.letterSpacing`, or for a Text made of runs in each measured run's tracking):
    /// Pango puts it between clusters, not before the first cluster of a line nor after its last.
    func makeLayout(_ text: String, _ style: TextStyle, spacing: CGFloat = 0, runs: RunAttributes? = nil)
        -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let base = style.monospacedDigit ? digitAttributes : attributes
        let units = spacing.isFinite ? Int32(max(-1e6, min(1e6, (spacing * CGFloat(PANGO_SCALE)).rounded()))) : 0
        let emoji = config.fallbackFamilies.contains(FontConfiguration.emojiFamily) ? Self.emojiPresentation(text) : []
        if units != 0 || !emoji.isEmpty || runs != nil, let list = pango_attr_list_copy(base) {
            if units != 0, let attr = pango_attr_letter_spacing_new(units) { pango_attr_list_insert(list, attr) }
            if let runs { insert(runs, into: list) }
            for range in emoji {
                // The emoji and the U+2060 standing for its U+FE0F are one character: no spacing between them.
                if units != 0 || runs != nil, range.count > 3, let none = pango_attr_letter_spacing_new(0) {
                    none.pointee.start_index = UInt32(range.lowerBound)
                    none.pointee.end_index = UInt32(range.upperBound - 3)
                    pango_attr_list_insert(list, none)
                }
                guard let attr = pango_attr_family_new(FontConfiguration.emojiFamily) else { continue }
                attr.pointee.start_index = UInt32(range.lowerBound)
                attr.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attr)
            }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        } else {
            pango_layout_set_attributes(layout, base)
        }
        if let d = description(style) { pango_layout_set_font_description(layout, d) }
        pango_layout_set_text(layout, emoji.isEmpty ? text : Self.joiningEmoji(text, emoji), -1)
        return layout
    }

    /// UTF-8 byte ranges of emoji presentation sequences (a character followed by U+FE0F, as "❤️"): the emoji
    /// font draws them, even where an earlier font of the chain has the character (Inter's plain heart).
    /// Sequences that go on (a keycap's U+20E3, a ZWJ sequence's U+200D) are left to Pango and the font's
    /// ligatures. `makeLayout` replaces the U+FE0F ending each range by U+2060.
    static func emojiPresentation(_ text: String) -> [Range<Int>] {
        guard text.unicodeScalars.contains("\u{FE0F}") else { return [] }
        let scalars = Array(text.unicodeScalars)
        var out: [Range<Int>] = []
        var offset = 0
        for (i, scalar) in scalars.enumerated() {
            let length = String(scalar).utf8.count
            defer { offset += length }
            guard scalar == "\u{FE0F}", i > 0, scalars[i - 1] != "\u{FE0F}" else { continue }
            if i + 1 < scalars.count, scalars[i + 1] == "\u{20E3}" || scalars[i + 1] == "\u{200D}" { continue }
            if i > 1, scalars[i - 2] == "\u{200D}" { continue }
            out.append((offset - String(scalars[i - 1]).utf8.count)..<(offset + length))
        }
        return out
    }

    /// `text` with the U+FE0F ending each of `ranges` replaced by U+2060 WORD JOINER (invisible, no break, three
    /// UTF-8 bytes like U+FE0F, so byte offsets stay): with U+FE0F after it, Pango ignores the family of the
    /// range.
    static func joiningEmoji(_ text: String, _ ranges: [Range<Int>]) -> String {
        var bytes = Array(text.utf8)
        for r in ranges where r.upperBound <= bytes.count && r.count >= 3 {
            bytes.replaceSubrange((r.upperBound - 3)..<r.upperBound, with: [0xE2, 0x81, 0xA0])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Font metrics of a style, in points (unrounded): ascent, descent, cap height and line gap.
    /// The configured line metrics win (SF Pro's for the default design); otherwise the font's own, with
    /// the line gap from Pango's line height and the cap height from the ink top of "H".
    func verticalMetrics(_ style: TextStyle) -> FontMetrics {
        var style = style
        style.size = Self.usableSize(style.size)
        if let m = metrics[style] { return m }
        var m = FontMetrics(ascent: 0, descent: 0, capHeight: 0, leading: 0)
        if let profile = config.lineMetrics[style.design] {
            m = FontMetrics(ascent: profile.ascent * style.size, descent: profile.descent * style.size,
                            capHeight: (profile.capHeight ?? 0) * style.size, leading: 0)
            if profile.capHeight == nil { m.capHeight = inkCapHeight(style) }
        } else if let d = description(style), let fm = pango_context_get_metrics(context, d, nil) {
            m.ascent = Self.points(pango_font_metrics_get_ascent(fm))
            m.descent = Self.points(pango_font_metrics_get_descent(fm))
            m.leading = max(0, Self.points(pango_font_metrics_get_height(fm)) - m.ascent - m.descent)
            pango_font_metrics_unref(fm)
            m.capHeight = inkCapHeight(style)
        }
        metrics[style] = m
        return m
    }

    /// Where the font of `style` draws its underline and strikethrough (Pango's font metrics, in points); the
    /// line metrics configured for a design (SF Pro's) do not cover them, so they are always the drawing font's.
    func decorationMetrics(_ style: TextStyle) -> TextDecorationMetrics {
        var style = style
        style.size = Self.usableSize(style.size)
        if let m = decorations[style] { return m }
        var m = TextDecorationMetrics(underlinePosition: 0, underlineThickness: 0, strikethroughPosition: 0,
                                      strikethroughThickness: 0)
        if let d = description(style), let fm = pango_context_get_metrics(context, d, nil) {
            m = TextDecorationMetrics(underlinePosition: Self.points(pango_font_metrics_get_underline_position(fm)),
                                      underlineThickness: Self.points(pango_font_metrics_get_underline_thickness(fm)),
                                      strikethroughPosition: Self.points(pango_font_metrics_get_strikethrough_position(fm)),
                                      strikethroughThickness: Self.points(pango_font_metrics_get_strikethrough_thickness(fm)))
            pango_font_metrics_unref(fm)
        }
        decorations[style] = m
        return m
    }

    /// The height of "H" above the baseline (its ink top), in points.
    private func inkCapHeight(_ style: TextStyle) -> CGFloat {
        guard let layout = makeLayout("H", style) else { return 0 }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return max(0, Self.points(pango_layout_get_baseline(layout)) - Self.points(ink.y))
    }

    /// The natural (unwrapped) advance width of a single line of text.
    func naturalWidth(_ text: String, _ style: TextStyle, spacing: CGFloat = 0, runs: RunAttributes? = nil)
        -> CGFloat {
        guard let layout = makeLayout(text, style, spacing: spacing, runs: runs) else { return 0 }
        defer { lv_object_unref(UnsafeMutableRawPointer(layout)) }
        if Self.mayOverflow(text, style, spacing: spacing) {
            // Widest line, glyph by glyph (Pango's own extents would overflow).
            var widest: CGFloat = 0
            var node = pango_layout_get_lines_readonly(layout)
            while let n = node {
                widest = max(widest, Self.exactWidth(n.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)))
                node = n.pointee.next
            }
            return widest
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Self.points(logical.width)
    }

    /// Font sizes Pango can take: 0...10000 pt; NaN becomes 17 (body).
    static func usableSize(_ size: CGFloat) -> CGFloat { size.isFinite ? max(0, min(size, 10_000)) : 17 }

    static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}
