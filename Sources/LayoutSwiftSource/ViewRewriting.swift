import LayoutJSON

/// The one walk that restyles views below a style modifier in the Swift front end (`.buttonStyle` with a declared
/// `ButtonStyle`, `.labelStyle`): every view below `v` (its content and the views in its modifiers' arguments,
/// depth first) is offered to `replace`; a view it answers for is replaced by the answer and not walked into
/// (a closer style already decided for everything below it), one it answers nil for is walked into.
extension ViewValue {
    func rewritten(_ replace: (ViewValue) throws(InputDiagnostic) -> ViewValue?) throws(InputDiagnostic) -> ViewValue {
        if let replaced = try replace(self) { return replaced }
        var out = self
        if let content {
            var list: [ViewValue] = []
            for c in content { list.append(try c.rewritten(replace)) }
            out.content = list
        }
        for (i, m) in modifiers.enumerated() {
            for (j, a) in m.arguments.enumerated() {
                if case .view(let inner) = a.value { out.modifiers[i].arguments[j].value = .view(try inner.rewritten(replace)) }
            }
        }
        return out
    }
}
