import Foundation
import LayoutCore
@testable import LayoutJSON
import Testing

/// The gradient views and style values of the format (docs/format.md, "LinearGradient, ...", "Styles"): SwiftUI's
/// labels and defaults, and one-line errors with did-you-mean.
@Suite("Gradient decoding")
struct GradientDecodingTests {
    static let blue = Color.named["blue"] ?? .black, purple = Color.named["purple"] ?? .black

    @Test("the four gradient views with SwiftUI's arguments and defaults")
    func views() throws {
        #expect(try TestInput.root(#"{"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}}"#).kind
                == .gradient(.linear(Gradient(colors: [Self.blue, Self.purple]), startPoint: .top, endPoint: .bottom)))
        #expect(try TestInput.root(#"{"RadialGradient": {"stops": [{"color": "blue", "location": 0.2}, {"color": "purple", "location": 0.9}], "center": {"x": 0.25, "y": 1}, "startRadius": 5, "endRadius": 50}}"#).kind
                == .gradient(.radial(Gradient(stops: [.init(color: Self.blue, location: 0.2), .init(color: Self.purple, location: 0.9)]),
                                     center: UnitPoint(x: 0.25, y: 1), startRadius: 5, endRadius: 50)))
        #expect(try TestInput.root(#"{"EllipticalGradient": {"gradient": {"colors": ["blue"]}}}"#).kind
                == .gradient(.elliptical(Gradient(colors: [Self.blue]), center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)))
        #expect(try TestInput.root(#"{"AngularGradient": {"colors": ["blue", "purple"], "center": "center"}}"#).kind
                == .gradient(.angular(Gradient(colors: [Self.blue, Self.purple]), center: .center, startAngle: 0, endAngle: 360)))
        #expect(try TestInput.root(#"{"AngularGradient": {"colors": ["blue"], "center": "top", "startAngle": 90, "endAngle": {"degrees": 180}}}"#).kind
                == .gradient(.angular(Gradient(colors: [Self.blue]), center: .top, startAngle: 90, endAngle: 180)))
        #expect(try TestInput.root(#"{"AngularGradient": {"colors": ["blue"], "center": "top", "angle": 45}}"#).kind
                == .gradient(.angular(Gradient(colors: [Self.blue]), center: .top, startAngle: 45, endAngle: 405)))
    }

    @Test("style values: fill, foregroundStyle, stroke, border take colours and gradients; {gradient: c} is Color.gradient")
    func styles() throws {
        let linear = #"{"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "leading", "endPoint": "trailing"}}"#
        let style = ShapeStyle.gradient(.linear(Gradient(colors: [Self.blue, Self.purple]), startPoint: .leading, endPoint: .trailing))
        #expect(try TestInput.modifierKind(#"{"fill": \#(linear)}"#, on: #"{"Circle": {}"#) == .fill(style))
        #expect(try TestInput.modifierKind(#"{"fill": "blue"}"#, on: #"{"Circle": {}"#) == .fill(.color(Self.blue)))
        #expect(try TestInput.modifierKind(#"{"foregroundStyle": \#(linear)}"#) == .foregroundStyle(style))
        #expect(try TestInput.modifierKind(#"{"stroke": \#(linear)}"#, on: #"{"Circle": {}"#) == .stroke(style, lineWidth: 1))
        #expect(try TestInput.modifierKind(#"{"strokeBorder": {"color": \#(linear), "lineWidth": 4}}"#, on: #"{"Circle": {}"#)
                == .strokeBorder(style, lineWidth: 4))
        #expect(try TestInput.modifierKind(#"{"border": {"color": \#(linear), "width": 2}}"#) == .border(style, width: 2))
        let derived = ShapeStyle.gradient(.linear(.derived(from: Self.blue), startPoint: .top, endPoint: .bottom))
        #expect(try TestInput.modifierKind(#"{"foregroundStyle": {"gradient": "blue"}}"#) == .foregroundStyle(derived))
        // As a layer: a gradient object is a view; {"gradient": c} the gradient view.
        let bg = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": {"gradient": "blue"}}]}"#)
        #expect(bg.children.last?.kind == .gradient(.linear(.derived(from: Self.blue), startPoint: .top, endPoint: .bottom)))
        let view = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": \#(linear)}]}"#)
        #expect(view.children.last?.kind.name == "LinearGradient")
    }

    @Test("errors: unknown unit point, missing or empty colours, both colours and stops, wrong types, missing arguments")
    func errors() {
        #expect(TestInput.error(#"{"LinearGradient": {"colors": ["blue"], "startPoint": "topp", "endPoint": "bottom"}}"#)
                == #"tree.json:1:55: root.LinearGradient.startPoint: unknown unit point "topp"; did you mean "top"?"#)
        #expect(TestInput.error(#"{"LinearGradient": {"colors": [], "startPoint": "top", "endPoint": "bottom"}}"#)
                == "tree.json:1:31: root.LinearGradient.colors: a gradient needs at least one color")
        #expect(TestInput.error(#"{"RadialGradient": {"center": "center", "startRadius": 0, "endRadius": 5}}"#)
                == "tree.json:1:20: root.RadialGradient: RadialGradient needs colors (or stops, or gradient)")
        #expect(TestInput.error(#"{"LinearGradient": {"colors": ["blue"], "stops": [], "startPoint": "top", "endPoint": "top"}}"#)?
                    .contains("give one of colors, stops and gradient, not 2") == true)
        #expect(TestInput.error(#"{"LinearGradient": {"colors": ["blue"], "startPoint": "top"}}"#)?
                    .contains(#"LinearGradient needs "endPoint""#) == true)
        #expect(TestInput.error(#"{"LinearGradient": {"colors": "blue", "startPoint": "top", "endPoint": "top"}}"#)?
                    .contains("expected an array of colors") == true)
        #expect(TestInput.error(#"{"LinearGradient": {"colrs": ["blue"], "startPoint": "top", "endPoint": "top"}}"#)?
                    .contains(#"did you mean "colors"?"#) == true)
        #expect(TestInput.error(#"{"EllipticalGradient": {"stops": [{"color": "blue", "location": "0 / 0"}]}}"#)?
                    .contains("location") == true)
        #expect(TestInput.error(#"{"Circle": {}, "modifiers": [{"fill": 3}]}"#)?
                    .contains("expected a color or a gradient") == true)
        #expect(TestInput.error(#"{"Circle": {}, "modifiers": [{"fill": {"gradient": "bleu"}}]}"#)?
                    .contains(#"unknown color "bleu"; did you mean "blue"?"#) == true)
    }

    @Test("a stop location outside 0...1 is clamped with a warning")
    func clampedLocation() throws {
        let w = try TestInput.warnings(#"{"EllipticalGradient": {"stops": [{"color": "blue", "location": 1.5}]}}"#)
        #expect(w.count == 1)
        #expect(w.first?.contains("stop location 1.5 is outside 0...1; using 1") == true)
    }
}
