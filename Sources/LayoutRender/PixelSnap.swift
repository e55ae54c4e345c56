import Foundation
import LayoutCore

/// Snapping of drawn frames to the device pixel grid (docs/semantics.md §9; spec §9.3): with p = 1/scale,
/// `snap(v) = floor((v + p/2) / p) * p` ("nearest, halves up"), applied to both edges of a rectangle so that
/// adjacent views share pixel edges. The rounding itself is the core's `PixelGrid.round`.
public enum PixelSnap {
    public static func snap(_ v: CGFloat, scale: CGFloat) -> CGFloat { PixelGrid.round(v, scale: scale) }

    /// Both edges snapped: (snap(x0), snap(y0), snap(x1) - snap(x0), snap(y1) - snap(y0)).
    public static func snap(_ r: CGRect, scale: CGFloat) -> CGRect {
        // An upright rectangle at a finite origin is its own standardized form: its edges without Foundation's
        // `minX`/`maxX` (the same values, cheaper: the display list snaps every node's frame).
        if r.origin.x.isFinite, r.origin.y.isFinite, r.size.width >= 0, r.size.height >= 0 {
            let x0 = snap(r.origin.x, scale: scale), y0 = snap(r.origin.y, scale: scale)
            let x1 = snap(r.origin.x + r.size.width, scale: scale), y1 = snap(r.origin.y + r.size.height, scale: scale)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        let x0 = snap(r.minX, scale: scale), y0 = snap(r.minY, scale: scale)
        let x1 = snap(r.maxX, scale: scale), y1 = snap(r.maxY, scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
