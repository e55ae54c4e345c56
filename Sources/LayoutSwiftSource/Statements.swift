import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Statement lists: function and closure bodies, result builders (expression statements that are views are
/// collected, `if`/`switch`/`for` contribute their branches' views), `let`/`var`, assignments, `return`,
/// `guard`, loops.
extension Interpreter {
    /// A body's value: what it returns, else its single expression (an implicit return), else the views it
    /// built (several become a Group, none an EmptyView), else Void.
    func runBody(_ items: CodeBlockItemListSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        if items.count == 1, let only = items.first, let e = Self.expression(only) {
            // A single `if` or `switch` is the body's value: a branch's value, or its views.
            if let i = e.as(IfExprSyntax.self) {
                let v = try ifExpression(i, ctx)
                if case .void = v, ctx.isBuilder { return .view(group([], at: position(e))) }
                return v
            }
            if let w = e.as(SwitchExprSyntax.self) { return try switchExpression(w, ctx) }
            return try evaluate(e, ctx)
        }
        var views: [ViewValue] = []
        switch try run(items, ctx, &views) {
        case .returned(let v): return v
        default: break
        }
        if ctx.isBuilder { return .view(group(views, at: items.first.map { position($0) })) }
        return .void
    }

    /// The expression of an item that is one (`if` and `switch` in statement position are expression statements).
    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// Several views as one: the view itself when there is one, else a Group without modifiers (flattened
    /// into whatever contains it), an EmptyView when there are none.
    func group(_ views: [ViewValue], at p: SourcePosition?) -> ViewValue {
        if views.count == 1, let only = views.first { return only }
        let at = p ?? SourcePosition(line: 1, column: 1)
        if views.isEmpty { return ViewValue(type: "EmptyView", arguments: [], position: at) }
        return ViewValue(type: "Group", arguments: [], content: views, position: views.first?.position ?? at)
    }

    func run(_ items: CodeBlockItemListSyntax, _ ctx: Context, _ views: inout [ViewValue]) throws(InputDiagnostic) -> Flow {
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let d):
                if let block = d.as(IfConfigDeclSyntax.self) {
                    // `#if` in a body: the active clause's statements, run in place (docs/swift-source.md).
                    guard case .statements(let active)? = try IfConfig.active(block, in: file) else { continue }
                    let flow = try run(active, ctx, &views)
                    if case .normal = flow { continue }
                    return flow
                }
                try declaration(d, ctx)
            case .stmt(let s):
                let flow = try statement(s, ctx, &views)
                if case .normal = flow { continue }
                return flow
            case .expr(let e):
                if let i = e.as(IfExprSyntax.self) {
                    let flow = try ifStatement(i, ctx, &views)
                    if case .normal = flow { continue }
                    return flow
                }
                if let s = e.as(SwitchExprSyntax.self) {
                    let flow = try switchStatement(s, ctx, &views)
                    if case .normal = flow { continue }
                    return flow
                }
                let v = try evaluate(e, ctx)
                if ctx.isBuilder, let view = asView(v) { try add(view, to: &views, e) }
            }
        }
        return .normal
    }

    func add(_ view: ViewValue, to views: inout [ViewValue], _ node: some SyntaxProtocol) throws(InputDiagnostic) {
        if view.type == "Group", view.modifiers.isEmpty, view.id == nil, let content = view.content {
            views += content
        } else {
            views.append(view)
        }
        guard views.count <= Budget.maxViews else { throw error("too many views: more than \(Budget.maxViews)", at: node) }
    }

    func declaration(_ d: DeclSyntax, _ ctx: Context) throws(InputDiagnostic) {
        if let v = d.as(VariableDeclSyntax.self) {
            for b in v.bindings {
                let typeName = b.typeAnnotation?.type.trimmedDescription
                var value: Value = .null
                if let i = b.initializer {
                    if Literals.isFloatingType(typeName), let d = Literals.floatingDivision(i.value) { value = .double(d) }
                    else { value = module.coerce(try evaluate(i.value, ctx), to: typeName) }
                }
                try bindPattern(b.pattern, value, ctx, b)
            }
            return
        }
        if let f = d.as(FunctionDeclSyntax.self) {
            let decl = ModuleLoader.function(f, file: file)
            ctx.scope.declare(decl.name, .closure(Closure(parameters: decl.parameters.map(\.name),
                                                          body: ClosureBody(statements: f.body?.statements ?? [], file: file),
                                                          scope: ctx.scope, selfValue: ctx.selfValue, position: position(f))))
            return
        }
        throw error("this declaration is not supported inside a body", at: d)
    }

    /// `let x = v`, `let (a, b) = v`, `let _ = v`.
    func bindPattern(_ p: PatternSyntax, _ value: Value, _ ctx: Context, _ node: some SyntaxProtocol) throws(InputDiagnostic) {
        if let i = p.as(IdentifierPatternSyntax.self) {
            ctx.scope.declare(i.identifier.text, value)
        } else if let t = p.as(TuplePatternSyntax.self) {
            guard case .tuple(let items) = value, items.count == t.elements.count else {
                throw error("cannot destructure \(value.typeDescription)", at: node)
            }
            for (el, item) in zip(t.elements, items) { try bindPattern(el.pattern, item.value, ctx, node) }
        } else if p.is(WildcardPatternSyntax.self) {
            return
        } else if let b = p.as(ValueBindingPatternSyntax.self) {
            try bindPattern(b.pattern, value, ctx, node)
        } else {
            throw error("this pattern is not supported", at: p)
        }
    }

    func statement(_ s: StmtSyntax, _ ctx: Context, _ views: inout [ViewValue]) throws(InputDiagnostic) -> Flow {
        if let r = s.as(ReturnStmtSyntax.self) {
            return .returned(try r.expression.map { e throws(InputDiagnostic) in try evaluate(e, ctx) } ?? .void)
        }
        if let e = s.as(ExpressionStmtSyntax.self) {
            if let i = e.expression.as(IfExprSyntax.self) { return try ifStatement(i, ctx, &views) }
            if let w = e.expression.as(SwitchExprSyntax.self) { return try switchStatement(w, ctx, &views) }
            let v = try evaluate(e.expression, ctx)
            if ctx.isBuilder, let view = asView(v) { try add(view, to: &views, e) }
            return .normal
        }
        if let f = s.as(ForStmtSyntax.self) {
            let sequence = try elements(of: try evaluate(f.sequence, ctx), f.sequence)
            for element in sequence {
                try step(f)
                let inner = ctx.child()
                try bindPattern(f.pattern, element, inner, f)
                if let w = f.whereClause, !(try condition(w.condition, inner)) { continue }
                switch try run(f.body.statements, inner, &views) {
                case .returned(let v): return .returned(v)
                case .breakLoop: return .normal
                default: continue
                }
            }
            return .normal
        }
        if let w = s.as(WhileStmtSyntax.self) {
            while true {
                try step(w)
                let inner = ctx.child()
                guard try conditions(w.conditions, inner) else { break }
                switch try run(w.body.statements, inner, &views) {
                case .returned(let v): return .returned(v)
                case .breakLoop: return .normal
                default: continue
                }
            }
            return .normal
        }
        if let g = s.as(GuardStmtSyntax.self) {
            if try conditions(g.conditions, ctx) { return .normal }
            let flow = try run(g.body.statements, ctx.child(), &views)
            if case .normal = flow { throw error("guard body does not return", at: g) }
            return flow
        }
        if s.is(BreakStmtSyntax.self) { return .breakLoop }
        if s.is(ContinueStmtSyntax.self) { return .continueLoop }
        if s.is(FallThroughStmtSyntax.self) { throw error("fallthrough is not supported", at: s) }
        if let t = s.as(ThrowStmtSyntax.self) { throw error("the view throws an error", at: t) }
        if s.is(DeferStmtSyntax.self) { return .normal }
        throw error("this statement is not supported (\(s.kind))", at: s)
    }

    /// `if` conditions: Bool expressions, `let x = optional`, `case .a = value`, each binding into `ctx`.
    func conditions(_ list: ConditionElementListSyntax, _ ctx: Context) throws(InputDiagnostic) -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                guard try condition(e, ctx) else { return false }
            case .optionalBinding(let b):
                var v: Value
                if let i = b.initializer { v = try evaluate(i.value, ctx) }
                else if let n = b.pattern.as(IdentifierPatternSyntax.self) { v = try name(n.identifier.text, n, ctx) }
                else { throw error("unsupported optional binding", at: b) }
                if let c = concrete(v) { v = c }  // `if let w = width` over state: its value in this pass
                if case .null = v { return false }
                try bindPattern(b.pattern, v, ctx, b)
            case .matchingPattern(let m):
                let v = try evaluate(m.initializer.value, ctx)
                guard try matches(m.pattern, v, ctx) else { return false }
            default:
                throw error("this condition is not supported", at: c)
            }
        }
        return true
    }

    func ifStatement(_ i: IfExprSyntax, _ ctx: Context, _ views: inout [ViewValue]) throws(InputDiagnostic) -> Flow {
        let inner = ctx.child()
        if try conditions(i.conditions, inner) { return try run(i.body.statements, inner, &views) }
        switch i.elseBody {
        case .ifExpr(let e): return try ifStatement(e, ctx, &views)
        case .codeBlock(let b): return try run(b.statements, ctx.child(), &views)
        case nil: return .normal
        }
    }

    func ifExpression(_ i: IfExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let inner = ctx.child()
        if try conditions(i.conditions, inner) { return try runBody(i.body.statements, inner) }
        switch i.elseBody {
        case .ifExpr(let e): return try ifExpression(e, ctx)
        case .codeBlock(let b): return try runBody(b.statements, ctx.child())
        case nil: return .void
        }
    }

    func switchStatement(_ s: SwitchExprSyntax, _ ctx: Context, _ views: inout [ViewValue]) throws(InputDiagnostic) -> Flow {
        let subject = concreteIfState(try evaluate(s.subject, ctx))
        guard let (body, inner) = try chooseCase(s, subject, ctx) else { return .normal }
        let flow = try run(body, inner, &views)
        if case .breakLoop = flow { return .normal }
        return flow
    }

    func switchExpression(_ s: SwitchExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        let subject = concreteIfState(try evaluate(s.subject, ctx))
        guard let (body, inner) = try chooseCase(s, subject, ctx) else {
            throw error("no case of the switch matches \(try describe(subject, s))", at: s)
        }
        return try runBody(body, inner)
    }

    private func chooseCase(_ s: SwitchExprSyntax, _ subject: Value, _ ctx: Context)
        throws(InputDiagnostic) -> (CodeBlockItemListSyntax, Context)? {
        for c in s.cases {
            guard case .switchCase(let sc) = c else { continue }
            let inner = ctx.child()
            switch sc.label {
            case .default:
                return (sc.statements, inner)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, inner) else { continue }
                    if let w = item.whereClause, !(try condition(w.condition, inner)) { continue }
                    return (sc.statements, inner)
                }
            }
        }
        return nil
    }

    /// Does `value` match the pattern (`.case`, `.case(let x)`, a literal, a range, `let x`, `_`)? Binds names.
    func matches(_ p: PatternSyntax, _ value: Value, _ ctx: Context) throws(InputDiagnostic) -> Bool {
        if p.is(WildcardPatternSyntax.self) { return true }
        if let b = p.as(ValueBindingPatternSyntax.self) { return try matches(b.pattern, value, ctx) }
        if let i = p.as(IdentifierPatternSyntax.self) {
            ctx.scope.declare(i.identifier.text, value)
            return true
        }
        if let t = p.as(TuplePatternSyntax.self) {
            guard case .tuple(let items) = value, items.count == t.elements.count else { return false }
            for (el, item) in zip(t.elements, items) where !(try matches(el.pattern, item.value, ctx)) { return false }
            return true
        }
        guard let e = p.as(ExpressionPatternSyntax.self) else { throw error("this pattern is not supported", at: p) }
        return try matchesExpression(e.expression, value, ctx)
    }

    private func matchesExpression(_ e: ExprSyntax, _ value: Value, _ ctx: Context) throws(InputDiagnostic) -> Bool {
        // `.name(let a, let b)` against an enum case with a payload.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(let c) = value, c.name == m.declName.baseName.text else { return false }
            for (arg, payload) in zip(call.arguments, c.payload) {
                if let pe = arg.expression.as(PatternExprSyntax.self) {
                    guard try matches(pe.pattern, payload.value, ctx) else { return false }
                } else if !(Self.equal(try evaluate(arg.expression, ctx), payload.value)) {
                    return false
                }
            }
            return true
        }
        if let pe = e.as(PatternExprSyntax.self) { return try matches(pe.pattern, value, ctx) }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil, case .enumCase(let c) = value {
            return c.name == m.declName.baseName.text
        }
        if let t = e.as(TupleExprSyntax.self), case .tuple(let items) = value, t.elements.count == items.count, t.elements.count > 1 {
            for (el, item) in zip(t.elements, items) where !(try matchesExpression(el.expression, item.value, ctx)) { return false }
            return true
        }
        let pattern = try evaluate(e, ctx)
        if case .range(let lo, let hi, _) = pattern {
            guard let n = Arithmetic.number(value) else { return false }
            return n >= Double(lo ?? Int.min) && n < Double(hi ?? Int.max)
        }
        return Self.equal(pattern, value)
    }

    /// The elements a `for` or `ForEach` walks.
    func elements(of v: Value, _ node: some SyntaxProtocol) throws(InputDiagnostic) -> [Value] {
        switch v {
        case .array(let items): return items
        case .range(let lo, let hi, _):
            guard let lo, let hi else { throw error("cannot iterate over an unbounded range", at: node) }
            guard hi - lo <= Budget.maxCollection else {
                throw error("range too long: more than \(Budget.maxCollection) elements", at: node)
            }
            return lo < hi ? (lo..<hi).map { .int($0) } : []
        case .dictionary(let items): return items.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        case .subviews(let list, let pass): return list.map { .subview($0, pass: pass) }
        case .expression:
            // Over state: its elements in the pass being built (`StateExpressions`).
            if let c = concrete(v) { return try elements(of: c, node) }
            throw needsLayoutTime(node)
        default: throw error("cannot iterate over \(v.typeDescription)", at: node)
        }
    }
}
