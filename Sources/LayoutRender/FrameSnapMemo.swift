import Foundation
import LayoutCore

/// Contract: snaps frames to the pixel grid exactly as `PixelSnap.snap(_:scale:)` does (the same bits), remembering
/// the last upright frame's four edges and their snapped values, so an edge equal to one of them is not rounded
/// again. Siblings in a stack share edges (a view's leading edge is the trailing edge of the one before it, a row's
/// views share their top and bottom, the next row starts at the last one's bottom), so a grid of views rounds about
/// one edge a view instead of four. An edge is looked up by exact equality, which gives the same snapped value
/// (`PixelGrid.round` is a function of the value; 0 and -0 both round to 0); NaN never matches. Frames that are not
/// upright and finite go to `PixelSnap` unchanged and are not remembered.
struct FrameSnapMemo {
    let scale: CGFloat
    /// The last frame's edges (NaN: none yet) and what they snapped to.
    private var x0 = CGFloat.nan, x1 = CGFloat.nan, y0 = CGFloat.nan, y1 = CGFloat.nan
    private var sx0: CGFloat = 0, sx1: CGFloat = 0, sy0: CGFloat = 0, sy1: CGFloat = 0

    init(scale: CGFloat) { self.scale = scale }

    @inline(__always)
    mutating func snap(_ r: CGRect) -> CGRect {
        let left = r.origin.x, top = r.origin.y, width = r.size.width, height = r.size.height
        guard left.isFinite, top.isFinite, width >= 0, height >= 0 else { return PixelSnap.snap(r, scale: scale) }
        let right = left + width, bottom = top + height
        // Horizontally the leading edge usually is the last frame's trailing one (a row), vertically the top the
        // last top (the same row) or the last bottom (the next row).
        let l = left == x1 ? sx1 : left == x0 ? sx0 : PixelSnap.snap(left, scale: scale)
        let rt = right == x1 ? sx1 : right == x0 ? sx0 : PixelSnap.snap(right, scale: scale)
        let t = top == y0 ? sy0 : top == y1 ? sy1 : PixelSnap.snap(top, scale: scale)
        let b = bottom == y1 ? sy1 : bottom == y0 ? sy0 : PixelSnap.snap(bottom, scale: scale)
        x0 = left; x1 = right; y0 = top; y1 = bottom
        sx0 = l; sx1 = rt; sy0 = t; sy1 = b
        return CGRect(x: l, y: t, width: rt - l, height: b - t)
    }
}
