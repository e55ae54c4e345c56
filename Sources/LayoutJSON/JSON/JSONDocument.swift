/// A parsed JSON text, stored flat: every value is a row of one array, and containers refer to their
/// elements by index. Nothing about it is recursive, so neither building nor freeing a deeply nested
/// document uses the call stack. Every value and every object key keeps where it was written: a location that
/// `position(_:)` turns into line:column when asked (a byte offset in a parsed text, `TextLines`; an index into
/// `positions` in a document built from another source, `TreeValue`).
final class JSONDocument: Sendable {
    enum Kind: UInt8, Sendable { case null, bool, number, string, array, object }

    /// One value, in 16 bytes: a number's (or bool's) bits or `payload` in one word, the location and, beside
    /// the kind, `count`. `payload` is the string's index in `strings`, or a container's first slot in `slots`;
    /// `count` a container's elements, or how a string is written (`JSONParser`). Locations and counts fit in 32
    /// and 29 bits because the parser reads texts of at most `JSONParser.maxTextBytes`.
    struct Node: Sendable {
        private var word: UInt64
        private var location32: UInt32
        /// `count` in the low 29 bits, the kind above.
        private var countAndKind: UInt32

        init(kind: Kind, location: Int, number: Double, payload: Int, count: Int) {
            word = kind == .number || kind == .bool ? number.bitPattern : UInt64(truncatingIfNeeded: payload)
            location32 = UInt32(truncatingIfNeeded: location)
            countAndKind = UInt32(truncatingIfNeeded: count) & Self.countMask | UInt32(kind.rawValue) << 29
        }

        private static let countMask: UInt32 = (1 << 29) - 1

        var kind: Kind {
            @inline(__always) get { Kind(rawValue: UInt8(truncatingIfNeeded: countAndKind >> 29)) ?? .null }
            set { countAndKind = countAndKind & Self.countMask | UInt32(newValue.rawValue) << 29 }
        }
        var location: Int {
            @inline(__always) get { Int(location32) }
            set { location32 = UInt32(truncatingIfNeeded: newValue) }
        }
        /// A number's or bool's value (only those have one).
        var number: Double {
            @inline(__always) get { Double(bitPattern: word) }
            set { word = newValue.bitPattern }
        }
        /// A string's or container's payload (only those have one).
        var payload: Int {
            @inline(__always) get { Int(truncatingIfNeeded: word) }
            set { word = UInt64(truncatingIfNeeded: newValue) }
        }
        var count: Int {
            @inline(__always) get { Int(countAndKind & Self.countMask) }
            set { countAndKind = countAndKind & ~Self.countMask | UInt32(truncatingIfNeeded: newValue) & Self.countMask }
        }
    }

    /// An element of an array (`key` = -1) or a member of an object (`key` indexes `strings`), in 12 bytes.
    struct Slot: Sendable {
        private var key32: Int32
        private var keyLocation32: UInt32
        private var value32: UInt32

        init(key: Int, keyLocation: Int, value: Int) {
            key32 = Int32(truncatingIfNeeded: key)
            keyLocation32 = UInt32(truncatingIfNeeded: keyLocation)
            value32 = UInt32(truncatingIfNeeded: value)
        }

        var key: Int { @inline(__always) get { Int(key32) } }
        var keyLocation: Int { @inline(__always) get { Int(keyLocation32) } }
        var value: Int { @inline(__always) get { Int(value32) } }
    }

    let nodes: [Node]
    let slots: [Slot]
    let strings: [String]
    /// The index of the top-level value.
    let rootIndex: Int
    /// Whether locations are byte offsets into a parsed text (`lines`) or indices of `positions`. A parsed
    /// text's values are numbered in post-order (a container after its elements: `DocumentPath` relies on it).
    let isText: Bool
    private let lines: TextLines
    private let positions: [SourcePosition]

    /// A parsed text: locations are byte offsets into it.
    init(nodes: [Node], slots: [Slot], strings: [String], rootIndex: Int, lines: TextLines) {
        self.nodes = nodes
        self.slots = slots
        self.strings = strings
        self.rootIndex = rootIndex
        self.lines = lines
        isText = true
        positions = []
    }

    /// A built document: locations index `positions`.
    init(nodes: [Node], slots: [Slot], strings: [String], rootIndex: Int, positions: [SourcePosition]) {
        self.nodes = nodes
        self.slots = slots
        self.strings = strings
        self.rootIndex = rootIndex
        lines = TextLines()
        isText = false
        self.positions = positions
    }

    /// String equality for keys: most keys compared differ in length, which is cheaper to see than their text.
    @inline(__always)
    static func sameText(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a == b
    }

    /// The line and column of a node's or key's location.
    func position(_ location: Int) -> SourcePosition {
        if isText { return lines.position(location) }
        return positions.indices.contains(location) ? positions[location] : SourcePosition(line: 1, column: 1)
    }

    var root: JSONValue { JSONValue(document: self, index: rootIndex) }

    /// A document with no values (what an empty `JSONSlots` stands on).
    static let empty = JSONDocument(nodes: [], slots: [], strings: [], rootIndex: 0, positions: [])
}

/// A member of a JSON object: its key, where the key is written, and its value.
struct JSONMember {
    let key: String
    let keyLocation: Int
    let value: JSONValue

    var keyPosition: SourcePosition { value.document.position(keyLocation) }
}

