/* Umbrella header of the CPangoCairo system library: Pango, PangoCairo, PangoFc, fontconfig and cairo.
 * Static inline wrappers cover the GObject cast macros Swift does not import. */
#ifndef LAYOUTVIZ_CPANGOCAIRO_SHIM_H
#define LAYOUTVIZ_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>

/* pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config): pins the font map to a fontconfig config. */
static inline void lv_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

/* g_object_unref for any GObject (font maps, contexts, layouts). */
static inline void lv_object_unref(void *object) {
    if (object) g_object_unref(G_OBJECT(object));
}

/* Family name of the i-th font added to the config's application set, or NULL. */
static inline const char *lv_app_font_family(FcConfig *config, int index) {
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    if (!set || index < 0 || index >= set->nfont) return NULL;
    FcChar8 *family = NULL;
    if (FcPatternGetString(set->fonts[index], FC_FAMILY, 0, &family) != FcResultMatch) return NULL;
    return (const char *)family;
}

/* Number of fonts in the config's application set. */
static inline int lv_app_font_count(FcConfig *config) {
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    return set ? set->nfont : 0;
}

/* PANGO_ANALYSIS_FLAG_IS_ELLIPSIS set on a layout run (the run Pango inserted for an ellipsis). */
static inline int lv_run_is_ellipsis(PangoLayoutRun *run) {
    return run && run->item && (run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0;
}

/* The font of a layout run (owned by the run), or NULL. */
static inline PangoFont *lv_run_font(PangoLayoutRun *run) {
    return (run && run->item) ? run->item->analysis.font : NULL;
}

/* UTF-8 byte offset and length of a layout run in the layout's text. */
static inline int lv_run_offset(PangoLayoutRun *run) { return (run && run->item) ? run->item->offset : 0; }
static inline int lv_run_length(PangoLayoutRun *run) { return (run && run->item) ? run->item->length : 0; }

/* Number of glyphs of a run, and the i-th glyph id (PANGO_GLYPH_UNKNOWN_FLAG set for a missing glyph). */
static inline int lv_run_glyph_count(PangoLayoutRun *run) { return (run && run->glyphs) ? run->glyphs->num_glyphs : 0; }
static inline unsigned lv_run_glyph(PangoLayoutRun *run, int i) { return run->glyphs->glyphs[i].glyph; }

/* Colour bitmap glyphs (CBDT/sbix PNGs, as in Noto Color Emoji), which cairo 1.16 draws at the bitmap's own
 * size: whether a font has them, a glyph's PNG (a new reference the caller destroys; empty when it has none),
 * and its ink extents in the font's scale (Pango units: x_bearing, y_bearing up from the baseline, width,
 * height negative downwards). */
static inline int lv_font_has_color_png(PangoFont *font) {
    hb_font_t *f = font ? pango_font_get_hb_font(font) : NULL;
    return f ? hb_ot_color_has_png(hb_font_get_face(f)) : 0;
}
static inline hb_blob_t *lv_glyph_png(PangoFont *font, unsigned glyph) {
    return hb_ot_color_glyph_reference_png(pango_font_get_hb_font(font), glyph);
}
static inline int lv_glyph_extents(PangoFont *font, unsigned glyph, hb_glyph_extents_t *extents) {
    return hb_font_get_glyph_extents(pango_font_get_hb_font(font), glyph, extents);
}

/* A run's i-th glyph's advance and offsets (Pango units), and replacing its glyph id (PANGO_GLYPH_EMPTY blanks it). */
static inline int lv_run_glyph_width(PangoLayoutRun *run, int i) { return run->glyphs->glyphs[i].geometry.width; }
static inline int lv_run_glyph_x_offset(PangoLayoutRun *run, int i) { return run->glyphs->glyphs[i].geometry.x_offset; }
static inline int lv_run_glyph_y_offset(PangoLayoutRun *run, int i) { return run->glyphs->glyphs[i].geometry.y_offset; }
static inline void lv_run_set_glyph(PangoLayoutRun *run, int i, unsigned glyph) { run->glyphs->glyphs[i].glyph = glyph; }

/* The subset of `face` holding the given code points and glyph ids (layout closure included, hinting dropped),
 * as a new blob the caller destroys, or NULL when HarfBuzz cannot subset the face. */
static inline hb_blob_t *lv_subset_face(hb_face_t *face, const unsigned *unicodes, int unicode_count,
                                        const unsigned *glyphs, int glyph_count) {
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    if (!input) return NULL;
    hb_set_t *u = hb_subset_input_unicode_set(input);
    for (int i = 0; i < unicode_count; i++) hb_set_add(u, unicodes[i]);
    hb_set_t *g = hb_subset_input_glyph_set(input);
    for (int i = 0; i < glyph_count; i++) hb_set_add(g, glyphs[i]);
    hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING);
    hb_face_t *subset = hb_subset_or_fail(face, input);
    hb_subset_input_destroy(input);
    if (!subset) return NULL;
    hb_blob_t *blob = hb_face_reference_blob(subset);
    hb_face_destroy(subset);
    return blob;
}

/* The i-th element of a cairo path: its type (CAIRO_PATH_MOVE_TO ...) and its points, written to xy (up to 3). */
static inline int lv_path_element(cairo_path_t *path, int index, double *xy, int *next) {
    cairo_path_data_t *data = &path->data[index];
    int type = data->header.type, length = data->header.length;
    for (int i = 1; i < length && i <= 3; i++) { xy[2 * (i - 1)] = data[i].point.x; xy[2 * (i - 1) + 1] = data[i].point.y; }
    *next = index + length;
    return type;
}

#endif
