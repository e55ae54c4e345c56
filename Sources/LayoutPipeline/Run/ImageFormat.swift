import Foundation
import LayoutRender
import PangoCairoBackend

/// The encodings the pipeline writes: PNG (drawn by cairo at the display list's scale) or SVG (real
/// `<text>`, fonts named by the measurer's configuration).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg

    /// The bytes of `list` in this format. `list` carries its scale (the layout's); there is no other.
    public func encode(_ list: DisplayList, measurer: PangoTextMeasurer) throws(PipelineError) -> Data {
        do { return try bytes(list, measurer: measurer) } catch { throw PipelineError("\(error)") }
    }

    /// `encode`, with the renderer's own error (which may name the image file that failed).
    public func bytes(_ list: DisplayList, measurer: PangoTextMeasurer) throws(RenderError) -> Data {
        switch self {
        case .svg: return Data(SVGRenderer.render(list, fonts: measurer.fonts).utf8)
        case .png: return Data(try PNGRenderer.render(list, measurer: measurer))
        }
    }
}
