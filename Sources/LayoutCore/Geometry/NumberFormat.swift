import Foundation

/// Fixed, locale-independent number formatting used by every textual output (frames JSON, SVG, traces):
/// at most `digits` decimals, no trailing zeros, no "-0". The value is rounded to `digits` decimals (halves away
/// from zero) in binary floating point first, then written digit by digit; magnitudes of 9e12 and more are written
/// without decimals (beyond 2^53 / 10^digits they are meaningless). `appendDecimal` writes the same characters
/// into a byte buffer, for writers that build their output as bytes (the SVG writer).
public enum NumberFormat {
    public static func decimal(_ value: CGFloat, digits: Int = 3) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendDecimal(value, digits: digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `decimal(value, digits:)`'s UTF-8 bytes appended to `out`.
    public static func appendDecimal(_ value: CGFloat, digits: Int = 3, to out: inout [UInt8]) {
        let v = Double(value)
        guard v.isFinite else {
            out.append(contentsOf: (v > 0 ? "inf" : (v < 0 ? "-inf" : "nan")).utf8)
            return
        }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (v * scale).rounded() / scale
        if rounded == 0 { out.append(UInt8(ascii: "0")); return }
        if abs(v) >= 9e12 { out.append(contentsOf: String(format: "%.0f", locale: nil, v).utf8); return }
        if rounded < 0 { out.append(UInt8(ascii: "-")) }
        let scaled = Int64((abs(rounded) * scale).rounded())
        let intScale = Int64(scale)
        appendInteger(scaled / intScale, to: &out)
        var frac = scaled % intScale
        guard frac != 0 else { return }
        var count = digits
        while frac % 10 == 0 { frac /= 10; count -= 1 }
        out.append(UInt8(ascii: "."))
        appendDigits(frac, count: count, to: &out)
    }

    /// The decimal digits of a non-negative `value`.
    public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 10 { out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, value))); return }
        var count = 0
        var rest = value
        while rest > 0 { count += 1; rest /= 10 }
        appendDigits(value, count: count, to: &out)
    }

    /// The last `count` decimal digits of a non-negative `value`, with leading zeros.
    private static func appendDigits(_ value: Int64, count: Int, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var i = start + count - 1
        while rest > 0, i >= start {
            out[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            i -= 1
        }
    }
}
