/// Swift string interpolation in Text strings, ids and color names: `"Number \(i)"` (in JSON,
/// `"Number \\(i)"`). Each `\( ... )` holds an expression; Ints print as integers, Doubles as Swift prints
/// them (`2.5`, `3.0`), strings as they are.
enum Interpolation {
    /// Whether `s` has a `\(` (an interpolation): a scan of its UTF-8 bytes (every string of a tree is checked).
    static func contains(_ s: String) -> Bool {
        var afterBackslash = false
        for b in s.utf8 {
            if afterBackslash && b == UInt8(ascii: "(") { return true }
            afterBackslash = b == UInt8(ascii: "\\")
        }
        return false
    }

    static func expand(_ s: String, _ compiler: ExpressionCompiler) throws(ExpressionError) -> String {
        let scalars = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\\", i + 1 < scalars.count, scalars[i + 1] == "(" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            let start = i + 2
            var depth = 1, j = start
            while j < scalars.count {
                if scalars[j] == "(" { depth += 1 }
                if scalars[j] == ")" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j < scalars.count else {
                throw ExpressionError(message: "missing \")\" to close the interpolation \"\\\\(\"", offset: i)
            }
            let source = String(String.UnicodeScalarView(scalars[start..<j]))
            let value: ExpressionValue
            do {
                value = try compiler.compile(source).evaluate()
            } catch {
                throw ExpressionError(message: error.message, offset: start + error.offset)
            }
            // A computed CGFloat prints as Swift prints it ("inf", "nan": `\(100 / proxy.size.width)` while the
            // width is 0); an all-literal expression that is not finite is a mistake in the input (in Swift,
            // `\(0/0)` does not compile).
            if case .literal(let d) = value, !d.isFinite {
                throw ExpressionError(message: "the value is not finite (\(DecodeContext.format(d)))", offset: start)
            }
            out.append(contentsOf: value.interpolated.unicodeScalars)
            i = j + 1
        }
        return String(out)
    }
}