/// What a `JSONSlots` collection gives for one slot: an array's element or an object's member.
protocol JSONSlotReading {
    static func read(_ slot: JSONDocument.Slot, in document: JSONDocument) -> Self
}

extension JSONValue: JSONSlotReading {
    static func read(_ slot: JSONDocument.Slot, in document: JSONDocument) -> JSONValue {
        JSONValue(document: document, index: slot.value)
    }
}

extension JSONMember: JSONSlotReading {
    static func read(_ slot: JSONDocument.Slot, in document: JSONDocument) -> JSONMember {
        JSONMember(key: document.strings[slot.key], keyLocation: slot.keyLocation,
                   value: JSONValue(document: document, index: slot.value))
    }
}

/// The elements of one array (`JSONElements`) or the members of one object (`JSONMembers`), read from the
/// document's slots as they are asked for: a view of the document, nothing is copied.
struct JSONSlots<Element: JSONSlotReading>: RandomAccessCollection {
    let document: JSONDocument?
    let slots: Range<Int>

    /// None.
    init() { document = nil; slots = 0..<0 }

    init(document: JSONDocument, slots: Range<Int>) {
        self.document = document
        self.slots = slots
    }

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }

    subscript(i: Int) -> Element {
        // `i` is in 0..<count, so there is a document (an empty collection has no valid index).
        let document = self.document ?? JSONDocument.empty
        return Element.read(document.slots[slots.lowerBound + i], in: document)
    }
}

typealias JSONElements = JSONSlots<JSONValue>
typealias JSONMembers = JSONSlots<JSONMember>

extension JSONSlots where Element == JSONMember {
    /// Whether members `i` and `j` have the same key (a key the parser shared is compared by its index).
    func sameKey(_ i: Int, _ j: Int) -> Bool {
        guard let document else { return false }
        let a = document.slots[slots.lowerBound + i].key, b = document.slots[slots.lowerBound + j].key
        return a == b || JSONDocument.sameText(document.strings[a], document.strings[b])
    }

    // Readers that look members up by key use these: no `JSONMember` (and no reference to the document) is
    // made for the members they pass over.

    /// The key of member `i` (`i` in 0..<count).
    func key(_ i: Int) -> String {
        guard let document else { return "" }
        return document.strings[document.slots[slots.lowerBound + i].key]
    }

    /// The index among the document's strings of member `i`'s key (equal keys usually share one).
    func keyIndex(_ i: Int) -> Int {
        guard let document else { return -1 }
        return document.slots[slots.lowerBound + i].key
    }

    /// The index of the first member whose key is `key`.
    func firstIndex(ofKey key: String) -> Int? {
        guard let document else { return nil }
        for s in slots where JSONDocument.sameText(document.strings[document.slots[s].key], key) {
            return s - slots.lowerBound
        }
        return nil
    }

    /// Whether member `i`'s value is `null`.
    func valueIsNull(_ i: Int) -> Bool {
        guard let document else { return true }
        return document.nodes[document.slots[slots.lowerBound + i].value].kind == .null
    }
}

/// A reference to one value of a `JSONDocument`, with typed accessors.
struct JSONValue {
    let document: JSONDocument
    let index: Int

    private var node: JSONDocument.Node { document.nodes[index] }

    var kind: JSONDocument.Kind { node.kind }
    var position: SourcePosition { document.position(node.location) }
    var isNull: Bool { node.kind == .null }

    var bool: Bool? { node.kind == .bool ? node.number != 0 : nil }
    var number: Double? { node.kind == .number ? node.number : nil }
    var string: String? { node.kind == .string ? document.strings[node.payload] : nil }

    /// For a string written without escapes on one line, its index among the document's strings (the parser
    /// shares equal short ones, so equal strings usually have one index): a key for remembering what such a
    /// string was read as. Nil for other values.
    var plainStringIndex: Int? {
        let n = node
        return n.kind == .string && n.count == 1 ? n.payload : nil
    }

    /// The position of the `offset`-th character inside a string value, when the string is written on one
    /// line without escapes other than "\\"; otherwise the string's own position.
    func position(inString offset: Int) -> SourcePosition {
        let n = node
        let start = document.position(n.location)
        guard n.kind == .string, n.count == 1 || n.count == 2 else { return start }
        var column = start.column + 1 + max(0, offset)
        if n.count == 2 {
            column += document.strings[n.payload].unicodeScalars.prefix(max(0, offset)).reduce(0) { $0 + ($1 == "\\" ? 1 : 0) }
        }
        return SourcePosition(line: start.line, column: column)
    }

    var elements: [JSONValue]? {
        let n = node
        guard n.kind == .array else { return nil }
        return document.slots[n.payload..<(n.payload + n.count)].map { JSONValue(document: document, index: $0.value) }
    }

    /// The elements of an array in order, as a view of the document (nothing is copied).
    var elementList: JSONElements? {
        let n = node
        guard n.kind == .array else { return nil }
        return JSONElements(document: document, slots: n.payload..<(n.payload + n.count))
    }

    /// The members of an object in source order (a view of the document: nothing is copied).
    var members: JSONMembers? {
        let n = node
        guard n.kind == .object else { return nil }
        return JSONMembers(document: document, slots: n.payload..<(n.payload + n.count))
    }

    /// "a string", "an object", "true"... for messages like "expected a number, got a string".
    var typeDescription: String {
        switch node.kind {
        case .null: "null"
        case .bool: node.number != 0 ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
