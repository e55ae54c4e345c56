import Foundation
import Testing
@testable import LayoutJSON

/// The JSON parser: values, source positions of values and keys, and every kind of malformed input with its
/// line:column and message.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8)).root
    }

    func failure(_ text: String) -> String {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return "no error"
        } catch {
            return "\(error.position): \(error.message)"
        }
    }

    /// Strings read 8 bytes at a time (up to 16 bytes, shared by their bytes) or byte by byte: every length around
    /// the word edges, with each kind of byte that ends a plain run at each place, as keys and as values, near the
    /// end of the text too; equal plain strings share one index, different ones never do.
    @Test func stringsAroundTheWordEdgesReadAndShareCorrectly() throws {
        var texts: [String] = []
        for length in 0...20 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            texts.append(plain)
            texts.append(plain.uppercased())
            for at in 0..<max(length, 1) {
                for odd in ["\\\\", "\\n", "é", "\\u0041", "\\\""] {
                    var chars = Array(plain)
                    if at < chars.count { chars.remove(at: at) }
                    texts.append(String(chars.prefix(at)) + odd + String(chars.dropFirst(at)))
                }
            }
        }
        // Each text as a key and as a value, twice, then once more at the very end of the input.
        let members = texts.enumerated().map { "\"\($1)\": [\"\($1)\", \"\($1)\", \($0)]" }.joined(separator: ",")
        let tail = texts.suffix(40).map { "\"\($0)\"" }.joined(separator: ",")
        let json = "{" + members + ", \"tail\": [" + tail + "]}"
        let document = try JSONParser.parse(Array(json.utf8))
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try #require(document.root.members)
        var indexOfText: [String: Set<Int>] = [:]
        for m in root where m.key != "tail" {
            let list = try #require(m.value.elements)
            #expect(expected[m.key] != nil, "key \(m.key)")
            #expect(list[0].string == m.key && list[1].string == m.key)
            for v in list.prefix(2) { if let i = v.plainStringIndex, let s = v.string { indexOfText[s, default: []].insert(i) } }
        }
        let tailValues = try #require(root.first { $0.key == "tail" }?.value.elements)
        #expect(tailValues.map(\.string) == texts.suffix(40).map { Optional(unescaped($0)) })
        // A plain string's index is another plain string's only when their texts are equal.
        var owner: [Int: String] = [:]
        for (text, indices) in indexOfText {
            for i in indices {
                #expect(owner[i] == nil || owner[i] == text, "index \(i) shared by \(owner[i] ?? "") and \(text)")
                owner[i] = text
            }
        }
        // Repeated short plain strings are shared.
        #expect(indexOfText["abcdefgh"]?.count == 1 && indexOfText["abcdefghijklmnop"]?.count == 1)
    }

    private func unescaped(_ s: String) -> String {
        (try? JSONSerialization.jsonObject(with: Data("[\"\(s)\"]".utf8)) as? [String])?.first ?? "?"
    }

    @Test func scalarsArraysAndObjects() throws {
        let v = try parse(#"{"a": [1, -2.5e2, 0, true, false, null, "s"], "b": {}}"#)
        let members = try #require(v.members)
        #expect(members.map(\.key) == ["a", "b"])
        let a = try #require(members[0].value.elements)
        #expect(a.count == 7)
        #expect(a[0].number == 1)
        #expect(a[1].number == -250)
        #expect(a[2].number == 0)
        #expect(a[3].bool == true)
        #expect(a[4].bool == false)
        #expect(a[5].isNull)
        #expect(a[6].string == "s")
        #expect(members[1].value.members?.isEmpty == true)
    }

    /// Values keep their numbers exactly in the document's compact rows (a number's bits share a word with a
    /// string's or container's index; kind and count share another).
    @Test func numbersAndCountsSurviveTheCompactRows() throws {
        let v = try parse(#"[-0, 1e308, -1.5e-300, 4503599627370497, 123456789012345, "s", [], {"k": [1, 2, 3]}, true]"#)
        let a = try #require(v.elements)
        #expect(a[0].number.map { $0 == 0 && $0.sign == .minus } == true)
        #expect(a[1].number == 1e308 && a[2].number == -1.5e-300)
        #expect(a[3].number == 4503599627370497 && a[4].number == 123456789012345)
        #expect(a[5].string == "s" && a[6].elements?.isEmpty == true && a[8].bool == true)
        #expect(a[7].members?.first?.value.elements?.map { $0.number ?? 0 } == [1, 2, 3])
        #expect(a.map(\.kind) == [.number, .number, .number, .number, .number, .string, .array, .object, .bool])
    }

    /// Texts past the parser's limit (`JSONParser.maxTextBytes`; a smaller one here) are refused before reading.
    @Test func aTextOverTheParsersLimitIsRefused() {
        let text = Array("[1, 2, 3]".utf8)
        #expect((try? JSONParser.parse(text, maxBytes: 9)) != nil)
        do {
            _ = try JSONParser.parse(text, maxBytes: 8)
            Issue.record("no error")
        } catch {
            #expect("\(error.position): \(error.message)"
                    == "1:1: the JSON text is larger than 8 bytes, the most layoutviz reads (docs/limits.md)")
        }
    }

    /// Repeated keys and short strings are read once and shared (`JSONParser.internedKey`): the values, the
    /// positions after them and the column information of strings are those of a fresh read.
    @Test func repeatedKeysAndStringsAreSharedWithExactPositions() throws {
        let text = "[{\"ab\": \"red\", \"ba\": \"red\"},\n {\"ab\": \"red\", \"ab2\": \"r\\u0065d\", \"é\": \"é\", \"ab\": \"rex\"}]"
        let elements = try #require(try parse(text).elements)
        let first = try #require(elements[0].members), second = try #require(elements[1].members)
        #expect(first.map(\.key) == ["ab", "ba"])
        #expect(second.map(\.key) == ["ab", "ab2", "é", "ab"])
        #expect(second.map { $0.value.string ?? "" } == ["red", "red", "é", "rex"])
        #expect(second[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(second[0].value.position == SourcePosition(line: 2, column: 9))
        #expect(second[1].keyPosition == SourcePosition(line: 2, column: 16))
        #expect(second[2].value.position == SourcePosition(line: 2, column: 40))
        #expect(second[3].keyPosition == SourcePosition(line: 2, column: 45))
        // A shared string still names columns inside it (expressions' messages); an escaped one cannot.
        #expect(second[0].value.position(inString: 2) == SourcePosition(line: 2, column: 12))
        #expect(second[1].value.position(inString: 2) == second[1].value.position)
        #expect(failure("[{\"key\": 1}, {\"key\" 2}]") == "1:21: expected ':' after the key \"key\", got '2'")
    }

    @Test func positionsOfValuesAndKeysAreOneBasedLineAndColumn() throws {
        let text = "{\n  \"é\": [1,\n\t\"x\"],\n  \"k\": true\n}"
        let v = try parse(text)
        #expect(v.position == SourcePosition(line: 1, column: 1))
        let m = try #require(v.members)
        #expect(m[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(m[0].value.position == SourcePosition(line: 2, column: 8))   // "é" is one column
        let elements = try #require(m[0].value.elements)
        #expect(elements[0].position == SourcePosition(line: 2, column: 9))
        #expect(elements[1].position == SourcePosition(line: 3, column: 2))  // a tab is one column
        #expect(m[1].keyPosition == SourcePosition(line: 4, column: 3))
        #expect(m[1].value.position == SourcePosition(line: 4, column: 8))
    }

    /// Positions are kept as byte offsets and turned into line:column when asked (`TextLines`): on every line,
    /// after a byte order mark, CRLF line ends, tabs and strings with multi-byte characters before the value on
    /// its line, each value and key is where counting scalars from the start of the text puts it.
    @Test func offsetPositionsEqualCountedPositions() throws {
        let text = "\u{FEFF}{\"é\": [\"日本語\", 1, {\"k\": \"ü\"}],\r\n\t\"x\": [\"😀\", true],   \"b\": \"ab\\u00e9\",\n\n"
            + " \"c\": [\"\u{1F600}é\", \"z\", null, [\"ß\", -2.5]], \"d\": \"plain\"}"
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes)
        /// Line and column of byte `offset`, counted from the start (past the byte order mark).
        func counted(_ offset: Int) -> SourcePosition {
            var line = 1, column = 1
            for b in bytes[3..<offset] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return SourcePosition(line: line, column: column)
        }
        var checked = 0
        for (i, node) in document.nodes.enumerated() {
            #expect(JSONValue(document: document, index: i).position == counted(node.location))
            checked += 1
        }
        for slot in document.slots where slot.key >= 0 {
            #expect(document.position(slot.keyLocation) == counted(slot.keyLocation))
            checked += 1
        }
        #expect(checked == document.nodes.count + 6)
        let root = try #require(document.root.members)
        #expect(root[1].keyPosition == SourcePosition(line: 2, column: 2))
        #expect(root[3].value.position == SourcePosition(line: 4, column: 7))
        #expect(root[3].value.elements?[1].position == SourcePosition(line: 4, column: 14))
        // Errors inside a string after multi-byte characters, and an unclosed container, are counted exactly.
        #expect(failure("[\"é\", \"ü\tx\"]") == "1:9: control character U+0009 in a string must be escaped")
        #expect(failure("\u{FEFF}[\"日本\",\r\n {\"a\": 1") == "2:9: unexpected end of input; the object opened at 2:2 is not closed")
    }

    @Test func stringEscapes() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#).string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try parse(#""\u00e9\u0041""#).string == "éA")
        #expect(try parse(#""\ud83d\ude00 ok""#).string == "😀 ok")
        #expect(try parse("\"héllo\"").string == "héllo")
        #expect(try parse("\u{FEFF}[1]").elements?.count == 1)  // a byte order mark is skipped
    }

    @Test func duplicateKeysAreKeptForTheDecoderToReport() throws {
        #expect(try parse(#"{"a": 1, "a": 2}"#).members?.count == 2)
    }

    @Test(arguments: [
        ("", "1:1: empty input; expected a JSON object"),
        ("   \n ", "2:2: empty input; expected a JSON object"),
        (#"{"a": 1,}"#, "1:9: trailing comma before '}' is not allowed in JSON"),
        ("[1,\n 2,\n]", "3:1: trailing comma before ']' is not allowed in JSON"),
        (#"{"a" 1}"#, "1:6: expected ':' after the key \"a\", got '1'"),
        (#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}' after an object member, got '\"'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, got '2'"),
        (#"{"a": "abc}"#, "1:7: unterminated string"),
        ("{\"a\": \"ab\nc\"}", "1:7: unterminated string (a line break cannot be inside a string)"),
        (#"{"a": NaN}"#, "1:7: NaN is not a JSON value (JSON has no NaN or Infinity; where a length may be infinite, write the string \"infinity\")"),
        (#"{"a": -Infinity}"#, "1:7: -Infinity is not a JSON value (JSON has no NaN or Infinity)"),
        (#"{"a": Infinity}"#, "1:7: Infinity is not a JSON value (JSON has no NaN or Infinity; where a length may be infinite, write the string \"infinity\")"),
        ("[1e400]", "1:2: number 1e400 is too large"),
        ("[-1e400]", "1:2: number -1e400 is too large"),
        ("{} x", "1:4: unexpected 'x' after the end of the JSON value"),
        ("{}}", "1:3: unexpected '}' after the end of the JSON value"),
        ("[01]", "1:2: numbers must not have leading zeros"),
        ("[1.]", "1:4: expected a digit after '.', got ']'"),
        ("[1e]", "1:4: expected a digit in the exponent, got ']'"),
        ("[-]", "1:3: expected a digit after '-', got ']'"),
        ("[+1]", "1:2: expected a value, got '+'"),
        ("{'a': 1}", "1:2: strings must use double quotes, not single quotes"),
        ("['a']", "1:2: strings must use double quotes, not single quotes"),
        ("{a: 1}", "1:2: object keys must be strings in double quotes"),
        ("[hello]", "1:2: unexpected word 'hello'; strings must be in double quotes"),
        ("[tru]", "1:2: unexpected word 'tru'; strings must be in double quotes"),
        ("// comment\n{}", "1:1: comments are not allowed in JSON"),
        (#"["\x"]"#, "1:3: invalid escape 'x' in a string (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        (#"["\u12"]"#, "1:3: \\u must be followed by four hexadecimal digits"),
        (#"["\ud800"]"#, "1:3: unpaired surrogate \\uD800 in a string"),
        (#"["\udc00"]"#, "1:3: unpaired surrogate \\uDC00 in a string"),
        ("[\"a\tb\"]", "1:4: control character U+0009 in a string must be escaped"),
        ("[1, 2", "1:6: unexpected end of input; the array opened at 1:1 is not closed"),
        ("{\"a\": {\"b\": 1}", "1:15: unexpected end of input; the object opened at 1:1 is not closed"),
        ("{\"a\": ", "1:7: unexpected end of input; expected a value"),
        ("{\"a\": ]", "1:7: expected a value, got ']'"),
        ("{,}", "1:2: expected a string key, got ','"),
        ("[1]\u{0}", "1:4: unexpected control character U+0000 after the end of the JSON value"),
        ("[1] é", "1:5: unexpected 'é' (U+00E9) after the end of the JSON value"),
    ])
    func malformedInput(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func invalidUTF8InAStringIsReportedAtTheString() {
        let bytes: [UInt8] = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("expected an error")
        } catch {
            #expect("\(error.position): \(error.message)" == "1:2: string is not valid UTF-8")
        }
    }

    @Test func nestingUpToTheLimitParsesAndBeyondIsAnError() throws {
        let limit = FormatLimits.maxJSONDepth
        let ok = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONParser.parse(Array(ok.utf8)).nodes.count == limit)
        let deep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(failure(deep) == "1:\(limit + 1): JSON nested too deeply (the limit is \(limit) levels)")
        // Far deeper input fails just as cleanly (and freeing the parsed values never recurses).
        let huge = String(repeating: "{\"a\":", count: 200_000)
        #expect(failure(huge).hasSuffix("JSON nested too deeply (the limit is \(limit) levels)"))
    }
}
