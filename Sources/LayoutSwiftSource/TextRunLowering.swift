import Foundation
import LayoutJSON

/// A Text made of runs in Swift source (docs/swift-source.md, "Text made of runs"): `Text("a") + Text("b")`,
/// `Text(Image(systemName: "star"))` and `Text("\(Image(systemName: "star")) 4.5")` become one `Text` view
/// whose content is its runs, which lowers to the format's `"Text": [RUN, ...]` (each run a Text or Image view
/// with its modifiers).
enum TextRunLowering {
    /// `a + b`: the runs of both, a concatenation without modifiers of its own flattened into its runs.
    static func concatenation(_ a: ViewValue, _ b: ViewValue, at position: SourcePosition) -> ViewValue {
        ViewValue(type: "Text", arguments: [], content: runs(of: a) + runs(of: b), position: position)
    }

    /// The runs `v` contributes to a concatenation.
    static func runs(of v: ViewValue) -> [ViewValue] {
        if isConcatenation(v), v.modifiers.isEmpty, let content = v.content { return content }
        return [v]
    }

    static func isConcatenation(_ v: ViewValue) -> Bool { v.type == "Text" && v.content != nil }

    /// A plain run of `text`.
    static func plain(_ text: String, at position: SourcePosition) -> ViewValue {
        ViewValue(type: "Text", arguments: [Argument(label: nil, value: .string(text), position: position)],
                  position: position)
    }

    /// A Text of `parts` as its runs (a string literal with images interpolated, or with Markdown).
    static func text(runs parts: [ViewValue], at position: SourcePosition) -> ViewValue {
        ViewValue(type: "Text", arguments: [], content: parts, position: position)
    }
}
