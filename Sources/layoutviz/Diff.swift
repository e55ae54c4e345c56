import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import PangoCairoBackend

/// The image comparison options shared by `check` and `diff` (docs/regression.md, "Comparing images").
struct ImageCompareOptions: ParsableArguments {
    @Option(help: "Per-pixel colour tolerance, 0...1 (YIQ distance, as pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(help: "Pass when at most this many pixels differ (default 0).")
    var maxDiffPixels: Int?

    @Option(help: "Pass when at most this fraction (0...1) of the pixels differ (default 0).")
    var maxDiffRatio: Double?

    func validate() throws {
        guard threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1 (got \(threshold))") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more (got \(maxDiffPixels))") }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1 (got \(maxDiffRatio))")
        }
    }

    /// The comparison these options describe (the check engine's).
    var comparison: ImageComparison {
        ImageComparison(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}

/// `layoutviz diff`: two PNG files, pixel by pixel.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images (pixelmatch-style); exit 0 when they match, 1 when they differ.",
        discussion: """
            Pixels whose YIQ colour distance is within --threshold match; differing pixels that look like \
            anti-aliasing in either image are ignored. The images match when at most --max-diff-pixels / \
            --max-diff-ratio pixels differ (default: none). Images of different sizes never match.
            Examples:
              layoutviz diff expected.png actual.png -o diff.png
              layoutviz diff a.png b.png --threshold 0.2 --max-diff-pixels 10
            """)

    @Argument(help: "The expected (reference) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (red: different, yellow: anti-aliasing).")
    var output: String?

    @OptionGroup var compare: ImageCompareOptions

    func run() throws {
        let a = try Self.load(expected), b = try Self.load(actual)
        if let output, URL(fileURLWithPath: output).pathExtension.lowercased() != "png" {
            throw CLIFailure(message: "\(output): the diff image is a PNG; use a .png name", code: 64)
        }
        let comparison = compare.comparison
        var options = comparison.pixelOptions
        options.makeDiffImage = output != nil
        let outcome: PixelDiff.Outcome
        do { outcome = try PNGComparison.compare(expected: a, actual: b, options: options) } catch {
            switch error {
            case .expected(let reason): throw CLIFailure(message: "\(expected): cannot use the PNG: \(reason)")
            case .actual(let reason): throw CLIFailure(message: "\(actual): cannot use the PNG: \(reason)")
            }
        }
        switch outcome {
        case let .sizeMismatch(e, g):
            throw CLIFailure(message: "images differ in size: \(expected) is \(e.width)x\(e.height) pixels, "
                             + "\(actual) is \(g.width)x\(g.height)" + (output == nil ? "" : "; no diff image written"))
        case let .compared(result):
            if let output, let image = result.diffImage {
                let bytes: [UInt8]
                do { bytes = try PNGImage.encode(image) } catch { throw CLIFailure(message: "\(output): \(error)") }
                try OutputFiles.write(Data(bytes), to: output)
            }
            let pass = comparison.budget.allows(result)
            try StandardStreams.print((pass ? "match: " : "differ: ") + comparison.describe(result) + "\n")
            if !pass { throw ExitCode.failure }
        }
    }

    /// The bytes of a PNG file: a regular file of at most `PNGHeader.maxFileBytes` (a directory or a FIFO is
    /// one line naming what it is).
    static func load(_ path: String) throws -> [UInt8] {
        do { return try RegularFile.read(path, limit: PNGHeader.maxFileBytes) } catch {
            throw CLIFailure(message: "\(path): \(error.reason)")
        }
    }
}
