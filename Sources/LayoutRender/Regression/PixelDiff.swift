import Foundation

/// Per-pixel image comparison in the manner of pixelmatch (the comparator behind Playwright's `toHaveScreenshot`
/// and reg-cli), written from its published description:
///
/// - Pixels with identical RGBA bytes match.
/// - Otherwise both pixels are blended over white by their alpha and converted to YIQ; the colour distance is
///   the weighted sum 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² (the YIQ NTSC perceptual metric of Kotsarenko &
///   Ramos), at most 35215 (black against white gives 32857). A pixel differs when its distance
///   exceeds 35215 × threshold² (`threshold` 0...1, 0 = any change counts, default 0.1).
/// - A differing pixel that looks like anti-aliasing in either image is counted separately and does not fail
///   the comparison (unless `includeAntiAliasing`). A pixel is taken as anti-aliased when, among its 8
///   neighbours (fewer at the border), at most 2 have the same brightness (luma) as it, it has both a darker
///   and a brighter neighbour, and the darkest or the brightest of those neighbours sits inside a flat region
///   (at least 3 equal neighbours of its own) in both images: an edge pixel between two flat areas.
///
/// The diff image shows matching pixels as a faded grey copy of the expected image, differing pixels red and
/// anti-aliased ones yellow. Images of different sizes are not compared pixel by pixel (`sizeMismatch`).
public enum PixelDiff {
    public struct Options: Sendable, Hashable {
        /// Per-pixel colour tolerance, 0...1 (the YIQ distance, relative to its maximum, squared).
        public var threshold: Double
        /// Count anti-aliased pixels as differences too.
        public var includeAntiAliasing: Bool
        /// Also produce the diff image.
        public var makeDiffImage: Bool

