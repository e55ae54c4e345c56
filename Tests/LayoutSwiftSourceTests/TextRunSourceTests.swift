import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// A Text made of runs in Swift source (docs/swift-source.md, "Text made of runs"): `+`, `Text(Image(...))` and
/// images interpolated into a string lower to the format's run list, with the same frames as the JSON twin.
@Suite("Text made of runs in Swift source")
struct TextRunSourceTests {
    @Test("Text + Text lowers to a run list; a concatenation without modifiers is flattened")
    func concatenation() throws {
        let f = try SwiftTest.figure(#"Text("a") + Text("b").bold() + Text("c").foregroundColor(.red)"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": [{"Text": "a"}, {"Text": "b", "modifiers": [{"bold": {}}]}, "#
                + #"{"Text": "c", "modifiers": [{"foregroundColor": "red"}]}]}"#)
        try SwiftTest.expectTwin(#"(Text("a") + Text("b").bold()).font(.title)"#,
                                 #"{"Text": ["a", {"Text": "b", "modifiers": [{"bold": {}}]}], "modifiers": [{"font": "title"}]}"#)
    }

    @Test("an Image interpolated into a Text's string, and Text(Image(...)), are inline image runs")
    func inlineImages() throws {
        let f = try SwiftTest.figure(#"Text("\(Image(systemName: "star")) 4.5")"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": [{"Image": {"systemName": "star"}}, {"Text": " 4.5"}]}"#)
        try SwiftTest.expectTwin(#"Text(Image(systemName: "star")) + Text(" 4.5")"#,
                                 #"{"Text": [{"Image": {"systemName": "star"}}, " 4.5"]}"#)
    }

    @Test("a value the interpreter knows is text of the run; a padded Text in a concatenation is an error")
    func valuesAndErrors() throws {
        let f = try SwiftTest.figure(#"Text("\(Image(systemName: "star")) \(1 + 2)")"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": [{"Image": {"systemName": "star"}}, {"Text": " 3"}]}"#)
        #expect(SwiftTest.error("", view: #"Text("a") + Text("b").padding()"#)?
            .contains("not the modifier padding") == true)
    }

    @Test("Markdown in a Text's string literal styles runs; verbatim, snake_case and unclosed markers stay text")
    func markdown() throws {
        let f = try SwiftTest.figure(#"Text("Lisbon, **Portugal** *now* `code` [site](https://a.b)")"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": [{"Text": "Lisbon, "}, {"Text": "Portugal", "modifiers": [{"bold": {}}]}, "#
                + #"{"Text": " "}, {"Text": "now", "modifiers": [{"italic": {}}]}, {"Text": " "}, "#
                + #"{"Text": "code", "modifiers": [{"fontDesign": "monospaced"}]}, {"Text": " "}, "#
                + #"{"Text": "site", "modifiers": [{"foregroundColor": "accentColor"}]}]}"#)
        let verbatim = SwiftTest.rootJSON(try SwiftTest.figure(#"Text(verbatim: "**b**")"#))
        #expect(!verbatim.contains("bold"))
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(#"Text("snake_case_name *unclosed 3 * 4 * 5")"#))
                == #"{"Text": "snake_case_name *unclosed 3 * 4 * 5"}"#)
    }

    @Test("~~strike~~ in a literal is a struck-through run (docs/semantics.md §3.10)")
    func markdownStrikethrough() throws {
        let f = try SwiftTest.figure(#"Text("Was ~~$40~~ now")"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": [{"Text": "Was "}, {"Text": "$40", "modifiers": [{"strikethrough": {}}]}, "#
                + #"{"Text": " now"}]}"#)
        try SwiftTest.expectTwin(#"Text("Was ~~$40~~ now")"#,
                                 #"{"Text": ["Was ", {"Text": "$40", "modifiers": [{"strikethrough": {}}]}, " now"]}"#)
    }

    @Test("underline and strikethrough in every spelling lower to the format's arguments")
    func decorations() throws {
        let cases: [(String, String)] = [
            (#"Text("a").underline()"#, #"{"Text": "a", "modifiers": [{"underline": {}}]}"#),
            (#"Text("a").underline(false)"#, #"{"Text": "a", "modifiers": [{"underline": false}]}"#),
            (#"Text("a").underline(true, pattern: .dash, color: .red)"#,
             #"{"Text": "a", "modifiers": [{"underline": {"isActive": true, "pattern": "dash", "color": "red"}}]}"#),
            (#"VStack { Text("a") }.strikethrough(color: .blue)"#,
             #"{"VStack": [{"Text": "a"}], "modifiers": [{"strikethrough": {"color": "blue"}}]}"#),
            (#"Text("a") + Text("b").underline(pattern: .dot)"#,
             #"{"Text": [{"Text": "a"}, {"Text": "b", "modifiers": [{"underline": {"pattern": "dot"}}]}]}"#),
        ]
        for (swift, json) in cases {
            #expect(SwiftTest.rootJSON(try SwiftTest.figure(swift)) == json, "\(swift)")
        }
        let e = SwiftTest.error("", view: #"Text("a").strikethrough(pattern: .dotted)"#)
        #expect(e?.contains(#"unknown line pattern "dotted""#) == true, "\(e ?? "no error")")
    }
}
