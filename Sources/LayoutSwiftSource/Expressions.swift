import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Expressions: literals, names, member access, operators, calls, closures, collections, `if`/`switch`
/// expressions. Operators arrive folded (SwiftOperators), so precedence is Swift's.
extension Interpreter {
    func evaluate(_ expr: ExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        try step(expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            let text = e.literal.text.replacingOccurrences(of: "_", with: "")
            let value: Int?
            if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8) }
            else { value = Int(text) }
            guard let value else { throw error("integer literal \(e.literal.text) overflows Int", at: e) }
            return .int(value)
        case .floatLiteralExpr(let e):
            guard let d = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw error("cannot read the number \(e.literal.text)", at: e)
            }
            return .double(d)
        case .booleanLiteralExpr(let e):
            return .bool(e.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr(let e):
            return try string(e, ctx)
        case .simpleStringLiteralExpr(let e):
            return .string(e.segments.map { $0.content.text }.joined())
        case .declReferenceExpr(let e):
            return try name(e.baseName.text, e, ctx)
        case .memberAccessExpr(let e):
            return try memberAccess(e, ctx)
        case .functionCallExpr(let e):
            return try call(e, ctx)
        case .infixOperatorExpr(let e):
            return try infix(e, ctx)
        case .prefixOperatorExpr(let e):
            return try prefix(e, ctx)
        case .postfixOperatorExpr(let e):
            let v = try evaluate(e.expression, ctx)
            if e.operator.text == "...", case .int(let n) = v { return .range(lower: n, upper: nil, closed: true) }
            if e.operator.text == "!" { return try unwrap(v, e) }
            throw error("unsupported postfix operator \(e.operator.text)", at: e.operator)
        case .postfixIfConfigExpr(let e):
            return try postfixIfConfig(e, ctx)
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                return try evaluate(only.expression, ctx)
            }
            var items: [(label: String?, value: Value)] = []
            for el in e.elements { items.append((el.label?.text, try evaluate(el.expression, ctx))) }
            return .tuple(items)
        case .ternaryExpr(let e):
            if let layout = try sizeClassLayout(e, ctx) { return layout }
            let cv = try evaluate(e.condition, ctx)
            if case .expression(let x, _) = cv, isStateExpression(x) {
                // Over state or a preference's value: an expression of the format when both branches are values.
                let a = try evaluate(e.thenExpression, ctx), b = try evaluate(e.elseExpression, ctx)
                if let t = stateTernary(x, a, b) { return t }
                guard case .bool(let c)? = concrete(cv) else { throw needsLayoutTime(e.condition) }
                return c ? a : b
            }
            let c = try condition(cv, e.condition)
            return try evaluate(c ? e.thenExpression : e.elseExpression, ctx)
        case .arrayExpr(let e):
            var items: [Value] = []
            for el in e.elements { items.append(try evaluate(el.expression, ctx)) }
            return .array(Literals.sameElementType(items))
        case .dictionaryExpr(let e):
            var items: [(key: Value, value: Value)] = []
            if case .elements(let list) = e.content {
                for el in list { items.append((try evaluate(el.key, ctx), try evaluate(el.value, ctx))) }
            }
            if items.contains(where: { if case .expression = $0.key { true } else if case .expression = $0.value { true } else { false } }) {
                // `[idx: proxy.size]`: the format's dictionary literal, computed during layout.
                guard let text = Self.operandText(.dictionary(items)) else { throw needsLayoutTime(e) }
                return .expression(text, isInt: false)
            }
            return .dictionary(items)
        case .closureExpr(let e):
            return .closure(closure(e, ctx))
        case .subscriptCallExpr(let e):
            return try subscriptCall(e, ctx)
        case .ifExpr(let e):
            return try ifExpression(e, ctx)
        case .switchExpr(let e):
            return try switchExpression(e, ctx)
        case .optionalChainingExpr(let e):
            return try evaluate(e.expression, ctx)
        case .forceUnwrapExpr(let e):
            return try unwrap(try evaluate(e.expression, ctx), e)
        case .tryExpr(let e):
            return try evaluate(e.expression, ctx)
        case .awaitExpr(let e):
            throw error("`await` cannot be interpreted: a still frame cannot wait for asynchronous work; show its "
                        + "initial state instead", at: e)
        case .asExpr(let e):
            return try evaluate(e.expression, ctx)
        case .isExpr(let e):
            let v = try evaluate(e.expression, ctx)
            return .bool(v.typeDescription == e.type.trimmedDescription)
        case .keyPathExpr(let e):
            var names: [String] = []
            for c in e.components {
                if case .property(let p) = c.component { names.append(p.declName.baseName.text) }
            }
            return .keyPath(names)
        case .macroExpansionExpr(let e):
            throw error("the macro #\(e.macroName.text) cannot be used here", at: e)
        case .typeExpr(let e):
            return .type(e.type.trimmedDescription)
        case .genericSpecializationExpr(let e):
            return try evaluate(e.expression, ctx)
        case .discardAssignmentExpr:
            return .void
        case .sequenceExpr(let e):
            throw error("cannot read this expression (operators could not be folded)", at: e)
        case .regexLiteralExpr(let e):
            throw error("regular expressions are not supported", at: e)
        default:
            throw error("this kind of expression is not supported (\(expr.kind))", at: expr)
        }
    }

    func unwrap(_ v: Value, _ node: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        if case .null = v { throw error("unexpectedly found nil while unwrapping an optional", at: node) }
        return v
    }

    // MARK: Strings

    func string(_ e: StringLiteralExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        var text = ""
        var expressionParts = false
        var runs: [ViewValue] = []
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                text += unescape(s.content.text, raw: e.openingPounds != nil)
            case .expressionSegment(let s):
                guard let first = s.expressions.first else { continue }
                let v = try evaluate(first.expression, ctx)
                if case .expression(let x, _) = v {
                    text += "\\(" + x + ")"
                    expressionParts = true
                } else if case .view(let view) = v, view.type == "Image" {
                    // An inline image: the text so far becomes a run, the image the next one.
                    if !text.isEmpty { runs.append(TextRunLowering.plain(text, at: position(e))) }
                    text = ""
                    runs.append(view)
                } else if case .view(let view) = v {
                    throw error("\(view.type) in a string interpolation: only an Image can be interpolated into a "
                                + "Text's string", at: first.expression)
                } else {
                    text += try describe(v, first.expression)
                }
            }
            if text.utf8.count > Budget.maxStringLength {
                throw error("string longer than \(Budget.maxStringLength) bytes", at: e)
            }
        }
        if !runs.isEmpty {
            guard !expressionParts else {
                throw error("a string with both an interpolated Image and a computed value is not supported; "
                            + "concatenate Texts instead (Text(Image(...)) + Text(\"\\(value)\"))", at: e)
            }
            if !text.isEmpty { runs.append(TextRunLowering.plain(text, at: position(e))) }
            return .view(TextRunLowering.text(runs: runs, at: position(e)))
        }
        if expressionParts { return .template(text) }
        return .string(text)
    }

    private func unescape(_ s: String, raw: Bool) -> String {
        guard !raw, s.contains("\\") else { return s }
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            guard c == "\\" else { out.append(c); continue }
            guard let n = it.next() else { break }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "u":
                var hex = ""
                while let h = it.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
            default: out.append(n)
            }
        }
        return out
    }

    /// The text `"\(v)"` prints.
    func describe(_ v: Value, _ node: some SyntaxProtocol) throws(InputDiagnostic) -> String {
        switch v {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return Self.swiftDescription(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .enumCase(let c): return c.name
        case .symbol(let s): return s.name ?? s.description
        case .array(let items):
            var parts: [String] = []
            for i in items {
                let d = try describe(i, node)
                if case .string = i { parts.append("\"\(d)\"") } else { parts.append(d) }
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .instance(let i): return i.typeName + "(...)"
        default: return v.typeDescription
        }
    }

    /// Swift's `Double.description`: `300.0`, `2.5`, `1e+20`.
    static func swiftDescription(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded(), abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    // MARK: Names

    func name(_ n: String, _ node: some SyntaxProtocol, _ ctx: Context) throws(InputDiagnostic) -> Value {
        if let v = ctx.scope.lookup(n) { return v }
        // `$isOn`: a binding to a state property reads as its value in a still frame (controls show it).
        if n.hasPrefix("$"), n.count > 1, n.dropFirst().first?.isLetter == true {
            return try name(String(n.dropFirst()), node, ctx)
        }
        if n == "self", let s = ctx.selfValue { return s }
        if let s = ctx.selfValue, let v = try member(of: s, n, node, ctx, implicitSelf: true) { return v }
        if case .type(let t)? = ctx.selfValue, let v = try module.staticMember(t, n, self) { return v }
        if let v = try module.global(n, self) { return v }
        if module.types[n] != nil || SwiftUINames.isType(n) { return .type(n) }
        switch n {
        case "Self":
            // In a static member `self` is the type itself; in an instance member, the instance's type.
            if case .type(let t)? = ctx.selfValue { return .type(t) }
            if let s = ctx.selfValue { return .type(s.typeDescription) }
        case "min", "max", "abs", "+", "-", "*", "/", "<", ">": return .type(n)
        default: break
        }
        if n.first?.isUppercase == true { return .type(n) }
        // `$selection`: a property wrapper's projection (a `Binding`), read as the value it binds.
        if n.hasPrefix("$"), n.count > 1, Int(n.dropFirst()) == nil {
            return try name(String(n.dropFirst()), node, ctx)
        }
        var candidates = ctx.scope.names + module.globalNames
        if let s = ctx.selfValue { candidates += module.memberNames(of: s) }
        let hint = FormatVocabulary.nearest(to: n, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
        throw error("cannot find \"\(n)\" in scope" + hint, at: node)
    }

    // MARK: Member access

    func memberAccess(_ e: MemberAccessExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let n = e.declName.baseName.text
        if e.base == nil, let v = postfixBases[e.id] { return try memberAccessOn(v, e, ctx) }
        guard let baseExpr = e.base else {
            // An implicit member: `.leading`, `.teal`; a user's static (`.brand`, `.myCenter`) wins.
            if let v = try module.implicitStatic(n, self) { return v }
            // `.pi` is a number wherever it appears (`.radians(.pi)`, `.pi / 2`): SwiftUI has no member of that
            // name, so the context is always a floating-point type.
            if n == "pi" { return .double(Double.pi) }
            return .symbol(Symbol(name: n, position: position(e)))
        }
        return try memberAccessOn(try evaluate(baseExpr, ctx), e, ctx)
    }

    /// `base.name` for the value `base` of `e`'s base.
    private func memberAccessOn(_ base: Value, _ e: MemberAccessExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let n = e.declName.baseName.text
        if let v = try member(of: base, n, e, ctx) { return v }
        if case .type(let t) = base, module.types[t] == nil, let why = SwiftUINames.unsupported[t] {
            throw error("\(t).\(n) is not supported: \(why)", at: e.declName)  // `Date.now`
        }
        let hint = FormatVocabulary.nearest(to: n, in: module.memberNames(of: base))
            .map { "; did you mean \"\($0)\"?" } ?? ""
        throw error("value of type \(base.typeDescription) has no member \"\(n)\"" + hint, at: e.declName)
    }

    /// `base.name`, or nil when there is no such member.
    func member(of base: Value, _ n: String, _ node: some SyntaxProtocol, _ ctx: Context,
                implicitSelf: Bool = false) throws(InputDiagnostic) -> Value? {
        switch base {
        case .instance(let i):
            if let v = i.fields[n] { return v }
            return try module.instanceMember(base, typeName: i.typeName, n, node, self)
        case .object(let o):
            if let v = o.fields[n] { return v }
            return try module.instanceMember(base, typeName: o.typeName, n, node, self)
        case .enumCase(let c):
            if n == "rawValue" { return try module.rawValue(of: c, self) }
            return try module.instanceMember(base, typeName: c.typeName, n, node, self)
        case .type(let t):
            if implicitSelf { return nil }
            if n == "self" { return base }
            if let v = try module.staticMember(t, n, self) { return v }
            if t == "CGFloat" || t == "Double" || t == "Float" {
                switch n {
                case "infinity": return .double(.infinity)
                case "pi": return .double(Double.pi)
                case "zero": return .double(0)
                default: break
                }
            }
            if let v = GeometryMethods.staticMember(t, n) { return v }
            if t == "Int", n == "max" { return .int(Int.max) }
            if t == "Int", n == "min" { return .int(Int.min) }
            if module.types[t]?.kind == .enumType { return nil }
            if module.types[t] != nil, module.types[t]?.kind != .extensionOnly { return nil }
            if SwiftUINames.isViewType(t) || t == "Color" || t == "Font" || SwiftUINames.isType(t) {
                return .symbol(Symbol(base: t, name: n, position: position(node)))
            }
            return nil
        case .symbol(var s):
            if implicitSelf { return nil }
            if let angle = GeometryMethods.angle(s, n) { return angle }
            if GeometryValues.isZero(base), ["width", "height", "x", "y"].contains(n) { return .double(0) }
            if s.base == "Color", s.arguments == nil, s.chain.isEmpty, n == "opacity" {
                return nil
            }
            s.chain.append((n, []))
            return .symbol(s)
        case .array(let items):
            switch n {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .range(lower: 0, upper: items.count, closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            default: return try module.extensionMember(base, typeName: "Array", n, node, self)
            }
        case .string(let s):
            switch n {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            case "capitalized": return .string(s.capitalized)
            case "uuidString": return base  // a `UUID()` is held as its string
            default: return try module.extensionMember(base, typeName: "String", n, node, self)
            }
        case .range(let lower, let upper, _):
            switch n {
            case "count": return .int(max(0, (upper ?? 0) - (lower ?? 0)))
            case "lowerBound": return lower.map { .int($0) } ?? .null
            case "upperBound": return upper.map { .int($0) } ?? .null
            default: return nil
            }
        case .tuple(let items):
            if let v = items.first(where: { $0.label == n }) { return v.value }
            if let i = Int(n), i < items.count { return items[i].value }
            return nil
        case .dictionary(let items):
            switch n {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "keys": return .array(items.map(\.key))
            case "values": return .array(items.map(\.value))
            default: return nil
            }
        case .int(let i):
            if n == "description" { return .string(String(i)) }
            return try module.extensionMember(base, typeName: "Int", n, node, self)
        case .double(let d):
            if n == "description" { return .string(Self.swiftDescription(d)) }
            if n == "magnitude" { return .double(abs(d)) }
            return try module.extensionMember(base, typeName: "Double", n, node, self)
        case .bool(let b):
            if n == "description" { return .string(b ? "true" : "false") }
            return nil
        case .null:
            // Optional chaining on nil gives nil.
            return .null
        case .expression(let x, _):
            return try symbolicMember(x, n, node)
        case .proxy(let p):
            return try proxyMember(p, n, node)
        case .dimensions(let d):
            switch n {
            case "width": return .double(Double(d.width))
            case "height": return .double(Double(d.height))
            default: return nil
            }
        case .subviews(let list, let pass):
            switch n {
            case "count": return .int(list.count)
            case "isEmpty": return .bool(list.isEmpty)
            case "indices": return .range(lower: list.startIndex, upper: list.endIndex, closed: false)
            case "first": return list.first.map { .subview($0, pass: pass) } ?? .null
            case "last": return list.last.map { .subview($0, pass: pass) } ?? .null
            default: return nil
            }
        case .subview(let s, _):
            switch n {
            case "priority": return .double(s.priority)
            case "spacing": return .viewSpacing(s.spacing)
            default: return nil
            }
        case .view:
            return nil
        default:
            return nil
        }
    }

    // MARK: Subscripts

    func subscriptCall(_ e: SubscriptCallExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let base = try evaluate(e.calledExpression, ctx)
        guard let first = e.arguments.first else { throw error("a subscript needs an index", at: e) }
        let index = try evaluate(first.expression, ctx)
        switch (base, index) {
        case (.array(let items), .int(let i)):
            guard i >= 0, i < items.count else {
                throw error("index \(i) out of range (the array has \(items.count) elements)", at: first)
            }
            return items[i]
        case (.array(let items), .range(let lo, let hi, _)):
            let l = lo ?? 0, h = hi ?? items.count
            guard l >= 0, h <= items.count, l <= h else { throw error("range out of bounds", at: first) }
            return .array(Array(items[l..<h]))
        case (.dictionary(let items), let key):
            return items.first(where: { Self.equal($0.key, key) })?.value ?? .null
        case (.subviews(let list, let pass), .int(let i)):
            guard i >= list.startIndex, i < list.endIndex else {
                throw error("index \(i) out of range (there are \(list.count) subviews)", at: first)
            }
            return .subview(list[i], pass: pass)
        case (.subview(let s, _), .type(let key)):
            return try layoutValue(s, key, e)
        case (.expression(let x, _), _) where isStateExpression(x) || isStateExpression(index):
            // `sizes[0]`, `proxy[anchor]`: the format's subscript.
            guard let i = Self.operandText(index) else { throw needsLayoutTime(first) }
            return .expression("\(x)[\(i)]", isInt: false)
        case (.array, .expression), (.dictionary, .expression):
            throw needsLayoutTime(first)
        case (.expression(let x, _), .symbol(let s)):
            return .expression("\(x)[.\(Self.guideName(s))]", isInt: false)
        case (.expression(let x, _), .type(let t)):
            return .expression("\(x)[\(t)]", isInt: false)
        case (.dimensions(let d), .symbol(let s)):
            return .double(Double(d[try guideKey(s, at: first)]))
        default:
            throw error("cannot subscript \(base.typeDescription) with \(index.typeDescription)", at: e)
        }
    }

    /// A guide's name in `d[...]`: `.leading`, or one part of an alignment (`alignment.horizontal` of
    /// `.topLeading` is `.leading`, its `.vertical` is `.top`).
    static func guideName(_ s: Symbol) -> String {
        let name = s.name ?? ""
        guard s.arguments == nil, s.chain.count == 1, let part = s.chain.first?.0 else { return name }
        switch part {
        case "horizontal":
            return name.hasSuffix("Leading") || name == "leading" ? "leading"
                : name.hasSuffix("Trailing") || name == "trailing" ? "trailing" : "center"
        case "vertical":
            if name.hasPrefix("top") { return "top" }
            if name.hasPrefix("bottom") { return "bottom" }
            if name.contains("FirstTextBaseline") || name.contains("firstTextBaseline") { return "firstTextBaseline" }
            if name.contains("LastTextBaseline") || name.contains("lastTextBaseline") { return "lastTextBaseline" }
            return "center"
        default: return name
        }
    }

    // MARK: Closures

    func closure(_ e: ClosureExprSyntax, _ ctx: Context) -> Closure {
        var parameters: [String] = []
        if let clause = e.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): parameters = list.map { $0.name.text }
            case .parameterClause(let p): parameters = p.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return Closure(parameters: parameters, body: ClosureBody(statements: e.statements, file: file),
                       scope: ctx.scope, selfValue: ctx.selfValue, position: position(e))
    }

    /// Calls a closure with `arguments`; `$0`, `$1` work when it declares no parameters.
    func callClosure(_ c: Closure, _ arguments: [Value], builder: Bool, at node: some SyntaxProtocol)
        throws(InputDiagnostic) -> Value {
        try callClosure(c, arguments, builder: builder, at: position(node))
    }

    func callClosure(_ c: Closure, _ arguments: [Value], builder: Bool, at p: SourcePosition)
        throws(InputDiagnostic) -> Value {
        try nested(p, in: c.body.file) { () throws(InputDiagnostic) -> Value in
            let ctx = Context(scope: Scope(parent: c.scope), selfValue: c.selfValue, isBuilder: builder)
            if c.parameters.isEmpty {
                for (i, a) in arguments.enumerated() { ctx.scope.declare("$\(i)", a) }
            } else if c.parameters.count == 1, arguments.count > 1 {
                ctx.scope.declare(c.parameters[0], .tuple(arguments.map { (nil, $0) }))
            } else {
                for (i, p) in c.parameters.enumerated() where p != "_" {
                    var a: Value = i < arguments.count ? arguments[i] : .null
                    if arguments.count == 1, c.parameters.count > 1, case .tuple(let items) = arguments[0], i < items.count {
                        a = items[i].value
                    }
                    ctx.scope.declare(p, a)
                }
            }
            return try runBody(c.body.statements, ctx)
        }
    }

    // MARK: Operators

    func prefix(_ e: PrefixOperatorExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let v = try evaluate(e.expression, ctx)
        switch (e.operator.text, v) {
        case ("-", .int(let i)): return .int(0 &- i)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .expression(let x, let isInt)): return .expression("-(\(x))", isInt: isInt)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("!", .expression(let x, _)) where isStateExpression(x):
            return .expression("!" + (Arithmetic.expressionText(v) ?? x), isInt: false)
        case ("...", .int(let i)): return .range(lower: nil, upper: i, closed: true)
        case ("..<", .int(let i)): return .range(lower: nil, upper: i - 1, closed: true)
        default:
            if case .expression = v { throw needsLayoutTime(e) }
            throw error("operator \(e.operator.text) cannot be applied to \(v.typeDescription)", at: e)
        }
    }

    func condition(_ e: ExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Bool {
        try condition(try evaluate(e, ctx), e)
    }

    /// A condition's value as a Bool; over state, its value in the pass being built (`StateExpressions`).
    func condition(_ value: Value, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Bool {
        let v = concreteIfState(value)
        guard case .bool(let b) = v else {
            if case .expression = v { throw needsLayoutTime(e) }
            throw error("expected a Bool condition, got \(v.typeDescription)", at: e)
        }
        return b
    }

    func needsLayoutTime(_ node: some SyntaxProtocol) -> InputDiagnostic {
        var d = error("this depends on a layout-time value (a GeometryReader's proxy or an alignment guide's "
                      + "dimensions) in a way the interpreter computes only during layout", at: node)
        d.path = LayoutTimeMarker.path
        return d
    }

    func infix(_ e: InfixOperatorExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        if e.operator.is(AssignmentExprSyntax.self) {
            let v = try evaluate(e.rightOperand, ctx)
            try assign(e.leftOperand, v, ctx)
            return .void
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error("unsupported operator", at: e.operator)
        }
        switch op {
        case "&&", "||":
            let l = try evaluate(e.leftOperand, ctx)
            if isStateExpression(l), let a = Self.operandText(l) {
                // Over state: the format's `a && b`, computed in every pass.
                let r = try evaluate(e.rightOperand, ctx)
                guard let b = Self.operandText(r) else { throw needsLayoutTime(e.rightOperand) }
                return .expression("\(a) \(op) \(b)", isInt: false)
            }
            if try condition(l, e.leftOperand) == (op == "||") { return .bool(op == "||") }
            let r = try evaluate(e.rightOperand, ctx)
            if isStateExpression(r), let b = Self.operandText(r) { return .expression(b, isInt: false) }
            return .bool(try condition(r, e.rightOperand))
        case "??":
            let l = try evaluate(e.leftOperand, ctx)
            if case .null = l { return try evaluate(e.rightOperand, ctx) }
            if isStateExpression(l), let a = Self.operandText(l) {
                let r = try evaluate(e.rightOperand, ctx)
                guard let b = Self.operandText(r) else { throw needsLayoutTime(e.rightOperand) }
                return .expression("\(a) ?? \(b)", isInt: Arithmetic.isIntExpression(r))
            }
            return l
        case "+=", "-=", "*=", "/=", "%=":
            let l = try evaluate(e.leftOperand, ctx)
            let r = try evaluate(e.rightOperand, ctx)
            let v = try Arithmetic.binary(String(op.dropLast()), l, r, at: e, self)
            try assign(e.leftOperand, v, ctx)
            return .void
        default:
            let l = try evaluate(e.leftOperand, ctx)
            let r = try evaluate(e.rightOperand, ctx)
            return try Arithmetic.binary(op, l, r, at: e, self)
        }
    }

    /// `x = v`, `self.x = v`, `a[i] = v`, `obj.field = v`.
    func assign(_ target: ExprSyntax, _ v: Value, _ ctx: Context) throws(InputDiagnostic) {
        if let r = target.as(DeclReferenceExprSyntax.self) {
            let n = r.baseName.text
            if ctx.scope.assign(n, v) { return }
            if try assignField(n, v, ctx) { return }
            throw error("cannot assign to \"\(n)\"", at: target)
        }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
            let n = m.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", try assignField(n, v, ctx) { return }
            let b = try evaluate(base, ctx)
            switch b {
            case .object(let o): o.fields[n] = v; return
            case .instance(var i):
                i.fields[n] = v
                try assign(base, .instance(i), ctx)
                return
            default: break
            }
            throw error("cannot assign to a member of \(b.typeDescription)", at: target)
        }
        if let s = target.as(SubscriptCallExprSyntax.self), let first = s.arguments.first {
            let b = try evaluate(s.calledExpression, ctx)
            let i = try evaluate(first.expression, ctx)
            if case .array(var items) = b, case .int(let n) = i {
                guard n >= 0, n < items.count else { throw error("index \(n) out of range", at: first) }
                items[n] = v
                try assign(s.calledExpression, .array(items), ctx)
                return
            }
            if case .dictionary(var items) = b {
                items.removeAll { Self.equal($0.key, i) }
                if case .null = v {} else { items.append((i, v)) }
                try assign(s.calledExpression, .dictionary(items), ctx)
                return
            }
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        throw error("cannot assign to this expression", at: target)
    }

    private func assignField(_ n: String, _ v: Value, _ ctx: Context) throws(InputDiagnostic) -> Bool {
        switch ctx.selfValue {
        case .instance(var i):
            guard i.fields[n] != nil || module.types[i.typeName]?.stored.contains(where: { $0.name == n }) == true
            else { return false }
            i.fields[n] = v
            ctx.selfValue = .instance(i)
            return true
        case .object(let o):
            o.fields[n] = v
            return true
        default:
            return false
        }
    }

    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.null, .null): return true
        case (.enumCase(let x), .enumCase(let y)):
            return x.name == y.name && x.payload.count == y.payload.count
                && zip(x.payload, y.payload).allSatisfy { equal($0.value, $1.value) }
        case (.enumCase(let x), .symbol(let s)), (.symbol(let s), .enumCase(let x)):
            return s.arguments == nil && s.chain.isEmpty && x.name == s.name
        case (.symbol(let x), .symbol(let y)):
            return x.name == y.name && x.arguments == nil && y.arguments == nil && x.chain.isEmpty && y.chain.isEmpty
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.instance(let x), .instance(let y)):
            return x.typeName == y.typeName && x.fields.count == y.fields.count
                && x.fields.allSatisfy { k, v in y.fields[k].map { equal(v, $0) } ?? false }
        case (.tuple(let x), .tuple(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case (.object(let x), .object(let y)): return x === y
        default: return false
        }
    }
}

/// The path field of an `InputDiagnostic` marks "needs layout time" (a GeometryReader's content then runs in
/// the interpreter during layout instead of becoming a JSON expression).
enum LayoutTimeMarker {
    static let path = "<layout-time>"
}

