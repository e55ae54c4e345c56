/// Swift string literals for Text, ids, preview names and file names: quotes, backslashes and control
/// characters escaped; with interpolation, each `\( ... )` of the JSON string stays an interpolation whose
/// expression is printed like any other (`SwiftExpression`).
enum SwiftLiteral {
    /// `"..."` for a JSON string value that may interpolate ForEach/GeometryReader variables.
    static func string(_ v: JSONValue, _ path: JSONPath, _ session: SwiftPrinter.Session) throws(InputError) -> String {
        guard let s = v.string else { throw session.error("expected a string", v, path) }
        return try interpolated(s, v, path, session)
    }

    static func interpolated(_ s: String, _ v: JSONValue, _ path: JSONPath,
                             _ session: SwiftPrinter.Session) throws(InputError) -> String {
        let scalars = Array(s.unicodeScalars)
        var out = "\""
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\\", i + 1 < scalars.count, scalars[i + 1] == "(" else {
                out += escape(scalars[i])
                i += 1
                continue
            }
            var depth = 1, j = i + 2
            while j < scalars.count {
                if scalars[j] == "(" { depth += 1 }
                if scalars[j] == ")" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            let source = String(String.UnicodeScalarView(scalars[(i + 2)..<min(j, scalars.count)]))
            let printed = try SwiftExpression.print(source, context: .any, v, path, session, interpolating: true)
            out += "\\(" + printed + ")"
            i = j + 1
        }
        return out + "\""
    }

    /// A literal without interpolation (`Text(verbatim:)`, preview names, file names).
    static func plain(_ s: String) -> String {
        "\"" + s.unicodeScalars.map(escape).joined() + "\""
    }

    private static func escape(_ c: Unicode.Scalar) -> String {
        switch c {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default:
            if c.value < 0x20 || c.value == 0x7F { return "\\u{" + String(c.value, radix: 16) + "}" }
            return String(c)
        }
    }
}
