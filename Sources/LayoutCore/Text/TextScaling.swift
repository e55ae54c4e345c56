import Foundation

/// `minimumScaleFactor(_:)` (docs/semantics.md §3.2, spec §3.2 "shrinks the font before truncating"), shared by
/// every `TextMeasurer`: a measurer measures a request at its own size and says whether the text fit; this
/// finds the largest scale that fits.
///
/// - The text *fits* when nothing was cut (no line dropped by the line limit or the height, so no ellipsis)
///   and no word was broken between characters (every soft wrap is at a word boundary).
/// - Scales are tried in steps of `step` (1 %) from 1 down to the factor, the factor itself last; the result
///   is the largest that fits (a binary search: a smaller font never needs more room). If even the factor does
///   not fit, the text is laid out at the factor and truncated as usual.
/// - A scaled request is the whole text shrunk: font size, line spacing, tracking and kerning all × scale
///   (as if the text were drawn smaller), so the reported size, baselines and spacing are the scaled ones.
public enum TextScaling {
    /// The search step (a fraction of the font size).
    public static let step: CGFloat = 0.01

    /// The request as measured at `scale`: every length of the text multiplied, no further scaling.
    public static func scaled(_ r: TextRequest, by scale: CGFloat) -> TextRequest {
        var s = r
        s.minimumScaleFactor = 1
        guard scale != 1 else { return s }
        s.style.size = r.style.size * scale
        s.lineSpacing = r.lineSpacing * scale
        s.tracking = r.tracking * scale
        s.kerning = r.kerning * scale
        s.runs = r.runs.map { $0.scaled(by: scale) }
        return s
    }

    /// The layout of `r` at the largest allowed scale that fits. `measure` lays out a request without scaling
    /// and says whether the text fit.
    public static func fit(_ r: TextRequest, _ measure: (TextRequest) -> (layout: TextLayout, fits: Bool))
        -> TextLayout {
        let full = measure(scaled(r, by: 1))
        let factor = r.minimumScaleFactor.isFinite ? min(1, max(step, r.minimumScaleFactor)) : 1
        guard !full.fits, factor < 1 else { return full.layout }
        // Candidates in decreasing order: 0.99, 0.98, ... above the factor, then the factor.
        var candidates: [CGFloat] = []
        var k = 1
        while true {
            let s = (1 - CGFloat(k) * step)
            if s <= factor + 1e-9 { break }
            candidates.append(s)
            k += 1
        }
        candidates.append(factor)
        func at(_ s: CGFloat) -> (layout: TextLayout, fits: Bool) {
            var result = measure(scaled(r, by: s))
            result.layout.fontScale = s
            return result
        }
        let smallest = at(factor)
        guard smallest.fits else { return smallest.layout }
        // Invariant: candidates[hi] fits; candidates[lo - 1] (or the full size) does not.
        var lo = 0, hi = candidates.count - 1
        var best = smallest.layout
        while lo < hi {
            let mid = (lo + hi) / 2
            let m = at(candidates[mid])
            if m.fits { hi = mid; best = m.layout } else { lo = mid + 1 }
        }
        if hi == candidates.count - 1 { return smallest.layout }
        return best
    }
}
