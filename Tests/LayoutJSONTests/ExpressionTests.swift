import Foundation
import LayoutCore
@testable import LayoutJSON
import Testing

/// The expression grammar, its evaluation with Swift's number types, interpolation, and the messages of bad
/// expressions (docs/format.md, "Expressions").
@Suite("Expressions")
struct ExpressionTests {
    static func compiler(_ vars: [(String, ScopeValue)] = [], d axis: Axis? = nil) -> ExpressionCompiler {
        var scope = Scope()
        for (n, v) in vars { scope = scope.binding(n, to: v) }
        return ExpressionCompiler(scope: scope, alignments: [:], dimensionsAxis: axis)
    }

    /// The error (message @ offset) of compiling and evaluating `source`, or nil.
    static func failure(_ source: String, _ vars: [(String, ScopeValue)] = [], d axis: Axis? = nil) -> String? {
        do {
            _ = try compiler(vars, d: axis).compile(source).evaluate()
            return nil
        } catch {
            return "\(error.message) @\(error.offset)"
        }
    }

    static func value(_ source: String, _ vars: [(String, ScopeValue)] = []) throws -> ExpressionValue {
        try compiler(vars).compile(source).evaluate()
    }

    @Test(arguments: [
        ("", "empty expression @0"),
        ("   ", "empty expression @0"),
        ("1 +", "expected a number, a name or \"(\" at the end @3"),
        ("(1 + 2", "missing \")\" to close the \"(\" at column 1 of the expression @6"),
        ("2 $ 3", "unexpected \"$\"; expected an operator (+ - * /) or the end @2"),
        ("2 3", "unexpected \"3\"; expected an operator (+ - * /) or the end @2"),
        ("* 2", "unexpected \"*\"; expected a number, a name or \"(\" @0"),
        ("1.2.3", "unexpected \".\" after a number @3"),
        ("3px", "unexpected \"p\" after a number @1"),
        (".5", "unexpected \".\"; expected a number, a name or \"(\" @0"),
        ("flor(1)", "unknown function \"flor\"; expected one of: CGFloat, Double, Float, Int, min, max, abs @0"),
        ("mni(1, 2)", "unknown function \"mni\"; did you mean \"min\"? @0"),
        ("min(1)", "min takes at least 2 arguments, got 1 @0"),
        ("Int(1, 2)", "Int takes 1 argument, got 2 @0"),
        ("CGFloat(", "expected a number, a name or \"(\" at the end @8"),
        ("x", "unknown name \"x\"; no variables are in scope here (ForEach and GeometryReader bind them) @0"),
        ("1e999", "number \"1e999\" is too large @0"),
    ])
    func syntaxErrors(_ source: String, _ expected: String) {
        #expect(Self.failure(source) == expected)
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        #expect(Self.failure(deep) == "expression nested too deeply (more than 64 levels) @64")
        let signs = String(repeating: "-", count: 100) + "1"
        #expect(Self.failure(signs) == "expression nested too deeply (more than 64 levels) @64")
        #expect(Self.failure(String(repeating: "1+", count: 600) + "1") == "expression longer than 1000 characters @1000")
    }

