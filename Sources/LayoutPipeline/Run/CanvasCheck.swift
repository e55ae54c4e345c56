import Foundation
import LayoutCore
import LayoutJSON

/// An image needs a finite, non-empty canvas of at most `FormatLimits.maxCanvasSide` points a side. The
/// message starts at the JSON path ("root: ..."); callers prefix the input's name.
public enum CanvasCheck {
    /// The usual fix for an infinite root, for the command line's messages.
    public static let documentFix = "give the document a \"canvas\" or the root a frame"

    public static func problem(_ size: CGSize, path: String = "root", infiniteFix: String = documentFix) -> String? {
        reason(size, infiniteFix: infiniteFix).map { "\(path): \($0)" }
    }

    /// The problem without the path (for a message placed at the root's line:column and path).
    public static func reason(_ size: CGSize, infiniteFix: String = documentFix) -> String? {
        let shown = "\(NumberFormat.decimal(size.width))x\(NumberFormat.decimal(size.height))"
        guard size.width.isFinite, size.height.isFinite else {
            return "the root view's size is infinite (\(shown)); \(infiniteFix)"
        }
        guard size.width > 0, size.height > 0 else { return "the root view is empty (\(shown)); nothing to draw" }
        let limit = CGFloat(FormatLimits.maxCanvasSide)
        guard size.width <= limit, size.height <= limit else {
            return "the image would be \(shown) points; the limit is \(NumberFormat.decimal(limit)) per side"
        }
        return nil
    }
}
