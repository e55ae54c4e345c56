import Foundation
import LayoutCore

/// A number with Swift's static type: an `Int` (ForEach ranges and indices, `Int(x)`), a `CGFloat`/`Double`
/// (dimensions, `CGFloat(x)`, fractional literals), or an integer literal that takes the type of what it meets.
enum ExpressionValue: Sendable {
    case int(Int)
    case float(Double)
    case literal(Double)
    case string(String)
    /// Any other value of a preference or state: nil, a Bool, a size, a rect, an anchor, an array, a dictionary.
    case value(PreferenceValue)
    /// A GeometryReader's proxy (`proxy[anchor]`, `proxy.frame(in:)`).
    case proxy(GeometryProxy)
    /// `.global`, `.named("x")`, `.bounds`: a member of the type an argument takes.
    case symbol(String, [ExpressionValue])

    var double: Double? {
        switch self {
        case .int(let n): Double(n)
        case .float(let d), .literal(let d): d
        case .value(.number(let d)): d
        case .string, .value, .proxy, .symbol: nil
        }
    }

    /// As Swift's string interpolation prints it: `3` for an Int (or an integral literal), `2.5`/`3.0` for a
    /// Double.
    var interpolated: String {
        switch self {
        case .int(let n): String(n)
        case .float(let d): String(d)
        case .literal(let d): d == d.rounded() && abs(d) < 9e18 ? String(Int(d)) : String(d)
        case .string(let s): s
        case .value(let v): v.description
        case .proxy(let p): "GeometryProxy(\(p.size.width)x\(p.size.height))"
        case .symbol(let name, _): "." + name
        }
    }
}

/// An expression with its names resolved against a scope: variables are replaced by their values, guides by
/// their keys. What remains to evaluate depends only on `d` (the view's dimensions), if anything.
struct CompiledExpression: Sendable {
    indirect enum Node: Sendable {
        case value(ExpressionValue)
        case dimension(Expression.DimensionField)
        case guide(AlignmentKey)
        case negate(Node, at: Int)
        case binary(Expression.BinaryOperator, Node, Node, at: Int)
        case call(Expression.Function, [Node], at: Int)
        case compare(Expression.CompareOperator, Node, Node, at: Int)
        case logical(isAnd: Bool, Node, Node, at: Int)
        case not(Node, at: Int)
        case coalesce(Node, Node)
        case conditional(Node, Node, Node, at: Int)
        case member(Node, String, at: Int)
        case index(Node, Node, at: Int)
        case method(Node, String, [(label: String?, value: Node)], at: Int)
        case symbol(String, [Node])
        case array([Node])
        case dictionary([(key: Node, value: Node)])
    }

    let root: Node
    /// The source text, for descriptions.
    let source: String
    /// True when it uses `d` (evaluated at layout time, per view).
    let usesDimensions: Bool
    /// True when it uses a GeometryReader's proxy (its value is known only at layout time).
    let isDynamic: Bool

    /// Evaluates the expression; `d` is required when `usesDimensions`.
    func evaluate(_ d: ViewDimensions? = nil) throws(ExpressionError) -> ExpressionValue {
        try Self.eval(root, d)
    }

    /// For layout-time evaluation: a finite number, with every failure (a trapping integer operation, a
    /// division giving infinity or NaN) replaced by 0 and the magnitude limited to `FormatLimits.maxLength`
    /// (docs/semantics.md §1.4, "Expressions at layout time").
    func layoutValue(_ d: ViewDimensions?) -> CGFloat {
        guard let v = try? evaluate(d).double, v.isFinite else { return 0 }
        return CGFloat(min(max(v, -FormatLimits.maxLength), FormatLimits.maxLength))
    }

