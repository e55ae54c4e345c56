/// Quoting text as a JSON string: in messages (JSON-escaped, so a message stays on one line, and cut when long)
/// and, with `limit: .max`, in every JSON the tools write.
public enum Quote {
    /// `"text"` with JSON escapes; longer than `FormatLimits.quotedTextLength` characters it is cut with "...".
    /// `text` as a complete JSON string literal.
    public static func jsonString(_ text: String) -> String { json(text, limit: .max) }

    static func json(_ text: String, limit: Int = FormatLimits.quotedTextLength) -> String {
        var s = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                s += "..."
                break
            }
            count += 1
            switch scalar {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            case "\n": s += "\\n"
            case "\r": s += "\\r"
            case "\t": s += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value >= 0x2028 && scalar.value <= 0x2029) {
                    s += "\\u" + JSONCursor.hex4(scalar.value)
                } else {
                    s.unicodeScalars.append(scalar)
                }
            }
        }
        return s + "\""
    }
}
