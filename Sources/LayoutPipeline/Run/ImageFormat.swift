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
        switch self {
        case .svg:
            do { return Data(try SVGRenderer.render(list, measurer: measurer, text: text).utf8) } catch {
                throw PipelineError("\(error)")
            }
        case .png:
            do { return Data(try PNGRenderer.render(list, measurer: measurer)) } catch {
                throw PipelineError("\(error)")
            }
        }
    }
}
