import Foundation
import LayoutJSON
import SwiftSyntax

/// `String(format: "%.1f%%", value)`: the C directives view code uses, `%d`/`%i` (with `l`/`ll`), `%u`, `%x`/`%X`,
/// `%o` (Int), `%f`/`%e`/`%g` (and upper case; a number), `%@`/`%s` (any value, as string interpolation prints it),
/// `%%`, with flags, width and precision (each at most 100). Every directive is formatted alone by Foundation with
/// one argument of the type it reads, so a directive and its argument can never disagree; any other directive, a
/// missing argument or an extra one is an error at the call.
enum StringFormat {
    static func format(_ format: String, _ values: [Value], at node: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> String {
        var out = ""
        var rest = values[...]
        var chars = format[...]
        while let c = chars.first {
            chars.removeFirst()
            guard c == "%" else { out.append(c); continue }
            var spec = "%"
            while let f = chars.first, "-+ 0#".contains(f) { spec.append(f); chars.removeFirst() }
            var numbers = ""
            while let d = chars.first, d.isNumber || d == "." { numbers.append(d); chars.removeFirst() }
            guard numbers.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ ($0.isEmpty ? 0 : Int($0) ?? 1000) <= 100 }),
                  numbers.filter({ $0 == "." }).count <= 1 else {
                throw it.error("String(format:): a width or precision above 100 in \"\(format)\"", at: node)
            }
            spec += numbers
            while let l = chars.first, l == "l" || l == "h" || l == "q" || l == "z" { chars.removeFirst() }
            guard let conversion = chars.first else {
                throw it.error("String(format:): \"\(format)\" ends in the middle of a directive", at: node)
            }
            chars.removeFirst()
            if conversion == "%" { out.append("%"); continue }
            guard let value = rest.first else {
                throw it.error("String(format:): \"\(format)\" needs more arguments than the \(values.count) given", at: node)
            }
            rest.removeFirst()
            switch conversion {
            case "d", "i", "u", "x", "X", "o":
                guard case .int(let i) = value else {
                    throw it.error("String(format:): %\(conversion) needs an Int, got \(value.typeDescription)", at: node)
                }
                out += String(format: spec + "ll" + String(conversion), Int64(i))
            case "f", "F", "e", "E", "g", "G":
                guard let d = Arithmetic.number(value) else {
                    throw it.error("String(format:): %\(conversion) needs a number, got \(value.typeDescription)", at: node)
                }
                out += String(format: spec + String(conversion), d)
            case "@", "s":
                // Padded here (width, `-`) and cut to the precision, as printf does for strings.
                let parts = numbers.split(separator: ".", omittingEmptySubsequences: false)
                var text = try it.describe(value, node)
                if parts.count == 2 { text = String(text.prefix(Int(parts[1]) ?? 0)) }
                let pad = String(repeating: " ", count: max(0, (parts.first.flatMap { Int($0) } ?? 0) - text.count))
                out += spec.contains("-") ? text + pad : pad + text
            default:
                throw it.error("String(format:): the directive %\(conversion) is not supported (use %d, %f, %@, %x or %%)",
                               at: node)
            }
        }
        if !rest.isEmpty {
            throw it.error("String(format:): \(rest.count) argument(s) more than \"\(format)\" uses", at: node)
        }
        return out
    }
}
