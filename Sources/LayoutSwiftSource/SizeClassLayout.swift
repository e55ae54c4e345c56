import LayoutCore
import LayoutJSON
import SwiftSyntax

/// `horizontalSizeClass == .regular ? AnyLayout(a) : AnyLayout(b)`, where `horizontalSizeClass` is the view's
/// `@Environment(\.horizontalSizeClass)` property: the format's conditional layout (docs/format.md, AnyLayout)
/// `{"if": {"horizontalSizeClass": "regular"}, "then": a, "else": b}`, which the decoder resolves with the same
/// environment the interpreter has at that place (the size class is written to the tree as `environment`
/// modifiers), so the layout is the one the interpreter would choose, and `convert` keeps the condition.
/// Any other ternary is evaluated as usual.
extension Interpreter {
    static let sizeClassLayoutBase = "AnyLayout.sizeClass"

    func sizeClassLayout(_ e: TernaryExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value? {
        guard let comparison = e.condition.as(InfixOperatorExprSyntax.self),
              let op = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else {
            return nil
        }
        let sides = [(comparison.leftOperand, comparison.rightOperand), (comparison.rightOperand, comparison.leftOperand)]
        guard let sizeClass = sides.lazy.compactMap({ (property, literal) -> String? in
            self.readsSizeClass(property, ctx) ? Self.sizeClassLiteral(literal) : nil
        }).first else { return nil }
        let chosen = try condition(e.condition, ctx)
        let whenTrue = try evaluate(e.thenExpression, ctx), whenFalse = try evaluate(e.elseExpression, ctx)
        guard case .view(let a) = whenTrue, case .view(let b) = whenFalse, a.type == "AnyLayout", b.type == "AnyLayout",
              a.content?.isEmpty ?? true, b.content?.isEmpty ?? true, a.modifiers.isEmpty, b.modifiers.isEmpty,
              a.arguments.count == 1, b.arguments.count == 1 else {
            return chosen ? whenTrue : whenFalse
        }
        // `sizeClass == x ? a : b` is "if x then a else b"; `!=` swaps them.
        let (then, otherwise) = op == "==" ? (a.arguments[0], b.arguments[0]) : (b.arguments[0], a.arguments[0])
        var v = a
        v.arguments = [Argument(label: nil, value: .symbol(Symbol(
            base: Self.sizeClassLayoutBase, name: sizeClass,
            arguments: [Argument(label: "then", value: then.value, position: then.position),
                        Argument(label: "else", value: otherwise.value, position: otherwise.position)],
            position: position(e))), position: position(e))]
        return .view(v)
    }

    /// `horizontalSizeClass` or `self.horizontalSizeClass`, a property of `self` read from the environment's
    /// horizontal size class (not shadowed by a local).
    private func readsSizeClass(_ x: ExprSyntax, _ ctx: Context) -> Bool {
        var name: String?
        if let r = x.as(DeclReferenceExprSyntax.self), ctx.scope.lookup(r.baseName.text) == nil {
            name = r.baseName.text
        } else if let m = x.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = m.declName.baseName.text
        }
        guard let name, case .instance(let i)? = ctx.selfValue, let t = module.types[i.typeName] else { return false }
        return t.stored.contains { $0.name == name && $0.environmentKey == "horizontalSizeClass" }
    }

    /// `.regular`, `.compact`, `UserInterfaceSizeClass.regular`.
    private static func sizeClassLiteral(_ x: ExprSyntax) -> String? {
        guard let m = x.as(MemberAccessExprSyntax.self) else { return nil }
        let base = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard base == nil || base == "UserInterfaceSizeClass" else { return nil }
        let name = m.declName.baseName.text
        return name == "regular" || name == "compact" ? name : nil
    }
}
