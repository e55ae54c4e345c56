import Foundation
import LayoutCore

/// The value side of expressions (docs/format.md, "Preferences and state"): comparisons, `??`, `? :`, `&&`, `||`,
/// `!`, members of sizes, points, rects, arrays and dictionaries, subscripts, `proxy[anchor]`,
/// `proxy.frame(in:)`, and array and dictionary literals. Optional chaining is implicit: a member of nil is nil.
enum ValueOperations {
    typealias Node = CompiledExpression.Node

    static func eval(_ n: Node, _ d: ViewDimensions?) throws(ExpressionError) -> ExpressionValue {
        switch n {
        case .compare(let op, let a, let b, let at):
            return .value(.bool(try compare(op, try CompiledExpression.eval(a, d), try CompiledExpression.eval(b, d), at)))
        case .logical(let isAnd, let a, let b, let at):
            let x = try bool(try CompiledExpression.eval(a, d), at)
            if isAnd && !x { return .value(.bool(false)) }
            if !isAnd && x { return .value(.bool(true)) }
            return .value(.bool(try bool(try CompiledExpression.eval(b, d), at)))
        case .not(let a, let at):
            return .value(.bool(!(try bool(try CompiledExpression.eval(a, d), at))))
        case .coalesce(let a, let b):
            let x = try CompiledExpression.eval(a, d)
            if case .value(.none) = x { return try CompiledExpression.eval(b, d) }
            return x
        case .conditional(let c, let a, let b, let at):
            return try bool(try CompiledExpression.eval(c, d), at) ? try CompiledExpression.eval(a, d)
                : try CompiledExpression.eval(b, d)
        case .member(let a, let name, let at):
            return try member(try CompiledExpression.eval(a, d), name, at)
        case .index(let a, let b, let at):
            return try index(try CompiledExpression.eval(a, d), try CompiledExpression.eval(b, d), at)
        case .method(let a, let name, let args, let at):
            var values: [(label: String?, value: ExpressionValue)] = []
            for x in args { values.append((x.label, try CompiledExpression.eval(x.value, d))) }
            return try method(try CompiledExpression.eval(a, d), name, values, at)
        case .symbol(let name, let args):
            var values: [ExpressionValue] = []
            for x in args { values.append(try CompiledExpression.eval(x, d)) }
            return .symbol(name, values)
        case .array(let items):
            var values: [PreferenceValue] = []
            for x in items { values.append(try value(try CompiledExpression.eval(x, d), 0)) }
            return .value(.array(values))
        case .dictionary(let pairs):
            var entries: [PreferenceValue.DictionaryEntry] = []
            for p in pairs {
                entries.append(.init(key: try value(try CompiledExpression.eval(p.key, d), 0),
                                     value: try value(try CompiledExpression.eval(p.value, d), 0)))
            }
            return .value(.dictionary(merging: entries))
        default:
            return try CompiledExpression.eval(n, d)
        }
    }

    /// The value as a preference/state value.
    static func value(_ v: ExpressionValue, _ at: Int) throws(ExpressionError) -> PreferenceValue {
        switch v {
        case .int(let n): return .number(Double(n))
        case .float(let x), .literal(let x): return .number(x)
        case .string(let s): return .string(s)
        case .value(let p): return p
        case .proxy: throw ExpressionError(message: "a geometry proxy cannot be stored; use its size or frame", offset: at)
        case .symbol(let name, _): return .string(name)
        }
    }

    /// A stored value as an expression value (numbers as CGFloat).
    static func expression(_ v: PreferenceValue) -> ExpressionValue {
        switch v {
        case .number(let x): .float(x)
        case .string(let s): .string(s)
        default: .value(v)
        }
    }

    /// The number `v` stands for, or an error naming what it is.
    @discardableResult
    static func number(_ v: ExpressionValue, _ at: Int) throws(ExpressionError) -> Double {
        if let n = v.double { return n }
        if case .string = v { return 0 }
        throw ExpressionError(message: "\(describe(v)) is not a number", offset: at)
    }

    static func bool(_ v: ExpressionValue, _ at: Int) throws(ExpressionError) -> Bool {
        if case .value(.bool(let b)) = v { return b }
        throw ExpressionError(message: "\(describe(v)) is not a Bool", offset: at)
    }

    static func describe(_ v: ExpressionValue) -> String {
        switch v {
        case .value(.none): "nil"
        case .value(let p): "the value \(p)"
        case .proxy: "the geometry proxy"
        case .symbol(let n, _): ".\(n)"
        default: "the value \(v.interpolated)"
        }
    }

