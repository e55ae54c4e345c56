import LayoutCore

/// An expression of the format over a document's state only (`width > 0`, `sizes.isEmpty`, `items`), evaluated
/// now with the state's values: what a front end that builds the tree itself (the Swift interpreter) needs when
/// a view's body branches on state (docs/semantics.md §10.7). Nil when the expression is not one (it names
/// something else, such as a proxy, or does not evaluate).
package enum StateExpression {
    package static func evaluate(_ source: String, state: StateValues) -> PreferenceValue? {
        let compiler = ExpressionCompiler(scope: DocumentDecoder.scope(with: state), alignments: [:])
        guard let compiled = try? compiler.compile(source), !compiled.usesDimensions, !compiled.isDynamic,
              let value = try? compiled.evaluate() else { return nil }
        return try? ValueOperations.value(value, 0)
    }
}
