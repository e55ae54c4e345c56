import Foundation
import Testing
@testable import LayoutRender

/// `XMLText`'s byte writer against the scalar-by-scalar escaping it replaced (kept here as the oracle).
@Suite("XML escaping into bytes")
struct XMLTextBytesTests {
    static func referenceEscape(_ s: String, newlinesAsEntities: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n" where newlinesAsEntities: out += "&#10;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Scalars that matter to escaping, and neighbours of the dropped ones in UTF-8 (EF BF xx, EF xx xx).
    static let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "\t", "\r", "\u{0}",
        "\u{1}", "\u{1F}", "\u{7F}", "é", "ש", "ع", "…", "\u{200F}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{FEFF}",
        "\u{EFFF}", "\u{F000}", "\u{FFBE}", "😀", "\u{10FFFF}", "中"]

    @Test("the same characters as the scalar-by-scalar escaping, for many strings, both newline modes")
    func sameAsReference() {
        var state: UInt64 = 3
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var strings = ["", "plain text", "a<b & \"c\"", "x\u{0}\u{1}y\u{FFFE}z\u{FFFF}", "\u{EF}\u{BF}"]
        for _ in 0..<5000 {
            var s = String.UnicodeScalarView()
            for _ in 0..<next(12) { s.append(Self.alphabet[next(Self.alphabet.count)]) }
            strings.append(String(s))
        }
        for s in strings {
            for entities in [false, true] {
                var bytes: [UInt8] = [0x2A]
                XMLText.append(escaping: s, newlinesAsEntities: entities, to: &bytes)
                let expected = Self.referenceEscape(s, newlinesAsEntities: entities)
                #expect(bytes == [0x2A] + Array(expected.utf8), "\(Array(s.unicodeScalars))")
                #expect(XMLText.escape(s, newlinesAsEntities: entities) == expected)
            }
        }
    }
}
