/// XML escaping for SVG output: `&`, `<`, `>` and `"` become entities (text and double-quoted attributes),
/// and characters XML 1.0 forbids (C0 controls other than tab/newline/CR, U+FFFE/U+FFFF) are dropped.
public enum XMLText {
    /// `newlinesAsEntities`: write line feeds as `&#10;` (inside attributes, where a raw one would be
    /// normalised to a space).
    public static func escape(_ s: String, newlinesAsEntities: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
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
}
