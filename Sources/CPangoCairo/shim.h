/* Umbrella header of the CPangoCairo system library: Pango, PangoCairo, PangoFc, fontconfig and cairo.
 * Static inline wrappers cover the GObject cast macros Swift does not import. */
#ifndef LAYOUTVIZ_CPANGOCAIRO_SHIM_H
#define LAYOUTVIZ_CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>

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

#endif
