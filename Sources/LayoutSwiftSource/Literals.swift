import SwiftSyntax

/// Swift's literal typing where the interpreter has no static types: literal arithmetic with a division in a
/// floating-point place is floating point (`aspectRatio(4 / 3)` is 1.333, not 1), a declared CGFloat/Double gets
/// a Double, and an array literal's implicit members take the type of its first explicit element
/// (`[Color.red, .green]`).
enum Literals {
    static func isFloatingType(_ t: String?) -> Bool {
        guard var t else { return false }
        if t.hasSuffix("?") { t.removeLast() }
        return t == "CGFloat" || t == "Double" || t == "Float"
    }

    /// The value of an expression made only of number literals and `+ - * /` (with at least one `/`), in Double.
    static func floatingDivision(_ e: ExprSyntax) -> Double? {
        var hasDivision = false
        let v = literal(e, &hasDivision)
        return hasDivision ? v : nil
    }

    private static func literal(_ e: ExprSyntax, _ hasDivision: inout Bool) -> Double? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return literal(only.expression, &hasDivision)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return literal(p.expression, &hasDivision).map { -$0 }
        }
        guard let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              let l = literal(i.leftOperand, &hasDivision), let r = literal(i.rightOperand, &hasDivision) else { return nil }
        switch op {
        case "+": return l + r
        case "-": return l - r
        case "*": return l * r
        case "/":
            hasDivision = true
            return r == 0 ? nil : l / r
        default: return nil
        }
    }

    static func sameElementType(_ items: [Value]) -> [Value] {
        guard let base = items.lazy.compactMap({ v -> String? in
            if case .symbol(let s) = v, s.name != nil, s.arguments == nil { return s.base }
            return nil
        }).first else { return items }
        return items.map { v in
            guard case .symbol(var s) = v, s.base == nil else { return v }
            s.base = base
            return .symbol(s)
        }
    }
}
