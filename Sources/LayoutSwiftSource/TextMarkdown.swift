import Foundation
import LayoutJSON

/// A Text's string literal with Markdown as runs (`MarkdownRuns`): bold → `bold()`, italic → `italic()`,
/// strikethrough → `strikethrough()`, code → `fontDesign(.monospaced)`, a link → `foregroundColor(.accentColor)`.
enum TextMarkdown {
    /// The runs of `s`, or nil when it has no Markdown to apply (the Text stays a plain one).
    static func runs(_ s: String, at p: SourcePosition) -> [ViewValue]? {
        MarkdownRuns.parse(s)?.map { run in
            var v = ViewValue(type: "Text", arguments: [Argument(label: nil, value: .string(run.text), position: p)],
                              position: p)
            if run.bold { v.modifiers.append(ModifierValue(name: "bold", arguments: [], position: p)) }
            if run.italic { v.modifiers.append(ModifierValue(name: "italic", arguments: [], position: p)) }
            if run.strikethrough {
                v.modifiers.append(ModifierValue(name: "strikethrough", arguments: [], position: p))
            }
            if run.code { v.modifiers.append(modifier("fontDesign", "monospaced", p)) }
            if run.link { v.modifiers.append(modifier("foregroundColor", "accentColor", p)) }
            return v
        }
    }

    private static func modifier(_ name: String, _ value: String, _ p: SourcePosition) -> ModifierValue {
        ModifierValue(name: name, arguments: [Argument(label: nil, value: .symbol(Symbol(name: value, position: p)),
                                                       position: p)], position: p)
    }
}
