import Foundation
import LayoutSwiftSource
import Testing

/// Bad sources give one exact line naming View.swift:line:col, with a did-you-mean where a name is misspelt.
@Suite struct ErrorTests {
    @Test(arguments: [
        (#"#Preview { Text("a").pading() }"#, #"View.swift:1:22: unknown modifier "pading"; did you mean "padding"?"#),
        (#"#Preview { Text("a").padding("x") }"#,
         #"View.swift:1:30: unknown edge "x"; expected one of: all, horizontal, vertical, top, leading, bottom, trailing"#),
        (#"#Preview { Text(12) }"#, #"View.swift:1:17: Text takes a String, got Int; write Text("\(value)")"#),
        (#"#Preview { VStak { Text("a") } }"#, #"View.swift:1:12: unknown view "VStak"; did you mean "VStack"?"#),
        (#"#Preview { VStack { Text("a" } }"#, "View.swift:1:29: syntax error: expected ')' to end function call"),
        ("struct A: View { var body: some View { A() } }\n#Preview { A() }",
         "View.swift:1:40: calls nested too deeply: more than 200 (endless recursion?)"),
        (#"#Preview { VStack { ForEach(0..<1000000) { i in Text("\(i)") } } }"#,
         "View.swift:1:21: range too long: more than 100000 elements"),
        ("func f() -> Int { var i = 0; while true { i += 1 }; return i }\n#Preview { Text(\"\\(f())\") }",
         "View.swift:1:43: the interpreter stopped after 100000 steps (an endless loop or recursion?)"),
        (#"#Preview { Table { Text("a") } }"#,
         "View.swift:1:12: Table is not supported: layoutviz has no layout for SwiftUI's Table (docs/swift-source.md lists the views it has); build it from stacks, Text and shapes"),
        ("struct R: View { var title: String; var body: some View { Text(titel) } }\n#Preview { R(title: \"x\") }",
         #"View.swift:1:64: cannot find "titel" in scope; did you mean "title"?"#),
        (#"#Preview { Text("a").font(.titel) }"#, #"View.swift:1:27: unknown text style "titel"; did you mean "title"?"#),
        ("struct R: View { var title: String; var body: some View { Text(title) } }\n#Preview { R(tilte: \"x\") }",
         #"View.swift:2:14: extra argument "tilte" in call to R; did you mean "title"?"#),
        (#"#Preview { Text("a").task { await load() } }"#, nil),
        (#"#Preview { Text("a\(1 / 0)") }"#, "View.swift:1:21: division by zero"),
        (#"#Preview { Text("a").frame(width: Int.max + 1) }"#, "View.swift:1:35: arithmetic overflow (Int)"),
        // A non-finite Double is named as Swift writes it (not Double.description's "-nan").
        (#"#Preview { Text("a").frame(width: 0.0 / 0.0) }"#, "View.swift:1:28: the value NaN is not a finite number"),
        (#"#Preview { Text("a").frame(width: -CGFloat.infinity) }"#, "View.swift:1:28: the value -infinity is not a finite number"),
        (#"#Preview { Text("a").frame(width: -1.0 / 0.0) }"#, "View.swift:1:28: the value -infinity is not a finite number"),
        // `ignoresSafeAreaEdges` belongs to the style form (docs/semantics.md §4.9).
        (#"#Preview { Text("a").background(ignoresSafeAreaEdges: .top) { Capsule() } }"#, #"View.swift:1:33: ignoresSafeAreaEdges: belongs to SwiftUI's style form, .background(.teal, ignoresSafeAreaEdges: .top); the view form, .background(alignment:content:), has no such argument"#),
        (#"#Preview { Text("a").overlay(alignment: .top, ignoresSafeAreaEdges: .top) { Color.red } }"#, #"View.swift:1:47: ignoresSafeAreaEdges: belongs to SwiftUI's style form, .overlay(.teal, ignoresSafeAreaEdges: .top); the view form, .overlay(alignment:content:), has no such argument"#),
        (#"#Preview { Text("a").background(.teal, ignoresSafeAreaEdges: .tpo) }"#, #"View.swift:1:40: unknown edge "tpo"; did you mean "top"?"#),
    ] as [(String, String?)])
    func oneLineErrors(_ source: String, _ expected: String?) {
        #expect(SwiftTest.error(source) == expected)
    }

    @Test("an error in a declaration that a --view expression runs names the declaration's file, not <view>")
    func viewExpressionErrorInDeclaration() {
        let source = """
            struct Card: View {
                var body: some View {
                    Text("Hello")
                        .background(ignoresSafeAreaEdges: .top) { Color.red }
                }
            }
            """
        #expect(SwiftTest.error(source, view: "Card()")
                == "View.swift:4:25: ignoresSafeAreaEdges: belongs to SwiftUI's style form, .background(.teal, "
                + "ignoresSafeAreaEdges: .top); the view form, .background(alignment:content:), has no such argument")
        // The expression's own errors still name it.
        #expect(SwiftTest.error(source, view: "Card(title: 1)")?.hasPrefix("<view>:1:") == true)
    }

    @Test func undeclaredTypeIsAPlaceholderWithOneWarning() throws {
        let figures = try SwiftTest.module("#Preview { VStack { MapView().frame(height: 100); Text(\"x\") } }").previews()
        #expect(figures.count == 1)
        #expect(figures.first?.warnings.map(\.description)
                == ["View.swift:1:21: warning: MapView is not declared in the inputs; drawn as a placeholder (docs/swift-source.md)"])
        let frames = SwiftTest.frames(try #require(figures.first), canvas: CGSize(width: 200, height: 300))
        // The placeholder takes the proposed width and the frame's height.
        #expect(frames.contains(#""kind": "frame","#) && frames.contains(#""width": 200, "height": 100"#))
    }

    @Test func errorsInAnotherFileNameThatFile() {
        do {
            let m = try SwiftSourceModule.load(sources: [
                ("Main.swift", "#Preview { Card() }"),
                ("Card.swift", "struct Card: View {\n  var body: some View { Text(\"x\").frame(widht: 3) }\n}"),
            ])
            _ = try m.previews()
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"Card.swift:2:41: unknown argument; did you mean "width"?"#)
        }
    }
}
