/// A strict JSON (RFC 8259) parser that records where every value and key is written (a byte offset, turned
/// into line:column when asked: `TextLines`).
///
/// It is iterative: open containers live on an explicit stack, so nesting costs heap, not call stack.
/// Nesting deeper than `FormatLimits.maxJSONDepth` is an error. Numbers are Doubles; NaN, Infinity and
/// numbers that overflow a Double are rejected, as are comments, trailing commas and single quotes, each with
/// a message saying so. Duplicate keys are kept here and reported by the decoder, which knows the JSON path.
struct JSONParser {
    var cursor: JSONCursor
    /// Every value, in post-order (made an array when the text is read).
    private var nodes = RowBuffer<JSONDocument.Node>()
    /// Every container's elements, each container's in one run (made an array when the text is read).
    private var slots = RowBuffer<JSONDocument.Slot>()
    var strings: [String] = []
    let maxDepth: Int

    /// The elements of the open containers so far, innermost last (one buffer for all of them, so an open
    /// container allocates nothing of its own).
    private var openSlots = RowBuffer<JSONDocument.Slot>()

    /// One container being parsed: where its elements start in `openSlots` and, in an object, the key waiting
    /// for its value.
    private struct Open {
        var isObject: Bool
        var location: Int
        var firstSlot: Int
        var pendingKey = -1
        var pendingKeyLocation = 0
    }

