import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The Text option modifiers (docs/format.md "Text options"): every form, and the errors.
@Suite("Text option decoding")
struct TextOptionDecodingTests {
    static let cases: [(String, NodeKind)] = [
        (#"{"lineSpacing": 6}"#, .textOption(.lineSpacing(6))),
        (#"{"lineSpacing": -2}"#, .textOption(.lineSpacing(-2))),
        (#"{"minimumScaleFactor": 0.5}"#, .textOption(.minimumScaleFactor(0.5))),
        (#"{"minimumScaleFactor": 1}"#, .textOption(.minimumScaleFactor(1))),
        (#"{"tracking": 2}"#, .textOption(.tracking(2))),
        (#"{"kerning": -0.5}"#, .textOption(.kerning(-0.5))),
        (#"{"textCase": "uppercase"}"#, .textOption(.textCase(.uppercase))),
        (#"{"textCase": null}"#, .textOption(.textCase(nil))),
        (#"{"allowsTightening": true}"#, .textOption(.allowsTightening(true))),
        (#"{"fontWeight": "semibold"}"#, .textOption(.fontWeight(.semibold))),
        (#"{"fontWeight": null}"#, .textOption(.fontWeight(nil))),
        (#"{"fontDesign": "rounded"}"#, .textOption(.fontDesign(.rounded))),
        (#"{"bold": {}}"#, .textOption(.bold(true))),
        (#"{"bold": false}"#, .textOption(.bold(false))),
        (#"{"italic": {}}"#, .textOption(.italic(true))),
        (#"{"italic": true}"#, .textOption(.italic(true))),
        (#"{"monospacedDigit": {}}"#, .textOption(.monospacedDigit)),
        (#"{"lineLimit": {"limit": 3, "reservesSpace": true}}"#, .textOption(.lineLimitRange(reserved: 3, max: 3))),
        (#"{"lineLimit": {"limit": 3, "reservesSpace": false}}"#, .lineLimit(3)),
        (#"{"lineLimit": {"limit": 3}}"#, .lineLimit(3)),
        (#"{"lineLimit": "2...4"}"#, .textOption(.lineLimitRange(reserved: 2, max: 4))),
        (#"{"lineLimit": "3...3"}"#, .textOption(.lineLimitRange(reserved: 3, max: 3))),
        (#"{"lineLimit": "2..."}"#, .textOption(.lineLimitRange(reserved: 2, max: nil))),
        (#"{"lineLimit": "...4"}"#, .textOption(.lineLimitRange(reserved: 0, max: 4))),
        (#"{"lineLimit": " 1 ... 2 "}"#, .textOption(.lineLimitRange(reserved: 1, max: 2))),
        (#"{"underline": {}}"#, .textOption(.underline(.single))),
        (#"{"underline": true}"#, .textOption(.underline(.single))),
        (#"{"underline": false}"#, .textOption(.underline(nil))),
        (#"{"underline": {"isActive": false, "color": "red"}}"#, .textOption(.underline(nil))),
        (##"{"underline": {"pattern": "dashDot", "color": "#FF0000"}}"##,
         .textOption(.underline(TextLineStyle(pattern: .dashDot, color: Color(red: 1, green: 0, blue: 0))))),
        (#"{"strikethrough": {}}"#, .textOption(.strikethrough(.single))),
        (#"{"strikethrough": {"isActive": true, "pattern": "dot"}}"#,
         .textOption(.strikethrough(TextLineStyle(pattern: .dot)))),
    ]

    @Test(arguments: cases)
    func modifier(_ json: String, _ kind: NodeKind) throws {
        let root = try TestInput.root(#"{"Text": "x", "modifiers": [\#(json)]}"#)
        #expect(root.kind == kind)
        #expect(root.children.map(\.kind) == [.text("x")])
    }

    @Test("the frame dump names each modifier as written")
    func names() {
        #expect(NodeKind.textOption(.lineLimitRange(reserved: 2, max: 4)).name == "lineLimit")
        #expect(NodeKind.textOption(.monospacedDigit).name == "monospacedDigit")
        #expect(NodeKind.textOption(.bold(false)).name == "bold")
    }

    static let errors: [(String, String)] = [
        (#"{"Text": "a", "modifiers": [{"lineSpacng": 2}]}"#,
         #"tree.json:1:30: root.modifiers[0].lineSpacng: unknown modifier; did you mean "lineSpacing"?"#),
        (#"{"Text": "a", "modifiers": [{"minimumScaleFactor": 0}]}"#,
         #"tree.json:1:52: root.modifiers[0].minimumScaleFactor: minimumScaleFactor 0 is out of range; expected more than 0 and at most 1"#),
        (#"{"Text": "a", "modifiers": [{"minimumScaleFactor": 1.5}]}"#,
         #"tree.json:1:52: root.modifiers[0].minimumScaleFactor: minimumScaleFactor 1.5 is out of range; expected more than 0 and at most 1"#),
        (#"{"Text": "a", "modifiers": [{"textCase": "upper"}]}"#,
         #"tree.json:1:42: root.modifiers[0].textCase: unknown text case "upper"; expected one of: uppercase, lowercase"#),
        (#"{"Text": "a", "modifiers": [{"fontWeight": "blod"}]}"#,
         #"tree.json:1:44: root.modifiers[0].fontWeight: unknown font weight "blod"; did you mean "bold"?"#),
        (#"{"Text": "a", "modifiers": [{"fontDesign": "serf"}]}"#,
         #"tree.json:1:44: root.modifiers[0].fontDesign: unknown font design "serf"; did you mean "serif"?"#),
        (#"{"Text": "a", "modifiers": [{"bold": "yes"}]}"#,
         #"tree.json:1:38: root.modifiers[0].bold: expected {} or true/false (bold(_ isActive:)), got a string"#),
        (#"{"Text": "a", "modifiers": [{"kernng": 1}]}"#,
         #"tree.json:1:30: root.modifiers[0].kernng: unknown modifier; did you mean "kerning"?"#),
        (#"{"Text": "a", "modifiers": [{"tracking": "wide"}]}"#,
         #"tree.json:1:42: root.modifiers[0].tracking: expected a number, got a string"#),
        (#"{"Text": "a", "modifiers": [{"allowsTightening": 1}]}"#,
         #"tree.json:1:50: root.modifiers[0].allowsTightening: expected true or false, got a number"#),
        (#"{"Text": "a", "modifiers": [{"monospacedDigit": true}]}"#,
         #"tree.json:1:49: root.modifiers[0].monospacedDigit: expected {} (monospacedDigit takes no arguments), got true"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": "4...2"}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: the line range "4...2" is empty; its lower bound must not exceed its upper bound"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": "2..4"}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: expected a line range like "2...4", "2..." or "...4" (whole numbers 1...10000), got "2..4""#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": "0...4"}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: expected a line range like "2...4", "2..." or "...4" (whole numbers 1...10000), got "0...4""#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": "..."}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: expected a line range like "2...4", "2..." or "...4" (whole numbers 1...10000), got "...""#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": {"limit": 2, "reserveSpace": true}}]}"#,
         #"tree.json:1:56: root.modifiers[0].lineLimit.reserveSpace: unknown argument; did you mean "reservesSpace"?"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": {"reservesSpace": true}}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: missing argument "limit" of lineLimit"#),
        (#"{"Text": "a", "modifiers": [{"lineLimit": true}]}"#,
         #"tree.json:1:43: root.modifiers[0].lineLimit: expected a whole number, null, a range like "2...4" or {"limit", "reservesSpace"}, got true"#),
        (#"{"Text": "a", "modifiers": [{"underline": {"pattern": "dashed"}}]}"#,
         #"tree.json:1:55: root.modifiers[0].underline.pattern: unknown line pattern "dashed"; expected one of: solid, dot, dash, dashDot, dashDotDot"#),
        (#"{"Text": "a", "modifiers": [{"underline": {"colour": "red"}}]}"#,
         #"tree.json:1:44: root.modifiers[0].underline.colour: unknown argument; did you mean "color"?"#),
        (#"{"Text": "a", "modifiers": [{"strikethrough": "red"}]}"#,
         #"tree.json:1:47: root.modifiers[0].strikethrough: expected {}, true/false or {"isActive", "pattern", "color"} (strikethrough(_:pattern:color:)), got a string"#),
        (#"{"Text": "a", "modifiers": [{"strikethrough": {"color": "redd"}}]}"#,
         #"tree.json:1:57: root.modifiers[0].strikethrough.color: unknown color "redd"; did you mean "red"?"#),
        (#"{"Text": "a", "modifiers": [{"underlined": {}}]}"#,
         #"tree.json:1:30: root.modifiers[0].underlined: unknown modifier; did you mean "underline"?"#),
    ]

    @Test(arguments: errors)
    func error(_ json: String, _ expected: String) {
        #expect(TestInput.error(json) == expected)
    }

    @Test("an expression works for lineLimit's limit")
    func expression() throws {
        let root = try TestInput.root(#"""
            {"ForEach": {"data": [2], "as": "n", "content": {"Text": "x", "modifiers": [{"lineLimit": {"limit": "n", "reservesSpace": true}}]}}}
            """#)
        #expect(root.kind == .textOption(.lineLimitRange(reserved: 2, max: 2)))
    }
}
