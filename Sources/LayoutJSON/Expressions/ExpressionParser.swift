/// Parses the expression grammar of docs/format.md ("Expressions"), a small subset of Swift:
///
///     expr    = coalesce ("?" expr ":" expr)?
///     coalesce = or ("??" coalesce)?
///     or      = and ("||" and)*
///     and     = compare ("&&" compare)*
///     compare = sum (("==" | "!=" | "<" | "<=" | ">" | ">=") sum)?
///     sum     = product (("+" | "-") product)*
///     product = unary (("*" | "/") unary)*
///     unary   = ("-" | "+" | "!") unary | postfix
///     postfix = primary ("." name | "?." name | "[" expr "]" | "(" arguments ")")*
///     primary = number | string | "nil" | "true" | "false" | "(" expr ")" | call | "d" "." ("width" | "height")
///             | "d" "[" guide "]" | name ("." name)* | "." name | "[" (expr ("," expr)* | pair ("," pair)* | ":")? "]"
///     call    = ("CGFloat" | "Double" | "Float" | "Int" | "min" | "max" | "abs") "(" expr ("," expr)* ")"
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
        let e = try p.expression()
        p.skipSpaces()
        if p.i < p.scalars.count { throw p.unexpected("an operator (+ - * /) or the end") }
        return e
    }

    // MARK: Grammar

    private mutating func expression() throws(ExpressionError) -> Expression {
        let condition = try coalesce()
        skipSpaces()
        guard peek() == "?", next() != "?", next() != "." else { return condition }
        let at = i
        i += 1
        try enter(at)
        defer { depth -= 1 }
        let yes = try expression()
        skipSpaces()
        guard peek() == ":" else { throw unexpected("\":\" of the \"?\" at column \(at + 1)") }
        i += 1
        return .conditional(condition, yes, try expression(), at: at)
    }

    private mutating func coalesce() throws(ExpressionError) -> Expression {
        let left = try logical(isAnd: false)
        skipSpaces()
        guard peek() == "?", next() == "?" else { return left }
        let at = i
        i += 2
        try enter(at)
        defer { depth -= 1 }
        return .coalesce(left, try coalesce(), at: at)
    }

    private mutating func logical(isAnd: Bool) throws(ExpressionError) -> Expression {
        var left = isAnd ? try comparison() : try logical(isAnd: true)
        let symbol: Unicode.Scalar = isAnd ? "&" : "|"
        while true {
            skipSpaces()
            guard peek() == symbol, next() == symbol else { return left }
            let at = i
            i += 2
            left = .logical(isAnd: isAnd, left, isAnd ? try comparison() : try logical(isAnd: true), at: at)
        }
    }

    private mutating func comparison() throws(ExpressionError) -> Expression {
        let left = try sum()
        skipSpaces()
        guard let c = peek(), c == "=" || c == "!" || c == "<" || c == ">" else { return left }
        let at = i
        var text = String(c)
        if next() == "=" { text += "=" }
        guard let op = Expression.CompareOperator(rawValue: text) else { return left }
        i += text.unicodeScalars.count
        return .compare(op, left, try sum(), at: at)
    }

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
        guard let c = peek(), c == "-" || c == "+" || (c == "!" && next() != "=") else { return try postfix() }
        let at = i
        i += 1
        try enter(at)
        defer { depth -= 1 }
        let operand = try unary()
        if c == "!" { return .not(operand, at: at) }
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
            let e = try expression()
            try expect(")", opening: at)
            return e
        }
        if Self.isDigit(c) { return try number() }
        if c == "\"" { return try stringLiteral() }
        if c == "[" { return try collection() }
        if c == ".", let n = next(), Self.isIdentifierStart(n) {
            i += 1
            let name = identifier()
            skipSpaces()
            return .implicitMember(name, peek() == "(" ? try arguments() : [], at: at)
        }
        guard Self.isIdentifierStart(c) else { throw unexpected("a number, a name or \"(\"") }
        let first = identifier()
        switch first {
        case "nil": return .literal(.none, at: at)
        case "true": return .literal(.bool(true), at: at)
        case "false": return .literal(.bool(false), at: at)
        default: break
        }
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
        skipSpaces()
        if peek() == "(", parts.count > 1, let method = parts.popLast() {
            return .method(.name(parts, at: at), method, try arguments(), at: at)
        }
        return .name(parts, at: at)
    }

    /// Subscripts, members and method calls after a primary.
    private mutating func postfix() throws(ExpressionError) -> Expression {
        var e = try primary()
        while true {
            skipSpaces()
            let at = i
            if peek() == "[" {
                i += 1
                try enter(at)
                defer { depth -= 1 }
                let index = try expression()
                try expect("]", opening: at)
                e = .index(e, index, at: at)
            } else if peek() == "." || (peek() == "?" && next() == ".") {
                i += peek() == "?" ? 2 : 1
                guard let n = peek(), Self.isIdentifierStart(n) else { throw unexpected("a name after \".\"") }
                let name = identifier()
                skipSpaces()
                e = peek() == "(" ? .method(e, name, try arguments(), at: at) : .member(e, name, at: at)
            } else {
                return e
            }
        }
    }

    /// `(label: expr, expr, ...)`.
    private mutating func arguments() throws(ExpressionError) -> [Expression.Argument] {
        let open = i
        i += 1
        try enter(open)
        defer { depth -= 1 }
        var args: [Expression.Argument] = []
        skipSpaces()
        while peek() != ")" {
            if !args.isEmpty {
                guard peek() == "," else { throw unexpected("\",\" or \")\"") }
                i += 1
                skipSpaces()
            }
            var label: String?
            let mark = i
            if let c = peek(), Self.isIdentifierStart(c) {
                let word = identifier()
                skipSpaces()
                if peek() == ":" { label = word; i += 1 } else { i = mark }
            }
            args.append(Expression.Argument(label: label, value: try expression()))
            skipSpaces()
            if peek() == nil { break }
        }
        try expect(")", opening: open)
        return args
    }

    /// `"text"` (no escapes but `\"` and `\\`).
    private mutating func stringLiteral() throws(ExpressionError) -> Expression {
        let at = i
        i += 1
        var text = ""
        while let c = peek(), c != "\"" {
            if c == "\\", let n = next() { text.unicodeScalars.append(n); i += 2; continue }
            text.unicodeScalars.append(c)
            i += 1
        }
        guard peek() == "\"" else { throw ExpressionError(message: "missing \"\\\"\" to close the string", offset: at) }
        i += 1
        return .literal(.string(text), at: at)
    }

    /// `[a, b]`, `[]`, `[k: v]`, `[:]`.
    private mutating func collection() throws(ExpressionError) -> Expression {
        let open = i
        i += 1
        try enter(open)
        defer { depth -= 1 }
        skipSpaces()
        if peek() == ":" {
            i += 1
            try expect("]", opening: open)
            return .dictionary([], at: open)
        }
        var items: [Expression] = []
        var pairs: [(key: Expression, value: Expression)] = []
        while peek() != "]" {
            if !items.isEmpty || !pairs.isEmpty {
                guard peek() == "," else { throw unexpected("\",\" or \"]\"") }
                i += 1
            }
            let e = try expression()
            skipSpaces()
            if peek() == ":" {
                guard items.isEmpty else { throw unexpected("\",\" or \"]\"") }
                i += 1
                pairs.append((e, try expression()))
            } else {
                guard pairs.isEmpty else { throw unexpected("\":\"") }
                items.append(e)
            }
            skipSpaces()
            if peek() == nil { break }
        }
        try expect("]", opening: open)
        return pairs.isEmpty ? .array(items, at: open) : .dictionary(pairs, at: open)
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
            args.append(try expression())
            skipSpaces()
            while peek() == "," {
                i += 1
                args.append(try expression())
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
    private func next() -> Unicode.Scalar? { i + 1 < scalars.count ? scalars[i + 1] : nil }

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