    /// `bytes` must stay valid while the parser is used.
    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        cursor = JSONCursor(bytes: bytes)
        self.maxDepth = maxDepth
        // Compact JSON of a tree has a value every 8 to 10 bytes: the tables grow at most once or twice instead of
        // being copied at every doubling.
        nodes.reserve(bytes.count / 8)
        slots.reserve(bytes.count / 8)
    }

    /// The longest text the parser reads: the document keeps offsets in 32 bits and a container's element count
    /// in 29 (`JSONDocument.Node`), and every element takes at least 2 bytes. `FormatLimits.maxInputBytes` is far
    /// below it unless raised (docs/limits.md).
    static let maxTextBytes = 1 << 30

    /// `maxBytes`: `maxTextBytes` (a test's smaller limit).
    static func parse(_ bytes: [UInt8], maxDepth: Int = FormatLimits.maxJSONDepth, maxBytes: Int = maxTextBytes)
        throws(JSONSyntaxError) -> JSONDocument {
        guard bytes.count <= min(maxBytes, maxTextBytes) else {
            throw JSONSyntaxError(message: "the JSON text is larger than \(min(maxBytes, maxTextBytes)) bytes, the most "
                                  + "layoutviz reads (docs/limits.md)", position: SourcePosition(line: 1, column: 1))
        }
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONDocument, JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            defer {
                parser.openSlots.free()
                parser.slots.free()
                parser.nodes.free()
            }
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        cursor.skipByteOrderMark()
        cursor.skipWhitespace()
        if cursor.atEnd { throw cursor.error("empty input; expected a JSON object") }
        let root = try parseValueTree()
        cursor.skipWhitespace()
        if !cursor.atEnd {
            throw cursor.error("unexpected \(cursor.describeCurrent()) after the end of the JSON value")
        }
        return JSONDocument(nodes: nodes.array, slots: slots.array, strings: strings, rootIndex: root, lines: cursor.lines)
    }

    private mutating func parseValueTree() throws(JSONSyntaxError) -> Int {
        // The innermost open container is `top` (a local, read and written at every value); those around it wait
        // on `outer`. `depth` counts the open containers, `top` included.
        var outer = RowBuffer<Open>()
        defer { outer.free() }
        var top = Open(isObject: false, location: 0, firstSlot: 0)
        var depth = 0
        while true {
            cursor.skipWhitespace()
            var produced: Int
            let start = cursor.offset
            let c = cursor.peek()
            if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                let isObject = c == UInt8(ascii: "{")
                if depth >= maxDepth {
                    throw cursor.error("JSON nested too deeply (the limit is \(maxDepth) levels)")
                }
                cursor.advance()
                cursor.skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if cursor.peek() == close {
                    cursor.advance()
                    produced = appendContainer(isObject: isObject, location: start, from: openSlots.count)
                } else {
                    if depth > 0 { outer.append(top) }
                    top = Open(isObject: isObject, location: start, firstSlot: openSlots.count)
                    depth += 1
                    if isObject { try readKey(into: &top) }
                    continue
                }
            } else {
                produced = try parseScalar()
            }
            // Attach the value to its container; close every container that ends here.
            while true {
                guard depth > 0 else { return produced }
                openSlots.append(JSONDocument.Slot(key: top.pendingKey, keyLocation: top.pendingKeyLocation,
                                                   value: produced))
                cursor.skipWhitespace()
                let isObject = top.isObject
                let close = UInt8(ascii: isObject ? "}" : "]")
                let next = cursor.peek()
                if next == UInt8(ascii: ",") {
                    cursor.advance()
                    cursor.skipWhitespace()
                    if cursor.peek() == close {
                        throw cursor.error("trailing comma before '\(isObject ? "}" : "]")' is not allowed in JSON")
                    }
                    if isObject { try readKey(into: &top) }
                    break
                } else if next == close {
                    cursor.advance()
                    produced = appendContainer(isObject: isObject, location: top.location, from: top.firstSlot)
                    depth -= 1
                    if depth > 0, let enclosing = outer.popLast() { top = enclosing }
                } else if cursor.atEnd {
                    let what = isObject ? "object" : "array"
                    throw cursor.error("unexpected end of input; the \(what) opened at "
                                       + "\(cursor.position(of: top.location)) is not closed")
                } else {
                    let expected = isObject ? "expected ',' or '}' after an object member"
                                            : "expected ',' or ']' after an array element"
                    throw cursor.error("\(expected), got \(cursor.describeCurrent())")
                }
            }
        }
    }

    /// Closes a container whose elements are `openSlots[start...]`: they move to `slots`, in one piece.
    private mutating func appendContainer(isObject: Bool, location: Int, from start: Int) -> Int {
        let first = slots.count
        let count = openSlots.count - start
        if count > 0 {
            slots.append(contentsOf: openSlots.top(from: start))
            openSlots.drop(from: start)
        }
        nodes.append(JSONDocument.Node(kind: isObject ? .object : .array, location: location, number: 0,
                                       payload: first, count: count))
        return nodes.count - 1
    }

    /// Reads `"key" :` and remembers the key in `open`.
    private mutating func readKey(into open: inout Open) throws(JSONSyntaxError) {
        cursor.skipWhitespace()
        guard cursor.peek() == UInt8(ascii: "\"") else {
            if cursor.atEnd {
                throw cursor.error("unexpected end of input; the object opened at \(cursor.position(of: open.location)) "
                                   + "is not closed")
            }
            if cursor.peek() == UInt8(ascii: "'") { throw cursor.error("strings must use double quotes, not single quotes") }
            if let c = cursor.peek(), JSONCursor.isWordByte(c) {
                throw cursor.error("object keys must be strings in double quotes")
            }
            throw cursor.error("expected a string key, got \(cursor.describeCurrent())")
        }
        open.pendingKeyLocation = cursor.offset
        if let known = internedKey() {
            open.pendingKey = known
        } else {
            let start = cursor.offset
            let key = try cursor.readString()
            strings.append(key)
            open.pendingKey = strings.count - 1
            rememberKey(from: start, to: cursor.offset, string: open.pendingKey)
        }
        cursor.skipWhitespace()
        guard cursor.peek() == UInt8(ascii: ":") else {
            throw cursor.error("expected ':' after the key \"\(strings[open.pendingKey])\", got \(cursor.describeCurrent())")
        }
        cursor.advance()
    }

    /// Keys and short strings repeat (every view has "modifiers", every frame "width", colours "red"): one
    /// written as plain ASCII is looked up by its bytes among those read before, so it becomes one string shared
    /// by every value or key that has it (strings of up to 64 characters). Strings of up to 16 bytes are read 8
    /// bytes at a time and known by those bytes (`shortKeys`), longer ones by a hash of them (`keyCache`).
    /// Slots of `keyCache`: (the quoted key's first byte offset, its length with quotes, its index in `strings`).
    private var keyCache = [(start: Int, length: Int, string: Int)](repeating: (0, 0, -1), count: 256)
    /// Slots of `shortKeys`: a string of up to 16 bytes as its bytes (zero-padded, in two words), its length and
    /// its index in `strings`.
    private var shortKeys = [(w0: UInt64, w1: UInt64, length: Int, string: Int)](repeating: (0, 0, -1, -1), count: 256)
    /// The short string that followed each short string last time (by the earlier one's index in `strings`, modulo
    /// 256), with its bytes and their masks: keys and values of a tree come in a few recurring sequences ("Color",
    /// "gray", "modifiers", "frame", "width", "height", "Color"...), so most short strings are the one predicted
    /// and are known by comparing two words, without finding their length or hashing them.
    private var predictions = [(w0: UInt64, w1: UInt64, m0: UInt64, m1: UInt64, length: Int, string: Int)](
        repeating: (0, 0, 0, 0, 0, -1), count: 256)
    /// The last short string found (its index in `strings`), whose successor is predicted.
    private var lastShort = 0

    /// The short string at the cursor that `internedKey` did not find (its `shortKeys` slot and bytes), remembered
    /// there once it is read.
    private var missedShort: (slot: Int, w0: UInt64, w1: UInt64, length: Int)?

    /// The bytes of `w` that end a plain string's run (a quote, a backslash, a control character, a byte of a
    /// non-ASCII character), each marked by its high bit; the lowest mark is exact (higher ones may not be).
    @inline(__always)
    private static func stops(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
        return ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (w &- ones &* 0x20) & ~w | w)
            & 0x8080_8080_8080_8080
    }

    /// The index in `strings` of the string at the cursor (on its opening quote) when it is a plain ASCII key read
    /// before; the cursor then moves past it. Nil (cursor unmoved) otherwise.
    @inline(__always)
    private mutating func internedKey() -> Int? {
        missedShort = nil
        let bytes = cursor.bytes, start = cursor.offset
        guard start + 17 <= bytes.count, let base = bytes.baseAddress else { return internedLongKey() }
        let p = UnsafeRawPointer(base + start + 1)
        let w0 = p.loadUnaligned(as: UInt64.self)
        // The predicted string: its bytes, then a quote (masked bytes equal to a plain string's have no stops).
        let guess = predictions[lastShort & 255]
        if guess.string >= 0, w0 & guess.m0 == guess.w0,
           p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & guess.m1 == guess.w1,
           bytes[start + 1 + guess.length] == UInt8(ascii: "\"") {
            cursor.skip(guess.length + 2)
            lastShort = guess.string
            return guess.string
        }
        let s0 = Self.stops(w0)
        var key0 = w0, key1: UInt64 = 0, length: Int
        if s0 != 0 {
            length = s0.trailingZeroBitCount >> 3
            key0 = length == 0 ? 0 : w0 & (UInt64.max >> (64 - 8 * length))
        } else {
            let w1 = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self), s1 = Self.stops(w1)
            guard s1 != 0 else { return internedLongKey() }
            let tail = s1.trailingZeroBitCount >> 3
            key1 = tail == 0 ? 0 : w1 & (UInt64.max >> (64 - 8 * tail))
            length = 8 + tail
        }
        guard bytes[start + 1 + length] == UInt8(ascii: "\"") else { return nil }
        let slot = Int(truncatingIfNeeded: ((key0 ^ (key1 &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length))
            &* 0xC2B2_AE3D_27D4_EB4F) >> 56)
        let known = shortKeys[slot]
        if known.length == length, known.w0 == key0, known.w1 == key1, known.string >= 0 {
            cursor.skip(length + 2)
            predictions[lastShort & 255] = (key0, key1, Self.mask(length), Self.mask(length - 8), length, known.string)
            lastShort = known.string
            return known.string
        }
        missedShort = (slot, key0, key1, length)
        return nil
    }

    /// The mask of a word's first `count` bytes (none for 0 or less, all for 8 or more).
    @inline(__always)
    private static func mask(_ count: Int) -> UInt64 {
        count <= 0 ? 0 : count >= 8 ? UInt64.max : UInt64.max >> (64 - 8 * count)
    }

    /// `internedKey` for strings longer than 16 bytes (or near the end of the text).
    private mutating func internedLongKey() -> Int? {
        let bytes = cursor.bytes, start = cursor.offset
        let n = min(bytes.count, start + 66)
        var i = start + 1, hash: UInt32 = 2_166_136_261
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { return nil }
            hash = (hash ^ UInt32(b)) &* 16_777_619
            i += 1
        }
        guard i < n else { return nil }
        let length = i + 1 - start
        let slot = keyCache[Int(hash & 255)]
        guard slot.string >= 0, slot.length == length else { return nil }
        var k = 1
        while k < length - 1 {
            if bytes[slot.start + k] != bytes[start + k] { return nil }
            k += 1
        }
        cursor.skip(length)
        return slot.string
    }

    /// Remembers a plain ASCII string read from `start` (its opening quote) to `end` (past its closing quote).
    private mutating func rememberKey(from start: Int, to end: Int, string: Int) {
        if let short = missedShort {
            shortKeys[short.slot] = (short.w0, short.w1, short.length, string)
            missedShort = nil
            return
        }
        guard end - start <= 66 else { return }
        let bytes = cursor.bytes
        var hash: UInt32 = 2_166_136_261
        for k in (start + 1)..<(end - 1) {
            let b = bytes[k]
            if b == UInt8(ascii: "\\") || b >= 0x80 { return }
            hash = (hash ^ UInt32(b)) &* 16_777_619
        }
        keyCache[Int(hash & 255)] = (start, end - start, string)
    }

    private mutating func parseScalar() throws(JSONSyntaxError) -> Int {
        let start = cursor.offset
        guard let c = cursor.peek() else { throw cursor.error("unexpected end of input; expected a value") }
        var node = JSONDocument.Node(kind: .null, location: start, number: 0, payload: 0, count: 0)
        switch c {
        case UInt8(ascii: "\""):
            node.kind = .string
            if let known = internedKey() {
                // Plain ASCII on one line: every character is written as itself.
                node.payload = known
                node.count = 1
                break
            }
            let text = try cursor.readString()
            strings.append(text)
            node.payload = strings.count - 1
            rememberKey(from: start, to: cursor.offset, string: node.payload)
            // How a column inside the string can be named in messages (expressions): 1 when every character
            // is written as itself (a string is on one line), 2 when the only escapes are "\\" (as in "\\(i)"),
            // else 0. Every other escape is longer than what it stands for, so the lengths tell.
            let raw = cursor.offset - start - 2 - cursor.lastStringContinuations, count = text.unicodeScalars.count
            if raw == count {
                node.count = 1
            } else {
                let backslashes = text.unicodeScalars.reduce(0) { $0 + ($1 == "\\" ? 1 : 0) }
                node.count = raw == count + backslashes ? 2 : 0
            }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            node.kind = .number
            if let integer = cursor.readPlainInteger() {
                node.number = integer
            } else {
                node.number = try cursor.readNumber()
            }
        default:
            let word = cursor.peekWord()
            switch word {
            case "true": node.kind = .bool; node.number = 1
            case "false": node.kind = .bool
            case "null": node.kind = .null
            default: throw unexpectedValue(word)
            }
            cursor.skip(word.utf8.count)
        }
        nodes.append(node)
        return nodes.count - 1
    }

    private func unexpectedValue(_ word: String) -> JSONSyntaxError {
        if ["NaN", "nan", "Infinity", "infinity", "inf", "Inf"].contains(word) {
            return cursor.error("\(word) is not a JSON value (JSON has no NaN or Infinity; where a length may be "
                                + "infinite, write the string \"infinity\")")
        }
        if !word.isEmpty { return cursor.error("unexpected word '\(word)'; strings must be in double quotes") }
        switch cursor.peek() {
        case UInt8(ascii: "'"): return cursor.error("strings must use double quotes, not single quotes")
        case UInt8(ascii: "/"): return cursor.error("comments are not allowed in JSON")
        default: return cursor.error("expected a value, got \(cursor.describeCurrent())")
        }
    }
}

