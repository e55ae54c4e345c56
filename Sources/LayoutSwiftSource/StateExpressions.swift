import Foundation
import LayoutCore
import LayoutJSON

/// Expressions over state and preference values (docs/swift-source.md, "Preferences and state"). In a module with
/// preferences, a `@State` property reads as the JSON format's expression naming it, and so does the value a
/// preference closure receives (an `anchorPreference` transform's `anchor`, a `transformPreference`'s `value`, an
/// overlay's parameter). Over such values, comparisons, `&&`, `||`, `!`, `??`, ternaries, members, subscripts and
/// dictionary literals stay expressions, computed by the format in every pass. Where a body needs a real value
/// (an `if` or `guard` condition, `if let`, a `switch` subject, a `ForEach`'s data), `concrete` evaluates an
/// expression over state alone with the state of the pass being built (`stateOverrides`, else the initial values):
/// the state pass loop builds the body again for every pass (`SwiftFigureRebuild`), so the branch follows the state.
extension Interpreter {
    /// True when the expression names a state or a preference closure's value (outside member names and strings).
    func isStateExpression(_ x: String) -> Bool {
        if preferenceNames.isEmpty && stateDeclarations.isEmpty { return false }
        var word = ""
        var afterDot = false, inString = false
        var previous: Character = " "
        func flush() -> Bool {
            defer { word = "" }
            return !word.isEmpty && !afterDot && (preferenceNames.contains(word)
                || stateDeclarations.contains { $0.name == word })
        }
        for c in x {
            if inString {
                if c == "\"" { inString = false }
                continue
            }
            if c.isLetter || c == "_" || (c.isNumber && !word.isEmpty) {
                if word.isEmpty { afterDot = previous == "." }
                word.append(c)
            } else {
                if flush() { return true }
                if c == "\"" { inString = true }
            }
            previous = c
        }
        return flush()
    }

    func isStateExpression(_ v: Value) -> Bool {
        if case .expression(let x, _) = v { return isStateExpression(x) }
        return false
    }

    /// A value as an operand of an expression over state: numbers and expressions as `Arithmetic` writes them,
    /// and `nil`, `true`, `false`, strings, arrays and dictionaries of such values.
    static func operandText(_ v: Value) -> String? {
        switch v {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s) where !s.contains("\"") && !s.contains("\\"): return "\"\(s)\""
        case .array(let items):
            var parts: [String] = []
            for i in items { guard let t = operandText(i) else { return nil }; parts.append(t) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .dictionary(let items):
            if items.isEmpty { return "[:]" }
            var parts: [String] = []
            for (k, value) in items {
                guard let a = operandText(k), let b = operandText(value) else { return nil }
                parts.append("\(a): \(b)")
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default: return Arithmetic.expressionText(v)
        }
    }

    /// A ternary over state: `c ? a : b` as an expression when both branches can be written in one; nil otherwise.
    func stateTernary(_ c: String, _ a: Value, _ b: Value) -> Value? {
        guard let x = Self.operandText(a), let y = Self.operandText(b) else { return nil }
        let isInt: Bool
        switch (a, b) {
        case (.int, .int): isInt = true
        case (.expression(_, let i), .int), (.int, .expression(_, let i)): isInt = i
        case (.expression(_, let i), .expression(_, let j)): isInt = i && j
        default: isInt = false
        }
        return .expression("\(Arithmetic.expressionText(.expression(c, isInt: false)) ?? c) ? \(x) : \(y)", isInt: isInt)
    }

    /// The real value of an expression over state alone, in the state of the pass being built; nil for anything
    /// else (a proxy, an anchor, a preference's value).
    func concrete(_ v: Value) -> Value? {
        guard case .expression(let x, let isInt) = v, isStateExpression(x) else { return nil }
        var state = StateValues()
        for s in stateDeclarations {
            guard let value = stateOverrides?[s.name] ?? Self.preferenceValue(s.initial) else { continue }
            state[s.name] = value
        }
        return StateExpression.evaluate(x, state: state).flatMap { Self.value($0, isInt: isInt) }
    }

    /// `concrete(v)` where there is one, else `v`.
    func concreteIfState(_ v: Value) -> Value { concrete(v) ?? v }

    /// A state's value as the interpreter's.
    static func value(_ p: PreferenceValue, isInt: Bool) -> Value? {
        switch p {
        case .none: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return isInt && d == d.rounded() && abs(d) < 9e15 ? .int(Int(d)) : .double(d)
        case .string(let s): return .string(s)
        case .size(let s): return size(Double(s.width), Double(s.height))
        case .point(let p):
            return .instance(Instance(typeName: "CGPoint", fields: ["x": .double(Double(p.x)), "y": .double(Double(p.y))]))
        case .rect(let r): return rect(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case .anchor: return nil
        case .array(let items):
            var out: [Value] = []
            for i in items { guard let v = value(i, isInt: isInt) else { return nil }; out.append(v) }
            return .array(out)
        case .dictionary(let entries):
            var out: [(key: Value, value: Value)] = []
            for e in entries {
                guard let k = value(e.key, isInt: true), let v = value(e.value, isInt: false) else { return nil }
                out.append((k, v))
            }
            return .dictionary(out)
        }
    }

    /// An initial value of the interpreter's as a state's value (nil for what state cannot hold).
    static func preferenceValue(_ v: Value) -> PreferenceValue? {
        switch v {
        case .null: return PreferenceValue.none
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .string(let s): return .string(s)
        case .array(let items):
            var out: [PreferenceValue] = []
            for i in items { guard let p = preferenceValue(i) else { return nil }; out.append(p) }
            return .array(out)
        case .dictionary(let items):
            var out: [PreferenceValue.DictionaryEntry] = []
            for (k, value) in items {
                guard let a = preferenceValue(k), let b = preferenceValue(value) else { return nil }
                out.append(.init(key: a, value: b))
            }
            return .dictionary(merging: out)
        case .instance(let i):
            func n(_ k: String) -> CGFloat? { i.fields[k].flatMap(Arithmetic.number).map { CGFloat($0) } }
            switch i.typeName {
            case "CGSize": return n("width").flatMap { w in n("height").map { .size(CGSize(width: w, height: $0)) } }
            case "CGPoint": return n("x").flatMap { x in n("y").map { .point(CGPoint(x: x, y: $0)) } }
            default: return nil
            }
        default: return nil
        }
    }
}
