import Foundation
import Testing
import LayoutCore

/// The byte writers behind the SVG output (`NumberFormat.appendDecimal`, `Color.appendHexRGB`) against the
/// string formatters they replaced, kept here verbatim as the oracle: every output byte must stay the same.
@Suite("Number formatting into bytes")
struct NumberFormatBytesTests {
    /// `NumberFormat.decimal` as it was written before the byte writer (string building).
    static func referenceDecimal(_ value: CGFloat, digits: Int = 3) -> String {
        let v = Double(value)
        guard v.isFinite else { return v > 0 ? "inf" : (v < 0 ? "-inf" : "nan") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (v * scale).rounded() / scale
        if rounded == 0 { return "0" }
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

    /// `Color.hexRGB` as it was written before the byte writer.
    static func referenceHex(_ c: Color) -> String {
        func h(_ c: Double) -> String {
            let v = max(0, min(255, Int((c * 255).rounded())))
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(c.red) + h(c.green) + h(c.blue)
    }

    /// A deterministic generator (Knuth's 64-bit LCG, high bits), so a failure names a value that fails again.
    struct LCG: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 32) | (state << 32)
        }
    }

    /// Hand-picked values: zeros, signs, halves at every decimal, pixel-grid values, tiny and huge magnitudes,
    /// both sides of the 9e12 limit, and values one ulp away from rounding boundaries.
    static let edgeCases: [CGFloat] = {
        var values: [CGFloat] = [0, -0.0, 0.0004999, 0.0005, -0.0005, 0.0015, 0.0025, 1.0005, 2.0015, 12.3445, 12.3455,
                                 -12.3455, 0.5, 1.5, 2.5, -2.5, 999.9995, 999.9994999, 1e-300, -1e-300,
                                 .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 4.9e-324, 1e-4, 1e-3, -1e-3,
                                 0.1 + 0.2, 1.0 / 3, 2.0 / 3, -2.0 / 3, 8.999_999_999_999e12, 9e12, -9e12, 9.0000001e12,
                                 1e15, -1e15, 1e20, 1.7976931348623157e308, -1.7976931348623157e308,
                                 .infinity, -.infinity, .nan, 4503599627370495.5, 123456789.0005]
        for n in stride(from: -40, through: 40, by: 1) {
            values.append(CGFloat(n) / 2)
            values.append(CGFloat(n) / 3)
            values.append(CGFloat(n) * 0.0005)
            values.append(CGFloat(n) / 1000 + 0.0005)
        }
        for v in values where v.isFinite && v != 0 {
            values.append(v.nextUp)
            values.append(v.nextDown)
        }
        return values
    }()

    static func randomValues(count: Int) -> [CGFloat] {
        var g = LCG(state: 11)
        return (0..<count).map { i in
            let sign: CGFloat = Bool.random(using: &g) ? -1 : 1
            switch i % 4 {
            case 0: return sign * CGFloat(Double.random(in: 0..<1, using: &g)) * pow(10, CGFloat(Int.random(in: -9...14, using: &g)))
            case 1: return sign * CGFloat(Int.random(in: 0...2_000_000, using: &g)) / 2000 // halves of the last decimal
            case 2: return sign * CGFloat(Int.random(in: 0...300_000, using: &g)) / 6 // @2x and @3x pixel grids
            default: return CGFloat(Double(bitPattern: g.next())) // any bit pattern: NaNs, subnormals, huge values
            }
        }
    }

    @Test("appendDecimal writes exactly the old formatter's digits, at every precision")
    func sameDigits() {
        let values = Self.edgeCases + Self.randomValues(count: 200_000)
        var mismatches: [String] = []
        for digits in [3, 0, 1, 2, 4, 6] {
            for v in values where digits == 3 || mismatches.count < 10 {
                var bytes: [UInt8] = [0x41] // what is already in the buffer stays
                NumberFormat.appendDecimal(v, digits: digits, to: &bytes)
                let expected = Self.referenceDecimal(v, digits: digits)
                if bytes != [0x41] + Array(expected.utf8) || NumberFormat.decimal(v, digits: digits) != expected {
                    mismatches.append("\(v) (\(v.bitPattern)) digits \(digits): \(String(decoding: bytes.dropFirst(), as: UTF8.self)) != \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("appendInteger writes the decimal digits of non-negative integers", arguments: [
        Int64(0), 7, 10, 99, 100, 1234567, 9_000_000_000_000, Int64.max,
    ])
    func integers(_ n: Int64) {
        var bytes: [UInt8] = []
        NumberFormat.appendInteger(n, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == String(n))
    }

    @Test("appendHexRGB writes the old #rrggbb for every component value and out-of-range ones")
    func sameHex() {
        var g = LCG(state: 5)
        var colors: [Color] = (0...255).map { Color(r8: $0, g8: 255 - $0, b8: ($0 * 7) % 256) }
        colors += [Color(red: -0.2, green: 1.3, blue: 0.5), Color(red: 0.5 / 255, green: 1.5 / 255, blue: 254.5 / 255)]
        colors += (0..<2000).map { _ in
            Color(red: .random(in: -0.1...1.1, using: &g), green: .random(in: 0...1, using: &g),
                  blue: .random(in: 0...1, using: &g), opacity: .random(in: 0...1, using: &g))
        }
        colors += SystemColor.allCases.flatMap { [$0.color, $0.color.resolved(in: .dark)] }
        for c in colors {
            var bytes: [UInt8] = []
            c.appendHexRGB(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.referenceHex(c))
            #expect(c.hexRGB == Self.referenceHex(c))
        }
    }
}
