import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Calls: SwiftUI views and values, the declared types' initializers, functions and methods, closures, the
/// standard library functions the subset has (`min`, `max`, `abs`, conversions, collection methods).
extension Interpreter {
    func arguments(_ e: FunctionCallExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> [Argument] {
        var result: [Argument] = []
        for a in e.arguments {
            // Literal arithmetic with a division (`4 / 3`, `60 / 255`) in an argument is floating point, as Swift's
            // literal typing makes it in the CGFloat/Double parameters SwiftUI takes.
            let value: Value
            if let d = Literals.floatingDivision(a.expression) { value = .double(d) } else { value = try evaluate(a.expression, ctx) }
            result.append(Argument(label: a.label?.text, value: value, position: position(a)))
        }
        if let t = e.trailingClosure {
            result.append(Argument(label: nil, value: .closure(closure(t, ctx)), position: position(t)))
        }
        for t in e.additionalTrailingClosures {
            result.append(Argument(label: t.label.text, value: .closure(closure(t.closure, ctx)), position: position(t.closure)))
        }
        return result
    }

    func call(_ e: FunctionCallExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let callee = e.calledExpression
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if m.base == nil, let base = postfixBases[m.id] {
                // The first member of a postfix `#if` clause: applied to the value before the `#if` (IfConfig).
                if case .view = base, NoEffect.modifiers.contains(n) { return base }
                return try callMember(base, n, try arguments(e, ctx), e, m.declName, ctx)
            }
            guard let baseExpr = m.base else {
                // `.degrees(45)`, `.system(size: 20)`, `.fixed(70)`; a user's static function or enum case first.
                let args = try arguments(e, ctx)
                if let v = try module.implicitStaticCall(n, args, e, self) { return v }
                return .symbol(Symbol(name: n, arguments: args, position: position(e)))
            }
            let base = try evaluate(baseExpr, ctx)
            if case .view = base, NoEffect.modifiers.contains(n) { return base }
            let args = try arguments(e, ctx)
            if case .array(let items) = base, n == "append", args.count == 1 {
                // `list.append(x)` / `list.append(contentsOf: other)`: the variable (or property) gets the longer array.
                var more = [args[0].value]
                if args[0].label == "contentsOf" {
                    guard case .array(let other) = args[0].value else { throw error("append(contentsOf:) needs an array", at: e) }
                    more = other
                }
                guard items.count + more.count <= Budget.maxCollection else {
                    throw error("array longer than \(Budget.maxCollection) elements", at: e)
                }
                try assign(baseExpr, .array(items + more), ctx)
                return .void
            }
            return try callMember(base, n, args, e, m.declName, ctx)
        }
        if let r = callee.as(DeclReferenceExprSyntax.self) {
            let n = r.baseName.text
            if let local = ctx.scope.lookup(n) {
                return try callValue(local, try arguments(e, ctx), e, ctx)
            }
            // `Self()`: the initializer of the type `Self` stands for (a constrained extension's `Self == T` too).
            if n == "Self", ctx.selfValue != nil {
                return try callValue(try name(n, r, ctx), try arguments(e, ctx), e, ctx)
            }
            // A method of self called without `self.`.
            if let s = ctx.selfValue, let m = module.method(of: s, n) {
                return try callFunction(m, receiver: s, try arguments(e, ctx), e, ctx)
            }
            // A modifier called on self inside `extension View` (`modifier(CardStyle())`, `padding()`).
            if case .view(let v)? = ctx.selfValue,
               n == "modifier" || n == "id" || FormatVocabulary.modifiers.contains(n) || NoEffect.modifiers.contains(n) {
                if NoEffect.modifiers.contains(n) { return .view(v) }
                return try applyModifier(v, n, try arguments(e, ctx), e, r, ctx)
            }
            if case .type(let t)? = ctx.selfValue, let f = module.types[t]?.staticMethods[n]?.first {
                return try callFunction(f, receiver: .type(t), try arguments(e, ctx), e, ctx)
            }
            // A stored function property called without `self.` (`let format: (Int) -> String`, `format(i)`).
            if n.first?.isLowercase == true, let s = ctx.selfValue, let v = try member(of: s, n, r, ctx, implicitSelf: true) {
                switch v {
                case .closure, .boundMethod: return try callValue(v, try arguments(e, ctx), e, ctx)
                default: break
                }
            }
            let args = try arguments(e, ctx)
            return try callName(n, args, e, r, ctx)
        }
        let f = try evaluate(callee, ctx)
        return try callValue(f, try arguments(e, ctx), e, ctx)
    }

