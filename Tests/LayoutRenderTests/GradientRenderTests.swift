import Foundation
import LayoutCore
@testable import LayoutRender
import Testing

/// Gradients in the display list and SVG (docs/rendering.md, "Gradients").
@Suite("Gradients in the display list and SVG")
struct GradientRenderTests {
    static let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)
    static let linear = GradientStyle.linear(Gradient(colors: [blue, red]), startPoint: .top, endPoint: .bottom)
    static let family: @Sendable (TextStyle) -> String = { _ in "Inter, sans-serif" }

    @Test("a gradient fill is one item over the node's frame; a stroke and a text are masks over the gradient")
    func items() {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(list(node("LinearGradient", 0, 0, 20, 10, paint: .fill(.rectangle, .gradient(Self.linear)))).items
                == [.gradient(.rect(frame), Self.linear, frame: frame)])
        let stroke = list(node("Circle", 0, 0, 20, 10, paint: .stroke(.rectangle, .gradient(Self.linear), lineWidth: 2))).items
        #expect(stroke == [.beginMask, .stroke(.rect(frame), .black, lineWidth: 2), .beginMaskedContent,
                           .gradient(.rect(frame.insetBy(dx: -2, dy: -2)), Self.linear, frame: frame), .endMask])
        let layout = TextLayout(size: CGSize(width: 20, height: 10), lines: [TextLine(text: "Hi", x: 0, baseline: 8, width: 20)],
                                firstBaseline: 8, lastBaseline: 8, ascent: 8, descent: 2)
        let text = list(node("Text", 0, 0, 20, 10, paint: .text(layout, TextStyle(size: 10), .gradient(Self.linear)))).items
        #expect(text.first == .beginMask)
        #expect(text.last == .endMask)
        if text.count == 5, case .text(let run) = text[1] { #expect(run.text == "Hi") } else { Issue.record("no masked text") }
        #expect(text.dropFirst(3).first == .gradient(.rect(frame.insetBy(dx: -10, dy: -10)), Self.linear, frame: frame))
    }

    @Test("clear gradients draw nothing; the dark theme resolves the stops")
    func visibilityAndTheme() {
        let clear = GradientStyle.linear(Gradient(colors: [.clear, .clear]), startPoint: .top, endPoint: .bottom)
        #expect(list(node("LinearGradient", 0, 0, 20, 10, paint: .fill(.rectangle, .gradient(clear)))).items.isEmpty)
        let system = GradientStyle.linear(Gradient(colors: [SystemColor.blue.color]), startPoint: .top, endPoint: .bottom)
        let dark = DisplayList(LayoutResult(canvas: CGSize(width: 20, height: 10),
                                            root: node("G", 0, 0, 20, 10, paint: .fill(.rectangle, .gradient(system))), scale: 1),
                               options: RenderOptions(background: nil, colorScheme: .dark))
        guard case .gradient(_, let g, _)? = dark.items.first else { Issue.record("no gradient"); return }
        #expect(g.gradient.stops.first?.color == SystemColor.blue.color.resolved(in: .dark))
    }

    @Test("SVG: linear and radial gradients in defs with ids in document order; the start radius folds into the offsets")
    func svgGradients() {
        let radial = GradientStyle.radial(Gradient(colors: [Self.blue, Self.red.mixed(with: .clear, by: 0.5)]), center: .center,
                                          startRadius: 5, endRadius: 10)
        let tree = node("VStack", 0, 0, 20, 20, children: [
            node("LinearGradient", 0, 0, 20, 10, paint: .fill(.rectangle, .gradient(Self.linear))),
            node("RadialGradient", 0, 10, 20, 10, paint: .fill(.rectangle, .gradient(radial))),
        ])
        let svg = SVGRenderer.render(list(tree, canvas: CGSize(width: 20, height: 20)), fontFamily: Self.family)
        #expect(svg.contains("""
              <defs><linearGradient id="gradient0" gradientUnits="userSpaceOnUse" x1="10" y1="0" x2="10" y2="10">
                <stop offset="0" stop-color="#0000ff"/>
                <stop offset="1" stop-color="#ff0000"/>
              </linearGradient></defs>
              <rect x="0" y="0" width="20" height="10" fill="url(#gradient0)"/>
              <defs><radialGradient id="gradient1" gradientUnits="userSpaceOnUse" cx="10" cy="15" r="10">
                <stop offset="0.5" stop-color="#0000ff"/>
                <stop offset="1" stop-color="#800000" stop-opacity="0.5"/>
              </radialGradient></defs>
            """))
        #expect(svg == SVGRenderer.render(list(tree, canvas: CGSize(width: 20, height: 20)), fontFamily: Self.family))
    }

    @Test("SVG: an elliptical gradient is a transformed circle; an angular one is sectors clipped to the shape")
    func svgEllipticalAndAngular() {
        let elliptical = GradientStyle.elliptical(Gradient(colors: [Self.blue, Self.red]), center: .center,
                                                  startRadiusFraction: 0, endRadiusFraction: 0.5)
        let e = SVGRenderer.render(list(node("E", 0, 0, 40, 20, paint: .fill(.rectangle, .gradient(elliptical)))),
                                   fontFamily: Self.family)
        #expect(e.contains(#"cx="20" cy="10" r="20" gradientTransform="matrix(1 0 0 0.5 0 5)""#))
        let angular = GradientStyle.angular(Gradient(colors: [Self.blue, Self.red]), center: .center, startAngle: 0, endAngle: 360)
        let a = SVGRenderer.render(list(node("A", 0, 0, 20, 20, paint: .fill(.circle, .gradient(angular)))),
                                   fontFamily: Self.family)
        #expect(a.contains(#"<clipPath id="clip0"><ellipse cx="10" cy="10" rx="10" ry="10"/></clipPath>"#))
        #expect(a.components(separatedBy: "<path d=\"M10 10L").count - 1 == 360)
        #expect(!a.contains("Gradient"))
    }
}
