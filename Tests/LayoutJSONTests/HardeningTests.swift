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

/// Issue 13's reproductions on the reading side: messages that named the wrong thing, leaked raw control
/// characters to the terminal or reported 0/0 as "-infinity", and the input-size limit.
@Suite struct HardeningMessageTests {
    static let errors: [(String, String)] = [
        // An unknown top-level key was an "unknown view type".
        (#"{"rooot": {"Text": "a"}}"#, #"tree.json:1:2: rooot: unknown top-level key; did you mean "root"?"#),
        (#"{"canvass": {"width": 10, "height": 10}}"#,
         #"tree.json:1:2: canvass: unknown top-level key; did you mean "canvas"?"#),
        // 0/0 is not a number, not "-infinity".
        (#"{"Color": "red", "modifiers": [{"frame": {"width": "0/0"}}]}"#,
         "tree.json:1:52: root.modifiers[0].frame.width: the expression's value is not finite (nan)"),
        (#"{"Text": "\\(0/0)"}"#, "tree.json:1:14: root.Text: the value is not finite (nan)"),
        // Control characters from the input are escaped, so the message stays one line and drives no terminal.
        ("{\"Tex\\u001b[31mt\": \"a\"}", #"tree.json:1:2: root["Tex\u001B[31mt"]: unknown view type; expected one of: Text, Color, LinearGradient, RadialGradient, EllipticalGradient, AngularGradient, Rectangle, RoundedRectangle, Circle, Ellipse, Capsule, Path, Shape, Image, Spacer, Divider, EmptyView, HStack, VStack, ZStack, Group, ForEach, GeometryReader, ScrollView, LazyVStack, LazyHStack, ViewThatFits, AnyLayout, Grid, GridRow, LazyVGrid, LazyHGrid, Button, Label, Link, Picker, ProgressView, SecureField, Slider, Stepper, TextField, Toggle, Form, List, NavigationLink, NavigationStack, Section, TabView"#),
    ]

    @Test(arguments: errors)
    func message(_ json: String, _ expected: String) {
        #expect(TestInput.error(json) == expected)
    }

    @Test("a computed CGFloat that is not finite prints as Swift prints it (the proxy is 0x0 while checking)")
    func proxyDivision() throws {
        let json = #"{"canvas": {"width": 100, "height": 50}, "root": {"GeometryReader": [{"Text": "\\(100 / proxy.size.width)"}]}}"#
        _ = try TestInput.decode(json)
    }

    @Test("control characters in file names and messages are escaped")
    func escaping() {
        let e = InputDiagnostic(file: "a\u{1B}[2Jb\nc.json", line: 1, column: 2, message: "x\u{7}")
        #expect(e.description == "a\\u{1B}[2Jb\\u{A}c.json:1:2: x\\u{7}")
        #expect(TerminalText.escaped("plain \"quotes\" and \\ stay") == "plain \"quotes\" and \\ stay")
    }

    @Test("an input over the size limit is refused before parsing")
    func inputSize() {
        let data = Data(repeating: 0x20, count: FormatLimits.maxInputBytes + 1)
        #expect(throws: DocumentDecoder.inputTooLarge(file: "big.json")) {
            try DocumentDecoder.decode(data: data, file: "big.json", baseDirectory: "/")
        }
        #expect(DocumentDecoder.inputTooLarge(file: "big.json").description
                == "big.json: the input is larger than the limit of 33554432 bytes (set LAYOUTVIZ_MAX_INPUT_BYTES to "
                + "raise it; docs/limits.md)")
    }
}
