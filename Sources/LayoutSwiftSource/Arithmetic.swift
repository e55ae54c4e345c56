import LayoutJSON
import SwiftSyntax

/// Binary operators with Swift's number rules: Int with Int stays Int (integer division, overflow is an error, as
/// it traps in Swift); anything with a Double is a Double (a whole literal meeting a Double takes its type);
/// over a layout-time value the result is an expression of the JSON format, computed during layout.
enum Arithmetic {
    static func binary(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value {
        switch (l, r) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b), node, it)
            case "-": return try checked(a.subtractingReportingOverflow(b), node, it)
            case "*": return try checked(a.multipliedReportingOverflow(by: b), node, it)
            case "/", "%":
                guard b != 0 else { throw it.error("division by zero", at: node) }
                return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b), node, it)
            case "..<":
                guard a <= b else { throw it.error("range requires lowerBound <= upperBound (\(a)..<\(b))", at: node) }
                return .range(lower: a, upper: b, closed: false)
            case "...":
                guard a <= b else { throw it.error("range requires lowerBound <= upperBound (\(a)...\(b))", at: node) }
                return .range(lower: a, upper: b &+ 1, closed: true)
            default: return try compare(op, Double(a), Double(b), node, it)
            }
        case (.double, .double), (.int, .double), (.double, .int):
            guard let a = number(l), let b = number(r) else { break }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return try compare(op, a, b, node, it)
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                guard a.utf8.count + b.utf8.count <= Budget.maxStringLength else {
                    throw it.error("string longer than \(Budget.maxStringLength) bytes", at: node)
                }
                return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            guard a.count + b.count <= Budget.maxCollection else {
                throw it.error("array longer than \(Budget.maxCollection) elements", at: node)
            }
            return .array(a + b)
        case (.expression, _), (_, .expression):
            if ["==", "!=", "<", ">", "<=", ">="].contains(op), it.isStateExpression(l) || it.isStateExpression(r),
               let a = Interpreter.operandText(l), let b = Interpreter.operandText(r) {
                // A comparison over state or a preference's value: the format's, computed in every pass.
                return .expression("\(a) \(op) \(b)", isInt: false)
            }
            guard let a = expressionText(l), let b = expressionText(r), ["+", "-", "*", "/"].contains(op) else {
                throw it.needsLayoutTime(node)
            }
            let isInt = isIntExpression(l) && isIntExpression(r)
            return .expression("\(a) \(op) \(b)", isInt: isInt)
        default:
            break
        }
        switch op {
        case "==": return .bool(Interpreter.equal(l, r))
        case "!=": return .bool(!Interpreter.equal(l, r))
        case "===": if case .object(let a) = l, case .object(let b) = r { return .bool(a === b) }
        default: break
        }
        if op == "+", case .view(let a) = l, case .view(let b) = r, a.type == "Text", b.type == "Text" {
            return .view(TextRunLowering.concatenation(a, b, at: it.position(node)))
        }
        throw it.error("binary operator \"\(op)\" cannot be applied to \(l.typeDescription) and \(r.typeDescription)",
                       at: node)
    }

    static func number(_ v: Value) -> Double? {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    private static func checked(_ r: (partialValue: Int, overflow: Bool), _ node: some SyntaxProtocol,
                                _ it: Interpreter) throws(InputDiagnostic) -> Value {
        if r.overflow { throw it.error("arithmetic overflow (Int)", at: node) }
        return .int(r.partialValue)
    }

    private static func compare(_ op: String, _ a: Double, _ b: Double, _ node: some SyntaxProtocol,
                                _ it: Interpreter) throws(InputDiagnostic) -> Value {
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: throw it.error("binary operator \"\(op)\" cannot be applied to numbers", at: node)
        }
    }

    /// A value as an operand of a JSON expression (parenthesized when compound).
    static func expressionText(_ v: Value) -> String? {
        switch v {
        case .int(let i): return i < 0 ? "(\(i))" : String(i)
        case .double(let d):
            guard d.isFinite else { return nil }
            let s = d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) + ".0" : "\(d)"
            return d < 0 ? "(\(s))" : s
        case .expression(let x, _):
            let simple = x.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "[" || $0 == "]" }
            return simple || (x.hasPrefix("(") && x.hasSuffix(")")) ? x : "(\(x))"
        default: return nil
        }
    }

    static func isIntExpression(_ v: Value) -> Bool {
        switch v {
        case .int: true
        case .expression(_, let isInt): isInt
        default: false
        }
    }
}