    static func eval(_ n: Node, _ d: ViewDimensions?) throws(ExpressionError) -> ExpressionValue {
        switch n {
        case .value(let v): return v
        case .dimension(let f):
            guard let d else { return .float(0) }
            return .float(Double(f == .width ? d.width : d.height))
        case .guide(let key):
            guard let d else { return .float(0) }
            return .float(Double(d[key]))
        case .negate(let a, let at):
            switch try eval(a, d) {
            case .int(let x):
                guard x != .min else { throw ExpressionError(message: "integer overflow", offset: at) }
                return .int(-x)
            case .float(let x): return .float(-x)
            case .literal(let x): return .literal(-x)
            case .string: return .float(0)
            case let v: return .float(-(try ValueOperations.number(v, at)))
            }
        case .binary(let op, let a, let b, let at):
            let x = try eval(a, d), y = try eval(b, d)
            _ = try ValueOperations.number(x, at); _ = try ValueOperations.number(y, at)
            return try binary(op, x, y, at)
        case .call(let f, let args, let at):
            var values: [ExpressionValue] = []
            for a in args {
                let v = try eval(a, d)
                _ = try ValueOperations.number(v, at)
                values.append(v)
            }
            return try call(f, values, at)
        default:
            return try ValueOperations.eval(n, d)
        }
    }

    private static func binary(_ op: Expression.BinaryOperator, _ a: ExpressionValue, _ b: ExpressionValue,
                               _ at: Int) throws(ExpressionError) -> ExpressionValue {
        // Int with Int (or an integral literal): Swift's integer arithmetic, which traps on overflow.
        if let x = try intOperand(a, b, at), let y = try intOperand(b, a, at), isInt(a) || isInt(b) {
            let (r, overflow): (Int, Bool)
            switch op {
            case .add: (r, overflow) = x.addingReportingOverflow(y)
            case .subtract: (r, overflow) = x.subtractingReportingOverflow(y)
            case .multiply: (r, overflow) = x.multipliedReportingOverflow(by: y)
            case .divide:
                guard y != 0 else { throw ExpressionError(message: "division by zero", offset: at) }
                (r, overflow) = x.dividedReportingOverflow(by: y)
            }
            guard !overflow else { throw ExpressionError(message: "integer overflow", offset: at) }
            return .int(r)
        }
        let x = a.double ?? 0, y = b.double ?? 0
        let r: Double = switch op {
        case .add: x + y
        case .subtract: x - y
        case .multiply: x * y
        case .divide: x / y
        }
        if case .literal = a, case .literal = b { return .literal(r) }
        return .float(r)
    }

    private static func isInt(_ v: ExpressionValue) -> Bool { if case .int = v { true } else { false } }

    /// `v` as an Int operand when the operation is integer arithmetic: an Int, or an integral literal next
    /// to an Int. An integral literal too large for an Int there is an error, as in Swift ("integer literal
    /// overflows when stored into 'Int'").
    private static func intOperand(_ v: ExpressionValue, _ other: ExpressionValue, _ at: Int)
        throws(ExpressionError) -> Int? {
        switch v {
        case .int(let n): return n
        case .literal(let d):
            guard isInt(other), d == d.rounded() else { return nil }
            return try intLiteral(d, at)
        default: return nil
        }
    }

    /// An integral literal used as an Int.
    private static func intLiteral(_ d: Double, _ at: Int) throws(ExpressionError) -> Int {
        // Double(Int.max) rounds up to 2^63, which is itself out of range.
        guard d >= -9_223_372_036_854_775_808.0, d < 9_223_372_036_854_775_808.0 else {
            throw ExpressionError(message: "integer literal \(DecodeContext.format(d)) overflows Int", offset: at)
        }
        return Int(d)
    }