    /// Calls a value: a closure, a bound method, a type (its initializer).
    func callValue(_ f: Value, _ args: [Argument], _ e: some SyntaxProtocol, _ ctx: Context) throws(InputDiagnostic) -> Value {
        switch f {
        case .closure(let c):
            return try callClosure(c, args.map(\.value), builder: false, at: e)
        case .boundMethod(let receiver, let method):
            // A method used as a function value (`labels: model.label(for:)`, then `labels(i)`): Swift calls
            // function values without argument labels, so the arguments bind in order.
            var bound = args
            if args.allSatisfy({ $0.label == nil }) {
                for (i, p) in method.parameters.enumerated() where i < bound.count { bound[i].label = p.label }
            }
            return try callFunction(method, receiver: receiver, bound, e, ctx)
        case .type(let t):
            return try callName(t, args, e, e, ctx)
        case .view(var v) where v.customLayout == nil && v.content?.isEmpty == true:
            // `(cond ? AnyLayout(a) : AnyLayout(b)) { ... }`: a container value called with its content.
            guard let content = args.last, case .closure = content.value else {
                throw error("cannot call a view of type \(v.type)", at: e)
            }
            v.content = try self.content(content.value, at: e)
            return .view(v)
        case .instance(let i) where module.types[i.typeName]?.isLayout == true:
            guard let content = args.last, case .closure = content.value else {
                throw error("a layout is called with its content: \(i.typeName)() { ... }", at: e)
            }
            return try layoutContainer(f, content, e)
        default:
            throw error("cannot call a value of type \(f.typeDescription)", at: e)
        }
    }

    /// `Name(args)`: a declared type, a SwiftUI view or value, a global function, a library function.
    func callName(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol, _ nameNode: some SyntaxProtocol,
                  _ ctx: Context) throws(InputDiagnostic) -> Value {
        if let t = module.types[n], t.kind != .extensionOnly {
            if t.isLayout, case .closure? = args.last?.value, args.last?.label == nil {
                let layout = try construct(t, Array(args.dropLast()), e, ctx)
                return try layoutContainer(layout, args[args.count - 1], e)
            }
            return try construct(t, args, e, ctx)
        }
        if let v = GeometryValues.construct(n, args) { return v }
        if let f = module.globalFunctions[n]?.first {
            return try callFunction(f, receiver: nil, args, e, ctx)
        }
        if let v = try Library.call(n, args, e, self) { return v }
        if n == "ForEach" { return try forEach(args, e) }
        if n == PathRecorder.typeName { return try pathValue(args, e) }
        // `URL(string: "...")`: a Link's destination, kept as its string (the optional is unwrapped by `!`).
        if n == "URL", args.count == 1, args[0].label == "string", case .string = args[0].value { return args[0].value }
        if inTabItem > 0, n == "Label" || n == "Image" { return .view(ViewValue(type: n, arguments: args, position: position(e))) }
        if SwiftUINames.isViewType(n) { return .view(try builtinView(n, args, e)) }
        if let t = module.types[n], let i = try module.extensionInitializer(t, args, e, self) { return i }
        if SwiftUINames.isType(n) {
            return .symbol(Symbol(base: n, arguments: args, position: position(e)))
        }
        if let hint = SwiftUINames.unsupported[n] {
            throw error("\(n) is not supported: \(hint)", at: nameNode)
        }
        if n.first?.isUppercase == true {
            // An undeclared `...View` two edits from a SwiftUI view (MapView, TabView) is an app's type, not a typo.
            if let near = FormatVocabulary.nearest(to: n, in: FormatVocabulary.views + Array(module.types.keys)), near != n,
               !n.hasSuffix("View") || FormatVocabulary.editDistance(n, near) <= 1 {
                throw error("unknown view \"\(n)\"; did you mean \"\(near)\"?", at: nameNode)
            }
            // A type from elsewhere (an app's MapView()): a placeholder (docs/swift-source.md, "Placeholders").
            warn("\(n) is not declared in the inputs; drawn as a placeholder (docs/swift-source.md)", at: position(nameNode))
            return .view(Placeholder.view(n, at: position(e)))
        }
        let near = FormatVocabulary.nearest(to: n, in: module.globalNames + Library.functions + ctx.scope.names)
        throw error("cannot find function \"\(n)\" in scope" + (near.map { "; did you mean \"\($0)\"?" } ?? ""), at: nameNode)
    }

