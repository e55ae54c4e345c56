import Foundation

/// A JSON value as a plain tree, for building the JSON Schema and for validating documents against it.
/// Serialized with sorted keys and two-space indentation, so the same tree always gives the same text.
public indirect enum JSONTree: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    /// Parses strict JSON (the format's parser: duplicate keys, NaN and the like are errors).
    public static func parse(_ text: String) throws(InputError) -> JSONTree {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw InputError(file: "<json>", position: error.position, path: nil, message: error.message)
        }
        return JSONTree(document.root)
    }

    /// The parsed value as a tree (iteratively: nesting costs heap, not stack).
    init(_ value: JSONValue) {
        enum Step { case visit(JSONValue), array(Int), object([String]) }
        var steps: [Step] = [.visit(value)]
        var built: [JSONTree] = []
        while let step = steps.popLast() {
            switch step {
            case .visit(let v):
                switch v.kind {
                case .null: built.append(.null)
                case .bool: built.append(.bool(v.bool ?? false))
                case .number: built.append(.number(v.number ?? 0))
                case .string: built.append(.string(v.string ?? ""))
                case .array:
                    let items = v.elements ?? []
                    steps.append(.array(items.count))
                    steps += items.reversed().map { .visit($0) }
                case .object:
                    let members = v.members ?? JSONMembers()
                    steps.append(.object(members.map(\.key)))
                    steps += members.reversed().map { .visit($0.value) }
                }
            case .array(let n):
                let items = Array(built.suffix(n))
                built.removeLast(n)
                built.append(.array(items))
            case .object(let keys):
                let values = Array(built.suffix(keys.count))
                built.removeLast(keys.count)
                built.append(.object(Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })))
            }
        }
        self = built.last ?? .null
    }

    public subscript(key: String) -> JSONTree? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var string: String? { if case .string(let s) = self { s } else { nil } }
    public var array: [JSONTree]? { if case .array(let a) = self { a } else { nil } }
    public var object: [String: JSONTree]? { if case .object(let o) = self { o } else { nil } }
    public var number: Double? { if case .number(let n) = self { n } else { nil } }

    /// Pretty JSON: keys sorted, two spaces per level, arrays of scalars on one line.
    public func serialized() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.numberText(n)
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (i, key) in keys.enumerated() {
                out += indent + "  " + Self.quoted(key) + ": "
                members[key]?.write(to: &out, indent: indent + "  ")
                out += i == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    static func numberText(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func quoted(_ s: String) -> String { Quote.json(s, limit: .max) }
}
