import Foundation
import LayoutCore
import LayoutRender

/// SVG output with the text of a `PangoTextMeasurer` in one of the `SVGTextMode`s: `reference` names the
/// configured families (`FontConfiguration.svgFontFamily`), `embed` adds the subset fonts
/// (`SVGFontEmbedding`), `outlines` draws glyph paths (`SVGGlyphOutlines`). Text is laid out by the engine
/// that measured it, so every mode draws the lines the layout measured.
extension SVGRenderer {
    public static func render(_ list: DisplayList, measurer: PangoTextMeasurer, text mode: SVGTextMode)
        throws(RenderError) -> String {
        render(list, text: try textSupport(list, measurer: measurer, mode: mode))
    }

    /// `render(_:measurer:text:)`'s UTF-8 bytes.
    public static func utf8(_ list: DisplayList, measurer: PangoTextMeasurer, text mode: SVGTextMode)
        throws(RenderError) -> [UInt8] {
        utf8(list, text: try textSupport(list, measurer: measurer, mode: mode))
    }

    /// What the writer asks about the list's text in `mode`.
    private static func textSupport(_ list: DisplayList, measurer: PangoTextMeasurer, mode: SVGTextMode)
        throws(RenderError) -> SVGTextSupport {
        let fonts = measurer.fonts
        switch mode {
        case .reference:
            return SVGTextSupport(fontFamily: { fonts.svgFontFamily($0.style) })
        case .embed:
            let runs = textRuns(list)
            let (families, css) = try measurer.withEngine { (engine) throws(RenderError) -> ([TextRun: String], String?) in
                let embedding = SVGFontEmbedding(runs, engine: engine)
                return (embedding.familyLists, try embedding.styleSheet())
            }
            return SVGTextSupport(fontFamily: { run in
                let generic = FontConfiguration.genericFamily(run.style.design)
                return families[run].map { $0.isEmpty ? generic : $0 + ", " + generic } ?? generic
            }, styleSheet: css)
        case .outlines:
            let runs = textRuns(list)
            typealias Outline = (path: String, colorGlyphs: [(rect: CGRect, png: Data)])
            let outlines = try measurer.withEngine { (engine) throws(RenderError) -> [TextRun: Outline] in
                let drawer = try SVGGlyphOutlines()
                defer { drawer.release() }
                var outlines: [TextRun: Outline] = [:]
                for run in runs where outlines[run] == nil { outlines[run] = drawer.outline(run, engine: engine) }
                return outlines
            }
            return SVGTextSupport(fontFamily: { fonts.svgFontFamily($0.style) },
                                  outline: { outlines[$0]?.path ?? "" },
                                  colorGlyphs: { outlines[$0]?.colorGlyphs ?? [] })
        }
    }

    /// Reference mode (fonts named, not embedded).
    public static func render(_ list: DisplayList, fonts: FontConfiguration) -> String {
        render(list, fontFamily: { fonts.svgFontFamily($0) })
    }
}
