/// Text from the input (names, file paths) shown on a terminal: control characters (C0, DEL, C1, the line and
/// paragraph separators) become `\u{XX}` escapes, so a message stays one line and an ESC in a file cannot
/// drive the terminal. Everything else, quotes and backslashes included, is kept as is.
public enum TerminalText {
    public static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isControl) else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for scalar in s.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (c.value >= 0x7F && c.value < 0xA0) || c.value == 0x2028 || c.value == 0x2029
    }
}