    private static func call(_ f: Expression.Function, _ args: [ExpressionValue], _ at: Int)
        throws(ExpressionError) -> ExpressionValue {
        switch f {
        case .cgFloat, .double, .float:
            return .float(args.first?.double ?? 0)
        case .int:
            guard let x = args.first?.double else { return .int(0) }
            guard x.isFinite, x > -9.2e18, x < 9.2e18 else {
                throw ExpressionError(message: "Int(\(DecodeContext.format(x))) cannot be represented as an Int",
                                      offset: at)
            }
            return .int(Int(x))
        case .abs:
            switch args.first {
            case .int(let n)?:
                guard n != .min else { throw ExpressionError(message: "integer overflow", offset: at) }
                return .int(Swift.abs(n))
            case .literal(let d)?: return .literal(Swift.abs(d))
            case let v?: return .float(Swift.abs(v.double ?? 0))
            case nil: return .float(0)
            }
        case .min, .max:
            let allInt = args.allSatisfy { if case .string = $0 { false } else if case .float = $0 { false } else { true } }
            let anyInt = args.contains { isInt($0) }
            let ds = args.map { $0.double ?? 0 }
            let r = f == .min ? (ds.min() ?? 0) : (ds.max() ?? 0)
            if allInt && anyInt {
                // Every argument is an Int here: each literal must fit one (the result is one of them).
                for case .literal(let d) in args { _ = try intLiteral(d, at) }
                return .int(Int(r))
            }
            if allInt { return .literal(r) }
            return .float(r)
        }
    }
}

/// Resolves the names of a parsed expression (docs/format.md, "Expressions").
struct ExpressionCompiler {
    var scope: Scope
    /// Custom alignments declared in the document, by name.
    var alignments: [String: AlignmentKey]
    /// Where `d` is available (alignmentGuide values, custom alignment defaults): the axis of the guide being
    /// computed, which also resolves `d[.center]`. Nil: `d` is not in scope.
    var dimensionsAxis: Axis?
    /// False in a custom alignment's default (a custom guide there could refer to itself).
    var allowsCustomGuides = true
    /// In a custom shape's path: the name of `path(in rect:)`'s rectangle, whose members are known at layout
    /// time from the shape's size (origin zero): evaluated with `d` standing for that size.
    var rectName: String?

