import Foundation

/// Straight (non-premultiplied) 8-bit RGBA pixels, rows top to bottom, 4 bytes per pixel: the buffer the image
/// comparison works on. Decoding and encoding PNG is the backend's job (`PNGImage` in PangoCairoBackend).
public struct RGBAImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public var pixels: [UInt8]

    /// Nil when `pixels` does not hold exactly width × height × 4 bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        self.width = max(0, width); self.height = max(0, height)
        var p = [UInt8](repeating: 0, count: self.width * self.height * 4)
        var i = 0
        while i < p.count { p[i] = fill.r; p[i + 1] = fill.g; p[i + 2] = fill.b; p[i + 3] = fill.a; i += 4 }
        pixels = p
    }

    public var pixelCount: Int { width * height }

    /// Sets the pixel at (x, y); ignored outside the image.
    public mutating func set(x: Int, y: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
    }
}
