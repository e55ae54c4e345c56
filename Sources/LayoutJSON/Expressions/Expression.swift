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

    // Values of preferences and state (docs/format.md, "Preferences and state").
    /// `nil`, `true`, `false`, `"text"`.
    case literal(LiteralValue, at: Int)
    /// `a == b`, `a != b`, `a < b`, `a <= b`, `a > b`, `a >= b`.
    case compare(CompareOperator, Expression, Expression, at: Int)
    /// `a && b` (`isAnd`), `a || b`.
    case logical(isAnd: Bool, Expression, Expression, at: Int)
    /// `!a`.
    case not(Expression, at: Int)
    /// `a ?? b`.
    case coalesce(Expression, Expression, at: Int)
    /// `c ? a : b`.
    case conditional(Expression, Expression, Expression, at: Int)
    /// `x.name` after a subscript or call (`sizes[0].width`); `?.` reads the same (nil stays nil).
    case member(Expression, String, at: Int)
    /// `x[i]`: an array element, a dictionary value (nil when missing), `proxy[anchor]`.
    case index(Expression, Expression, at: Int)
    /// `proxy.frame(in: .named("space"))`: a method with labelled arguments.
    case method(Expression, String, [Argument], at: Int)
    /// `.global`, `.named("x")`, `.bounds`, `.topLeading`: a member of the type the argument takes.
    case implicitMember(String, [Argument], at: Int)
    /// `[a, b]`, `[]`.
    case array([Expression], at: Int)
    /// `[k: v, ...]`, `[:]`.
    case dictionary([(key: Expression, value: Expression)], at: Int)

    enum LiteralValue: Sendable { case none, bool(Bool), string(String) }

    enum CompareOperator: String, Sendable { case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=",
                                             greater = ">", greaterOrEqual = ">=" }

    struct Argument: Sendable {
        var label: String?
        var value: Expression
    }

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
             .binary(_, _, _, let at), .call(_, _, let at), .literal(_, let at), .compare(_, _, _, let at),
             .logical(_, _, _, let at), .not(_, let at), .coalesce(_, _, let at), .conditional(_, _, _, let at),
             .member(_, _, let at), .index(_, _, let at), .method(_, _, _, let at), .implicitMember(_, _, let at),
             .array(_, let at), .dictionary(_, let at): at
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
            case .call(_, let args, _), .array(let args, _): pending.append(contentsOf: args.reversed())
            case .compare(_, let a, let b, _), .logical(_, let a, let b, _), .coalesce(let a, let b, _),
                 .index(let a, let b, _):
                pending.append(b); pending.append(a)
            case .not(let a, _), .member(let a, _, _): pending.append(a)
            case .conditional(let c, let a, let b, _): pending.append(b); pending.append(a); pending.append(c)
            case .method(let a, _, let args, _):
                pending.append(contentsOf: args.map(\.value).reversed()); pending.append(a)
            case .implicitMember(_, let args, _): pending.append(contentsOf: args.map(\.value).reversed())
            case .dictionary(let pairs, _):
                for p in pairs.reversed() { pending.append(p.value); pending.append(p.key) }
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
