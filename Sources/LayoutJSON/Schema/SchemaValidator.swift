import Foundation

/// A validator for the subset of JSON Schema 2020-12 that `SchemaGenerator` uses: `type` (including
/// "integer"), `properties`, `required`, `additionalProperties` (boolean or schema), `enum`, `const`, `items`,
/// `oneOf`, `anyOf`, `$ref` to `#` or `#/$defs/<name>`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `minLength`, `maxLength`, `pattern`, `minProperties`, `minItems`, `maxItems`; annotations (`$schema`, `$id`,
/// `title`, `description`, `examples`, `$comment`) are ignored. A schema using any other keyword is refused
/// when the validator is made, so nothing is silently skipped.
///
/// Violations name the JSON pointer of the offending value (`/root/modifiers/0/frame/width`). Where a value
/// matches none of an `anyOf`/`oneOf`, the alternative it was evidently meant for (an object alternative
/// whose required keys it has) is reported in detail. It recurses once per level of the instance, for tests
/// and tools on ordinary documents. An object schema whose required keys are absent stops there (its
/// members are not checked), so a oneOf over the views costs one deep check per view, not one per alternative.
public struct SchemaValidator: Sendable {
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        public var pointer: String
        public var message: String
        public var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
    }

    public struct UnsupportedSchema: Error, CustomStringConvertible {
        public var description: String
    }

    static let keywords: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "$comment", "title", "description", "examples",
        "type", "properties", "required", "additionalProperties", "enum", "const", "items", "oneOf", "anyOf",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern",
        "minProperties", "minItems", "maxItems",
        // Annotations for editors (VS Code); they validate nothing.
        "markdownDescription", "defaultSnippets",
    ]

    public let schema: JSONTree
    private let patterns: [String: NSRegularExpressionBox]

    public init(schema: JSONTree) throws(UnsupportedSchema) {
        self.schema = schema
        var patterns: [String: NSRegularExpressionBox] = [:]
        try Self.check(schema, at: "#", &patterns)
        self.patterns = patterns
    }

    /// Every violation found (empty = valid). Alternatives report only their closest match.
    public func validate(_ instance: JSONTree) -> [Violation] {
        var out: [Violation] = []
        validate(instance, schema, "", &out)
        return out
    }

    /// Checks the keywords and compiles every pattern once.
    private static func check(_ schema: JSONTree, at location: String,
                              _ patterns: inout [String: NSRegularExpressionBox]) throws(UnsupportedSchema) {
        if case .bool = schema { return }
        guard let o = schema.object else { throw UnsupportedSchema(description: "\(location): a schema must be an object") }
        for (key, value) in o {
            guard keywords.contains(key) else {
                throw UnsupportedSchema(description: "\(location): unsupported keyword \(key)")
            }
            switch key {
            case "properties", "$defs":
                for (name, sub) in value.object ?? [:] { try check(sub, at: "\(location)/\(key)/\(name)", &patterns) }
            case "items", "additionalProperties":
                try check(value, at: "\(location)/\(key)", &patterns)
            case "oneOf", "anyOf":
                for (i, sub) in (value.array ?? []).enumerated() { try check(sub, at: "\(location)/\(key)/\(i)", &patterns) }
            case "pattern":
                guard let p = value.string, let regex = try? NSRegularExpression(pattern: p) else {
                    throw UnsupportedSchema(description: "\(location): invalid pattern")
                }
                patterns[p] = NSRegularExpressionBox(regex)
            case "$ref":
                guard let ref = value.string, ref == "#" || ref.hasPrefix("#/$defs/") else {
                    throw UnsupportedSchema(description: "\(location): only #/$defs/ references are supported")
                }
            default: break
            }
        }
    }

    private func resolve(_ ref: String) -> JSONTree? {
        if ref == "#" { return schema }
        return schema["$defs"]?[String(ref.dropFirst("#/$defs/".count))]
    }

    private func validate(_ v: JSONTree, _ s: JSONTree, _ pointer: String, _ out: inout [Violation]) {
        if case .bool(let allowed) = s {
            if !allowed { out.append(Violation(pointer: pointer, message: "no value is allowed here")) }
            return
        }
        guard let s = s.object else { return }
        var own: [Violation] = []
        let start = out.count
        defer { out.insert(contentsOf: own, at: start) }
        func fail(_ message: String) { own.append(Violation(pointer: pointer, message: message)) }

        if let ref = s["$ref"]?.string {
            if let target = resolve(ref) { validate(v, target, pointer, &out) } else { fail("unresolved reference \(ref)") }
        }
        if let t = s["type"] {
            let names = t.array?.compactMap(\.string) ?? [t.string].compactMap { $0 }
            if !names.contains(where: { Self.hasType(v, $0) }) {
                fail("expected \(names.joined(separator: " or ")), got \(Self.typeName(v))")
                return
            }
        }
        if let values = s["enum"]?.array, !values.contains(v) {
            let shown = values.prefix(12).map { $0.serialized() }.joined(separator: ", ")
            fail("\(v.serialized()) is not one of: \(shown)\(values.count > 12 ? ", ..." : "")")
        }
        if let c = s["const"], c != v { fail("expected \(c.serialized())") }
        if let n = v.number { numberChecks(n, s, fail) }
        if let str = v.string { stringChecks(str, s, fail) }
        if let items = v.array {
            if let min = s["minItems"]?.number, Double(items.count) < min { fail("expected at least \(Int(min)) items") }
            if let max = s["maxItems"]?.number, Double(items.count) > max { fail("expected at most \(Int(max)) items") }
            if let itemSchema = s["items"] {
                for (i, item) in items.enumerated() { validate(item, itemSchema, pointer + "/\(i)", &out) }
            }
        }
        if let members = v.object { objectChecks(members, s, pointer, &out, fail) }
        if let alternatives = s["anyOf"]?.array { choose(v, alternatives, exactlyOne: false, pointer, &out) }
        if let alternatives = s["oneOf"]?.array { choose(v, alternatives, exactlyOne: true, pointer, &out) }
    }

    private func numberChecks(_ n: Double, _ s: [String: JSONTree], _ fail: (String) -> Void) {
        let f = JSONTree.numberText
        if let m = s["minimum"]?.number, n < m { fail("\(f(n)) is less than the minimum \(f(m))") }
        if let m = s["maximum"]?.number, n > m { fail("\(f(n)) is more than the maximum \(f(m))") }
        if let m = s["exclusiveMinimum"]?.number, n <= m { fail("\(f(n)) must be more than \(f(m))") }
        if let m = s["exclusiveMaximum"]?.number, n >= m { fail("\(f(n)) must be less than \(f(m))") }
    }

    private func stringChecks(_ str: String, _ s: [String: JSONTree], _ fail: (String) -> Void) {
        if let m = s["minLength"]?.number, Double(str.count) < m { fail("expected at least \(Int(m)) characters") }
        if let m = s["maxLength"]?.number, Double(str.count) > m { fail("expected at most \(Int(m)) characters") }
        if let p = s["pattern"]?.string {
            guard let regex = patterns[p]?.regex else { return fail("invalid pattern \(p)") }
            let range = NSRange(str.startIndex..., in: str)
            if regex.firstMatch(in: str, range: range) == nil { fail("\(JSONTree.quoted(str)) does not match \(p)") }
        }
    }

    private func objectChecks(_ members: [String: JSONTree], _ s: [String: JSONTree], _ pointer: String,
                              _ out: inout [Violation], _ fail: (String) -> Void) {
        let properties = s["properties"]?.object ?? [:]
        let missing = (s["required"]?.array ?? []).compactMap(\.string).filter { members[$0] == nil }
        for key in missing { fail("missing required key \(JSONTree.quoted(key))") }
        // An object without a required key is not this schema's: its members are not checked against it (this
        // keeps a oneOf over the views linear: only the view whose key is present looks inside).
        guard missing.isEmpty else { return }
        if let m = s["minProperties"]?.number, Double(members.count) < m { fail("expected at least \(Int(m)) keys") }
        for key in members.keys.sorted() {
            guard let value = members[key] else { continue }
            let child = pointer + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            if let p = properties[key] {
                validate(value, p, child, &out)
            } else if let extra = s["additionalProperties"] {
                if case .bool(false) = extra {
                    out.append(Violation(pointer: child, message: "unknown key \(JSONTree.quoted(key))"))
                } else {
                    validate(value, extra, child, &out)
                }
            }
        }
    }

    private func choose(_ v: JSONTree, _ alternatives: [JSONTree], exactlyOne: Bool, _ pointer: String,
                        _ out: inout [Violation]) {
        var results: [[Violation]] = []
        for alternative in alternatives {
            var errors: [Violation] = []
            validate(v, alternative, pointer, &errors)
            results.append(errors)
            if errors.isEmpty, !exactlyOne { return }
        }
        let matching = results.filter(\.isEmpty).count
        if matching == 0 {
            let meant = alternatives.indices.filter { isMeant(v, alternatives[$0]) }
            if meant.count == 1 {
                out += results[meant[0]]
            } else if meant.isEmpty, let members = v.object, let unknown = unknownKeyMessage(members, alternatives) {
                out.append(Violation(pointer: pointer, message: unknown))
            } else {
                let deepest = results.flatMap { $0 }.max { $0.pointer.count < $1.pointer.count }
                let hint = deepest.map { " (closest: \(Self.innermost($0.description)))" } ?? ""
                out.append(Violation(pointer: pointer, message: "matches none of the allowed forms\(hint)"))
            }
        } else if exactlyOne, matching > 1 {
            out.append(Violation(pointer: pointer, message: "matches \(matching) forms where exactly one is allowed"))
        }
    }

    /// For an object that none of the keyed alternatives (a view type, a modifier name) claims: the key that
    /// names nothing, with the nearest known name (`unknown key "Hstack"; did you mean "HStack"?`).
    private func unknownKeyMessage(_ members: [String: JSONTree], _ alternatives: [JSONTree]) -> String? {
        var names: [String] = [], known: Set<String> = []
        func collect(_ s: JSONTree, _ depth: Int) {
            guard depth < 16 else { return }
            if let ref = s["$ref"]?.string, let target = resolve(ref) { return collect(target, depth + 1) }
            for nested in (s["anyOf"]?.array ?? []) + (s["oneOf"]?.array ?? []) { collect(nested, depth + 1) }
            names += (s["required"]?.array ?? []).compactMap(\.string)
            known.formUnion((s["properties"]?.object ?? [:]).keys)
        }
        for a in alternatives { collect(a, 0) }
        guard !names.isEmpty, let key = members.keys.sorted().first(where: { !known.contains($0) }) else { return nil }
        return "unknown key \(JSONTree.quoted(key))" + Suggestion.hint(for: key, in: Array(Set(names)).sorted())
    }

    /// The instance is evidently meant for this alternative: an object having all of its required keys
    /// (following references and nested alternatives), e.g. `{"frame": ...}` for the frame modifier's definition.
    private func isMeant(_ v: JSONTree, _ alternative: JSONTree, depth: Int = 0) -> Bool {
        guard depth < 16, let members = v.object else { return false }
        if let ref = alternative["$ref"]?.string, let target = resolve(ref) { return isMeant(v, target, depth: depth + 1) }
        let nested = (alternative["anyOf"]?.array ?? []) + (alternative["oneOf"]?.array ?? [])
        if nested.contains(where: { isMeant(v, $0, depth: depth + 1) }) { return true }
        guard let required = alternative["required"]?.array, !required.isEmpty else { return false }
        return required.compactMap(\.string).allSatisfy { members[$0] != nil }
    }

    /// "p: matches none of the allowed forms (closest: q: problem)" nested any number of times -> "q: problem".
    static func innermost(_ text: String) -> String {
        let marker = "(closest: "
        guard let range = text.range(of: marker, options: .backwards) else { return text }
        var inner = text[range.upperBound...]
        while inner.hasSuffix(")"), inner.filter({ $0 == ")" }).count > inner.filter({ $0 == "(" }).count {
            inner = inner.dropLast()
        }
        return String(inner)
    }

    static func hasType(_ v: JSONTree, _ name: String) -> Bool {
        switch (name, v) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
             ("object", .object): true
        case ("integer", .number(let n)): n == n.rounded()
        default: false
        }
    }

    static func typeName(_ v: JSONTree) -> String {
        switch v {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A compiled pattern; NSRegularExpression is immutable once made and safe to share.
final class NSRegularExpressionBox: @unchecked Sendable {
    let regex: NSRegularExpression
    init(_ regex: NSRegularExpression) { self.regex = regex }
}
