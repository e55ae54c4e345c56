import Foundation
import LayoutJSON
import SwiftSyntax

/// The standard library functions and methods the subset has: `min`/`max`/`abs`, number conversions,
/// `Array(repeating:count:)`, `stride`, and the common collection and string methods. Nothing
/// nondeterministic (`random`, `shuffled`, `Date()`): a still frame is the same every time.
enum Library {
    static let functions = ["min", "max", "abs", "Int", "Double", "CGFloat", "Float", "String", "Array", "round",
                            "floor", "ceil", "sqrt", "sin", "cos", "tan", "atan2", "pow", "stride", "print", "zip"]

    static func call(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value? {
        let values = args.map(\.value)
        switch n {
        case "UUID" where args.isEmpty:
            // Identity only (`let id = UUID()`): the n-th UUID() of the run, so output stays deterministic.
            it.uuids += 1
            let hex = String(it.uuids, radix: 16, uppercase: true)
            return .string("00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex)
        case "min", "max":
            let list: [Value]
            if values.count == 1, case .array(let items) = values[0] { list = items } else { list = values }
            guard let first = list.first else { throw it.error("\(n) needs arguments", at: e) }
            if list.contains(where: { if case .expression = $0 { return true }; return false }) {
                var parts: [String] = []
                for v in list {
                    guard let t = Arithmetic.expressionText(v) else { throw it.needsLayoutTime(e) }
                    parts.append(t)
                }
                return .expression("\(n)(\(parts.joined(separator: ", ")))", isInt: false)
            }
            var best = first
            for v in list.dropFirst() {
                guard case .bool(let less) = try Arithmetic.binary("<", v, best, at: e, it) else { continue }
                if less == (n == "min") { best = v }
            }
            if list.contains(where: { if case .double = $0 { return true }; return false }), let d = Arithmetic.number(best) {
                return .double(d)
            }
            return best
        case "abs":
            switch values.first {
            case .int(let i)?: return .int(abs(i))
            case .double(let d)?: return .double(abs(d))
            case .expression(let x, let isInt)?: return .expression("abs(\(x))", isInt: isInt)
            default: throw it.error("abs needs a number", at: e)
            }
        case "Int", "Double", "CGFloat", "Float":
            guard args.count == 1, let v = values.first else {
                if n == "Int" || n == "Double" { return nil }
                return .symbol(Symbol(base: n, arguments: args, position: it.position(e)))
            }
            switch v {
            case .int(let i): return n == "Int" ? .int(i) : .double(Double(i))
            case .double(let d):
                guard n == "Int" else { return .double(d) }
                guard d.isFinite, abs(d) < 9.2e18 else { throw it.error("Int(\(d)): not representable as an Int", at: e) }
                return .int(Int(d))
            case .string(let s):
                if n == "Int" { return Int(s).map { .int($0) } ?? .null }
                return Double(s).map { .double($0) } ?? .null
            case .expression(let x, _):
                return .expression("\(n)(\(x))", isInt: n == "Int")
            case .bool(let b) where n == "Int": return .int(b ? 1 : 0)
            default: throw it.error("cannot convert \(v.typeDescription) to \(n)", at: e)
            }
        case "String":
            if let f = args.first, f.label == "format" {
                guard case .string(let format) = f.value else { throw it.error("String(format:) needs a format string", at: e) }
                return .string(try StringFormat.format(format, Array(values.dropFirst()), at: e, it))
            }
            guard let v = values.first else { return .string("") }
            if case .template = v { return v }
            if case .expression(let x, _) = v { return .template("\\(\(x))") }
            return .string(try it.describe(v, e))
        case "Array":
            if let c = args.first(where: { $0.label == "count" }), let r = args.first(where: { $0.label == "repeating" }) {
                guard case .int(let count) = c.value, count >= 0, count <= Budget.maxCollection else {
                    throw it.error("Array(repeating:count:) needs a count from 0 to \(Budget.maxCollection)", at: e)
                }
                return .array(Array(repeating: r.value, count: count))
            }
            guard let v = values.first else { return .array([]) }
            return .array(try it.elements(of: v, e))
        case "round", "floor", "ceil", "sqrt", "sin", "cos", "tan":
            guard let d = values.first.flatMap(Arithmetic.number) else {
                if case .expression = values.first { throw it.needsLayoutTime(e) }
                throw it.error("\(n) needs a number", at: e)
            }
            let f: (Double) -> Double = ["round": { $0.rounded() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
                                         "sqrt": { $0.squareRoot() }, "sin": { Foundation.sin($0) },
                                         "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) }][n] ?? { $0 }
            return .double(f(d))
        case "atan2", "pow":
            guard values.count == 2, let a = Arithmetic.number(values[0]), let b = Arithmetic.number(values[1]) else {
                throw it.error("\(n) needs two numbers", at: e)
            }
            return .double(n == "pow" ? Foundation.pow(a, b) : Foundation.atan2(a, b))
        case "stride":
            guard let from = args.first(where: { $0.label == "from" }).flatMap({ Arithmetic.number($0.value) }),
                  let by = args.first(where: { $0.label == "by" }).flatMap({ Arithmetic.number($0.value) }), by != 0,
                  let end = args.first(where: { $0.label == "to" || $0.label == "through" }) else {
                throw it.error("stride needs from:, to: or through:, and a non-zero by:", at: e)
            }
            guard let limit = Arithmetic.number(end.value) else { throw it.error("stride needs numbers", at: e) }
            let ints = args.allSatisfy { if case .int = $0.value { return true }; return false }
            var result: [Value] = []
            var x = from
            while by > 0 ? (end.label == "to" ? x < limit : x <= limit) : (end.label == "to" ? x > limit : x >= limit) {
                result.append(ints ? .int(Int(x)) : .double(x))
                x += by
                if result.count > Budget.maxCollection { throw it.error("stride too long", at: e) }
            }
            return .array(result)
        case "zip":
            guard values.count == 2 else { return nil }
            let a = try it.elements(of: values[0], e), b = try it.elements(of: values[1], e)
            return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
        case "+", "-", "*", "/", "<", ">":
            guard values.count == 2 else { return nil }
            return try Arithmetic.binary(n, values[0], values[1], at: e, it)
        case "print", "debugPrint", "assert":
            return .void
        default:
            return nil
        }
    }

    static func method(_ base: Value, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol, _ it: Interpreter)
        throws(InputDiagnostic) -> Value {
        let values = args.map(\.value)
        /// The function argument (a closure or a key path like `\.width`) applied to `x`.
        func apply(_ x: Value) throws(InputDiagnostic) -> Value {
            switch values.last {
            case .closure(let c)?: return try it.callClosure(c, [x], builder: false, at: e)
            case .keyPath(let names)?:
                var v = x
                for name in names where name != "self" {
                    guard let next = try it.member(of: v, name, e, Context(scope: it.module.globalScope)) else {
                        throw it.error("value of type \(v.typeDescription) has no member \"\(name)\"", at: e)
                    }
                    v = next
                }
                return v
            default: throw it.error("\(n) needs a closure", at: e)
            }
        }
        switch base {
        case .array, .range, .subviews:
            let list = try it.elements(of: base, e)
            switch n {
            case "map", "compactMap", "flatMap":
                var out: [Value] = []
                for x in list {
                    let v = try apply(x)
                    if n == "compactMap", case .null = v { continue }
                    if n == "flatMap", case .array(let inner) = v { out += inner; continue }
                    out.append(v)
                }
                return .array(out)
            case "filter":
                var out: [Value] = []
                for x in list {
                    if case .bool(true) = try apply(x) { out.append(x) }
                }
                return .array(out)
            case "first", "firstIndex", "contains", "allSatisfy":
                if case .closure(let c)? = values.last {
                    for (i, x) in list.enumerated() {
                        if case .bool(true) = try it.callClosure(c, [x], builder: false, at: e) {
                            if n == "allSatisfy" { continue }
                            return n == "first" ? x : n == "firstIndex" ? .int(i) : .bool(true)
                        } else if n == "allSatisfy" { return .bool(false) }
                    }
                    return n == "contains" ? .bool(false) : n == "allSatisfy" ? .bool(true) : .null
                }
                guard let needle = values.first else { break }
                if n == "contains" { return .bool(list.contains { Interpreter.equal($0, needle) }) }
                if n == "firstIndex" { return list.firstIndex { Interpreter.equal($0, needle) }.map { .int($0) } ?? .null }
            case "enumerated":
                return .array(list.enumerated().map { .tuple([("offset", .int($0)), ("element", $1)]) })
            case "reversed":
                return .array(list.reversed())
            case "sorted":
                if case .closure(let c)? = values.last {
                    var failure: InputDiagnostic?
                    let sorted = list.sorted { a, b in
                        do throws(InputDiagnostic) {
                            if case .bool(let less) = try it.callClosure(c, [a, b], builder: false, at: e) { return less }
                        } catch { failure = error }
                        return false
                    }
                    if let failure { throw failure }
                    return .array(sorted)
                }
                var failure: InputDiagnostic?
                let sorted = list.sorted { a, b in
                    do throws(InputDiagnostic) {
                        if case .bool(let less) = try Arithmetic.binary("<", a, b, at: e, it) { return less }
                    } catch { failure = error }
                    return false
                }
                if let failure { throw failure }
                return .array(sorted)
            case "prefix", "suffix", "dropFirst", "dropLast":
                var k = 1
                if case .int(let i)? = values.first { k = max(0, i) }
                switch n {
                case "prefix": return .array(Array(list.prefix(k)))
                case "suffix": return .array(Array(list.suffix(k)))
                case "dropFirst": return .array(Array(list.dropFirst(k)))
                default: return .array(Array(list.dropLast(k)))
                }
            case "joined":
                var sep = ""
                if case .string(let s)? = values.first { sep = s }
                var parts: [String] = []
                for x in list { parts.append(try it.describe(x, e)) }
                return .string(parts.joined(separator: sep))
            case "reduce":
                guard values.count == 2 else { break }
                var acc = values[0]
                let ctx = Context(scope: it.module.globalScope)
                for x in list {
                    acc = try it.callValue(values[1], [Argument(label: nil, value: acc, position: it.position(e)),
                                                       Argument(label: nil, value: x, position: it.position(e))], e, ctx)
                }
                return acc
            case "min", "max":
                if list.isEmpty { return .null }
                return try call(n, [Argument(label: nil, value: .array(list), position: it.position(e))], e, it) ?? .null
            case "shuffled", "randomElement":
                throw it.error("\(n)() is not deterministic; a still frame needs fixed data", at: e)
            default: break
            }
        case .string(let s):
            switch n {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": if case .string(let p)? = values.first { return .bool(s.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = values.first { return .bool(s.hasSuffix(p)) }
            case "contains": if case .string(let p)? = values.first { return .bool(s.contains(p)) }
            case "prefix": if case .int(let k)? = values.first { return .string(String(s.prefix(max(0, k)))) }
            case "split":
                if case .string(let sep)? = values.first, let c = sep.first {
                    return .array(s.split(separator: c).map { .string(String($0)) })
                }
            case "replacingOccurrences":
                if values.count == 2, case .string(let a) = values[0], case .string(let b) = values[1] {
                    return .string(s.replacingOccurrences(of: a, with: b))
                }
            default: break
            }
        case .double(let d):
            switch n {
            case "rounded": return .double(d.rounded())
            case "formatted": return .string(Interpreter.swiftDescription(d))
            default: break
            }
        case .int(let i):
            if n == "formatted" { return .string(String(i)) }
            if n == "isMultiple", case .int(let k)? = values.first, k != 0 { return .bool(i % k == 0) }
        default:
            break
        }
        throw it.error("value of type \(base.typeDescription) has no method \"\(n)\"", at: e)
    }
}
