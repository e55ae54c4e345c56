import Foundation
import LayoutCore

/// The laid-out canvas must be finite, not empty, and at most `FormatLimits.maxCanvasSide` points per side
/// before anything is drawn. Shared by the command line and the Swift API; each words the fix for an infinite
/// root its own way (`infiniteHint`).
public enum CanvasCheck {
    public static func problem(_ size: CGSize, infiniteHint: String = "give the document a \"canvas\" or the root a frame")
        -> String? {
        let shown = "\(NumberFormat.decimal(size.width))x\(NumberFormat.decimal(size.height))"
        guard size.width.isFinite, size.height.isFinite else {
            return "the root view's size is infinite (\(shown)); \(infiniteHint)"
        }
        guard size.width > 0, size.height > 0 else { return "the root view is empty (\(shown)); nothing to draw" }
        guard size.width <= FormatLimits.maxCanvasSide, size.height <= FormatLimits.maxCanvasSide else {
            return "the image would be \(shown) points; the limit is "
                + "\(NumberFormat.decimal(FormatLimits.maxCanvasSide)) per side"
        }
        return nil
    }
}
