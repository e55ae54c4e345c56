import Foundation
import Testing
@testable import LayoutJSON

/// The schema validator on small schemas of its own: each keyword accepts what it should and rejects the
/// rest with the JSON pointer of the offending value.
@Suite struct SchemaValidatorTests {
    func violations(_ schema: String, _ instance: String) throws -> [String] {
        try SchemaValidator(schema: try JSONTree.parse(schema)).validate(try JSONTree.parse(instance)).map(\.description)
    }

    @Test func types() throws {
        #expect(try violations(##"{"type": "string"}"##, ##""a""##) == [])
        #expect(try violations(##"{"type": "string"}"##, "1") == ["/: expected string, got a number"])
        #expect(try violations(##"{"type": "integer"}"##, "2") == [])
        #expect(try violations(##"{"type": "integer"}"##, "2.5") == ["/: expected integer, got a number"])
        #expect(try violations(##"{"type": ["null", "boolean"]}"##, "true") == [])
        #expect(try violations(##"{"type": ["null", "boolean"]}"##, "{}") == ["/: expected null or boolean, got an object"])
    }

    @Test func objects() throws {
        let schema = ##"{"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "string"}}, "required": ["a"], "additionalProperties": false, "minProperties": 1}"##
        #expect(try violations(schema, ##"{"a": 1, "b": "x"}"##) == [])
        #expect(try violations(schema, ##"{"b": "x"}"##) == ["/: missing required key \"a\""])
        #expect(try violations(schema, ##"{"a": 1, "c": 2}"##) == ["/c: unknown key \"c\""])
        #expect(try violations(schema, ##"{"a": "1"}"##) == ["/a: expected number, got a string"])
        #expect(try violations(##"{"additionalProperties": {"type": "number"}}"##, ##"{"x": 1, "y/z": "2"}"##)
                == ["/y~1z: expected number, got a string"])
        #expect(try violations(##"{"minProperties": 1}"##, "{}") == ["/: expected at least 1 keys"])
    }

    @Test func numbersStringsArrays() throws {
        #expect(try violations(##"{"minimum": 0, "maximum": 10}"##, "11") == ["/: 11 is more than the maximum 10"])
        #expect(try violations(##"{"minimum": 0, "maximum": 10}"##, "-1") == ["/: -1 is less than the minimum 0"])
        #expect(try violations(##"{"exclusiveMinimum": 0}"##, "0") == ["/: 0 must be more than 0"])
        #expect(try violations(##"{"exclusiveMaximum": 1}"##, "1") == ["/: 1 must be less than 1"])
        #expect(try violations(##"{"pattern": "^#[0-9a-f]{6}$"}"##, ##""#12345g""##) == [##"/: "#12345g" does not match ^#[0-9a-f]{6}$"##])
        #expect(try violations(##"{"minLength": 2}"##, ##""a""##) == ["/: expected at least 2 characters"])
        #expect(try violations(##"{"maxLength": 2}"##, ##""abc""##) == ["/: expected at most 2 characters"])
        #expect(try violations(##"{"maxItems": 1}"##, "[1, 2]") == ["/: expected at most 1 items"])
        #expect(try violations(##"{"items": {"type": "number"}, "minItems": 1}"##, ##"[1, "2"]"##) == ["/1: expected number, got a string"])
        #expect(try violations(##"{"minItems": 1}"##, "[]") == ["/: expected at least 1 items"])
        #expect(try violations(##"{"enum": ["a", "b"]}"##, ##""c""##) == [##"/: "c" is not one of: "a", "b""##])
        #expect(try violations(##"{"const": 1}"##, "2") == ["/: expected 1"])
    }

    @Test func alternatives() throws {
        let anyOf = ##"{"anyOf": [{"type": "number"}, {"type": "string"}]}"##
        #expect(try violations(anyOf, "1") == [])
        #expect(try violations(anyOf, "null").first?.hasPrefix("/: matches none of the allowed forms") == true)
        let oneOf = ##"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"##
        #expect(try violations(oneOf, "-1") == [])
        #expect(try violations(oneOf, "1") == ["/: matches 2 forms where exactly one is allowed"])
        // An object meant for one alternative (it has that alternative's required key) is reported in detail.
        let keyed = ##"{"oneOf": [{"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}], "$defs": {"a": {"type": "object", "required": ["a"], "properties": {"a": {"type": "number"}}, "additionalProperties": false}, "b": {"type": "object", "required": ["b"], "properties": {"b": {"type": "string"}}, "additionalProperties": false}}}"##
        #expect(try violations(keyed, ##"{"b": 3}"##) == ["/b: expected string, got a number"])
        #expect(try violations(keyed, ##"{"a": 1}"##) == [])
        // An object claimed by no alternative: its unknown key, with the nearest name.
        #expect(try violations(keyed, ##"{"bb": 1}"##) == [##"/: unknown key "bb"; expected one of: a, b"##])
    }

    @Test func references() throws {
        let schema = ##"{"$defs": {"list": {"type": "array", "items": {"$ref": "#"}}}, "anyOf": [{"type": "number"}, {"$ref": "#/$defs/list"}]}"##
        #expect(try violations(schema, "[1, [2, [3]]]") == [])
        #expect(try violations(schema, ##"[1, [2, ["x"]]]"##).first?.hasPrefix("/: matches none") == true)
        #expect(try violations(##"{"$ref": "#/$defs/missing"}"##, "1") == ["/: unresolved reference #/$defs/missing"])
    }

    @Test("a schema with a keyword the validator does not implement is refused")
    func unsupported() {
        #expect(throws: SchemaValidator.UnsupportedSchema.self) { try SchemaValidator(schema: try JSONTree.parse(##"{"allOf": []}"##)) }
        #expect(throws: SchemaValidator.UnsupportedSchema.self) {
            try SchemaValidator(schema: try JSONTree.parse(##"{"properties": {"a": {"maxProperties": 3}}}"##))
        }
        #expect(throws: SchemaValidator.UnsupportedSchema.self) {
            try SchemaValidator(schema: try JSONTree.parse(##"{"$ref": "http://example.com/s.json"}"##))
        }
    }

    @Test("JSONTree writes sorted keys, escapes and integral numbers")
    func serialization() throws {
        let tree = try JSONTree.parse(##"{"b": [1, 2.5, "x\n\"y\""], "a": {"z": null, "y": true}, "c": []}"##)
        #expect(tree.serialized() == """
            {
              "a": {
                "y": true,
                "z": null
              },
              "b": [1, 2.5, "x\\n\\"y\\""],
              "c": []
            }
            """)
    }
}
