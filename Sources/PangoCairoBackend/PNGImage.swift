import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// A decoded PNG as straight (non-premultiplied) 8-bit RGBA pixels, rows top to bottom: for tests and fixture
/// comparisons. Decoding goes through cairo's PNG reader.
public struct PNGImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public var rgba: [UInt8]

    public struct Pixel: Sendable, Equatable, CustomStringConvertible {
        public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
        public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
    }

    /// The pixel at (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Pixel(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    /// Decodes PNG bytes; the header and chunk structure are checked first (`PNGHeader.check`: pixel limit,
    /// chunk lengths within the bytes), so a hostile file is refused before anything is allocated for it.
    public static func decode(_ png: [UInt8]) throws(RenderError) -> PNGImage {
        let surface = try surface(png)
        defer { cairo_surface_destroy(surface) }
        return fromSurface(surface)
    }

    /// A cairo image surface of checked PNG bytes (the caller destroys it).
    static func surface(_ png: [UInt8]) throws(RenderError) -> OpaquePointer {
        do { _ = try PNGHeader.check(png) } catch { throw RenderError(error.reason) }
        let source = ByteSource(png)
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque()) else { throw RenderError("cannot decode PNG") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot decode PNG")
        }
        return surface
    }

    /// Reads an ARGB32/RGB24 cairo image surface (premultiplied, native-endian 32-bit words).
    static func fromSurface(_ surface: OpaquePointer) -> PNGImage {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var out = [UInt8](repeating: 0, count: w * h * 4)
        guard let base = cairo_image_surface_get_data(surface) else { return PNGImage(width: w, height: h, rgba: out) }
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride)
            for x in 0..<w {
                let v = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let a = hasAlpha ? UInt32((v >> 24) & 0xFF) : 255
                func unpremultiply(_ c: UInt32) -> UInt8 {
                    a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                let i = (y * w + x) * 4
                out[i] = unpremultiply((v >> 16) & 0xFF)
                out[i + 1] = unpremultiply((v >> 8) & 0xFF)
                out[i + 2] = unpremultiply(v & 0xFF)
                out[i + 3] = UInt8(a)
            }
        }
        return PNGImage(width: w, height: h, rgba: out)
    }
}

/// Feeds bytes to cairo's stream reader.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { buf in
            if let base = buf.baseAddress { data.update(from: base + offset, count: count) }
        }
        offset += count
        return true
    }
}
