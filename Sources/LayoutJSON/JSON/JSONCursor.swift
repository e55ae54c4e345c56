/// Reads the bytes of a JSON text (a buffer that lives as long as the parse) and scans the lexical pieces:
/// strings (escapes, surrogate pairs, UTF-8 validation) and numbers (the strict JSON grammar). Places are byte
/// offsets: the cursor records line starts and the non-ASCII strings in `lines`, from which a node's
/// line:column is computed when asked; an error's position is counted from the start of the text.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    /// Where line 1, column 1 is (past a byte order mark).
    private(set) var textStart = 0
    private(set) var lines = TextLines()
    /// The continuation bytes of the last string `readString` read (its columns are its scalars).
    var lastStringContinuations = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    func peek(_ ahead: Int = 0) -> UInt8? {
        let i = offset + ahead
        return i < bytes.count ? bytes[i] : nil
    }

    /// Moves past one byte (never a line feed: those are only in whitespace).
    mutating func advance() {
        if offset < bytes.count { offset += 1 }
    }

    /// Moves past the run of string bytes at the cursor that need no attention (not a quote, a backslash or
    /// a control character); returns whether it held non-ASCII bytes.
    mutating func skipPlainStringBytes() -> Bool {
        var high: UInt8 = 0
        var i = offset
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            high |= b
            i += 1
        }
        offset = i
        return high >= 0x80
    }

    /// Moves past `count` bytes known to be on one line.
    mutating func skip(_ count: Int) {
        offset += count
    }

    mutating func skipByteOrderMark() {
        if peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {
            offset = 3
            textStart = 3
            lines = TextLines(start: 3)
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        // Compact JSON has none: one look at the next byte.
        if offset < bytes.count, bytes[offset] > 0x20 { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        var i = offset
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0D {
            } else if b == 0x0A {
                lines.lineStarts(at: i + 1)
            } else {
                break
            }
            i += 1
        }
        offset = i
    }

    /// The line and column of `offset`, counted from the start of the text (for messages: exact anywhere,
    /// inside a string too). Columns count Unicode scalars: continuation bytes do not start one.
    func position(of offset: Int) -> SourcePosition {
        var line = 1, column = 1
        var i = textStart
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// The number of UTF-8 continuation bytes in `range`.
    func continuationBytes(_ range: Range<Int>) -> Int {
        var count = 0
        for i in range where bytes[i] & 0xC0 == 0x80 { count += 1 }
        return count
    }

    /// Records that the string just read (`range`, quotes included) held `count` continuation bytes.
    mutating func recordContinuations(_ count: Int, endingAt end: Int) {
        lines.addContinuations(count, before: end)
    }

    func error(_ message: String) -> JSONSyntaxError { error(message, at: offset) }

    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(of: offset))
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    /// The run of ASCII letters, digits and underscores at the cursor (for literals and friendly errors).
    func peekWord() -> String {
        var end = offset
        while end < bytes.count, Self.isWordByte(bytes[end]), end - offset < 32 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
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
