import LayoutCore

/// Preferences and state as Swift (docs/convert.md): each key as `struct K: PreferenceKey` (declared once, before
/// the view), the state as `@State private var` properties, and the preference modifiers with SwiftUI's signatures.
/// A JSON value's Swift type is its `"type"` when given, else guessed from the value (`CGFloat`, `CGFloat?` for
/// nil, `Bool`, `[Int: CGSize]` for a dictionary, `[CGFloat]` for an array).
extension SwiftSpelling {
    static let preference = modifier { a throws(InputError) in
        let key = try a.printer.preferenceKey(a.members["key"], a.path("key"))
        let value = try SwiftPreferences.value(a.members["value"], a.path("value"), a.printer)
        return SwiftModifier("preference", ["key: \(key).self", "value: \(value)"])
    }

    static let transformPreference = modifier { a throws(InputError) in
        let key = try a.printer.preferenceKey(a.members["key"], a.path("key"))
        let body = try SwiftPreferences.value(a.members["transform"], a.path("transform"), a.printer)
        return SwiftModifier("transformPreference", ["\(key).self"],
                             closure: SwiftClosure(parameters: "value", body: .expression("value = " + body)))
    }

    static let anchorPreference = modifier { a throws(InputError) in
        let key = try a.printer.preferenceKey(a.members["key"], a.path("key"))
        let source = try SwiftPreferences.anchorSource(a.members["value"], a.path("value"), a.printer)
        let body = try a.members["transform"].map { v throws(InputError) in
            try SwiftPreferences.value(v, a.path("transform"), a.printer)
        } ?? "anchor"
        return SwiftModifier("anchorPreference", ["key: \(key).self", "value: \(source)"],
                             closure: SwiftClosure(parameters: "anchor", body: .expression(body)))
    }

    static let onPreferenceChange = modifier { a throws(InputError) in
        let key = try a.printer.preferenceKey(a.members["key"], a.path("key"))
        var assignments: [String] = []
        for m in a.members["perform"]?.members ?? JSONMembers() {
            assignments.append("\(m.key) = " + (try SwiftPreferences.value(m.value, a.path("perform").key(m.key), a.printer)))
        }
        return SwiftModifier("onPreferenceChange", ["\(key).self"],
                             closure: SwiftClosure(parameters: assignments.isEmpty ? "_" : "value",
                                                   body: .expression(assignments.joined(separator: "; "))))
    }

    static func preferenceLayer(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in
            let m = a.members
            let key = try a.printer.preferenceKey(m["key"], a.path("key"))
            var arguments = ["\(key).self"]
            if let al = m["alignment"] { arguments.append("alignment: " + (try SwiftValues.alignment(al, a.path("alignment"), a.printer))) }
            let parameter = m["as"]?.string ?? "value"
            let views = try a.printer.with([(parameter, .double)]) { () throws(InputError) in
                try a.printer.views(m["content"] ?? a.value, a.path("content"))
            }
            return SwiftModifier(name, arguments, closure: .views(views, parameters: parameter))
        }
    }

    static let coordinateSpace = modifier { a throws(InputError) in
        let name = a.value.string ?? a.members["name"]?.string ?? ""
        return SwiftModifier("coordinateSpace", ["name: " + Quote.jsonString(name)])
    }
}

enum SwiftPreferences {
    /// An anchor source: `.bounds`, `.topLeading`, `.rect(CGRect(...))`, `.point(CGPoint(...))`, `.unitPoint(...)`.
    static func anchorSource(_ v: JSONValue?, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        guard let v else { return ".bounds" }
        if let name = v.string { return "." + name }
        let a = SwiftArgument(value: v, path: path, printer: s)
        func numbers(_ key: String, _ keys: [String]) throws(InputError) -> String? {
            guard let o = a.members[key] else { return nil }
            let m = SwiftArgument(value: o, path: path.key(key), printer: s).members
            var parts: [String] = []
            for k in keys {
                let n = try m[k].map { x throws(InputError) in try SwiftExpression.number(x, .cgFloat, path.key(key).key(k), s) } ?? "0"
                parts.append("\(k): \(n)")
            }
            return parts.joined(separator: ", ")
        }
        if let r = try numbers("rect", ["x", "y", "width", "height"]) { return ".rect(CGRect(\(r)))" }
        if let q = try numbers("point", ["x", "y"]) { return ".point(CGPoint(\(q)))" }
        if let u = a.members["unitPoint"] { return ".unitPoint(" + (try SwiftValues.unitPoint(u, path.key("unitPoint"), s)) + ")" }
        throw s.error("expected an anchor source", v, path)
    }