    /// The members of a shape's `rect` (`CGRect`'s names), over its size.
    static let rectMembers = ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "size.width",
                              "size.height", "origin.x", "origin.y"]

    static let builtInHorizontal: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing]
    static let builtInVertical: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline]

    func compile(_ source: String) throws(ExpressionError) -> CompiledExpression {
        let e = try ExpressionParser.parse(source)
        var usesDimensions = false, isDynamic = false
        let root = try resolve(e, &usesDimensions, &isDynamic)
        return CompiledExpression(root: root, source: source, usesDimensions: usesDimensions, isDynamic: isDynamic)
    }

    private func resolve(_ e: Expression, _ usesD: inout Bool, _ dynamic: inout Bool)
        throws(ExpressionError) -> CompiledExpression.Node {
        switch e {
        case .number(let v, let isInteger, _):
            return .value(isInteger ? .literal(v) : .float(v))
        case .dimension(let f, let at):
            try requireDimensions(at)
            usesD = true
            return .dimension(f)
        case .guide(let g, let at):
            try requireDimensions(at)
            usesD = true
            return .guide(try guideKey(g))
        case .name(let parts, let at):
            if let rectName, parts[0] == rectName, scope[rectName] == nil {
                usesD = true
                return try rectMember(parts, at)
            }
            return .value(try variable(parts, at, &dynamic))
        case .negate(let a, let at):
            let n = try resolve(a, &usesD, &dynamic)
            try requireNumber(n, a)
            return .negate(n, at: at)
        case .binary(let op, let a, let b, let at):
            let l = try resolve(a, &usesD, &dynamic), r = try resolve(b, &usesD, &dynamic)
            try requireNumber(l, a)
            try requireNumber(r, b)
            return .binary(op, l, r, at: at)
        case .call(let f, let args, let at):
            var nodes: [CompiledExpression.Node] = []
            for a in args {
                let n = try resolve(a, &usesD, &dynamic)
                try requireNumber(n, a)
                nodes.append(n)
            }
            return .call(f, nodes, at: at)
        case .literal(let l, _):
            switch l {
            case .none: return .value(.value(.none))
            case .bool(let b): return .value(.value(.bool(b)))
            case .string(let s): return .value(.string(s))
            }
        case .compare(let op, let a, let b, let at):
            return .compare(op, try resolve(a, &usesD, &dynamic), try resolve(b, &usesD, &dynamic), at: at)
        case .logical(let isAnd, let a, let b, let at):
            return .logical(isAnd: isAnd, try resolve(a, &usesD, &dynamic), try resolve(b, &usesD, &dynamic), at: at)
        case .not(let a, let at):
            return .not(try resolve(a, &usesD, &dynamic), at: at)
        case .coalesce(let a, let b, _):
            return .coalesce(try resolve(a, &usesD, &dynamic), try resolve(b, &usesD, &dynamic))
        case .conditional(let c, let a, let b, let at):
            return .conditional(try resolve(c, &usesD, &dynamic), try resolve(a, &usesD, &dynamic),
                                try resolve(b, &usesD, &dynamic), at: at)
        case .member(let a, let name, let at):
            return .member(try resolve(a, &usesD, &dynamic), name, at: at)
        case .index(let a, let b, let at):
            return .index(try resolve(a, &usesD, &dynamic), try resolve(b, &usesD, &dynamic), at: at)
        case .method(let a, let name, let args, let at):
            var nodes: [(label: String?, value: CompiledExpression.Node)] = []
            for x in args { nodes.append((x.label, try resolve(x.value, &usesD, &dynamic))) }
            return .method(try resolve(a, &usesD, &dynamic), name, nodes, at: at)
        case .implicitMember(let name, let args, _):
            var nodes: [CompiledExpression.Node] = []
            for x in args { nodes.append(try resolve(x.value, &usesD, &dynamic)) }
            return .symbol(name, nodes)
        case .array(let items, _):
            var nodes: [CompiledExpression.Node] = []
            for x in items { nodes.append(try resolve(x, &usesD, &dynamic)) }
            return .array(nodes)
        case .dictionary(let pairs, _):
            var nodes: [(key: CompiledExpression.Node, value: CompiledExpression.Node)] = []
            for p in pairs { nodes.append((try resolve(p.key, &usesD, &dynamic), try resolve(p.value, &usesD, &dynamic))) }
            return .dictionary(nodes)
        }
    }

    /// `rect.midX` as `d.width / 2`, `rect.minY` as 0, ...
    private func rectMember(_ parts: [String], _ at: Int) throws(ExpressionError) -> CompiledExpression.Node {
        let member = parts.dropFirst().joined(separator: ".")
        let w = CompiledExpression.Node.dimension(.width), h = CompiledExpression.Node.dimension(.height)
        let half: (CompiledExpression.Node) -> CompiledExpression.Node = { .binary(.divide, $0, .value(.float(2)), at: at) }
        switch member {
        case "minX", "minY", "origin.x", "origin.y": return .value(.float(0))
        case "midX": return half(w)
        case "midY": return half(h)
        case "maxX", "width", "size.width": return w
        case "maxY", "height", "size.height": return h
        default:
            let names = Self.rectMembers.map { "\(parts[0]).\($0)" }
            let written = parts.joined(separator: ".")
            throw ExpressionError(message: "\(Quote.json(written)) is not a number of the shape's rectangle"
                                  + Suggestion.hint(for: written, in: names), offset: at)
        }
    }

    private func requireNumber(_ n: CompiledExpression.Node, _ e: Expression) throws(ExpressionError) {
        if case .value(.string(let s)) = n {
            var name = "this value"
            if case .name(let parts, _) = e { name = Quote.json(parts.joined(separator: ".")) }
            throw ExpressionError(message: "\(name) is the string \(Quote.json(s)), not a number", offset: e.offset)
        }
    }

    private func requireDimensions(_ at: Int) throws(ExpressionError) {
        guard dimensionsAxis != nil else {
            throw ExpressionError(message: "\"d\" (a view's dimensions) is only available in an alignmentGuide value "
                                  + "or a custom alignment's default", offset: at)
        }
    }

    private func variable(_ parts: [String], _ at: Int, _ dynamic: inout Bool) throws(ExpressionError) -> ExpressionValue {
        let name = parts[0]
        guard let value = scope[name] else {
            if name == "d" { try requireDimensions(at) }
            var candidates = scope.visibleNames
            if dimensionsAxis != nil { candidates.append("d") }
            let hint = Suggestion.nearest(to: name, in: candidates).map { "; did you mean \(Quote.json($0))?" }
                ?? (candidates.isEmpty ? "; no variables are in scope here (ForEach and GeometryReader bind them)"
                    : "; in scope: " + candidates.joined(separator: ", "))
            throw ExpressionError(message: "unknown name \(Quote.json(name))" + hint, offset: at)
        }
        let member = parts.dropFirst().joined(separator: ".")
        switch value {
        case .proxy(let p) where parts.count == 1:
            dynamic = true
            return .proxy(p)
        case .proxy(let p) where member == "size":
            dynamic = true
            return .value(.size(p.size))
        case .value(let v, let isDynamic):
            if isDynamic { dynamic = true }
            var out = ValueOperations.expression(v)
            for m in parts.dropFirst() { out = try ValueOperations.member(out, m, at) }
            return out
        case .proxy(let p):
            dynamic = true
            let members: [(String, CGFloat)] = [
                ("size.width", p.size.width), ("size.height", p.size.height),
                ("safeAreaInsets.top", p.safeAreaInsets.top), ("safeAreaInsets.leading", p.safeAreaInsets.leading),
                ("safeAreaInsets.bottom", p.safeAreaInsets.bottom), ("safeAreaInsets.trailing", p.safeAreaInsets.trailing),
            ]
            if let v = members.first(where: { $0.0 == member }) { return .float(Double(v.1)) }
            let names = members.map { "\(name).\($0.0)" }
            let written = parts.joined(separator: ".")
            throw ExpressionError(message: "\(Quote.json(written)) is not a number of the geometry proxy"
                                  + Suggestion.hint(for: written, in: names), offset: at)
        case .int(let n) where parts.count == 1: return .int(n)
        case .double(let d) where parts.count == 1: return .float(d)
        case .string(let s) where parts.count == 1: return .string(s)
        default:
            throw ExpressionError(message: "\(Quote.json(name)) has no member \(Quote.json(member))", offset: at)
        }
    }

    private func guideKey(_ g: Expression.GuideReference) throws(ExpressionError) -> AlignmentKey {
        var horizontal = Self.builtInHorizontal.mapValues(\.key)
        var vertical = Self.builtInVertical.mapValues(\.key)
        if allowsCustomGuides {
            for (name, key) in alignments {
                if key.axis == .horizontal { horizontal[name] = key } else { vertical[name] = key }
            }
        } else if alignments[g.name] != nil {
            throw ExpressionError(message: "a custom alignment's default cannot use custom guides (it could refer to "
                                  + "itself); use d.width, d.height and the built-in guides", offset: g.at)
        }
        let candidates: [String: AlignmentKey]
        switch g.type {
        case "HorizontalAlignment": candidates = horizontal
        case "VerticalAlignment": candidates = vertical
        default:
            if g.name == "center" {
                return (dimensionsAxis ?? .horizontal) == .horizontal ? HorizontalAlignment.center.key
                    : VerticalAlignment.center.key
            }
            candidates = horizontal.merging(vertical) { a, _ in a }
        }
        if let key = candidates[g.name] { return key }
        let names = candidates.keys.sorted()
        let what = g.type.map { "\($0) guide" } ?? "guide"
        throw ExpressionError(message: "unknown \(what) \(Quote.json(g.name))" + Suggestion.hint(for: g.name, in: names),
                              offset: g.at)
    }
}
