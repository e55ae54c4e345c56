import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Forms found in view files as people write them (tried on a recipe list and a step-count dashboard written in
/// the style of Apple's samples): stored function properties, methods as function values, formatted numbers,
/// iOS 17's `Button(_:systemImage:action:)`, a ProgressView's label closure.
@Suite struct EverydaySourceTests {
    @Test func storedFunctionPropertiesAndMethodReferences() throws {
        let source = """
            final class Model {
                var days = ["Mon", "Tue"]
                func label(for day: Int) -> String { days[day] }
            }
            struct Chart: View {
                let count: Int
                let labels: (Int) -> String
                var body: some View {
                    HStack { ForEach(0..<count, id: \\.self) { i in Text(labels(i)); Text(self.labels(i)) } }
                }
            }
            struct Screen: View {
                let model = Model()
                var body: some View {
                    VStack {
                        Chart(count: 2, labels: model.label(for:))
                        Chart(count: 1, labels: { "D\\($0)" })
                    }
                }
            }
            """
        let f = try SwiftTest.figure("Screen()", in: source)
        #expect(SwiftTest.rootJSON(f) == #"{"VStack": [{"HStack": [{"Text": "Mon"}, {"Text": "Mon"}, {"Text": "Tue"}, "#
                + #"{"Text": "Tue"}]}, {"HStack": [{"Text": "D0"}, {"Text": "D0"}]}]}"#)
    }

    @Test("Text(_:format:) writes the number as an English (US) iPhone shows it",
          arguments: [
            ("Text(7421, format: .number)", "7,421"),
            ("Text(1234567.891, format: .number)", "1,234,567.891"),
            ("Text(2.5, format: .number.precision(.fractionLength(2)))", "2.50"),
            ("Text(3.14159, format: .number.precision(.fractionLength(0...2)))", "3.14"),
            ("Text(12345, format: .number.grouping(.never))", "12345"),
            ("Text(0.742, format: .percent)", "74.2%"),
            ("Text(74, format: .percent)", "74%"),
          ])
    func formattedNumbers(_ expression: String, _ text: String) throws {
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(expression)) == #"{"Text": "\#(text)"}"#)
    }

    @Test func formattedNumberErrors() {
        #expect(SwiftTest.error("", view: #"Text("a", format: .number)"#)?.contains("formats numbers here; got String") == true)
        #expect(SwiftTest.error("", view: "Text(1, format: .currency(code: \"EUR\"))")?
                .contains("supports .number and .percent") == true)
    }

    @Test func buttonWithSystemImageAndProgressViewLabel() throws {
        let button = try SwiftTest.figure(#"Button("Add", systemImage: "plus") { }"#)
        #expect(SwiftTest.rootJSON(button) == #"{"Button": [{"Label": {"title": "Add", "systemImage": "plus"}}]}"#)
        let progress = try SwiftTest.figure(#"ProgressView(value: 0.5) { Text("Half") }"#)
        #expect(SwiftTest.rootJSON(progress) == #"{"ProgressView": {"title": "Half", "value": 0.5}}"#)
        #expect(SwiftTest.error("", view: #"ProgressView(value: 0.5) { Image(systemName: "x") }"#)?
                .contains("ProgressView's label is a plain Text here") == true)
    }

    @Test func focusStateNamespaceAndTextInputModifiers() throws {
        let source = """
            struct Login: View {
                @State private var name = ""
                @FocusState private var focused: Bool
                @Namespace private var ns
                var body: some View {
                    TextField("Name", text: $name)
                        .focused($focused)
                        .textContentType(.name)
                        .keyboardType(.asciiCapable)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.done)
                        .padding(focused ? 20 : 8)
                }
            }
            """
        try SwiftTest.expectTwin("Login()", #"{"TextField": {"title": "Name", "text": ""}, "modifiers": [{"padding": 8}]}"#,
                                 declarations: source)
    }

    @Test("colours from components, as views and as arguments",
          arguments: [
            ("Color(white: 0.5)", #"{"Color": {"red": 0.5, "green": 0.5, "blue": 0.5}}"#),
            ("Color(hue: 0.5, saturation: 0.6, brightness: 0.9)", #"{"Color": {"red": 0.36, "green": 0.9, "blue": 0.9}}"#),
            ("Rectangle().fill(Color(red: 0.5, green: 0.25, blue: 1))",
             #"{"Rectangle": {}, "modifiers": [{"fill": {"red": 0.5, "green": 0.25, "blue": 1}}]}"#),
            ("Circle().fill(Color(hue: 1.0 / 6, saturation: 1, brightness: 1, opacity: 0.5))",
             #"{"Circle": {}, "modifiers": [{"fill": {"red": 1, "green": 1, "blue": 0, "opacity": 0.5}}]}"#),
          ])
    func componentColours(_ expression: String, _ json: String) throws {
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(expression)) == json)
    }

    @Test func labelStylesBuiltInAndDeclared() throws {
        let source = """
            struct TrailingIconLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; configuration.icon }
                }
            }
            extension LabelStyle where Self == TrailingIconLabelStyle {
                static var trailingIcon: Self { Self() }
            }
            struct Card: View {
                var body: some View {
                    VStack {
                        Label("4", systemImage: "person.3").labelStyle(.iconOnly)
                        Label("10", systemImage: "clock").font(.caption).labelStyle(.trailingIcon)
                        HStack { Label("a", systemImage: "x").labelStyle(.titleAndIcon); Label("b", systemImage: "y") }
                            .labelStyle(.titleOnly)
                    }
                }
            }
            """
        let f = try SwiftTest.figure("Card()", in: source)
        #expect(SwiftTest.rootJSON(f) == #"{"VStack": [{"Image": {"systemName": "person.3"}}, {"HStack": [{"Text": "10"}, "#
                + #"{"Image": {"systemName": "clock"}}], "modifiers": [{"font": "caption"}]}, {"HStack": [{"Label": "#
                + #"{"title": "a", "systemImage": "x"}}, {"Text": "b"}]}]}"#)
        #expect(SwiftTest.error(source, view: #"Label("a", systemImage: "x").labelStyle(.fancy)"#)?
                .contains("labelStyle takes .iconOnly, .titleOnly, .titleAndIcon, .automatic or a LabelStyle declared") == true)
    }

    /// One walk restyles below `.labelStyle` and a declared `ButtonStyle`: into content and into the views of
    /// modifiers' arguments, stopping at a closer style.
    @Test func stylesReachViewsInsideModifiers() throws {
        let labels = SwiftTest.rootJSON(try SwiftTest.figure(
            #"VStack { Color.red.overlay { Label("a", systemImage: "x") }; Label("b", systemImage: "y").labelStyle(.iconOnly) }.labelStyle(.titleOnly)"#))
        #expect(labels.contains(#"{"overlay": {"Text": "a"}}"#), "\(labels)")
        #expect(labels.contains(#"{"Image": {"systemName": "y"}}"#) && !labels.contains("Label"), "\(labels)")
        let source = """
            struct Loud: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.bold() }
            }
            """
        let buttons = SwiftTest.rootJSON(try SwiftTest.figure(
            #"Color.red.background { Button("a") {} }.overlay { Button("b") {}.buttonStyle(.bordered) }.buttonStyle(Loud())"#,
            in: source))
        #expect(buttons.contains(#"{"Button": {"content": [{"Text": "a", "modifiers": [{"bold": {}}]}]}"#)
                || buttons.contains(#""bold""#), "\(buttons)")
        #expect(buttons.contains(#""bordered""#), "\(buttons)")
    }
}
