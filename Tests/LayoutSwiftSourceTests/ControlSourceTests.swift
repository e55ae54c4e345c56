import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// SwiftUI's controls in Swift source (`Controls.swift`): each lowers to the format's control with its title first,
/// bindings as values and actions dropped; `.buttonStyle` with a built-in style is the format's modifier, and a
/// `ButtonStyle` declared in the source styles every Button below it (seed 002).
@Suite struct ControlSourceTests {
    @Test(arguments: [
        (#"Button("Sign In") { print("tap") }"#, #"{"Button": "Sign In"}"#),
        (#"Button("Delete", role: .destructive, action: {})"#, #"{"Button": {"title": "Delete", "role": "destructive"}}"#),
        (#"Button { } label: { Text("OK").bold() }"#, #"{"Button": [{"Text": "OK", "modifiers": [{"bold": {}}]}]}"#),
        (#"Button(action: {}) { Text("OK") }"#, #"{"Button": [{"Text": "OK"}]}"#),
        (#"Toggle("Wi-Fi", isOn: .constant(true))"#, #"{"Toggle": {"title": "Wi-Fi", "isOn": true}}"#),
        (#"Toggle(isOn: .constant(false)) { Text("Airplane") }"#, #"{"Toggle": {"isOn": false, "content": [{"Text": "Airplane"}]}}"#),
        (#"Slider(value: .constant(30), in: 0...100)"#, #"{"Slider": {"value": 30, "in": [0, 100]}}"#),
        (#"Stepper("Guests", onIncrement: {}, onDecrement: {})"#, #"{"Stepper": "Guests"}"#),
        (#"ProgressView()"#, #"{"ProgressView": {}}"#),
        (#"ProgressView("Uploading", value: 0.5)"#, #"{"ProgressView": {"title": "Uploading", "value": 0.5}}"#),
        (#"TextField("Name", text: .constant(""))"#, #"{"TextField": {"title": "Name", "text": ""}}"#),
        (#"SecureField("Password", text: .constant("abc"))"#, #"{"SecureField": {"title": "Password", "text": "abc"}}"#),
        (#"Picker("Sort", selection: .constant("Name")) { Text("Date"); Text("Name") }"#,
         #"{"Picker": {"title": "Sort", "selection": "Name", "content": [{"Text": "Date"}, {"Text": "Name"}]}}"#),
        (#"Link("Help", destination: URL(string: "https://example.com")!)"#, #"{"Link": {"title": "Help", "destination": "https://example.com"}}"#),
        (#"Label("Favorites", systemImage: "star")"#, #"{"Label": {"title": "Favorites", "systemImage": "star"}}"#),
        (#"Image(systemName: "star").font(.title)"#, #"{"Image": {"systemName": "star"}, "modifiers": [{"font": "title"}]}"#),
        (#"HStack { Button("A") {} }.buttonStyle(.bordered)"#, #"{"HStack": [{"Button": "A"}], "modifiers": [{"buttonStyle": "bordered"}]}"#),
        (#"Button("A") {}.buttonStyle(BorderedProminentButtonStyle())"#, #"{"Button": "A", "modifiers": [{"buttonStyle": "borderedProminent"}]}"#),
        (#"ScrollView { Text("A") }.contentMargins(.horizontal, 20, for: .scrollContent)"#,
         #"{"ScrollView": [{"Text": "A"}], "modifiers": [{"contentMargins": {"edges": "horizontal", "length": 20}}]}"#),
        (#"ScrollView { Text("A") }.contentMargins(10, for: .scrollIndicators)"#, #"{"ScrollView": [{"Text": "A"}]}"#),
        (#"TextField("A", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())"#,
         #"{"TextField": {"title": "A", "text": ""}, "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#),
        (#"TextField("A", text: .constant("")).textFieldStyle(.roundedBorder)"#,
         #"{"TextField": {"title": "A", "text": ""}, "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#),
        (#"Toggle("A", isOn: .constant(true)).labelsHidden().tint(.orange)"#,
         #"{"Toggle": {"title": "A", "isOn": true}, "modifiers": [{"labelsHidden": {}}, {"tint": "orange"}]}"#),
        (#"Text("A").badge(3)"#, #"{"Text": "A", "modifiers": [{"badge": 3}]}"#),
        (#"Text("A").badge(Text("New"))"#, #"{"Text": "A", "modifiers": [{"badge": "New"}]}"#),
        (#"Text("A").badge(Text("New").bold())"#,
         #"{"Text": "A", "modifiers": [{"badge": {"Text": "New", "modifiers": [{"bold": {}}]}}]}"#),
        (#"Text("A").listRowSeparator(.hidden, edges: .bottom)"#,
         #"{"Text": "A", "modifiers": [{"listRowSeparator": {"visibility": "hidden", "edges": "bottom"}}]}"#),
        (#"Text("A").listRowSeparator(.hidden).listSectionSeparator(.visible)"#,
         #"{"Text": "A", "modifiers": [{"listRowSeparator": "hidden"}, {"listSectionSeparator": "visible"}]}"#),
        (#"Text("A").listRowBackground(Color.yellow)"#, #"{"Text": "A", "modifiers": [{"listRowBackground": "yellow"}]}"#),
        (#"Text("A").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"#,
         #"{"Text": "A", "modifiers": [{"listRowInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}]}"#),
        (#"Button("A") {}.disabled(true)"#, #"{"Button": "A", "modifiers": [{"disabled": true}]}"#),
        (#"Picker("A", selection: .constant(1)) { Text("x").tag(1) }.pickerStyle(SegmentedPickerStyle())"#,
         #"{"Picker": {"title": "A", "selection": 1, "content": [{"Text": "x", "modifiers": [{"tag": 1}]}]}, "modifiers": [{"pickerStyle": "segmented"}]}"#),
        (#"Picker(selection: .constant(1), label: Text("Count")) { Text("One").tag(1) }"#,
         #"{"Picker": {"title": "Count", "selection": 1, "content": [{"Text": "One", "modifiers": [{"tag": 1}]}]}}"#),
        (#"Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Text("Count") }"#,
         #"{"Picker": {"title": "Count", "selection": 1, "content": [{"Text": "One", "modifiers": [{"tag": 1}]}]}}"#),
        (#"Picker("A", selection: .constant("b")) { Text("x").tag("b") }.pickerStyle(.menu)"#,
         #"{"Picker": {"title": "A", "selection": "b", "content": [{"Text": "x", "modifiers": [{"tag": "b"}]}]}, "modifiers": [{"pickerStyle": "menu"}]}"#),
    ])
    func lowersToTheFormat(_ swift: String, _ json: String) throws {
        let f = try SwiftTest.figure(swift)
        #expect(SwiftTest.rootJSON(f) == json)
    }

    /// An enum selection and enum tags compare by the case's name (a ForEach's options are the Picker's options).
    @Test func pickerTagsAreEnumCases() throws {
        let declarations = """
            enum Flavor: String, CaseIterable, Identifiable {
                case vanilla, chocolate
                var id: Self { self }
            }
            struct Order: View {
                @State private var flavor = Flavor.chocolate
                var body: some View {
                    Form {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized).tag(f) }
                        }
                    }
                }
            }
            """
        let f = try SwiftTest.figure("Order()", in: declarations)
        #expect(SwiftTest.rootJSON(f) == #"{"Form": [{"Picker": {"title": "Flavor", "selection": "chocolate", "content": [{"Text": "Vanilla", "modifiers": [{"tag": "vanilla"}]}, {"Text": "Chocolate", "modifiers": [{"tag": "chocolate"}]}]}}]}"#)
    }

    @Test func unsupportedPickerStylesAreErrors() throws {
        #expect(throws: (any Error).self) { try SwiftTest.figure(#"Picker("A", selection: .constant(1)) { Text("x") }.pickerStyle(.palette)"#) }
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(#"Picker("A", selection: .constant(1)) { Text("x") }.pickerStyle(InlinePickerStyle())"#))
                .contains(#"{"pickerStyle": "inline"}"#))
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(#"Picker("A", selection: .constant(1)) { Text("x") }.pickerStyle(.wheel)"#))
                .contains(#"{"pickerStyle": "wheel"}"#))
    }

    @Test func bindingsReadTheirState() throws {
        let declarations = """
            struct Settings: View {
                @State private var wifi = true
                @State private var name = "Taylor"
                var body: some View {
                    VStack { Toggle("Wi-Fi", isOn: $wifi); TextField("Name", text: $name) }
                }
            }
            """
        let f = try SwiftTest.figure("Settings()", in: declarations)
        #expect(SwiftTest.rootJSON(f) == #"{"VStack": [{"Toggle": {"title": "Wi-Fi", "isOn": true}}, {"TextField": {"title": "Name", "text": "Taylor"}}]}"#)
    }

    /// Seed 002's `CircleStyle`, as the Swift fixture `Fixtures/swift/button-styles` declares it.
    static func circleStyle() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/swift/button-styles/ButtonStyles.swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func customButtonStyleOnAStack() throws {
        try SwiftTest.expectTwin("""
            HStack {
                Button("One") {}
                Button("Two") {}.buttonStyle(.bordered)
            }
            .buttonStyle(CircleStyle())
            """, #"""
            {"HStack": [
              {"Button": [{"Text": "One", "modifiers": [{"foregroundColor": "white"}, {"padding": {}},
                {"background": {"Circle": {}, "modifiers": [{"fill": "blue"}]}}, {"scaleEffect": 1}]}],
               "modifiers": [{"buttonStyle": "plain"}]},
              {"Button": "Two", "modifiers": [{"buttonStyle": "bordered"}]}]}
            """#, declarations: try Self.circleStyle())
    }

    @Test func controlErrors() {
        #expect(SwiftTest.error("struct NotAStyle { var x = 1 }", view: #"Button("A") {}.buttonStyle(NotAStyle())"#)?
            .contains("NotAStyle is not a ButtonStyle: it has no makeBody(configuration:)") == true)
        let error = SwiftTest.error("", view: #"Toggle("A", isOn: .constant(true), tint: 3)"#)
        #expect(error == "<view>:1:36: unknown argument; expected one of: title, isOn, content")
    }
}
