import LayoutCore

/// Numbers and expressions (docs/format.md, "Expressions") as Swift: the expression is parsed with the
/// format's parser and printed with Swift's precedence and types. Where the format converts silently and
/// Swift would not compile, a conversion is written out: an `Int` expression (a ForEach index, `i / 2`) in a
/// `CGFloat` or `Double` argument becomes `CGFloat(...)`/`Double(...)`, and an `Int` operand next to a
/// floating-point one becomes `CGFloat(i)`. `d[.center]` names its axis (`d[HorizontalAlignment.center]`),
/// as Swift requires.
enum SwiftExpression {
    /// The Swift type an argument has.
    enum Context { case cgFloat, double, int, any }

    /// The static type of a printed expression.
    private enum Kind { case int, float, literal }

    /// A JSON number or expression string for an argument of type `context`. `"infinity"` is `.infinity`
    /// where `allowsInfinity`.
    static func number(_ v: JSONValue, _ context: Context, _ path: JSONPath, _ session: SwiftPrinter.Session,
                       allowsInfinity: Bool = false, guideAxis: Axis? = nil) throws(InputError) -> String {
        if let n = v.number { return literal(n) }
        guard let s = v.string else { throw session.error("expected a number", v, path) }
        if allowsInfinity, s == "infinity" { return ".infinity" }
        return try print(s, context: context, v, path, session, guideAxis: guideAxis)
    }

    /// Whether an expression reads `d` (an alignment guide's dimensions).
    static func usesDimensions(_ source: String) -> Bool {
        guard let e = try? ExpressionParser.parse(source) else { return false }
        var uses = false
        try? e.visit { node in
            switch node {
            case .dimension, .guide: uses = true
            default: break
            }
        }
        return uses
    }