/// Rows in one growing buffer: the parser's values, the open containers' elements (a stack: every value is
/// pushed, each container's run moved out when it closes) and the document's slots (each run appended whole).
/// No uniqueness checks or slices on the way; the rows become an array once the text is read.
struct RowBuffer<Row> {
    private var base: UnsafeMutablePointer<Row>?
    private var capacity = 0
    private(set) var count = 0

    @inline(__always)
    mutating func append(_ row: Row) {
        if count == capacity { grow(to: count + 1) }
        // `grow` made the buffer (capacity > count >= 0).
        (base.unsafelyUnwrapped + count).initialize(to: row)
        count += 1
    }

    private mutating func grow(to needed: Int) {
        let bigger = max(64, capacity * 2, needed)
        let new = UnsafeMutablePointer<Row>.allocate(capacity: bigger)
        if let base {
            new.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = new
        capacity = bigger
    }

    /// Room for `capacity` rows (an empty buffer only).
    mutating func reserve(_ capacity: Int) {
        guard base == nil, capacity > 0 else { return }
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Appends `run` (from another buffer) in one copy.
    mutating func append(contentsOf run: UnsafeBufferPointer<Row>) {
        if count + run.count > capacity { grow(to: count + run.count) }
        if let base, let source = run.baseAddress {
            if run.count <= 4 {
                // Most containers of a tree have a few elements: a call to memcpy costs more than copying them.
                for i in 0..<run.count { (base + count + i).initialize(to: source[i]) }
            } else {
                (base + count).initialize(from: source, count: run.count)
            }
        }
        count += run.count
    }

    /// The rows as an array.
    var array: [Row] {
        guard let base else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The rows from `start` to the top.
    func top(from start: Int) -> UnsafeBufferPointer<Row> {
        UnsafeBufferPointer(start: base.map { $0 + start }, count: count - start)
    }

    /// Forgets the rows from `start` on (rows of plain values: nothing to destroy).
    mutating func drop(from start: Int) { count = start }

    /// Removes and returns the last row (nil when there is none).
    @inline(__always)
    mutating func popLast() -> Row? {
        guard count > 0, let base else { return nil }
        count -= 1
        return (base + count).move()
    }

    mutating func free() {
        base?.deallocate()
        base = nil
        capacity = 0
        count = 0
    }
}