    /// A JSON value as a Swift expression: `nil`, `true`, a number literal, or the expression printed.
    static func value(_ v: JSONValue?, _ path: JSONPath, _ session: SwiftPrinter.Session) throws(InputError) -> String {
        guard let v, !v.isNull else { return "nil" }
        if let b = v.bool { return String(b) }
        if let n = v.number { return SwiftExpression.literal(n) }
        guard let s = v.string else { throw session.error("expected a value", v, path) }
        return try SwiftExpression.print(s, context: .any, v, path, session)
    }

    /// The Swift type of a declared value.
    static func type(_ declared: JSONValue?, value: JSONValue?) -> String {
        if let t = declared?.string { return t }
        guard let value, !value.isNull else { return "CGFloat?" }
        if value.bool != nil { return "Bool" }
        if value.number != nil { return "CGFloat" }
        let s = value.string ?? ""
        if s.hasPrefix("[:]") || s.contains(":") && s.hasPrefix("[") { return "[Int: CGSize]" }
        if s.hasPrefix("[") { return "[CGFloat]" }
        if s.hasPrefix("\"") { return "String" }
        return "CGFloat"
    }

    /// `struct K: PreferenceKey { ... }` for a declaration object.
    static func keyDeclaration(_ name: String, _ fields: [String: JSONValue], _ path: JSONPath,
                               _ session: SwiftPrinter.Session) throws(InputError) -> [String] {
        let type = type(fields["type"], value: fields["defaultValue"])
        let value = try self.value(fields["defaultValue"], path.key("defaultValue"), session)
        let reducer = fields["reduce"]?.string ?? "last"
        let body = PreferenceReducer.named.first { $0.name == reducer }?.swift ?? "value = nextValue()"
        return [
            "struct \(name): PreferenceKey {",
            "    static let defaultValue: \(type) = \(value)",
            "",
            "    static func reduce(value: inout \(type), nextValue: () -> \(type)) {",
            "        \(body)",
            "    }",
            "}",
        ]
    }

    /// `@State private var name: Type = initial` for each state of the document.
    static func stateLines(_ v: JSONValue, _ path: JSONPath, _ session: SwiftPrinter.Session) throws(InputError) -> [String] {
        var lines: [String] = []
        for m in v.members ?? JSONMembers() {
            var initial: JSONValue? = m.value, declared: JSONValue?
            if m.value.kind == .object {
                initial = m.value.members?.first { $0.key == "initial" }?.value
                declared = m.value.members?.first { $0.key == "type" }?.value
            }
            let value = try self.value(initial, path.key(m.key), session)
            lines.append("    @State private var \(m.key): \(type(declared, value: initial)) = \(value)")
        }
        return lines
    }
}

extension SwiftPrinter.Session {
    /// The key's Swift type name; an inline declaration is declared once in the file.
    func preferenceKey(_ v: JSONValue?, _ path: JSONPath) throws(InputError) -> String {
        guard let v else { return "Key" }
        if let name = v.string { return name }
        var fields: [String: JSONValue] = [:]
        for m in v.members ?? JSONMembers() { fields[m.key] = m.value }
        let name = fields["name"]?.string ?? "Key"
        if !preferenceDeclarations.contains(where: { $0.name == name }) {
            preferenceDeclarations.append((name, try SwiftPreferences.keyDeclaration(name, fields, path, self)))
        }
        return name
    }
}
