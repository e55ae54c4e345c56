import Foundation
import LayoutRender
import PangoCairoBackend

/// The encodings the pipeline writes: PNG (drawn by cairo at the display list's scale) or SVG (real
/// `<text>` with the fonts embedded, or outlines, or fonts named: `SVGTextMode`), or HTML: the inspector page
/// (`InspectorPage`), which needs the whole laid-out figure and its negotiation, not only a display list, so
/// `RenderEngine` makes it through `Pipeline.inspect`.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, html

    /// The bytes of `list` in this format. `list` carries its scale (the layout's); there is no other.
    public func encode(_ list: DisplayList, measurer: PangoTextMeasurer, text: SVGTextMode = .embed)
        throws(PipelineError) -> Data {
        do { return try bytes(list, measurer: measurer, text: text) } catch { throw PipelineError("\(error)") }
    }

    /// `encode`, with the renderer's own error (which may name the image file that failed).
    public func bytes(_ list: DisplayList, measurer: PangoTextMeasurer, text: SVGTextMode = .embed)
        throws(RenderError) -> Data {
        switch self {
        case .svg: return Data(try SVGRenderer.utf8(list, measurer: measurer, text: text))
        case .png: return Data(try PNGRenderer.render(list, measurer: measurer))
        case .html:
            throw RenderError("an inspector page is made from a figure, not a drawing: use Pipeline.inspect and "
                              + "InspectorPage.html")
        }
    }
}
