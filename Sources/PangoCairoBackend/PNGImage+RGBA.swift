import CPangoCairo
import Foundation
import LayoutRender

/// PNG to and from the pure-Swift `RGBAImage` that `PixelDiff` compares: decoding through `PNGImage.decode`
/// (cairo's reader), encoding through cairo's writer (premultiplied ARGB32 in between, so a translucent pixel's
/// colour may round by one step; no timestamps, so the same pixels give the same bytes).
extension PNGImage {
    public var rgbaImage: RGBAImage {
        RGBAImage(width: width, height: height, pixels: rgba) ?? RGBAImage(width: 0, height: 0, fill: (0, 0, 0, 0))
    }

    /// Decodes PNG bytes straight to an `RGBAImage`.
    public static func decodeRGBA(_ png: [UInt8]) throws(RenderError) -> RGBAImage {
        try decode(png).rgbaImage
    }

    /// Encodes an `RGBAImage` as PNG.
    public static func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        let w = max(1, image.width), h = max(1, image.height)
        guard w <= PNGRenderer.maxSide, h <= PNGRenderer.maxSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: cannot create a \(w)x\(h) image")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { throw RenderError("cairo: no image data") }
        let p = image.pixels
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(base + y * stride)
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let a = UInt32(p[i + 3])
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let v = a << 24 | premultiplied(p[i]) << 16 | premultiplied(p[i + 1]) << 8 | premultiplied(p[i + 2])
                row.storeBytes(of: v, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return try PNGRenderer.encode(surface)
    }
}
