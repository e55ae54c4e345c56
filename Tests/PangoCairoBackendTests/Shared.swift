import Foundation
import LayoutCore
import LayoutRender
@testable import PangoCairoBackend

/// One measurer for all tests (building the font map costs a few milliseconds).
enum Shared {
    static let measurer: PangoTextMeasurer? = try? PangoTextMeasurer(fonts: FontConfiguration.standard())
}

func request(_ s: String, width: CGFloat? = nil, height: CGFloat? = nil, lineLimit: Int? = nil,
             truncation: TruncationMode = .tail, alignment: TextAlignment = .leading,
             style: TextStyle = .body, scale: CGFloat = 2) -> TextRequest {
    TextRequest(string: s, style: style, width: width, height: height, lineLimit: lineLimit,
                truncationMode: truncation, alignment: alignment, scale: scale)
}

let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs!"