    /// `base.name(args)`.
    func callMember(_ base: Value, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol,
                    _ nameNode: some SyntaxProtocol, _ ctx: Context) throws(InputDiagnostic) -> Value {
        switch base {
        case .view(let v):
            return try applyModifier(v, n, args, e, nameNode, ctx)
        case .symbol(var s):
            if s.base == "Color", s.arguments == nil, s.chain.isEmpty, n != "opacity", let v = asView(base) {
                return try applyModifier(v, n, args, e, nameNode, ctx)
            }
            if s.name == nil, s.arguments == nil, let t = s.base {
                // `Font.system(...)`
                return .symbol(Symbol(base: t, name: n, arguments: args, position: s.position))
            }
            s.chain.append((n, args))
            return .symbol(s)
        case .type(let t):
            if let f = module.types[t]?.staticMethods[n]?.first {
                return try callFunction(f, receiver: nil, args, e, ctx)
            }
            if let c = try module.enumCase(t, n, args, self) { return c }
            if t == "Array", n == "init" { return try callName("Array", args, e, nameNode, ctx) }
            if SwiftUINames.isType(t) || SwiftUINames.isViewType(t) || t == "Color" {
                return .symbol(Symbol(base: t, name: n, arguments: args, position: position(e)))
            }
            throw error("type \(t) has no static function \"\(n)\"", at: nameNode)
        case .instance(let i) where module.types[i.typeName] == nil:
            return try GeometryMethods.call(base, i, n, args, e, self)
        case .object(let o) where o.typeName == PathRecorder.typeName && module.types[o.typeName] == nil:
            return try PathRecorder.call(o, n, args, e, self)
        case .instance, .object, .enumCase:
            if let m = module.method(of: base, n) { return try callFunction(m, receiver: base, args, e, ctx) }
            if let v = try member(of: base, n, nameNode, ctx) { return try callValue(v, args, e, ctx) }
            let near = FormatVocabulary.nearest(to: n, in: module.memberNames(of: base))
            throw error("value of type \(base.typeDescription) has no member \"\(n)\""
                        + (near.map { "; did you mean \"\($0)\"?" } ?? ""), at: nameNode)
        case .expression(let x, _):
            return try symbolicCall(x, n, args, e)
        case .proxy(let p):
            return try proxyCall(p, n, args, e)
        case .subview(let s, _):
            return try subviewCall(s, n, args, e)
        case .viewSpacing(let s):
            return try spacingCall(s, n, args, e)
        case .null:
            return .null
        default:
            if let f = module.extensionMethod(of: base, n) { return try callFunction(f, receiver: base, args, e, ctx) }
            return try Library.method(base, n, args, e, self)
        }
    }

    /// Runs a declared function with its arguments matched to its parameters by label.
    func callFunction(_ f: FunctionDecl, receiver: Value?, _ args: [Argument], _ e: some SyntaxProtocol,
                      _ ctx: Context) throws(InputDiagnostic) -> Value {
        try nested(e, in: f.file) { () throws(InputDiagnostic) -> Value in
            let inner = Context(scope: Scope(parent: module.globalScope), selfValue: receiver,
                                isBuilder: true)
            try bind(f.parameters, args, into: inner, callee: f.name, e)
            guard let body = f.body else { return .void }
            return try runBody(body, inner)
        }
    }

