import Foundation

/// Fixed, locale-independent number formatting used by every textual output (frames JSON, SVG, traces):
/// at most `digits` decimals, no trailing zeros, no "-0".
public enum NumberFormat {
    public static func decimal(_ value: CGFloat, digits: Int = 3) -> String {
        let v = Double(value)
        guard v.isFinite else { return v > 0 ? "inf" : (v < 0 ? "-inf" : "nan") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (v * scale).rounded() / scale
        if rounded == 0 { return "0" }
        // Beyond 2^53 / 10^digits decimals are meaningless (and the integer path would overflow).
        if abs(v) >= 9e12 { return String(format: "%.0f", locale: nil, v) }
        let negative = rounded < 0
        let scaled = Int64((abs(rounded) * scale).rounded())
        let intScale = Int64(scale)
        let whole = scaled / intScale
        var frac = scaled % intScale
        var text = String(whole)
        if frac != 0 {
            var fracDigits = String(frac)
            fracDigits = String(repeating: "0", count: digits - fracDigits.count) + fracDigits
            while fracDigits.hasSuffix("0") { fracDigits.removeLast(); frac /= 10 }
            text += "." + fracDigits
        }
        return negative ? "-" + text : text
    }
}
