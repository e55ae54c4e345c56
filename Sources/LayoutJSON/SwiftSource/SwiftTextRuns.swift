import Foundation

/// The spelling of a Text made of runs (`"Text": [RUN, ...]`): `Text("a") + Text("b").bold()`, each run a Text
/// with its Text modifiers on one line, an inline image `Text(Image(systemName: "star"))`; in parentheses when
/// view modifiers follow (docs/convert.md).
extension SwiftSpelling {
    static func textRuns(_ a: SwiftArgument) throws(InputError) -> SwiftView {
        guard let elements = a.value.elements else { throw a.error("expected a list of runs") }
        var runs: [String] = []
        for (i, element) in elements.enumerated() {
            let path = a.path.index(i)
            if element.string != nil {
                runs.append("Text(\(try SwiftLiteral.string(element, path, a.printer)))")
                continue
            }
            let run = try a.printer.view(element, path)
            let head = run.head.hasPrefix("Image(") ? "Text(\(run.head))" : run.head
            runs.append(head + run.modifiers.map { m in ".\(m.name)(\(m.arguments.joined(separator: ", ")))" }.joined())
        }
        var view = SwiftView(runs.joined(separator: " + "))
        view.isConcatenation = runs.count > 1
        return view
    }
}
