import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Gradients in SwiftUI source (docs/swift-source.md, "Views and modifiers") lower to the format's gradient objects.
@Suite struct GradientSourceTests {
    @Test(arguments: [
        (#"LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)"#,
         #"{"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}}"#),
        (#"RadialGradient(gradient: Gradient(colors: [.yellow, .red]), center: .center, startRadius: 0, endRadius: 40)"#,
         #"{"RadialGradient": {"gradient": {"colors": ["yellow", "red"]}, "center": "center", "startRadius": 0, "endRadius": 40}}"#),
        (#"EllipticalGradient(stops: [Gradient.Stop(color: .white, location: 0), .init(color: .teal, location: 0.6)])"#,
         #"{"EllipticalGradient": {"stops": [{"color": "white", "location": 0}, {"color": "teal", "location": 0.6}]}}"#),
        (#"AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))"#,
         #"{"AngularGradient": {"colors": ["red", "blue"], "center": "center", "startAngle": {"degrees": 0}, "endAngle": {"degrees": 180}}}"#),
        (#"Circle().fill(.blue.gradient)"#, #"{"Circle": {}, "modifiers": [{"fill": {"gradient": "blue"}}]}"#),
        (#"Circle().fill(Color.red.opacity(0.5).gradient)"#,
         #"{"Circle": {}, "modifiers": [{"fill": {"gradient": {"color": "red", "opacity": 0.5}}}]}"#),
        (#"Text("a").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))"#,
         #"{"Text": "a", "modifiers": [{"foregroundStyle": {"LinearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}}]}"#),
        (#"Capsule().stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)"#,
         #"{"Capsule": {}, "modifiers": [{"stroke": {"color": {"LinearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}, "lineWidth": 4}}]}"#),
        (#"Text("a").background(.teal.gradient)"#, #"{"Text": "a", "modifiers": [{"background": {"gradient": "teal"}}]}"#),
        (#"Circle().fill(Color.red.gradient)"#, #"{"Circle": {}, "modifiers": [{"fill": {"gradient": "red"}}]}"#),
        (#"HStack { Color.blue.gradient }"#, #"{"HStack": [{"Rectangle": {}, "modifiers": [{"fill": {"gradient": "blue"}}]}]}"#),
        (#"AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))"#,
         #"{"AngularGradient": {"colors": ["red"], "center": "center", "startAngle": 0, "endAngle": {"degrees": 90}}}"#),
        (#"AngularGradient(colors: [.red], center: .center, angle: .radians(1))"#,
         #"{"AngularGradient": {"colors": ["red"], "center": "center", "angle": {"radians": 1}}}"#),
        (#"Text("a").background(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), in: Capsule())"#,
         #"{"Text": "a", "modifiers": [{"background": {"Capsule": {}, "modifiers": [{"fill": {"LinearGradient": {"colors": ["red"], "startPoint": "top", "endPoint": "bottom"}}}]}}]}"#),
    ])
    func lowers(_ swift: String, _ json: String) throws {
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(swift)) == json)
    }

    @Test func gradientErrorsPointIntoTheSource() {
        #expect(SwiftTest.error(#"#Preview { LinearGradient(colors: [], startPoint: .top, endPoint: .bottom) }"#)?
                    .contains("a gradient needs at least one color") == true)
        #expect(SwiftTest.error(#"#Preview { LinearGradient(colors: [.red], startPoint: .topp, endPoint: .bottom) }"#)?
                    .contains(#"unknown unit point "topp"; did you mean "top"?"#) == true)
    }
}
