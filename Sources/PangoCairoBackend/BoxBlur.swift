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