    static func compare(_ op: Expression.CompareOperator, _ a: ExpressionValue, _ b: ExpressionValue, _ at: Int)
        throws(ExpressionError) -> Bool {
        if let x = a.double, let y = b.double {
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .less: return x < y
            case .lessOrEqual: return x <= y
            case .greater: return x > y
            case .greaterOrEqual: return x >= y
            }
        }
        let x = try value(a, at), y = try value(b, at)
        switch op {
        case .equal: return x == y
        case .notEqual: return x != y
        default: throw ExpressionError(message: "\(op.rawValue) compares numbers; got \(x) and \(y)", offset: at)
        }
    }

    static let sizeMembers = ["width", "height"]
    static let rectMembers = ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "origin", "size"]
    static let collectionMembers = ["count", "isEmpty", "first", "last"]

    /// `x.name`; nil stays nil (`x?.name`).
    static func member(_ v: ExpressionValue, _ name: String, _ at: Int) throws(ExpressionError) -> ExpressionValue {
        func unknown(_ names: [String], _ what: String) -> ExpressionError {
            ExpressionError(message: "\(what) has no member \(Quote.json(name))" + Suggestion.hint(for: name, in: names),
                            offset: at)
        }
        switch v {
        case .value(.none): return .value(.none)
        case .value(.size(let s)):
            switch name {
            case "width": return .float(Double(s.width))
            case "height": return .float(Double(s.height))
            default: throw unknown(sizeMembers, "a size")
            }
        case .value(.point(let p)):
            switch name {
            case "x": return .float(Double(p.x))
            case "y": return .float(Double(p.y))
            default: throw unknown(["x", "y"], "a point")
            }
        case .value(.rect(let r)):
            switch name {
            case "minX": return .float(Double(r.minX))
            case "midX": return .float(Double(r.midX))
            case "maxX": return .float(Double(r.maxX))
            case "minY": return .float(Double(r.minY))
            case "midY": return .float(Double(r.midY))
            case "maxY": return .float(Double(r.maxY))
            case "width": return .float(Double(r.width))
            case "height": return .float(Double(r.height))
            case "origin": return .value(.point(r.origin))
            case "size": return .value(.size(r.size))
            default: throw unknown(rectMembers, "a rect")
            }
        case .value(.array(let a)):
            switch name {
            case "count": return .int(a.count)
            case "isEmpty": return .value(.bool(a.isEmpty))
            case "first": return expression(a.first ?? .none)
            case "last": return expression(a.last ?? .none)
            default: throw unknown(collectionMembers, "an array")
            }
        case .value(.dictionary(let entries)):
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .value(.bool(entries.isEmpty))
            default: throw unknown(["count", "isEmpty"], "a dictionary")
            }
        case .proxy(let p):
            switch name {
            case "size": return .value(.size(p.size))
            default: throw unknown(["size", "safeAreaInsets"], "the geometry proxy")
            }
        default:
            throw ExpressionError(message: "\(describe(v)) has no member \(Quote.json(name))", offset: at)
        }
    }

    /// `array[i]`, `dictionary[key]` (nil when missing), `proxy[anchor]`.
    static func index(_ v: ExpressionValue, _ i: ExpressionValue, _ at: Int) throws(ExpressionError) -> ExpressionValue {
        switch v {
        case .value(.array(let a)):
            let n = try number(i, at)
            guard n == n.rounded(), n >= 0, Int(exactly: n).map({ $0 < a.count }) == true, let k = Int(exactly: n) else {
                throw ExpressionError(message: "index \(i.interpolated) is out of range (the array has \(a.count) "
                                      + "element\(a.count == 1 ? "" : "s"))", offset: at)
            }
            return expression(a[k])
        case .value(.dictionary(let entries)):
            let key = try value(i, at)
            return expression(entries.first { $0.key == key }?.value ?? .none)
        case .proxy(let p):
            switch i {
            case .value(.anchor(let anchor)):
                let r = p[anchor]
                return anchor.kind == .point ? .value(.point(r.origin)) : .value(.rect(r))
            case .value(.none):
                throw ExpressionError(message: "proxy[...] needs an anchor, got nil (the key's value is nil: no view "
                                      + "wrote an anchor; in Swift, `anchor!` would crash here)", offset: at)
            default:
                throw ExpressionError(message: "proxy[...] needs an anchor, got \(describe(i))", offset: at)
            }
        default:
            throw ExpressionError(message: "\(describe(v)) cannot be subscripted", offset: at)
        }
    }

    /// `proxy.frame(in: .global | .local | .named("name"))`.
    static func method(_ v: ExpressionValue, _ name: String, _ args: [(label: String?, value: ExpressionValue)],
                       _ at: Int) throws(ExpressionError) -> ExpressionValue {
        guard case .proxy(let p) = v, name == "frame" else {
            throw ExpressionError(message: "\(describe(v)) has no method \(Quote.json(name))"
                                  + (v.isProxy ? Suggestion.hint(for: name, in: ["frame"]) : ""), offset: at)
        }
        guard args.count == 1, args[0].label == "in", case .symbol(let space, let spaceArgs) = args[0].value else {
            throw ExpressionError(message: "frame takes one argument, in: .global, .local or .named(\"name\")", offset: at)
        }
        switch (space, spaceArgs.first) {
        case ("global", nil): return .value(.rect(p.frame(in: .global)))
        case ("local", nil): return .value(.rect(p.frame(in: .local)))
        case ("named", .string(let s)?): return .value(.rect(p.frame(in: .named(s))))
        default:
            throw ExpressionError(message: "unknown coordinate space .\(space); use .global, .local or .named(\"name\")"
                                  + Suggestion.hint(for: space, in: ["global", "local", "named"]), offset: at)
        }
    }
}

extension ExpressionValue {
    var isProxy: Bool { if case .proxy = self { true } else { false } }
}
