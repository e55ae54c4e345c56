import Foundation
import LayoutCore
import LayoutRender

/// Compares two PNG files' bytes for `diff` and `check` at the least cost (docs/limits.md, "Images"): both
/// headers and chunk structures are checked first (`PNGHeader.check`: pixel limit, chunk lengths), images of
/// different sizes are reported from their headers without decoding, byte-identical files match without
/// decoding (unless a diff image is wanted), and only then are both decoded and compared pixel by pixel.
/// A 20000x20000 PNG "bomb" compared with itself took 4.6 GB and half a minute; against a 10x10 image 3.1 GB
/// before the size mismatch was reported.
public enum PNGComparison {
    /// Which file could not be used, and why.
    public enum Failure: Error, Sendable, Equatable {
        case expected(String)
        case actual(String)
    }

    public static func compare(expected: [UInt8], actual: [UInt8], options: PixelDiff.Options = PixelDiff.Options())
        throws(Failure) -> PixelDiff.Outcome {
        let e: PNGHeader.Size, a: PNGHeader.Size
        do { e = try PNGHeader.check(expected) } catch { throw .expected(error.reason) }
        do { a = try PNGHeader.check(actual) } catch { throw .actual(error.reason) }
        guard e == a else { return .sizeMismatch(expected: (e.width, e.height), actual: (a.width, a.height)) }
        if expected == actual && !options.makeDiffImage {
            return .compared(PixelDiff.Result(width: e.width, height: e.height, differentPixels: 0,
                                              antiAliasedPixels: 0, diffImage: nil))
        }
        let expectedImage: RGBAImage, actualImage: RGBAImage
        do { expectedImage = try PNGImage.decodeRGBA(expected) } catch { throw .expected(error.message) }
        do { actualImage = try PNGImage.decodeRGBA(actual) } catch { throw .actual(error.message) }
        return PixelDiff.compare(expected: expectedImage, actual: actualImage, options: options)
    }
}
