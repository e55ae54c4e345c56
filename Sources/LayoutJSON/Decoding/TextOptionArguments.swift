import Foundation
import LayoutCore

/// The Text environment modifiers beyond `font` (docs/format.md "Text options"): `lineLimit` in all its forms,
/// `lineSpacing`, `minimumScaleFactor`, `tracking`, `kerning`, `textCase`, `allowsTightening`, `fontWeight`,
/// `bold`, `italic`, `fontDesign`, `monospacedDigit`, `underline`, `strikethrough`. Returns nil for any other
/// modifier.
extension TreeDecoder {
    func textOptionKind(_ entry: ModifierObject) throws(InputError) -> NodeKind? {
        let v = entry.arguments, p = entry.path, c = context
        let option: TextOption
        switch entry.name {
        case "lineLimit": return try lineLimit(v, p)
        case "lineSpacing": option = .lineSpacing(try c.length(v, p))
        case "minimumScaleFactor":
            var f = try c.number(v, p)
            if let clamped = c.clampedIfDynamic(f, v, 0.01...1) { f = clamped }
            guard f > 0, f <= 1 else {
                throw c.error("minimumScaleFactor \(DecodeContext.format(f)) is out of range; expected more than 0 "
                              + "and at most 1", v, p)
            }
            option = .minimumScaleFactor(CGFloat(f))
        case "tracking": option = .tracking(try c.length(v, p))
        case "kerning": option = .kerning(try c.length(v, p))
        case "textCase":
            if v.isNull { option = .textCase(nil); break }
            option = .textCase(try c.choice(v, p, what: "text case", TextCase.allCases.map { ($0.rawValue, $0) }))
        case "allowsTightening": option = .allowsTightening(try c.bool(v, p))
        case "fontWeight":
            if v.isNull { option = .fontWeight(nil); break }
            option = .fontWeight(try c.choice(v, p, what: "font weight", FontWeight.allCases.map { ($0.rawValue, $0) }))
        case "fontDesign":
            if v.isNull { option = .fontDesign(nil); break }
            option = .fontDesign(try c.choice(v, p, what: "font design", FontDesign.allCases.map { ($0.rawValue, $0) }))
        case "bold": option = .bold(try isActive(v, p, owner: entry.name))
        case "italic": option = .italic(try isActive(v, p, owner: entry.name))
        case "monospacedDigit": try c.noArguments(v, p, owner: entry.name); option = .monospacedDigit
        case "underline": option = .underline(try lineStyle(v, p, owner: entry.name))
        case "strikethrough": option = .strikethrough(try lineStyle(v, p, owner: entry.name))
        default: return nil
        }
        return .textOption(option)
    }

    /// `bold()` / `bold(false)`: `{}` or a boolean.
    private func isActive(_ v: JSONValue, _ p: JSONPath, owner: String) throws(InputError) -> Bool {
        if let b = v.bool { return b }
        guard v.kind == .object else {
            throw context.error("expected {} or true/false (\(owner)(_ isActive:)), got \(v.typeDescription)", v, p)
        }
        _ = try Arguments(v, p, allowed: [], owner: owner, context)
        return true
    }

    /// `underline(_:pattern:color:)` / `strikethrough(_:pattern:color:)`: `{}` or a boolean (isActive), or
    /// `{"isActive", "pattern", "color"}`; nil when inactive.
    private func lineStyle(_ v: JSONValue, _ p: JSONPath, owner: String) throws(InputError) -> TextLineStyle? {
        let c = context
        if let b = v.bool { return b ? .single : nil }
        guard v.kind == .object else {
            throw c.error("expected {}, true/false or {\"isActive\", \"pattern\", \"color\"} "
                          + "(\(owner)(_:pattern:color:)), got \(v.typeDescription)", v, p)
        }
        let a = try Arguments(v, p, allowed: ["isActive", "pattern", "color"], owner: owner, c)
        if let active = a["isActive"], try !c.bool(active, a.path("isActive")) { return nil }
        var style = TextLineStyle.single
        if let pattern = a["pattern"] {
            style.pattern = try c.choice(pattern, a.path("pattern"), what: "line pattern",
                                         TextLineStyle.Pattern.allCases.map { ($0.rawValue, $0) })
        }
        if let color = a["color"] { style.color = try c.color(color, a.path("color")) }
        return style
    }

    /// `lineLimit`: a whole number or null (`lineLimit(_:)`), `{"limit": n, "reservesSpace": true}`
    /// (`lineLimit(_:reservesSpace:)`), or a range string `"2...4"`, `"2..."`, `"...4"` (the ClosedRange,
    /// PartialRangeFrom and PartialRangeThrough forms; the lower bound reserves space).
    private func lineLimit(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let c = context, range = FormatLimits.lineLimitRange
        if v.isNull { return .lineLimit(nil) }
        if let s = v.string, s.contains("..") { return try lineLimitRange(s, v, p) }
        if v.kind == .object {
            let a = try Arguments(v, p, allowed: ["limit", "reservesSpace"], owner: "lineLimit",
                                  expected: "a whole number, null, a range like \"2...4\" or {\"limit\", \"reservesSpace\"}",
                                  c)
            let n = try c.integer(a.required("limit", c, owner: "lineLimit"), a.path("limit"), in: range)
            var reserves = false
            if let r = a["reservesSpace"] { reserves = try c.bool(r, a.path("reservesSpace")) }
            return reserves ? .textOption(.lineLimitRange(reserved: n, max: n)) : .lineLimit(n)
        }
        guard v.number != nil || v.string != nil else {
            throw c.typeError(expected: "a whole number, null, a range like \"2...4\" or {\"limit\", \"reservesSpace\"}",
                              v, p)
        }
        return .lineLimit(try c.integer(v, p, in: range))
    }

    private func lineLimitRange(_ s: String, _ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let range = FormatLimits.lineLimitRange
        let bad = context.error("expected a line range like \"2...4\", \"2...\" or \"...4\" (whole numbers "
                                + "\(range.lowerBound)...\(range.upperBound)), got \(Quote.json(s))", v, p)
        let parts = s.components(separatedBy: "...")
        guard parts.count == 2 else { throw bad }
        func bound(_ text: String) throws(InputError) -> Int? {
            let t = text.trimmingCharacters(in: .whitespaces)
            if t.isEmpty { return nil }
            guard t.allSatisfy(\.isASCII), t.allSatisfy(\.isNumber), let n = Int(t), range.contains(n) else { throw bad }
            return n
        }
        let low = try bound(parts[0]), high = try bound(parts[1])
        guard low != nil || high != nil else { throw bad }
        if let low, let high, low > high {
            throw context.error("the line range \(Quote.json(s)) is empty; its lower bound must not exceed its upper "
                                + "bound", v, p)
        }
        return .textOption(.lineLimitRange(reserved: low ?? 0, max: high))
    }
}
