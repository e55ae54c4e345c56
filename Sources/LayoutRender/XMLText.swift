/// XML escaping for SVG output: `&`, `<`, `>` and `"` become entities (text and double-quoted attributes),
/// and characters XML 1.0 forbids (C0 controls other than tab/newline/CR, U+FFFE/U+FFFF) are dropped.
/// `append(escaping:to:)` writes the same characters into a byte buffer; text that needs no escaping (the
/// common case) is copied as it is.
public enum XMLText {
    /// `newlinesAsEntities`: write line feeds as `&#10;` (inside attributes, where a raw one would be
    /// normalised to a space).
    public static func escape(_ s: String, newlinesAsEntities: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        append(escaping: s, newlinesAsEntities: newlinesAsEntities, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `escape(s, newlinesAsEntities:)`'s UTF-8 bytes appended to `out`.
    public static func append(escaping s: String, newlinesAsEntities: Bool = false, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { bytes in
            if !bytes.contains(where: needsAttention) {
                out.append(contentsOf: bytes)
                return
            }
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                switch b {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "\n") where newlinesAsEntities: out.append(contentsOf: "&#10;".utf8)
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(b)
                case ..<0x20: continue
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8.
                case 0xEF where i + 1 < bytes.count && bytes[i] == 0xBF && (bytes[i + 1] == 0xBE || bytes[i + 1] == 0xBF):
                    i += 2
                default: out.append(b)
                }
            }
        }
    }

    /// Whether a byte is escaped, dropped, or may start a dropped character.
    private static func needsAttention(_ b: UInt8) -> Bool {
        b < 0x20 || b == UInt8(ascii: "&") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">")
            || b == UInt8(ascii: "\"") || b == 0xEF
    }
}