    @Test func namesAndDimensions() {
        let vars: [(String, ScopeValue)] = [("position", .int(3)), ("c", .string("red")),
                                            ("proxy", .proxy(GeometryProxy(size: CGSize(width: 10, height: 20))))]
        #expect(Self.failure("positon * 2", vars) == "unknown name \"positon\"; did you mean \"position\"? @0")
        #expect(Self.failure("q", vars) == "unknown name \"q\"; in scope: position, c, proxy @0")
        #expect(Self.failure("1 + c", vars) == "\"c\" is the string \"red\", not a number @4")
        #expect(Self.failure("position.x", vars) == "\"position\" has no member \"x\" @0")
        #expect(Self.failure("proxy.size.widht", vars)
                == "\"proxy.size.widht\" is not a number of the geometry proxy; did you mean \"proxy.size.width\"? @0")
        #expect(Self.failure("d.width") == "\"d\" (a view's dimensions) is only available in an alignmentGuide value "
                + "or a custom alignment's default @0")
        #expect(Self.failure("2 * d[.leading]") == "\"d\" (a view's dimensions) is only available in an alignmentGuide "
                + "value or a custom alignment's default @4")
        #expect(Self.failure("d[.trailng]", d: .horizontal) == "unknown guide \"trailng\"; did you mean \"trailing\"? @3")
        #expect(Self.failure("d[HorizontalAlignment.top]", d: .horizontal)
                == "unknown HorizontalAlignment guide \"top\"; expected one of: center, leading, trailing @22")
        #expect(Self.failure("d[Alignment.top]", d: .horizontal)
                == "expected a guide such as .leading or HorizontalAlignment.center, got \"Alignment\" @2")
        #expect(Self.failure("d[.leading", d: .horizontal) == "missing \"]\" to close the \"[\" at column 2 of the expression @10")
        #expect(Self.failure("d [.leading", d: .horizontal) == "missing \"]\" to close the \"[\" at column 3 of the expression @11")
        #expect(Self.failure("dd", d: .horizontal) == "unknown name \"dd\"; in scope: d @0")
    }

    @Test func swiftNumberTypes() throws {
        let i: [(String, ScopeValue)] = [("i", .int(7))]
        #expect(try Self.value("1 + 2 * 3").interpolated == "7")
        #expect(try Self.value("-(2 - 5)").double == 3)
        #expect(try Self.value("7 / 2").double == 3.5)           // literals: CGFloat context
        #expect(try Self.value("i / 2", i).interpolated == "3")  // Int division truncates
        #expect(try Self.value("-i / 2", i).interpolated == "-3")
        #expect(try Self.value("CGFloat(i) / 2", i).interpolated == "3.5")
        #expect(try Self.value("CGFloat(i) * -10", i).double == -70)
        #expect(try Self.value("Double(i)", i).interpolated == "7.0")
        #expect(try Self.value("Int(7.9)").interpolated == "7")
        #expect(try Self.value("Int(-7.9)").interpolated == "-7")
        #expect(try Self.value("min(1, 2.5, -3)").double == -3)
        #expect(try Self.value("max(i, 2)", i).interpolated == "7")
        #expect(try Self.value("abs(-4)").interpolated == "4")
        #expect(try Self.value("1_000 + 1e3").double == 2000)
        #expect(try Self.value("i + 0.5", i).interpolated == "7.5")
        #expect(Self.failure("i * 2_000_000_000_000_000_000", i) == "integer overflow @2")
        #expect(Self.failure("i / 0", i) == "division by zero @2")
        #expect(Self.failure("max(i, 100000000000000000000)", i) == "integer literal 1e+20 overflows Int @0")
        #expect(Self.failure("i - 9223372036854775808", i) == "integer literal 9.223372036854776e+18 overflows Int @2")
        #expect(try Self.value("max(i, -9223372036854775808)", i).interpolated == "7")
        #expect(try Self.value("CGFloat(i) + 100000000000000000000", i).double == 1e20)
        #expect(Self.failure("Int(1e300)") == "Int(1e+300) cannot be represented as an Int @0")
        #expect(try Self.value("1 / 0").double == .infinity)  // floating point: the reader rejects it
    }

    @Test func dimensionsAreReadAtLayoutTime() throws {
        var c = Self.compiler(d: .horizontal)
        let e = try c.compile("d[.trailing] - d.width / 4 + d[.center]")
        #expect(e.usesDimensions)
        let d = ViewDimensions(size: CGSize(width: 40, height: 10))
        let v = e.layoutValue(d)
        #expect(v == 50, "\(v)")
        c.dimensionsAxis = .vertical
        #expect(try c.compile("d[.center]").layoutValue(d) == 5)
        let broken = try c.compile("d.width / 0")
        #expect(broken.layoutValue(d) == 0)
        #expect(try c.compile("d.width * 1e9").layoutValue(d) == 100_000)
    }

    @Test func interpolation() throws {
        let c = Self.compiler([("i", .int(3)), ("c", .string("red")), ("x", .double(2.5))])
        #expect(try Interpolation.expand("Number \\(i)", c) == "Number 3")
        #expect(try Interpolation.expand("\\(Double(i)) \\(x) \\(c) \\(i * 2)", c) == "3.0 2.5 red 6")
        #expect(try Interpolation.expand("(\\(min(i, 1)))", c) == "(1)")
        #expect(try Interpolation.expand("no interpolation (here)", c) == "no interpolation (here)")
        #expect(throws: ExpressionError.self) { try Interpolation.expand("\\(i", c) }
        do {
            _ = try Interpolation.expand("ab\\(i + j)", c)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unknown name \"j\"; in scope: i, c, x")
            #expect(error.offset == 8)
        }
    }
}

