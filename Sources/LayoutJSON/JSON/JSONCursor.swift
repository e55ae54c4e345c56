/// Reads bytes of a JSON text while tracking the 1-based line and column, and scans the lexical pieces:
/// strings (escapes, surrogate pairs, UTF-8 validation) and numbers (the strict JSON grammar).
struct JSONCursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var position = SourcePosition(line: 1, column: 1)

    init(bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    func peek(_ ahead: Int = 0) -> UInt8? {
        let i = offset + ahead
        return i < bytes.count ? bytes[i] : nil
    }

    /// Moves past one byte. UTF-8 continuation bytes do not start a new column.
    mutating func advance() {
        guard offset < bytes.count else { return }
        let b = bytes[offset]
        offset += 1
        if b == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if b & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    /// Moves past the run of string bytes at the cursor that need no attention (not a quote, a backslash or
    /// a control character; no line breaks, so only the column moves); returns whether it held non-ASCII bytes.
    mutating func skipPlainStringBytes() -> Bool {
        var nonASCII = false
        var i = offset, column = position.column
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 {
                nonASCII = true
                if b & 0xC0 != 0x80 { column += 1 }
            } else {
                column += 1
            }
            i += 1
        }
        offset = i
        position.column = column
        return nonASCII
    }

    /// Moves past `count` ASCII bytes without line breaks (checked by the caller): one column each.
    mutating func skipASCII(_ count: Int) {
        offset += count
        position.column += count
    }

    mutating func skipByteOrderMark() {
        if peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF { offset = 3 }
    }

    mutating func skipWhitespace() {
        var i = offset
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                position.column += 1
            } else if b == 0x0A {
                position.line += 1
                position.column = 1
            } else {
                break
            }
            i += 1
        }
        offset = i
    }

    func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, position: position) }

    func error(_ message: String, at position: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position)
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    /// The run of ASCII letters, digits and underscores at the cursor (for literals and friendly errors).
    func peekWord() -> String {
        var end = offset
        while end < bytes.count, Self.isWordByte(bytes[end]), end - offset < 32 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The current character for a message: `'x'`, `end of input`, or a byte value when it is not text.
    func describeCurrent() -> String {
        guard let b = peek() else { return "end of input" }
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "control character U+" + Self.hex4(UInt32(b)) }
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let s = String(validating: bytes[offset..<end], as: UTF8.self), let scalar = s.unicodeScalars.first {
            return "'\(s)' (U+\(Self.hex4(scalar.value)))"
        }
        return "byte 0x" + String(b, radix: 16, uppercase: true) + " (not UTF-8)"
    }

    static func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