        public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, makeDiffImage: Bool = true) {
            self.threshold = threshold; self.includeAntiAliasing = includeAntiAliasing
            self.makeDiffImage = makeDiffImage
        }
    }

    public struct Result: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing.
        public var differentPixels: Int
        /// Pixels over the threshold that were taken as anti-aliasing (not counted in `differentPixels`).
        public var antiAliasedPixels: Int
        public var diffImage: RGBAImage?

        public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, diffImage: RGBAImage?) {
            self.width = width; self.height = height; self.differentPixels = differentPixels
            self.antiAliasedPixels = antiAliasedPixels; self.diffImage = diffImage
        }

        public var totalPixels: Int { width * height }
        public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
    }

    public enum Outcome: Sendable, Equatable {
        case compared(Result)
        case sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int))

        public static func == (l: Outcome, r: Outcome) -> Bool {
            switch (l, r) {
            case let (.compared(a), .compared(b)): return a == b
            case let (.sizeMismatch(e1, a1), .sizeMismatch(e2, a2)):
                return e1 == e2 && a1 == a2
            default: return false
            }
        }
    }

    /// The upper bound of the YIQ distance, the scale `threshold` is relative to (as in pixelmatch).
    public static let maxDistance = 35215.0

    public static func compare(expected: RGBAImage, actual: RGBAImage, options: Options = Options()) -> Outcome {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        }
        let w = expected.width, h = expected.height
        let a = expected.pixels, b = actual.pixels
        let limit = maxDistance * min(1, max(0, options.threshold)) * min(1, max(0, options.threshold))
        var diff: [UInt8] = options.makeDiffImage ? [UInt8](repeating: 0, count: w * h * 4) : []
        var different = 0, antiAliased = 0
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let same = a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
                let distance = same ? 0 : colorDistance(a, i, b, i)
                var mark: (UInt8, UInt8, UInt8)? = nil
                if distance > limit {
                    if !options.includeAntiAliasing
                        && (isAntiAliased(expected, x, y, other: actual) || isAntiAliased(actual, x, y, other: expected)) {
                        antiAliased += 1
                        mark = (255, 255, 0)
                    } else {
                        different += 1
                        mark = (255, 0, 0)
                    }
                }
                guard options.makeDiffImage else { continue }
                if let (r, g, bl) = mark {
                    diff[i] = r; diff[i + 1] = g; diff[i + 2] = bl; diff[i + 3] = 255
                } else {
                    // Faded grey: the expected pixel's luma, 10% strength over white.
                    let luma = blendedLuma(a, i)
                    let v = UInt8(max(0, min(255, (255 + (luma - 255) * 0.1).rounded())))
                    diff[i] = v; diff[i + 1] = v; diff[i + 2] = v; diff[i + 3] = 255
                }
            }
        }
        let image = options.makeDiffImage ? RGBAImage(width: w, height: h, pixels: diff) : nil
        return .compared(Result(width: w, height: h, differentPixels: different, antiAliasedPixels: antiAliased,
                                diffImage: image))
    }

    // MARK: colour

    /// A pixel's components blended over white by its alpha.
    @inline(__always)
    static func blended(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func over(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
        return (over(p[i]), over(p[i + 1]), over(p[i + 2]))
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }

    @inline(__always)
    static func blendedLuma(_ p: [UInt8], _ i: Int) -> Double {
        let (r, g, b) = blended(p, i)
        return luma(r, g, b)
    }

    /// The weighted YIQ distance between two pixels (0 ... 35215).
    static func colorDistance(_ p: [UInt8], _ i: Int, _ q: [UInt8], _ j: Int) -> Double {
        let (r1, g1, b1) = blended(p, i), (r2, g2, b2) = blended(q, j)
        let dy = luma(r1, g1, b1) - luma(r2, g2, b2)
        let di = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let dq = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    // MARK: anti-aliasing

    /// Whether (x, y) in `image` looks like an anti-aliased edge pixel (see the type's description).
    static func isAntiAliased(_ image: RGBAImage, _ x: Int, _ y: Int, other: RGBAImage) -> Bool {
        let w = image.width, h = image.height, p = image.pixels
        let center = (y * w + x) * 4
        let centerLuma = blendedLuma(p, center)
        var equal = 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt: (Int, Int)? = nil, brightestAt: (Int, Int)? = nil
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
                let delta = blendedLuma(p, (ny * w + nx) * 4) - centerLuma
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta; brightestAt = (nx, ny)
                }
            }
        }
        guard let dark = darkestAt, let bright = brightestAt else { return false }
        return (isInFlatRegion(image, dark.0, dark.1) && isInFlatRegion(other, dark.0, dark.1))
            || (isInFlatRegion(image, bright.0, bright.1) && isInFlatRegion(other, bright.0, bright.1))
    }

    /// At least 3 of the pixel's neighbours have exactly its RGBA bytes; a pixel on the image border starts
    /// with one equal neighbour counted (its missing neighbours stand in for one).
    static func isInFlatRegion(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let w = image.width, h = image.height, p = image.pixels
        let c = (y * w + x) * 4
        var equal = (x == 0 || x == w - 1 || y == 0 || y == h - 1) ? 1 : 0
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
                let n = (ny * w + nx) * 4
                if p[n] == p[c] && p[n + 1] == p[c + 1] && p[n + 2] == p[c + 2] && p[n + 3] == p[c + 3] {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}

/// How many differing pixels a comparison may have and still pass: `maxDiffPixels` (a count) and/or
/// `maxDiffRatio` (a fraction of all pixels). Both nil = none (exact). When both are given, both must hold.
public struct DiffBudget: Sendable, Hashable {
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    public func allows(_ result: PixelDiff.Result) -> Bool {
        if let maxDiffPixels, result.differentPixels > maxDiffPixels { return false }
        if let maxDiffRatio, result.ratio > maxDiffRatio { return false }
        if maxDiffPixels == nil && maxDiffRatio == nil { return result.differentPixels == 0 }
        return true
    }
}