/// ForEach, Group, GeometryReader, alignmentGuide and custom alignments as the decoder reads them.
@Suite("Variables and groups")
struct VariableDecodingTests {
    @Test func forEachExpandsWithSwiftFormatting() throws {
        let root = try TestInput.root(#"""
            {"VStack": [{"ForEach": {"range": [0, 3], "as": "i", "content":
              {"Text": "Number \\(i)", "id": "t\\(i)", "modifiers": [{"padding": "CGFloat(i) * 2"}]}}}]}
            """#)
        #expect(root.children.count == 3)
        #expect(root.children.map(\.id) == [nil, nil, nil])
        #expect(root.children.map { $0.children[0].id } == ["t0", "t1", "t2"])
        #expect(root.children.map(\.kind) == [.padding(EdgeInsets(0)), .padding(EdgeInsets(2)), .padding(EdgeInsets(4))])
        #expect(root.children[2].children[0].kind == .text("Number 2"))
    }

    @Test func dataElementsIndexAndColors() throws {
        let root = try TestInput.root(#"""
            {"HStack": [{"ForEach": {"data": ["red", "#00FF00"], "as": "c", "index": "n", "content": [
              {"Color": "c"}, {"Text": "\\(n): \\(c)"}]}}, {"ForEach": {"data": [1.5, 2], "as": "x", "content": {"Text": "\\(x)"}}}]}
            """#)
        #expect(root.children.map(\.kind) == [.color(.named["red"] ?? .black), .text("0: red"),
                                              .color(Color(hex: "#00FF00") ?? .black), .text("1: #00FF00"),
                                              .text("1.5"), .text("2.0")])
    }

    /// Plain colour names and "#hex" strings are read once per document (`DecodeContext.colorKind`); a variable
    /// holding a colour is read in each element's scope, and an unknown name after known ones is still an error
    /// at its own position.
    @Test func repeatedColorNamesAndVariables() throws {
        let root = try TestInput.root(#"""
            {"HStack": [{"Color": "red"}, {"Color": "#00FF00"}, {"ForEach": {"data": ["blue", "red"], "as": "c",
              "content": [{"Color": "c"}, {"Color": "red"}]}}, {"Color": "#00FF00"}, {"Color": "red"}]}
            """#)
        let red = Color.named["red"] ?? .black, blue = Color.named["blue"] ?? .black, green = Color(hex: "#00FF00") ?? .black
        #expect(root.children.map(\.kind) == [.color(red), .color(green), .color(blue), .color(red), .color(red),
                                              .color(red), .color(green), .color(red)])
        #expect(TestInput.error(#"{"HStack": [{"Color": "red"}, {"Color": "red"},\#n {"Color": "rde"}]}"#)
                == #"tree.json:2:12: root.HStack[2].Color: unknown color "rde"; did you mean "red"?"#)
    }

    @Test func groupModifiersApplyToEachView() throws {
        let root = try TestInput.root(#"{"HStack": [{"Group": [{"Text": "a"}, {"Text": "b"}], "modifiers": [{"padding": 3}, {"background": {"Circle": {}}}]}]}"#)
        #expect(root.children.count == 2)
        for (child, s) in zip(root.children, ["a", "b"]) {
            #expect(child.kind == .background(alignment: .center))
            #expect(child.children[0].kind == .padding(EdgeInsets(3)))
            #expect(child.children[0].children[0].kind == .text(s))
            #expect(child.children[1].kind == .shape(.circle))
        }
    }

    @Test func severalViewsWhereOneIsExpected() throws {
        let root = try TestInput.root(#"{"Group": [{"Text": "a"}, {"Text": "b"}]}"#)
        #expect(root.kind == .vStack(alignment: .center, spacing: nil))
        #expect(root.children.count == 2)
        let layered = try TestInput.root(#"{"Text": "a", "modifiers": [{"overlay": {"ForEach": {"range": [0, 2], "content": {"Circle": {}}}}}]}"#)
        #expect(layered.children[1].kind == .zStack(alignment: .center))
        #expect(layered.children[1].children.count == 2)
        let empty = try TestInput.root(#"{"ForEach": {"range": [0, 0], "as": "i", "content": {"Text": "x"}}}"#)
        #expect(empty.kind == .vStack(alignment: .center, spacing: nil))
        #expect(empty.children.isEmpty)
    }

    @Test func nestedForEachSeesOuterVariables() throws {
        let root = try TestInput.root(#"""
            {"VStack": [{"ForEach": {"range": [1, 3], "as": "row", "content": {"HStack": [
              {"ForEach": {"range": [0, "row"], "as": "col", "content": {"Text": "\\(row).\\(col)"}}}]}}}]}
            """#)
        #expect(root.children.map { $0.children.map(\.kind) } == [[.text("1.0")], [.text("2.0"), .text("2.1")]])
    }

    @Test func alignmentGuideValues() throws {
        let constant = try TestInput.modifierKind(#"{"alignmentGuide": {"guide": "leading", "value": "-10 * 3"}}"#)
        #expect(constant == .alignmentGuide(HorizontalAlignment.leading.key, GuideComputation(constant: -30)))
        guard case .alignmentGuide(let key, let value) = try TestInput.modifierKind(
            #"{"alignmentGuide": {"guide": "VerticalAlignment.center", "value": "d[.center] + d.height"}}"#) else {
            Issue.record("expected an alignmentGuide")
            return
        }
        #expect(key == VerticalAlignment.center.key)
        #expect(value.description == "d[.center] + d.height")
        #expect(value(ViewDimensions(size: CGSize(width: 100, height: 10))) == 15)
    }

    @Test func customAlignments() throws {
        let doc = try TestInput.decode(#"""
            {"alignments": {"oneQuarter": {"axis": "horizontal", "default": "d.width / 4"}},
             "root": {"VStack": {"alignment": "oneQuarter", "content": [
               {"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "oneQuarter", "value": "d[.oneQuarter] * 2"}}]},
               {"ZStack": {"alignment": {"horizontal": "oneQuarter", "vertical": "top"}, "content": []}}]}}}
            """#)
        guard case .vStack(let alignment, _) = doc.root.kind else {
            Issue.record("expected a VStack")
            return
        }
        #expect(alignment.key.name == "oneQuarter")
        #expect(alignment.key.defaultValue(in: ViewDimensions(size: CGSize(width: 40, height: 8))) == 10)
        #expect(alignment.key.combine == .average)
    }

    @Test(arguments: [
        (#"{"ForEach": {"range": [3, 1], "as": "i", "content": {"Text": "a"}}}"#,
         #"tree.json:1:27: root.ForEach.range[1]: the range 3..<1 is invalid: its lower bound is above its upper bound"#),
        (#"{"ForEach": {"range": [0, 2], "data": [], "content": {"Text": "a"}}}"#,
         #"tree.json:1:31: root.ForEach.data: give either range or data, not both"#),
        (#"{"ForEach": {"range": [0, 1.5], "content": {"Text": "a"}}}"#,
         #"tree.json:1:27: root.ForEach.range[1]: expected a whole number, got 1.5"#),
        (#"{"ForEach": {"range": [0, 2], "as": "red", "content": {"Text": "a"}}}"#,
         #"tree.json:1:37: root.ForEach.as: "red" cannot be a variable name (it is reserved: it names a color)"#),
        (#"{"ForEach": {"range": [0, 2], "as": "2x", "content": {"Text": "a"}}}"#,
         #"tree.json:1:37: root.ForEach.as: "2x" is not a variable name (letters, digits and _, not starting with a digit)"#),
        (#"{"ForEach": {"data": ["a", 1], "as": "x", "content": {"Text": "a"}}}"#,
         #"tree.json:1:28: root.ForEach.data[1]: expected a string, got a number"#),
        (#"{"ForEach": {"data": [1, "a"], "as": "x", "content": {"Text": "a"}}}"#,
         #"tree.json:1:26: root.ForEach.data[1]: expected a number like the first element, got a string"#),
        (#"{"ForEach": {"range": [0, 2], "as": "i", "index": "n", "content": {"Text": "a"}}}"#,
         #"tree.json:1:51: root.ForEach.index: a range's element is its index already; "index" is for "data""#),
        (#"{"ForEach": {"range": [0, 2], "content": 3}}"#,
         #"tree.json:1:42: root.ForEach.content: expected a view or an array of views, got a number"#),
        (#"{"ForEach": {"range": [0, 200], "as": "i", "content": {"ForEach": {"range": [0, 200], "as": "j", "content": {"Text": "a"}}}}}"#,
         #"tree.json:1:77: root.ForEach.content.ForEach.range: ForEach produces too many views: more than 10000 in the document (nested ForEach multiply)"#),
        (#"{"ForEach": {"data": ["red", 2], "as": "c", "content": {"Color": "c"}}}"#,
         #"tree.json:1:30: root.ForEach.data[1]: expected a string, got a number"#),
        (#"{"ForEach": {"data": [1, 2], "as": "c", "content": {"Color": "c"}}}"#,
         #"tree.json:1:62: root.ForEach.content.Color: "c" is a number, not a color"#),
        (#"{"ForEach": {"data": ["rde"], "as": "c", "content": {"Color": "c"}}}"#,
         #"tree.json:1:63: root.ForEach.content.Color: unknown color "rde"; did you mean "red"?"#),
        (#"{"ForEach": {"data": ["red"], "as": "tint", "content": {"Color": "tnit"}}}"#,
         #"tree.json:1:66: root.ForEach.content.Color: unknown color "tnit"; did you mean "tint"?"#),
        (#"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "center", "value": 1}}]}"#,
         #"tree.json:1:58: root.modifiers[0].alignmentGuide.guide: "center" is ambiguous: write "HorizontalAlignment.center" or "VerticalAlignment.center""#),
        (#"{"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "1 / 0"}}]}"#,
         #"tree.json:1:78: root.modifiers[0].alignmentGuide.value: the expression's value is not finite (infinity)"#),
        (#"{"alignments": {"top": {"axis": "vertical", "default": 0}}, "root": {"Text": "a"}}"#,
         #"tree.json:1:17: alignments.top: "top" is a built-in alignment; give the custom one another name"#),
        (#"{"alignments": {"a": {"axis": "vertical", "default": "d[.b]"}, "b": {"axis": "vertical", "default": 0}}, "root": {"Text": "a"}}"#,
         #"tree.json:1:58: alignments.a.default: unknown guide "b"; expected one of: bottom, center, firstTextBaseline, lastTextBaseline, leading, top, trailing"#),
        (#"{"alignments": {"myCenter": {"axis": "vertical", "default": "d.height / 2"}}, "root": {"HStack": {"alignment": "myCentre", "content": []}}}"#,
         #"tree.json:1:112: root.HStack.alignment: unknown alignment "myCentre"; did you mean "myCenter"?"#),
        (#"{"alignments": {"myCenter": {"axis": "vertical", "default": 1}}, "root": {"Text": "a", "modifiers": [{"frame": {"width": 9, "alignment": "myCenter"}}]}}"#,
         #"tree.json:1:138: root.modifiers[0].frame.alignment: "myCenter" is one guide; an Alignment needs both: write {"horizontal": ..., "vertical": ...}"#),
        (#"{"GeometryReader": [{"ForEach": {"range": [0, "Int(proxy.size.width)"], "content": {"Text": "a"}}}]}"#,
         #"tree.json:1:47: root.GeometryReader[0].ForEach.range[1]: a ForEach range cannot depend on a GeometryReader's size (ForEach is expanded when the document is read)"#),
        (#"{"GeometryReader": [{"Text": "\\(proxy.size.widht)"}]}"#,
         #"tree.json:1:34: root.GeometryReader[0].Text: "proxy.size.widht" is not a number of the geometry proxy; did you mean "proxy.size.width"?"#),
        (#"{"GeometryReader": {"as": "geo", "content": {"Text": "a", "modifiers": [{"padding": "proxy.size.width"}]}}}"#,
         #"tree.json:1:86: root.GeometryReader.content.modifiers[0].padding: unknown name "proxy"; in scope: geo"#),
    ])
    func messages(_ json: String, _ expected: String) {
        #expect(TestInput.error(json) == expected)
    }

    @Test func layoutTimeValuesAreClampedNotErrors() throws {
        // With the zero-sized check proxy these would be negative, infinite or out of range.
        let doc = try TestInput.decode(#"""
            {"GeometryReader": [{"Text": "a", "modifiers": [{"frame": {"width": "proxy.size.width - 20"}},
              {"padding": "100 / proxy.size.width"}, {"opacity": "proxy.size.height - 1"}, {"cornerRadius": "-proxy.size.width"},
              {"lineLimit": "Int(proxy.size.height / 20)"}]}]}
            """#)
        #expect(doc.warnings.isEmpty)
        guard case .geometryReader(let content) = doc.root.kind else {
            Issue.record("expected a GeometryReader")
            return
        }
        let nodes = content(GeometryProxy(size: CGSize(width: 100, height: 60)))
        var kinds: [NodeKind] = []
        var n = nodes.first
        while let node = n { kinds.append(node.kind); n = node.children.first }
        #expect(kinds == [.lineLimit(3), .cornerRadius(0), .opacity(1), .padding(EdgeInsets(1)),
                          .frame(width: 80, height: nil, alignment: .center), .text("a")])
    }
}
