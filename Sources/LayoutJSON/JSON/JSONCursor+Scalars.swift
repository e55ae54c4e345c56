/// The two scalar scanners of `JSONCursor`: strings and numbers, each checked against the JSON grammar.
extension JSONCursor {
    /// Reads a string starting at its opening quote; returns its decoded text.
    mutating func readString() throws(JSONSyntaxError) -> String {
        let open = offset
        advance()
        var buffer: [UInt8] = []
        var segment = offset
        var escaped = false
        var nonASCII = false
        while true {
            if skipPlainStringBytes() { nonASCII = true }
            guard let b = peek() else { throw error("unterminated string", at: open) }
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[segment..<offset])
                escaped = true
                try readEscape(into: &buffer)
                segment = offset
                continue
            }
            if b == 0x0A || b == 0x0D { throw error("unterminated string (a line break cannot be inside a string)", at: open) }
            throw error("control character U+\(Self.hex4(UInt32(b))) in a string must be escaped")
        }
        let text: String?
        if escaped {
            buffer.append(contentsOf: bytes[segment..<offset])
            // Escapes always produce valid UTF-8; only raw bytes need checking.
            text = nonASCII ? String(validating: buffer, as: UTF8.self) : String(decoding: buffer, as: UTF8.self)
        } else {
            let raw = UnsafeBufferPointer(rebasing: bytes[segment..<offset])
            text = nonASCII ? String(validating: raw, as: UTF8.self) : String(decoding: raw, as: UTF8.self)
        }
        advance()
        guard let text else { throw error("string is not valid UTF-8", at: open) }
        lastStringContinuations = 0
        if nonASCII {
            lastStringContinuations = continuationBytes(open..<offset)
            recordContinuations(lastStringContinuations, endingAt: offset)
        }
        return text
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = offset
        advance()
        guard let e = peek() else { throw error("unterminated string") }
        let simple: UInt8? = switch e {
        case 0x22, 0x5C, 0x2F: e
        case 0x62: 0x08
        case 0x66: 0x0C
        case 0x6E: 0x0A
        case 0x72: 0x0D
        case 0x74: 0x09
        default: nil
        }
        if let v = simple {
            buffer.append(v)
            advance()
            return
        }
        guard e == UInt8(ascii: "u") else {
            throw error("invalid escape \(describeCurrent()) in a string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: start)
        }
        advance()
        var value = try readHex4(escapeStart: start)
        if value >= 0xD800 && value < 0xDC00 {
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw error("unpaired surrogate \\u\(Self.hex4(value)) in a string", at: start)
            }
            advance(); advance()
            let low = try readHex4(escapeStart: start)
            guard low >= 0xDC00 && low < 0xE000 else {
                throw error("unpaired surrogate \\u\(Self.hex4(value)) in a string", at: start)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if value >= 0xDC00 && value < 0xE000 {
            throw error("unpaired surrogate \\u\(Self.hex4(value)) in a string", at: start)
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape", at: start) }
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek(), let d = Self.hexDigit(b) else {
                throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            value = value * 16 + d
            advance()
        }
        return value
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }

    /// An integer of up to 15 digits at the cursor (most numbers of a tree), read straight from its bytes; nil
    /// (cursor unmoved) for anything else, which `readNumber` reads (and rejects, if it is not a JSON number).
    @inline(__always)
    mutating func readPlainInteger() -> Double? {
        let n = bytes.count
        var i = offset
        let negative = i < n && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        var value = 0
        while i < n, i - first < 16 {
            let digit = bytes[i] &- 0x30
            if digit > 9 { break }
            value = value &* 10 &+ Int(digit)
            i += 1
        }
        let digits = i - first
        guard digits > 0, digits <= 15, digits == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        if i < n {
            let b = bytes[i]
            if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") { return nil }
        }
        skip(i - offset)
        return negative ? -Double(value) : Double(value)
    }

    /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and converts it; overflow is an error.
    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let first = offset, start = offset
        if peek() == UInt8(ascii: "-") {
            advance()
            if peek() == UInt8(ascii: "I") || peek() == UInt8(ascii: "i") || peek() == UInt8(ascii: "N") {
                throw error("-\(peekWord()) is not a JSON value (JSON has no NaN or Infinity)", at: start)
            }
        }
        guard let lead = peek(), Self.isDigit(lead) else {
            throw error("expected a digit after '-', got \(describeCurrent())")
        }
        advance()
        if lead == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
            throw error("numbers must not have leading zeros", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let d = peek(), Self.isDigit(d) else { throw error("expected a digit after '.', got \(describeCurrent())") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard let d = peek(), Self.isDigit(d) else {
                throw error("expected a digit in the exponent, got \(describeCurrent())")
            }
            skipDigits()
        }
        // Integers of up to 15 digits (most numbers of a tree) are exact in a Double: no text to convert.
        let negative = bytes[first] == UInt8(ascii: "-")
        let digits = offset - first - (negative ? 1 : 0)
        if digits <= 15 {
            var integer = 0, isInteger = true
            for b in bytes[(negative ? first + 1 : first)..<offset] {
                guard Self.isDigit(b) else { isInteger = false; break }
                integer = integer * 10 + Int(b - 0x30)
            }
            if isInteger { return negative ? -Double(integer) : Double(integer) }
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
        guard value.isFinite else {
            throw error("number \(text.count > 24 ? String(text.prefix(24)) + "..." : text) is too large", at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while let b = peek(), Self.isDigit(b) { advance() }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
