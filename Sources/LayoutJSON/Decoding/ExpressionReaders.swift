import Foundation
import LayoutCore

/// Expressions where the format takes a number, and interpolation where it takes a string
/// (docs/format.md, "Expressions"). Every reader of numbers and colors goes through these, so every
/// argument of every view and modifier accepts them.
extension DecodeContext {
    var compiler: ExpressionCompiler { ExpressionCompiler(scope: scope, alignments: alignments) }

    /// An error inside the string value `v`, pointing at the offending character.
    func expressionError(_ e: ExpressionError, _ v: JSONValue, _ path: JSONPath) -> InputError {
        error(e.message, at: v.position(inString: e.offset), path)
    }

    /// Compiles the string value `v`. With `dimensionsAxis`, `d` is in scope (alignmentGuide values and
    /// custom alignment defaults).
    func compile(_ v: JSONValue, _ path: JSONPath, dimensionsAxis: Axis? = nil, allowsCustomGuides: Bool = true)
        throws(InputError) -> CompiledExpression {
        guard let s = v.string else { throw typeError(expected: "a number or an expression", v, path) }
        var c = compiler
        c.dimensionsAxis = dimensionsAxis
        c.allowsCustomGuides = allowsCustomGuides
        do {
            return try c.compile(s)
        } catch {
            throw expressionError(error, v, path)
        }
    }

    /// The number an expression string stands for. Values known now must be finite (an integer overflow or a
    /// division by zero is an error); values over a GeometryReader's proxy are made finite and limited to
    /// ±`FormatLimits.maxLength`, and remembered as dynamic.
    func expressionNumber(_ v: JSONValue, _ path: JSONPath, expected: String = "a number") throws(InputError) -> Double {
        if scope.isEmpty, let s = v.string, Self.isPlainWord(s) {
            // A word where no variable exists is a string in the wrong place, not an expression.
            throw typeError(expected: expected, v, path)
        }
        let e = try compile(v, path)
        if e.isDynamic {
            dynamicValues.insert(v.index)
            return Double(e.layoutValue(nil))
        }
        let value: ExpressionValue
        do {
            value = try e.evaluate()
        } catch {
            throw expressionError(error, v, path)
        }
        guard let n = value.double else {
            if case .string = value {
                throw error("expected a number, but \(Quote.json(e.source)) is the string \(Quote.json(value.interpolated))",
                            v, path)
            }
            throw error("expected a number, but \(Quote.json(e.source)) is \(ValueOperations.describe(value))", v, path)
        }
        guard n.isFinite else {
            throw error("the expression's value is not finite (\(Self.format(n)))", v, path)
        }
        return n
    }

    /// True when `v` is an expression whose value is nil (an optional state or preference value that is nil).
    func isNil(_ v: JSONValue, _ path: JSONPath) -> Bool {
        guard let s = v.string, !scope.isEmpty, let e = try? compiler.compile(s),
              case .value(.none)? = try? e.evaluate() else { return false }
        return true
    }

    /// Letters only (an empty string too): what a misplaced name or word looks like.
    static func isPlainWord(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A) }
    }

    /// True when `v` was read from an expression over layout-time values.
    func isDynamic(_ v: JSONValue) -> Bool { dynamicValues.contains(v.index) }

    /// `n` limited to `range` when `v` is dynamic (no error for values only known at layout time).
    func clampedIfDynamic(_ n: Double, _ v: JSONValue, _ range: ClosedRange<Double>) -> Double? {
        guard isDynamic(v) else { return nil }
        return min(max(n, range.lowerBound), range.upperBound)
    }

    /// A string with `\(...)` interpolations expanded.
    func interpolated(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> String {
        let s = try string(v, path)
        guard Interpolation.contains(s) else { return s }
        do {
            return try Interpolation.expand(s, compiler)
        } catch {
            throw expressionError(error, v, path)
        }
    }
}
