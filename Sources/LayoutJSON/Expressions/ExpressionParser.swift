/// Parses the expression grammar of docs/format.md ("Expressions"), a small subset of Swift:
///
///     sum     = product (("+" | "-") product)*
///     product = unary (("*" | "/") unary)*
///     unary   = ("-" | "+") unary | primary
///     primary = number | "(" sum ")" | call | "d" "." ("width" | "height") | "d" "[" guide "]" | name ("." name)*
///     call    = ("CGFloat" | "Double" | "Float" | "Int" | "min" | "max" | "abs") "(" sum ("," sum)* ")"
///     guide   = "." name | ("HorizontalAlignment" | "VerticalAlignment") "." name
///
/// Nesting (parentheses, unary signs, calls) is limited to `maxDepth` levels so hostile input cannot exhaust
/// the stack; the source is limited to `maxLength` characters.
struct ExpressionParser {
    static let maxDepth = 64
    static let maxLength = 1000

    private let scalars: [Unicode.Scalar]
    private var i = 0
    private var depth = 0

    private init(_ source: String) { scalars = Array(source.unicodeScalars) }

    static func parse(_ source: String) throws(ExpressionError) -> Expression {
        var p = ExpressionParser(source)
        guard p.scalars.count <= maxLength else {
            throw ExpressionError(message: "expression longer than \(maxLength) characters", offset: maxLength)
        }
        p.skipSpaces()
        guard p.i < p.scalars.count else { throw ExpressionError(message: "empty expression", offset: 0) }
        let e = try p.sum()
        p.skipSpaces()
        if p.i < p.scalars.count { throw p.unexpected("an operator (+ - * /) or the end") }
        return e
    }

    // MARK: Grammar

    private mutating func sum() throws(ExpressionError) -> Expression {
        var left = try product()
        while let op = peekOperator(["+", "-"]) {
            let at = i
            i += 1
            left = .binary(op, left, try product(), at: at)
        }
        return left
    }

    private mutating func product() throws(ExpressionError) -> Expression {
        var left = try unary()
        while let op = peekOperator(["*", "/"]) {
            let at = i
            i += 1
            left = .binary(op, left, try unary(), at: at)
        }
        return left
    }

