/// Where code runs: its variables and its `self` (mutable inside initializers and mutating methods; nested
/// blocks share it).
final class Context {
    final class SelfBox {
        var value: Value?
        init(_ value: Value?) { self.value = value }
    }

    var scope: Scope
    let selfBox: SelfBox
    /// True inside a result builder (a view body, a `@ViewBuilder` function, a view's content closure): expression
    /// statements are collected as the block's views.
    var isBuilder: Bool

    init(scope: Scope, selfValue: Value? = nil, isBuilder: Bool = false) {
        self.scope = scope
        selfBox = SelfBox(selfValue)
        self.isBuilder = isBuilder
    }

    private init(scope: Scope, selfBox: SelfBox, isBuilder: Bool) {
        self.scope = scope
        self.selfBox = selfBox
        self.isBuilder = isBuilder
    }

    var selfValue: Value? {
        get { selfBox.value }
        set { selfBox.value = newValue }
    }

    func child(builder: Bool? = nil) -> Context {
        Context(scope: Scope(parent: scope), selfBox: selfBox, isBuilder: builder ?? isBuilder)
    }
}

/// How a statement list ended.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
}
