import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// The language subset: custom views, properties, functions, control flow in builders, ForEach, enums,
/// extensions, ViewModifier, model classes; each checked against its JSON twin's frames or its JSON.
@Suite struct LanguageTests {
    @Test func customViewWithMemberwiseInitAndDefaults() throws {
        let source = """
            import SwiftUI

            struct Badge: View {
                let title: String
                var color: Color = .blue
                var inset: CGFloat = 6

                var body: some View {
                    Text(title)
                        .padding(inset)
                        .background(color)
                }
            }
            """
        try SwiftTest.expectTwin(#"Badge(title: "New", inset: 4)"#,
                                 #"{"Text": "New", "modifiers": [{"padding": 4}, {"background": "blue"}]}"#,
                                 declarations: source)
    }

    @Test func explicitInitComputedPropertiesAndFunctions() throws {
        let source = """
            struct Row: View {
                var name: String
                var count: Int
                init(_ name: String, count: Int = 2) {
                    self.name = name.uppercased()
                    self.count = count * 2
                }
                var label: String { "\\(name) (\\(count))" }
                func cell(_ i: Int) -> some View {
                    Text("#\\(i)").frame(width: CGFloat(i) * 10 + 20)
                }
                @ViewBuilder var extra: some View {
                    if count > 3 { Text("many") } else { Text("few") }
                }
                var body: some View {
                    HStack(spacing: 4) {
                        Text(label)
                        cell(1)
                        cell(count)
                        extra
                    }
                }
            }
            """
        try SwiftTest.expectTwin(#"Row("ab")"#, #"""
            {"HStack": {"spacing": 4, "content": [{"Text": "AB (4)"},
              {"Text": "#1", "modifiers": [{"frame": {"width": 30}}]},
              {"Text": "#4", "modifiers": [{"frame": {"width": 60}}]},
              {"Text": "many"}]}}
            """#, declarations: source)
    }

    @Test func controlFlowInBuilders() throws {
        let source = """
            enum Status: String { case active, paused = "on hold", done }
            struct StatusView: View {
                var status: Status
                var note: String? = nil
                var body: some View {
                    VStack {
                        switch status {
                        case .active: Text("Go")
                        case .paused: Text(status.rawValue)
                        default: EmptyView()
                        }
                        if let note { Text(note) }
                        if status != .done && note == nil { Divider() }
                        for i in 0..<2 { Text("i\\(i)") }
                    }
                }
            }
            """
        try SwiftTest.expectTwin(#"StatusView(status: .paused)"#,
                                 #"{"VStack": [{"Text": "on hold"}, {"Divider": {}}, {"Text": "i0"}, {"Text": "i1"}]}"#,
                                 declarations: source)
        try SwiftTest.expectTwin(#"StatusView(status: .done, note: "n")"#, #"{"VStack": [{"Text": "n"}, {"Text": "i0"}, {"Text": "i1"}]}"#,
                                 declarations: source)
    }

    @Test func forEachOverRangesArraysAndIdentifiableModels() throws {
        let source = """
            struct Item: Identifiable {
                let id = 0
                var name: String
                var width: Double
            }
            let items = [Item(name: "A", width: 20), Item(name: "B", width: 30)]
            struct List2: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(items) { item in
                            Text(item.name).frame(width: item.width)
                        }
                        ForEach(0..<2, id: \\.self) { Color.red.frame(height: CGFloat($0 + 1)) }
                        ForEach(["x", "y"], id: \\.self) { s in Text(s) }
                            .padding(2)
                        ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                            Text("\\(index): \\(item.name)")
                        }
                    }
                }
            }
            """
        try SwiftTest.expectTwin("List2()", #"""
            {"VStack": {"alignment": "leading", "content": [
              {"Text": "A", "modifiers": [{"frame": {"width": 20}}]}, {"Text": "B", "modifiers": [{"frame": {"width": 30}}]},
              {"Color": "red", "modifiers": [{"frame": {"height": 1}}]}, {"Color": "red", "modifiers": [{"frame": {"height": 2}}]},
              {"Group": [{"Text": "x"}, {"Text": "y"}], "modifiers": [{"padding": 2}]},
              {"Text": "0: A"}, {"Text": "1: B"}]}}
            """#, declarations: source)
    }

    @Test func viewModifierAndViewExtension() throws {
        let source = """
            struct CardStyle: ViewModifier {
                var radius: CGFloat = 8
                func body(content: Content) -> some View {
                    content
                        .padding()
                        .background(Color.white)
                        .cornerRadius(radius)
                }
            }
            extension View {
                func card(radius: CGFloat = 8) -> some View {
                    modifier(CardStyle(radius: radius))
                }
            }
            extension Color {
                static let brand = Color.indigo
            }
            """
        try SwiftTest.expectTwin(#"Text("Hi").foregroundColor(.brand).card(radius: 4)"#, #"""
            {"Text": "Hi", "modifiers": [{"foregroundColor": "indigo"}, {"padding": {}}, {"background": "white"}, {"cornerRadius": 4}]}
            """#, declarations: source)
        try SwiftTest.expectTwin(#"Text("Hi").modifier(CardStyle())"#, #"""
            {"Text": "Hi", "modifiers": [{"padding": {}}, {"background": "white"}, {"cornerRadius": 8}]}
            """#, declarations: source)
    }

    @Test func stateBindingEnvironmentAndModelsReadTheirInitialValues() throws {
        let source = """
            @Observable class Model {
                var title = "Inbox"
                var unread = 3
                var summary: String { "\\(title): \\(unread)" }
                func isBusy() -> Bool { unread > 2 }
            }
            struct Header: View {
                @State private var expanded = true
                @State var model = Model()
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    VStack {
                        Text(model.summary)
                        if expanded && model.isBusy() { Text("busy") }
                        if sizeClass == .compact { Text("compact") }
                    }
                    .onTapGesture { expanded.toggle() }
                    .animation(.default, value: expanded)
                    .accessibilityLabel("Header")
                }
            }
            """
        try SwiftTest.expectTwin("Header()", #"{"VStack": [{"Text": "Inbox: 3"}, {"Text": "busy"}, {"Text": "compact"}]}"#,
                                 declarations: source)
    }

    @Test func staticMembersArithmeticAndMinMax() throws {
        let source = """
            enum Metrics {
                static let gap: CGFloat = 6
                static var double: CGFloat { gap * 2 }
                static func width(for n: Int) -> CGFloat { max(20, CGFloat(n) * 7.5) }
            }
            """
        try SwiftTest.expectTwin("Text(\"w\").padding(Metrics.double).frame(width: Metrics.width(for: 2), height: min(10, abs(-30)))",
                                 #"{"Text": "w", "modifiers": [{"padding": 12}, {"frame": {"width": 20, "height": 10}}]}"#,
                                 declarations: source)
    }

    @Test func declarationsAcrossFiles() throws {
        let module = try SwiftSourceModule.load(sources: [
            ("A.swift", "struct A: View { var body: some View { B(text: Shared.title) } }"),
            ("B.swift", "struct B: View { var text: String; var body: some View { Text(text) } }\nenum Shared { static let title = \"shared\" }"),
        ])
        let f = try module.figure(forView: "A()")
        #expect(SwiftTest.rootJSON(f) == #"{"Text": "shared"}"#)
    }

    @Test func aRedeclarationIsATypedError() {
        do {
            _ = try SwiftSourceModule.load(sources: [("A.swift", "struct A: View { var body: some View { Text(\"a\") } }"),
                                                     ("B.swift", "\nstruct A: View { var body: some View { Text(\"b\") } }")])
            Issue.record("two declarations of A loaded as one module")
        } catch {
            #expect(error.kind == .redeclaration(name: "A", first: "A.swift:1:8"))
            #expect(error.description.hasPrefix("B.swift:2:8: invalid redeclaration of 'A' (first declared at A.swift:1:8)"))
        }
    }

    /// `.pi` as an implicit member, in an angle and in arithmetic, and `Double.pi` / `CGFloat.pi`: each the number.
    @Test(arguments: [
        (#"Color.red.rotationEffect(.radians(.pi))"#, #"{"rotationEffect": {"radians": 3.141592653589793}}"#),
        (#"Color.red.rotationEffect(.radians(.pi / 2))"#, #"{"rotationEffect": {"radians": 1.5707963267948966}}"#),
        (#"Color.red.rotationEffect(.radians(Double.pi))"#, #"{"rotationEffect": {"radians": 3.141592653589793}}"#),
        (#"Color.red.rotationEffect(Angle(radians: CGFloat.pi / 4))"#,
         #"{"rotationEffect": {"radians": 0.7853981633974483}}"#),
        (#"Color.red.frame(width: .pi * 10)"#, #"{"frame": {"width": 31.41592653589793}}"#),
    ])
    func pi(_ swift: String, _ modifier: String) throws {
        let json = SwiftTest.rootJSON(try SwiftTest.figure(swift))
        #expect(json == #"{"Color": "red", "modifiers": ["# + modifier + "]}", "\(swift)")
    }
}