    private mutating func unary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard let c = peek(), c == "-" || c == "+" else { return try primary() }
        let at = i
        i += 1
        try enter(at)
        defer { depth -= 1 }
        let operand = try unary()
        return c == "-" ? .negate(operand, at: at) : operand
    }

    private mutating func primary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard let c = peek() else { throw unexpected("a number, a name or \"(\"") }
        let at = i
        if c == "(" {
            i += 1
            try enter(at)
            defer { depth -= 1 }
            let e = try sum()
            try expect(")", opening: at)
            return e
        }
        if Self.isDigit(c) { return try number() }
        guard Self.isIdentifierStart(c) else { throw unexpected("a number, a name or \"(\"") }
        let first = identifier()
        skipSpaces()
        if peek() == "(" { return try call(first, at: at) }
        if first == "d", peek() == "[" { return try guideSubscript(at: at, open: i) }
        var parts = [first]
        while peek() == "." {
            i += 1
            guard let n = peek(), Self.isIdentifierStart(n) else { throw unexpected("a name after \".\"") }
            parts.append(identifier())
        }
        if parts[0] == "d", parts.count == 2, let field = Expression.DimensionField(rawValue: parts[1]) {
            return .dimension(field, at: at)
        }
        return .name(parts, at: at)
    }

    private mutating func call(_ name: String, at: Int) throws(ExpressionError) -> Expression {
        guard let f = Expression.Function(rawValue: name) else {
            let names = Expression.Function.allCases.map(\.rawValue)
            throw ExpressionError(message: "unknown function \(Quote.json(name))"
                                  + Suggestion.hint(for: name, in: names), offset: at)
        }
        let open = i
        i += 1
        try enter(at)
        defer { depth -= 1 }
        var args: [Expression] = []
        skipSpaces()
        if peek() != ")" {
            args.append(try sum())
            skipSpaces()
            while peek() == "," {
                i += 1
                args.append(try sum())
                skipSpaces()
            }
        }
        try expect(")", opening: open)
        let arity: ClosedRange<Int> = (f == .min || f == .max) ? 2...64 : 1...1
        guard arity.contains(args.count) else {
            let wanted = arity.lowerBound == arity.upperBound ? "1 argument" : "at least 2 arguments"
            throw ExpressionError(message: "\(name) takes \(wanted), got \(args.count)", offset: at)
        }
        return .call(f, args, at: at)
    }

    private mutating func guideSubscript(at: Int, open: Int) throws(ExpressionError) -> Expression {
        i += 1  // "["
        skipSpaces()
        let guideAt = i
        var type: String?
        if peek() != "." {
            guard let c = peek(), Self.isIdentifierStart(c) else {
                throw unexpected("a guide such as .leading or HorizontalAlignment.center")
            }
            let t = identifier()
            guard t == "HorizontalAlignment" || t == "VerticalAlignment" else {
                throw ExpressionError(message: "expected a guide such as .leading or HorizontalAlignment.center, got "
                                      + Quote.json(t), offset: guideAt)
            }
            type = t
            guard peek() == "." else { throw unexpected("\".\" after \(t)") }
        }
        i += 1  // "."
        guard let c = peek(), Self.isIdentifierStart(c) else { throw unexpected("a guide name after \".\"") }
        let nameAt = i
        let name = identifier()
        skipSpaces()
        try expect("]", opening: open)
        return .guide(Expression.GuideReference(type: type, name: name, at: nameAt), at: at)
    }

    /// Digits with optional `_` separators, an optional fraction (`2.5`; Swift has no `.5`) and exponent.
    private mutating func number() throws(ExpressionError) -> Expression {
        let at = i
        var text = ""
        var isInteger = true
        digits(&text)
        if peek() == ".", i + 1 < scalars.count, Self.isDigit(scalars[i + 1]) {
            isInteger = false
            text += "."
            i += 1
            digits(&text)
        }
        if let e = peek(), e == "e" || e == "E" {
            var j = i + 1
            if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
            if j < scalars.count, Self.isDigit(scalars[j]) {
                isInteger = false
                text += "e" + String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
                i = j
                digits(&text)
            }
        }
        if let c = peek(), Self.isIdentifierStart(c) || c == "." {
            throw ExpressionError(message: "unexpected \(Quote.json(String(c))) after a number", offset: i)
        }
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(message: "number \(Quote.json(text)) is too large", offset: at)
        }
        return .number(value, isInteger: isInteger, at: at)
    }

    private mutating func digits(_ text: inout String) {
        while let c = peek(), Self.isDigit(c) || c == "_" {
            if c != "_" { text.unicodeScalars.append(c) }
            i += 1
        }
    }

    // MARK: Tokens

    private func peek() -> Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private mutating func peekOperator(_ ops: [Unicode.Scalar]) -> Expression.BinaryOperator? {
        skipSpaces()
        guard let c = peek(), ops.contains(c) else { return nil }
        return Expression.BinaryOperator(rawValue: Character(c))
    }

    private mutating func skipSpaces() {
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1 }
    }

    private mutating func identifier() -> String {
        var s = ""
        while let c = peek(), Self.isIdentifierStart(c) || Self.isDigit(c) {
            s.unicodeScalars.append(c)
            i += 1
        }
        return s
    }

    private mutating func expect(_ close: Unicode.Scalar, opening: Int) throws(ExpressionError) {
        skipSpaces()
        guard peek() == close else {
            if peek() == nil {
                throw ExpressionError(message: "missing \(Quote.json(String(close))) to close the "
                                      + "\(Quote.json(String(scalars[opening]))) at column \(opening + 1) of the expression",
                                      offset: i)
            }
            throw unexpected(Quote.json(String(close)))
        }
        i += 1
    }

    private mutating func enter(_ at: Int) throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw ExpressionError(message: "expression nested too deeply (more than \(Self.maxDepth) levels)", offset: at)
        }
    }

    private func unexpected(_ expected: String) -> ExpressionError {
        guard let c = peek() else { return ExpressionError(message: "expected \(expected) at the end", offset: i) }
        return ExpressionError(message: "unexpected \(Quote.json(String(c))); expected \(expected)", offset: i)
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A) || c == "_"
    }
}
