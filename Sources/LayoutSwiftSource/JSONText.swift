import Foundation
import LayoutJSON

/// Prints a `TreeValue` as JSON text (what `layoutviz convert` writes): a view's content and modifiers one per
/// line, everything short on one line, numbers as the decoder prints them, strings escaped as RFC 8259 says.
enum JSONText {
    static func print(_ v: TreeValue) -> String {
        var out = ""
        write(v, indent: 0, into: &out)
        return out + "\n"
    }

    private static func inline(_ v: TreeValue) -> String {
        switch v.content {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return number(n)
        case .string(let s): return quote(s)
        case .array(let items): return "[" + items.map(inline).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { quote($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func write(_ v: TreeValue, indent: Int, into out: inout String) {
        let flat = inline(v)
        if flat.count + indent <= 100 { out += flat; return }
        let pad = String(repeating: "  ", count: indent + 1)
        switch v.content {
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 1, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad + quote(m.key) + ": "
                write(m.value, indent: indent + 1, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        default:
            out += flat
        }
    }

    /// Whole numbers as integers, others in Swift's shortest round-trip form (`1.3333333333333333`).
    static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return "\(n)"
    }

    static func quote(_ s: String) -> String { Quote.jsonString(s) }
}
