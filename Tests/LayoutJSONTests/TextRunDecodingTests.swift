import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// A Text made of runs (docs/format.md, "Text made of runs"): the list form, nested runs, inline images, and
/// the errors naming the run's path.
@Suite("Text run decoding")
struct TextRunDecodingTests {
    @Test("strings, Texts with Text modifiers and symbol images become runs, modifiers innermost first")
    func runs() throws {
        let root = try TestInput.root(#"""
            {"Text": ["a ", {"Text": "b", "modifiers": [{"bold": {}}, {"foregroundColor": "red"}]},
                      {"Image": {"systemName": "star"}, "modifiers": [{"font": "title"}]}],
             "modifiers": [{"italic": {}}]}
            """#)
        guard case .textRuns(let pieces) = try #require(root.children.first).kind else {
            Issue.record("not a Text made of runs: \(root)")
            return
        }
        #expect(pieces == [
            TextPiece(.string("a ")),
            TextPiece(.string("b"), modifiers: [.textOption(.bold(true)), .foregroundColor(SystemColor.red.color)]),
            TextPiece(.symbol("star"), modifiers: [.font(FontSpec(style: .title))]),
        ])
    }

    @Test("a nested concatenation is flattened, its own modifiers after the inner runs'")
    func nested() throws {
        let root = try TestInput.root(#"{"Text": [{"Text": ["x", {"Text": "y", "modifiers": [{"italic": {}}]}], "modifiers": [{"bold": {}}]}]}"#)
        #expect(root.kind == .textRuns([
            TextPiece(.string("x"), modifiers: [.textOption(.bold(true))]),
            TextPiece(.string("y"), modifiers: [.textOption(.italic(true)), .textOption(.bold(true))]),
        ]))
    }

    @Test("errors: an empty list, a non-Text view, a layout modifier in a run, a number")
    func errors() {
        #expect(TestInput.error(#"{"Text": []}"#)
                == "tree.json:1:10: root.Text: a Text made of runs needs at least one run")
        #expect(TestInput.error(#"{"Text": ["a", {"Color": "red"}]}"#)
                == "tree.json:1:16: root.Text[1]: a run of a Text is a string, a Text or an Image(systemName:) with Text "
                + "modifiers (font, fontWeight, bold, italic, fontDesign, monospacedDigit, foregroundColor, kerning, "
                + "tracking, underline, strikethrough), not Color")
        #expect(TestInput.error(#"{"Text": [{"Text": "a", "modifiers": [{"padding": 4}]}]}"#)?
                    .hasSuffix("strikethrough), not the modifier padding") == true)
        #expect(TestInput.error(#"{"Text": [1]}"#)?.contains("root.Text[0]: expected a string, a Text or an Image(systemName:)") == true)
    }
}
