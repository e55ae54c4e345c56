import Foundation
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import SnapshotTesting

/// Compares PNG snapshots on Linux with `layoutviz diff`'s pixel counting (`PNGComparison`, `ImageComparison`;
/// docs/regression.md, "Comparing images"): equal bytes pass at once; otherwise both images are decoded and
/// compared pixel by pixel. `perceptualPrecision` (swift-snapshot-testing's: 1 = identical) is the per-pixel
/// colour tolerance as `diff --threshold 1-perceptualPrecision`; `precision` (the fraction of pixels that must
/// match, 1 = all) the budget as `--max-diff-ratio 1-precision`. Anti-aliased pixels are ignored as `diff`
/// ignores them.
///
/// swift-snapshot-testing attaches its images only on Apple's platforms; a failure here also writes
/// reference, actual and difference PNGs into the artifacts directory (`SnapshotArtifacts`) and names them in
/// the failure message. The attachments (reference.png, failure.png, difference.png) stay for Xcode.
extension Diffing where Value == Data {
    public static func layoutVizPNG(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            // A view that could not be rendered fails even against a reference recorded from the same error.
            guard actual.starts(with: pngSignature) else {
                return ("layoutviz could not render the view: \(String(decoding: actual.prefix(500), as: UTF8.self))", [])
            }
            guard reference != actual else { return nil }
            var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "failure.png")]
            let comparison = ImageComparison(threshold: min(1, max(0, 1 - perceptualPrecision)),
                                             maxDiffRatio: precision < 1 ? max(0, 1 - precision) : nil)
            let outcome: PixelDiff.Outcome
            do throws(PNGComparison.Failure) {
                outcome = try PNGComparison.compare(expected: Array(reference), actual: Array(actual),
                                                    options: comparison.pixelOptions)
            } catch {
                switch error {
                case .expected(let reason): return ("the reference is not a usable PNG file (\(reason))", attachments)
                case .actual(let reason): return ("the rendered image is not a usable PNG file (\(reason))", attachments)
                }
            }
            let message: String
            var difference: Data?
            switch outcome {
            case let .sizeMismatch(old, new):
                message = "image size \(new.width)x\(new.height) differs from the reference's "
                    + "\(old.width)x\(old.height) pixels"
            case let .compared(result):
                if comparison.budget.allows(result) { return nil }
                message = comparison.describe(result)
                difference = result.diffImage.flatMap { try? PNGImage.encode($0) }.map { Data($0) }
            }
            if let difference { attachments.append(.data(difference, name: "difference.png")) }
            let written = SnapshotArtifacts.write(reference: reference, actual: actual, difference: difference)
            return (message + written, attachments)
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
