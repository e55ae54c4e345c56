import Foundation
import LayoutCore

/// Readers for single values: strings, booleans, numbers with the format's range rules, lengths that may be
/// "infinity", whole numbers, named choices with "did you mean", and `{}` for calls without arguments.
extension DecodeContext {
    func string(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> String {
        guard let s = v.string else { throw typeError(expected: "a string", v, path) }
        return s
    }

    func bool(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Bool {
        guard let b = v.bool else { throw typeError(expected: "true or false", v, path) }
        return b
    }

    /// Any JSON number (the parser already rejected NaN, Infinity and overflow), or an expression string
    /// (`"CGFloat(i) * 10"`, see `expressionNumber`).
    func number(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Double {
        if v.string != nil { return try expressionNumber(v, path) }
        guard let n = v.number else { throw typeError(expected: "a number", v, path) }
        return n
    }

    /// A finite number with |value| <= `FormatLimits.maxLength`; with `allowInfinity`, also the string
    /// "infinity" (SwiftUI's `.infinity`).
    func length(_ v: JSONValue, _ path: JSONPath, allowInfinity: Bool = false) throws(InputError) -> CGFloat {
        if allowInfinity, let s = v.string, s == "infinity" || (scope.isEmpty && Self.isPlainWord(s)) {
            guard s == "infinity" else {
                throw error("expected a number or \"infinity\", got \(Quote.json(s))", v, path)
            }
            return .infinity
        }
        guard v.number != nil || v.string != nil else {
            throw typeError(expected: allowInfinity ? "a number or \"infinity\"" : "a number", v, path)
        }
        let n = try number(v, path)
        try checkMagnitude(n, v, path)
        return CGFloat(n)
    }

    func checkMagnitude(_ n: Double, _ v: JSONValue, _ path: JSONPath) throws(InputError) {
        guard abs(n) <= FormatLimits.maxLength else {
            let limit = NumberFormat.decimal(FormatLimits.maxLength)
            throw error("\(Self.format(n)) is out of range; numbers here must be between -\(limit) and \(limit)", v, path)
        }
    }

    /// A length that must not be negative (sizes, widths, radii).
    func size(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> CGFloat {
        let n = try length(v, path)
        if let c = clampedIfDynamic(Double(n), v, 0...FormatLimits.maxLength) { return CGFloat(c) }
        guard n >= 0 else { throw error("must not be negative, got \(Self.format(n))", v, path) }
        return n
    }

    /// A number without a fractional part, in `range`.
    func integer(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>) throws(InputError) -> Int {
        guard v.number != nil || v.string != nil else { throw typeError(expected: "a whole number", v, path) }
        let n = v.string != nil ? try expressionNumber(v, path, expected: "a whole number") : try number(v, path)
        if let c = clampedIfDynamic(n.rounded(.towardZero), v, Double(range.lowerBound)...Double(range.upperBound)) {
            return Int(c)
        }
        guard n == n.rounded() else { throw error("expected a whole number, got \(Self.format(n))", v, path) }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error("\(Self.format(n)) is out of range; expected \(range.lowerBound)...\(range.upperBound)", v, path)
        }
        return Int(n)
    }

    /// One of a fixed set of names, e.g. an alignment; unknown names get "did you mean".
    func choice<T>(_ v: JSONValue, _ path: JSONPath, what: String, _ options: KeyValuePairs<String, T>)
        throws(InputError) -> T {
        try choice(v, path, what: what, options.map { ($0.key, $0.value) })
    }

    func choice<T>(_ v: JSONValue, _ path: JSONPath, what: String, _ options: [(String, T)]) throws(InputError) -> T {
        let names = options.map(\.0)
        guard let s = v.string else {
            throw typeError(expected: "a string naming the \(what) (\(names.joined(separator: ", ")))", v, path)
        }
        for (name, value) in options where name == s { return value }
        throw error("unknown \(what) \(Quote.json(s))" + Suggestion.hint(for: s, in: names), v, path)
    }

    /// The argument of a call that takes none: `{}`.
    func noArguments(_ v: JSONValue, _ path: JSONPath, owner: String) throws(InputError) {
        guard v.kind == .object else {
            throw error("expected {} (\(owner) takes no arguments), got \(v.typeDescription)", v, path)
        }
        _ = try Arguments(v, path, allowed: [], owner: owner, self)
    }

    /// Numbers in messages: the format's decimal notation (at most 3 decimals, no trailing zeros).
    static func format(_ n: Double) -> String {
        if n.isNaN { return "nan" }
        if !n.isFinite { return n > 0 ? "infinity" : "-infinity" }
        if abs(n) >= 1e12 || (n != 0 && abs(n) < 0.001) { return "\(n)" }
        return NumberFormat.decimal(CGFloat(n))
    }
}
