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
    ])
    func lowersToTheFormat(_ swift: String, _ json: String) throws {
        let f = try SwiftTest.figure(swift)
        #expect(SwiftTest.rootJSON(f) == json)
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
