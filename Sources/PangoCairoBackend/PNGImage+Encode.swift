import CPangoCairo
import Foundation
import LayoutRender

/// Writing a `PNGImage` back to PNG bytes (for difference images in snapshot failures), through a cairo
/// ARGB32 surface and cairo's PNG writer: deterministic, no timestamps.
extension PNGImage {
    public func pngData() throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4,
              width <= PNGRenderer.maxSide, height <= PNGRenderer.maxSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError("cannot encode a \(width)x\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface) else {
            throw RenderError("cairo: cannot create a \(width)x\(height) image")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(base + y * stride)
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(rgba[i + 3])
                func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let v = (a << 24) | (premultiply(rgba[i]) << 16) | (premultiply(rgba[i + 1]) << 8) | premultiply(rgba[i + 2])
                row.storeBytes(of: v, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return try PNGRenderer.encode(surface)
    }
}
