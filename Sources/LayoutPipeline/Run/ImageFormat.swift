import Foundation
import LayoutRender
import PangoCairoBackend

/// The encodings the pipeline writes: PNG (drawn by cairo at the display list's scale) or SVG (real
/// `<text>` with the fonts embedded, or outlines, or fonts named: `SVGTextMode`).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg

    /// The bytes of `list` in this format. `list` carries its scale (the layout's); there is no other.
    public func encode(_ list: DisplayList, measurer: PangoTextMeasurer, text: SVGTextMode = .embed)
        throws(PipelineError) -> Data {
        do { return try bytes(list, measurer: measurer, text: text) } catch { throw PipelineError("\(error)") }
    }

    /// `encode`, with the renderer's own error (which may name the image file that failed).
    public func bytes(_ list: DisplayList, measurer: PangoTextMeasurer, text: SVGTextMode = .embed)
        throws(RenderError) -> Data {
        switch self {
        case .svg: return Data(try SVGRenderer.render(list, measurer: measurer, text: text).utf8)
        case .png: return Data(try PNGRenderer.render(list, measurer: measurer))
        }
    }
}
