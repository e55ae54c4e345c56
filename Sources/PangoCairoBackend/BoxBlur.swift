import Foundation

/// A deterministic Gaussian-like blur of an 8-bit alpha image (cairo has none): three successive box blurs
/// per axis, the sizes chosen as the SVG filter specification describes for feGaussianBlur, so PNG shadows
/// match SVG ones. For a standard deviation s (in pixels), d = floor(s · 3·√(2π)/4 + 0.5); when d is odd,
/// three boxes of size d centred on the pixel; when d is even, two boxes of size d (the first reaching one
/// pixel further left/up, the second right/down) and a centred box of size d + 1. Integer arithmetic
/// with round-half-up division, pixels outside the image count as 0: the same input gives the same bytes.
enum BoxBlur {
    /// The three box (size, left reach) pairs for a standard deviation in pixels; empty for no blur.
    static func boxes(standardDeviation s: Double) -> [(size: Int, left: Int)] {
        guard s.isFinite, s > 0 else { return [] }
        // Boxes wider than any image blur it to (almost) nothing anyway; the cap keeps Int conversion safe.
        let d = max(1, Int(min(1e7, (s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))))
        if d == 1 { return [] }
        if d % 2 == 1 { return Array(repeating: (d, d / 2), count: 3) }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// How far (in pixels) the blur spreads a pixel in each direction: the three passes' reaches added.
    static func reach(standardDeviation s: Double) -> Int {
        boxes(standardDeviation: s).reduce(0) { $0 + max($1.left, $1.size - 1 - $1.left) }
    }

    /// Blurs only the part of the image that can become non-zero: the bounding box of its non-zero pixels
    /// grown by `reach`, clamped to the image. Pixels outside count as 0 either way, so the bytes are exactly
    /// those of blurring the whole image, at a cost that follows the shadowed content, not the canvas.
    static func blurNonZeroRegion(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                  standardDeviation s: Double) {
        guard let box = nonZeroBounds(data, width: width, height: height, stride: stride) else { return }
        let r = reach(standardDeviation: s)
        let x0 = max(0, box.x0 - r), x1 = min(width - 1, box.x1 + r)
        let y0 = max(0, box.y0 - r), y1 = min(height - 1, box.y1 + r)
        blur(data + y0 * stride + x0, width: x1 - x0 + 1, height: y1 - y0 + 1, stride: stride, standardDeviation: s)
    }

    /// The smallest rectangle (inclusive pixel bounds) holding every non-zero byte; nil when all are zero.
    static func nonZeroBounds(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, x1 = -1, y0 = height, y1 = -1
        for y in 0..<height {
            let row = data + y * stride
            var first = 0
            while first < width, row[first] == 0 { first += 1 }
            if first == width { continue }
            var last = width - 1
            while row[last] == 0 { last -= 1 }
            x0 = min(x0, first); x1 = max(x1, last)
            y0 = min(y0, y); y1 = y
        }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }

    /// Blurs `width × height` alpha bytes in place (rows `stride` bytes apart).
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                     standardDeviation s: Double) {
        let passes = boxes(standardDeviation: s)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        var out = [UInt32](repeating: 0, count: max(width, height))
        // Rows.
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = UInt32(row[x]) }
            for p in passes { box(&line, &out, count: width, size: p.size, left: p.left); swap(&line, &out) }
            for x in 0..<width { row[x] = UInt8(min(255, line[x])) }
        }
        // Columns.
        for x in 0..<width {
            for y in 0..<height { line[y] = UInt32(data[y * stride + x]) }
            for p in passes { box(&line, &out, count: height, size: p.size, left: p.left); swap(&line, &out) }
            for y in 0..<height { data[y * stride + x] = UInt8(min(255, line[y])) }
        }
    }

    /// out[i] = round(sum(input[i - left ... i - left + size - 1]) / size), zeros outside.
    static func box(_ input: inout [UInt32], _ out: inout [UInt32], count: Int, size: Int, left: Int) {
        var sum: UInt32 = 0
        // Window for i = 0: [-left, size - 1 - left].
        for j in 0..<max(0, min(count, size - left)) { sum += input[j] }
        let half = UInt32(size / 2)
        for i in 0..<count {
            out[i] = (sum + half) / UInt32(size)
            let leaving = i - left, entering = i - left + size
            if leaving >= 0, leaving < count { sum -= input[leaving] }
            if entering >= 0, entering < count { sum += input[entering] }
        }
    }
}
