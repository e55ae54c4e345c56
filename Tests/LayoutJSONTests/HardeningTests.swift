import Foundation
import Testing
@testable import LayoutJSON

/// Inputs found by fuzzing the fixtures, examples and docs after the feature merges: each crashed, hung or
/// answered wrongly before its fix; now each gives its one-line error (or lays out).
@Suite struct HardeningTests {
    static let errors: [(String, String)] = [
        // Int(1e20) trapped: an integral literal next to an Int is an Int, as in Swift.
        (##"{"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "\\(max(i, 100000000000000000000))"}}}"##,
         ##"tree.json:1:66: root.ForEach.content.Text: integer literal 1e+20 overflows Int"##),
        (##"{"ForEach": {"range": [0, 3], "as": "i", "content": {"Color": "red", "modifiers": [{"frame": {"width": "i + 100000000000000000000"}}]}}}"##,
         ##"tree.json:1:107: root.ForEach.content.modifiers[0].frame.width: integer literal 1e+20 overflows Int"##),
        // A 200,000-letter word in a 1-point frame took minutes (Pango reshapes the rest of the word per line).
        (#"{"Text": "\#(String(repeating: "abcdefghij", count: 100))x"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": {"verbatim": "\#(String(repeating: "abcdefghij", count: 101))"}}"#,
         ##"tree.json:1:23: root.Text.verbatim: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        // Runs that only looked broken: no-break spaces, a variation selector (it counted as CJK), and a million
        // spaces (Pango lets them hang; 64k took 11 s) or tabs.
        (#"{"Text": "\#(String(repeating: "a\u{00A0}", count: 50_000))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "\#(String(repeating: "a\u{202F}b\u{2007}", count: 300))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "\#(String(repeating: "a\u{FE0F}", count: 50_000))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "\#(String(repeating: "\u{FEFF}", count: 1001))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "a\#(String(repeating: " ", count: 1_000_000))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "\#(String(repeating: "\\t", count: 1_000_000))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 1000 characters without a word break; break it with spaces or newlines (docs/limits.md)"##),
        (#"{"Text": "\#(String(repeating: "ab ", count: 40_000))"}"#,
         ##"tree.json:1:10: root.Text: the text has more than 100000 characters; split it into several Texts (docs/limits.md)"##),
    ]

    @Test("runs break at a space followed by a word, at paragraph breaks and between CJK characters")
    func textBreaks() {
        #expect(TextBreaks.check(String(repeating: "word ", count: 10_000)) == nil)
        #expect(TextBreaks.check(String(repeating: String(repeating: " ", count: 900) + "\n", count: 10)) == nil)
        #expect(TextBreaks.check(String(repeating: "漢", count: 5_000)) == nil)
        #expect(TextBreaks.check(String(repeating: "a", count: 1_001)) == .unbroken)
        #expect(TextBreaks.check(String(repeating: "a", count: 600) + String(repeating: " ", count: 401)) == .unbroken)
        #expect(TextBreaks.check(String(repeating: "a ", count: 50_000)) == nil)
        #expect(TextBreaks.check(String(repeating: "a ", count: 50_001)) == .tooLong)
    }

    @Test("long texts with spaces, and CJK text without any, are fine")
    func longTextsWithBreaks() throws {
        _ = try TestInput.decode(#"{"Text": "\#(String(repeating: "abcdefghij ", count: 1000))"}"#)
        _ = try TestInput.decode(#"{"Text": "\#(String(repeating: "漢字かな", count: 1000))"}"#)
        _ = try TestInput.decode(#"{"Text": "\#(String(repeating: "a", count: 1000))"}"#)
    }

    @Test(arguments: errors)
    func message(_ json: String, _ expected: String) {
        #expect(TestInput.error(json) == expected)
    }
}