    /// A number as a Swift literal: whole numbers without a fraction, others as Swift prints a Double.
    static func literal(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    static func print(_ source: String, context: Context, _ v: JSONValue, _ path: JSONPath,
                      _ session: SwiftPrinter.Session, guideAxis: Axis? = nil,
                      interpolating: Bool = false) throws(InputError) -> String {
        let e: Expression
        do {
            e = try ExpressionParser.parse(source)
        } catch {
            throw session.error(error.message, v, path)
        }
        var printer = Printer(session: session, guideAxis: guideAxis, value: v, path: path)
        let (text, kind, _) = try printer.print(e)
        switch (context, kind) {
        case (.cgFloat, .int): return "CGFloat(\(text))"
        case (.double, .int): return "Double(\(text))"
        case (.int, .float): return "Int(\(text))"
        default: return text
        }
    }

    /// Prints nodes bottom-up with their kind and precedence (0: primary, 1: multiplicative, 2: additive).
    private struct Printer {
        let session: SwiftPrinter.Session
        let guideAxis: Axis?
        let value: JSONValue
        let path: JSONPath

        mutating func print(_ e: Expression) throws(InputError) -> (String, Kind, Int) {
            switch e {
            case .number(let n, let isInteger, _):
                return (isInteger ? SwiftExpression.literal(n) : "\(n)", isInteger ? .literal : .float, 0)
            case .name(let parts, _):
                if parts.count == 1, session.variable(parts[0]) == .color {
                    throw session.error("the colour \(parts[0]) of a ForEach cannot be used as a value here in Swift",
                                        value, path)
                }
                let kind: Kind = parts.count == 1 && session.variable(parts[0]) == .int ? .int : .float
                return (parts.joined(separator: "."), kind, 0)
            case .dimension(let field, _):
                return ("d.\(field.rawValue)", .float, 0)
            case .guide(let g, _):
                var type = g.type
                if type == nil, g.name == "center" {
                    type = guideAxis == .vertical ? "VerticalAlignment" : "HorizontalAlignment"
                }
                return ("d[\(type ?? "").\(g.name)]", .float, 0)
            case .negate(let a, _):
                let (t, k, p) = try print(a)
                return ("-" + (p > 0 ? "(\(t))" : t), k, 0)
            case .binary(let op, let a, let b, _):
                var (ta, ka, pa) = try print(a)
                var (tb, kb, pb) = try print(b)
                let precedence = op == .add || op == .subtract ? 2 : 1
                // Swift does not mix Int with floating point: convert the Int side, as the format does.
                if ka == .int, kb == .float { ta = "CGFloat(\(ta))"; pa = 0; ka = .float }
                if kb == .int, ka == .float { tb = "CGFloat(\(tb))"; pb = 0; kb = .float }
                if pa > precedence { ta = "(\(ta))" }
                if pb >= precedence { tb = "(\(tb))" }
                let kind: Kind = ka == .int || kb == .int ? .int : (ka == .literal && kb == .literal ? .literal : .float)
                return ("\(ta) \(op.rawValue) \(tb)", kind, precedence)
            case .call(let f, let args, _):
                var printed: [(String, Kind)] = []
                for a in args {
                    let (t, k, _) = try print(a)
                    printed.append((t, k))
                }
                let mixed = printed.contains { $0.1 == .float } && printed.contains { $0.1 == .int }
                let texts = printed.map { mixed && $0.1 == .int ? "CGFloat(\($0.0))" : $0.0 }
                let text = "\(f.rawValue)(\(texts.joined(separator: ", ")))"
                switch f {
                case .cgFloat, .double, .float: return (text, .float, 0)
                case .int: return (text, .int, 0)
                case .abs, .min, .max:
                    let kind: Kind = printed.allSatisfy { $0.1 == .literal } ? .literal
                        : printed.contains { $0.1 == .float } ? .float : .int
                    return (text, kind, 0)
                }
            case .member, .index, .method, .implicitMember, .literal, .array, .dictionary:
                return (try value(e), .float, 0)
            default:
                return (try value(e), .float, 3)
            }
        }

        /// The value forms (docs/format.md, "Preferences and state") as Swift writes them; operands that are not
        /// primary are parenthesised.
        private mutating func value(_ e: Expression) throws(InputError) -> String {
            func operand(_ x: Expression) throws(InputError) -> String {
                let (t, _, p) = try print(x)
                return p > 0 ? "(\(t))" : t
            }
            func arguments(_ args: [Expression.Argument]) throws(InputError) -> String {
                var parts: [String] = []
                for a in args {
                    let (t, _, _) = try print(a.value)
                    parts.append(a.label.map { "\($0): \(t)" } ?? t)
                }
                return "(" + parts.joined(separator: ", ") + ")"
            }
            switch e {
            case .literal(.none, _): return "nil"
            case .literal(.bool(let b), _): return String(b)
            case .literal(.string(let s), _): return Quote.jsonString(s)
            case .compare(let op, let a, let b, _): return "\(try operand(a)) \(op.rawValue) \(try operand(b))"
            case .logical(let isAnd, let a, let b, _): return "\(try operand(a)) \(isAnd ? "&&" : "||") \(try operand(b))"
            case .not(let a, _): return "!" + (try operand(a))
            case .coalesce(let a, let b, _): return "\(try operand(a)) ?? \(try operand(b))"
            case .conditional(let c, let a, let b, _): return "\(try operand(c)) ? \(try operand(a)) : \(try operand(b))"
            case .member(let a, let n, _): return "\(try operand(a)).\(n)"
            case .index(let a, let i, _):
                let (t, _, _) = try print(i)
                return "\(try operand(a))[\(t)]"
            case .method(let a, let n, let args, _): return "\(try operand(a)).\(n)\(try arguments(args))"
            case .implicitMember(let n, let args, _): return "." + n + (args.isEmpty ? "" : try arguments(args))
            case .array(let items, _):
                var parts: [String] = []
                for x in items { parts.append(try print(x).0) }
                return "[" + parts.joined(separator: ", ") + "]"
            case .dictionary(let pairs, _):
                if pairs.isEmpty { return "[:]" }
                var parts: [String] = []
                for p in pairs { parts.append("\(try print(p.key).0): \(try print(p.value).0)") }
                return "[" + parts.joined(separator: ", ") + "]"
            default: return try print(e).0
            }
        }
    }
}
