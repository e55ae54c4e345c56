import Foundation
import PangoCairoBackend
import SnapshotTesting

/// Compares PNG snapshots on Linux: equal bytes pass at once; otherwise both images are decoded and compared
/// pixel by pixel. `precision` is swift-snapshot-testing's: the fraction of pixels that must match (1 = all);
/// `perceptualPrecision` how close a pixel must be to count as matching (1 = identical; each channel may
/// differ by at most (1 - perceptualPrecision) × 255). A failure attaches reference.png, failure.png and
/// difference.png (differing pixels red over a faded reference).
extension Diffing where Value == Data {
    public static func layoutVizPNG(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            // A view that could not be rendered fails even against a reference recorded from the same error.
            guard actual.starts(with: pngSignature) else {
                return ("layoutviz could not render the view: \(String(decoding: actual.prefix(500), as: UTF8.self))", [])
            }
            guard reference != actual else { return nil }
            let attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "failure.png")]
            guard let old = try? PNGImage.decode([UInt8](reference)) else {
                return ("the reference is not a PNG file", attachments)
            }
            guard let new = try? PNGImage.decode([UInt8](actual)) else {
                return ("the rendered image is not a valid PNG file", attachments)
            }
            guard old.width == new.width, old.height == new.height else {
                return ("image size \(new.width)x\(new.height) differs from the reference's \(old.width)x\(old.height) pixels",
                        attachments)
            }
            let tolerance = Int(((1 - perceptualPrecision) * 255).rounded(.down))
            let comparison = PixelComparison(old, new, tolerance: tolerance)
            let total = old.width * old.height
            let allowed = Int((Double(total) * (1 - precision)).rounded(.down))
            guard comparison.differing > allowed else { return nil }
            var message = "\(comparison.differing) of \(total) pixels differ from the reference (largest channel "
                + "difference \(comparison.maxDelta)"
            if let (x, y) = comparison.first { message += ", first at x \(x), y \(y)" }
            message += ")"
            if allowed > 0 { message += "; at most \(allowed) may differ (precision \(precision))" }
            var all = attachments
            if let png = try? comparison.differenceImage.pngData() { all.append(.data(Data(png), name: "difference.png")) }
            return (message, all)
        }
    }
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

extension Diffing where Value == String {
    /// swift-snapshot-testing's line diff, except that a view that could not be rendered (its snapshot is
    /// layoutviz's "error: ..." line) always fails, even against a reference recorded from the same error.
    public static var layoutVizText: Diffing { Diffing.diff(toData: Diffing.lines.toData, fromData: Diffing.lines.fromData) { old, new in
        if new.hasPrefix(LayoutVizSnapshot.errorPrefix) {
            return ("layoutviz could not render the view: \(new.dropFirst(LayoutVizSnapshot.errorPrefix.count))", [])
        }
        return Diffing.lines.diffV2(old, new)
    } }
}

/// Pixel-by-pixel comparison of two images of the same size.
struct PixelComparison {
    var differing = 0
    var maxDelta = 0
    var first: (Int, Int)?
    var differenceImage: PNGImage

    init(_ old: PNGImage, _ new: PNGImage, tolerance: Int) {
        differenceImage = old
        for p in 0..<(old.width * old.height) {
            let i = p * 4
            var delta = 0
            for c in 0..<4 { delta = max(delta, abs(Int(old.rgba[i + c]) - Int(new.rgba[i + c]))) }
            maxDelta = max(maxDelta, delta)
            if delta > tolerance {
                differing += 1
                if first == nil { first = (p % old.width, p / old.width) }
                differenceImage.rgba.replaceSubrange(i..<(i + 4), with: [255, 0, 0, 255])
            } else {
                // Faded reference: a quarter of its contrast against white.
                for c in 0..<3 { differenceImage.rgba[i + c] = UInt8(191 + Int(old.rgba[i + c]) / 4) }
                differenceImage.rgba[i + 3] = 255
            }
        }
    }
}
