import Foundation

/// A parsed expression (docs/format.md, "Expressions"): the body of a Swift closure or argument such as
/// `CGFloat(position) * -10` or `d[.trailing] - d.width / 2`. Every node keeps the offset (in Unicode scalars)
/// of its first character in the source string, for messages that point into the string.
indirect enum Expression: Sendable {
    /// A literal; `isInteger` when written without a fraction or exponent (`10`, not `10.0`).
    case number(Double, isInteger: Bool, at: Int)
    /// A variable in scope, possibly with members: `i`, `proxy.size.width`.
    case name([String], at: Int)
    /// `d.width`, `d.height`.
    case dimension(DimensionField, at: Int)
    /// `d[.leading]`, `d[HorizontalAlignment.center]`, `d[.myCenter]`.
    case guide(GuideReference, at: Int)
    case negate(Expression, at: Int)
    case binary(BinaryOperator, Expression, Expression, at: Int)
    /// `CGFloat(x)`, `Double(x)`, `Int(x)`, `min(a, b, ...)`, `max(a, b, ...)`, `abs(x)`.
    case call(Function, [Expression], at: Int)

    enum DimensionField: String, Sendable { case width, height }

    enum BinaryOperator: Character, Sendable { case add = "+", subtract = "-", multiply = "*", divide = "/" }

    enum Function: String, Sendable, CaseIterable {
        case cgFloat = "CGFloat", double = "Double", float = "Float", int = "Int", min, max, abs
    }

    /// A guide named inside `d[...]`: `.name` (`type` nil) or `HorizontalAlignment.name`/`VerticalAlignment.name`.
    struct GuideReference: Sendable {
        var type: String?
        var name: String
        var at: Int
    }

    var offset: Int {
        switch self {
        case .number(_, _, let at), .name(_, let at), .dimension(_, let at), .guide(_, let at), .negate(_, let at),
             .binary(_, _, _, let at), .call(_, _, let at): at
        }
    }

    /// Calls `body` on this node and every node below it.
    func visit(_ body: (Expression) throws(ExpressionError) -> Void) throws(ExpressionError) {
        var pending: [Expression] = [self]
        while let e = pending.popLast() {
            try body(e)
            switch e {
            case .negate(let a, _): pending.append(a)
            case .binary(_, let a, let b, _): pending.append(b); pending.append(a)
            case .call(_, let args, _): pending.append(contentsOf: args.reversed())
            default: break
            }
        }
    }
}

/// A problem in an expression: what is wrong and where (a scalar offset in the expression's source string).
struct ExpressionError: Error, Sendable {
    var message: String
    var offset: Int
}