    /// Matches arguments to parameters (labels, defaults, trailing closures), declaring them in `ctx`.
    func bind(_ parameters: [FunctionDecl.Parameter], _ args: [Argument], into ctx: Context, callee: String,
              _ e: some SyntaxProtocol) throws(InputDiagnostic) {
        var remaining = args
        for p in parameters {
            if let i = remaining.firstIndex(where: { $0.label == p.label || ($0.label == nil && p.isClosure && isClosure($0.value)) }) {
                ctx.scope.declare(p.name, module.coerce(remaining[i].value, to: p.typeName))
                remaining.remove(at: i)
            } else if let d = p.defaultValue {
                ctx.scope.declare(p.name, try evaluate(d, ctx))
            } else {
                throw error("missing argument \(p.label.map { "for parameter \"\($0)\"" } ?? "") in call to \(callee)",
                            at: e)
            }
        }
        if let extra = remaining.first {
            throw error("extra argument\(extra.label.map { " \"\($0)\"" } ?? "") in call to \(callee)", at: extra.position)
        }
    }

    private func isClosure(_ v: Value) -> Bool {
        if case .closure = v { return true }
        return false
    }

    /// A declared struct or class: its explicit initializer, or the memberwise one.
    func construct(_ t: TypeDecl, _ args: [Argument], _ e: some SyntaxProtocol, _ ctx: Context) throws(InputDiagnostic) -> Value {
        if t.kind == .enumType {
            if let c = try module.enumCase(t.name, "init", args, self) { return c }
            throw error("enum \(t.name) cannot be constructed this way", at: e)
        }
        if t.kind == .protocolType { throw error("\(t.name) is a protocol", at: e) }
        if let bridge = t.conformances.first(where: { SwiftUINames.bridges.contains($0) }) {
            throw error("\(t.name) is a \(bridge): UIKit and AppKit views cannot be interpreted (there is no UIKit on "
                        + "Linux); show a placeholder in its place, e.g. Color.gray.frame(height: 200)", at: e)
        }
        budget.views += 1
        if budget.views > Budget.maxViews {
            throw error("too many views: more than \(Budget.maxViews)", at: e)
        }
        let value = try nested(e, in: t.file) { () throws(InputDiagnostic) -> Value in
            let inner = Context(scope: Scope(parent: module.globalScope), isBuilder: false)
            var fields: [String: Value] = [:]
            // Stored properties with defaults first (wrapped properties read as their initial values).
            for p in t.stored {
                if let env = p.environmentKey { fields[p.name] = environment[env] ?? .null; continue }
                if p.wrapper == "State", module.hasPreferenceKeys, let d = p.defaultValue {
                    fields[p.name] = try declareState(p, d, inner)
                    continue
                }
                if let d = p.defaultValue {
                    let saved = file
                    file = p.file
                    defer { file = saved }
                    fields[p.name] = module.coerce(try evaluate(d, inner), to: p.typeName)
                } else if p.isOptionalType, !p.isLet {
                    fields[p.name] = .null
                } else if p.wrapper == "FocusState" || p.wrapper == "AccessibilityFocusState" {
                    // Nothing has focus in a still frame: `@FocusState var focused: Bool` is false.
                    fields[p.name] = .bool(false)
                } else if p.wrapper == "Namespace" {
                    // `@Namespace var ns`: an identity for matched geometry, never shown.
                    fields[p.name] = .string("\(t.name).\(p.name)")
                }
            }
            let initial: Value = t.kind == .classType ? .object(ObjectBox(typeName: t.name, fields: fields))
                : .instance(Instance(typeName: t.name, fields: fields))
            inner.selfValue = initial
            if let i = chooseInitializer(t, args) {
                try bind(i.parameters, args, into: inner, callee: t.name, e)
                if let body = i.body {
                    let saved = file
                    file = i.file
                    defer { file = saved }
                    _ = try runBody(body, inner)
                }
                return inner.selfValue ?? initial
            }
            // The memberwise initializer: stored properties in order; those with defaults are optional.
            let labels = t.stored.map(\.name)
            if let extra = args.first(where: { a in a.label.map { !labels.contains($0) } ?? !isClosure(a.value) }) {
                let near = extra.label.flatMap { FormatVocabulary.nearest(to: $0, in: labels) }
                throw error("extra argument\(extra.label.map { " \"\($0)\"" } ?? "") in call to \(t.name)"
                            + (near.map { "; did you mean \"\($0)\"?" } ?? ""), at: extra.position)
            }
            var remaining = args
            var members = fields
            let declaresFunction = t.stored.contains { $0.typeName.contains("->") }
            for p in t.stored where p.environmentKey == nil {
                if p.isLet, p.defaultValue != nil { continue }
                // A trailing closure is the argument of a property of function type when the type declares one
                // (`var content: (Element) -> Content` after properties with defaults), else of the first one left.
                let takesClosure = !declaresFunction || !p.hasType || p.typeName.contains("->")
                if let i = remaining.firstIndex(where: { $0.label == p.name || ($0.label == nil && isClosure($0.value) && takesClosure) }) {
                    members[p.name] = module.coerce(remaining[i].value, to: p.typeName)
                    remaining.remove(at: i)
                } else if members[p.name] == nil {
                    throw error("missing argument for parameter \"\(p.name)\" in call to \(t.name)", at: e)
                }
            }
            if let extra = remaining.first {
                let labels = t.stored.map(\.name)
                let near = extra.label.flatMap { FormatVocabulary.nearest(to: $0, in: labels) }
                throw error("extra argument\(extra.label.map { " \"\($0)\"" } ?? "") in call to \(t.name)"
                            + (near.map { "; did you mean \"\($0)\"?" } ?? ""), at: extra.position)
            }
            if case .object(let o) = initial { o.fields = members; return initial }
            return .instance(Instance(typeName: t.name, fields: members))
        }
        // The body runs when the environment of the view's place is known (EnvironmentResolution).
        if t.isView { return .view(ViewValue(type: t.name, arguments: [], position: position(e), deferred: .view(value))) }
        if t.isShape { return try shapeView(of: value, t, at: e) }
        if t.isLayout { return .instance(Instance(typeName: t.name, fields: fieldsOf(value))) }
        return value
    }

    private func fieldsOf(_ v: Value) -> [String: Value] {
        if case .instance(let i) = v { return i.fields }
        return [:]
    }

    private func chooseInitializer(_ t: TypeDecl, _ args: [Argument]) -> FunctionDecl? {
        let labels = args.map(\.label)
        return t.initializers.first { i in
            let required = i.parameters.filter { $0.defaultValue == nil }
            return required.allSatisfy { p in labels.contains(p.label) || p.isClosure }
                && labels.allSatisfy { l in i.parameters.contains { $0.label == l } || l == nil }
        } ?? (t.initializers.count == 1 ? t.initializers.first : nil)
    }
}
