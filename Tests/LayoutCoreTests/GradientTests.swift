import Foundation
import LayoutCore
import Testing

/// Gradients (docs/semantics.md §3.9): sized like Color, stops sorted and interpolated in sRGB, the angular sweep.
@Suite("Gradients")
struct GradientTests {
    static let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)
    static let linear = GradientStyle.linear(Gradient(colors: [blue, red]), startPoint: .top, endPoint: .bottom)

    @Test("a gradient view takes the proposal like Color; nil is 10, infinity stays")
    func sizing() {
        let g = ViewNode(.gradient(Self.linear), id: "g")
        let r = layout(hstack(spacing: 0, [g.frame(width: 30, id: "f"), color(id: "c")]), canvas: CGSize(width: 100, height: 40))
        expectFrame(r, "g", rect(0, 0, 30, 40))
        expectFrame(r, "c", rect(30, 0, 70, 40))
        let bare = layout(g, canvas: CGSize(width: 100, height: 40), proposal: ProposedViewSize(width: nil, height: nil))
        #expect(bare.root.frame.size == CGSize(width: 10, height: 10))
        let fixed = layout(g.fixedSize(), canvas: CGSize(width: 100, height: 40))
        #expect(fixed.root.children.first?.frame.size == CGSize(width: 10, height: 10))
        #expect(r.root.first(id: "g")?.paint == .fill(.rectangle, .gradient(Self.linear)))
        #expect(r.root.first(id: "g")?.kind == "LinearGradient")
    }

    @Test("foregroundStyle with a gradient reaches shapes and text; fill and stroke take a gradient")
    func styles() {
        let style = ShapeStyle.gradient(Self.linear)
        let tree = vstack([
            ViewNode(.shape(.circle), id: "c"),
            text("Hi", id: "t"),
            ViewNode(.shape(.capsule), id: "s").modifier(.stroke(style, lineWidth: 3)),
            ViewNode(.shape(.rectangle), id: "f").modifier(.fill(style)),
            text("B", id: "b").modifier(.border(style, width: 2), id: "border"),
        ]).modifier(.foregroundStyle(style))
        let r = layout(tree)
        #expect(r.root.first(id: "c")?.paint == .fill(.circle, style))
        if case .text(_, _, let s)? = r.root.first(id: "t")?.paint { #expect(s == style) } else { Issue.record("no text paint") }
        #expect(r.root.first(id: "s")?.paint == .stroke(.capsule, style, lineWidth: 3))
        #expect(r.root.first(id: "f")?.paint == .fill(.rectangle, style))
        #expect(r.root.first(id: "border")?.paint == .strokeBorder(.rectangle, style, lineWidth: 2))
    }

    @Test("Gradient(colors:) spaces colours evenly; stops are sorted stably; one colour is one stop")
    func stops() {
        #expect(Gradient(colors: [Self.blue, Self.red, Self.blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [Self.red]).stops.map(\.location) == [0])
        let g = Gradient(stops: [.init(color: Self.red, location: 0.5), .init(color: Self.blue, location: 0.2),
                                 .init(color: .white, location: 0.5)])
        #expect(g.stops.map(\.color) == [Self.blue, Self.red, .white])
    }

    @Test("colours interpolate in sRGB components; ends pad; a shared location is a hard step")
    func interpolation() {
        let g = Gradient(colors: [Self.blue, Self.red])
        #expect(g.color(at: 0.25) == Color(red: 0.25, green: 0, blue: 0.75))
        #expect(g.color(at: -1) == Self.blue)
        #expect(g.color(at: 2) == Self.red)
        let step = Gradient(stops: [.init(color: Self.blue, location: 0), .init(color: Self.blue, location: 0.5),
                                    .init(color: Self.red, location: 0.5), .init(color: Self.red, location: 1)])
        #expect(step.color(at: 0.5) == Self.red)
        #expect(step.color(before: 0.5) == Self.blue)
    }

    @Test("Color.gradient derives its two stops from the colour in the scheme it is drawn in")
    func derived() {
        let g = Gradient.derived(from: SystemColor.blue.color)
        let dark = g.resolved(in: .dark)
        #expect(dark.stops.first?.color == SystemColor.blue.color.resolved(in: .dark).mixed(with: .white, by: 0.16))
        #expect(dark.stops.last?.color == SystemColor.blue.color.resolved(in: .dark).mixed(with: .black, by: 0.08))
    }

    @Test("angular sweep: a full turn, a short sweep's missing sector split at its middle, a long one's last turn")
    func angularSweep() {
        let g = Gradient(colors: [Self.blue, Self.red])
        let full = AngularSweep.pieces(g, startAngle: 0, endAngle: 360, maxStep: 90)
        #expect(full.count == 4)
        #expect(full.first?.fromColor == Self.blue)
        #expect(full.last?.toColor == Self.red)
        #expect(full.last?.to == 360)
        let half = AngularSweep.pieces(g, startAngle: 0, endAngle: 180, maxStep: 90)
        // 0...180 the gradient, 180...270 the last colour, 270...360 the first.
        #expect(half.map(\.from) == [0, 90, 180, 270])
        #expect(half[2].fromColor == Self.red && half[2].toColor == Self.red)
        #expect(half[3].fromColor == Self.blue && half[3].toColor == Self.blue)
        let long = AngularSweep.pieces(g, startAngle: 0, endAngle: 720, maxStep: 360)
        #expect(long.count == 1)
        #expect(long.first?.from == 360 && long.first?.fromColor == Color(red: 0.5, green: 0, blue: 0.5))
        let stops = AngularSweep.pieces(Gradient(colors: [Self.blue, Self.red, Self.blue]), startAngle: 0, endAngle: 360,
                                        maxStep: 360)
        #expect(stops.map(\.to) == [180, 360])
    }

    @Test("geometry: unit points in the frame; elliptical radii as fractions of the width, squeezed to the height")
    func geometry() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(Self.linear.geometry(in: frame) == .linear(stops: Self.linear.gradient.stops, start: CGPoint(x: 60, y: 20),
                                                           end: CGPoint(x: 60, y: 70)))
        let e = GradientStyle.elliptical(Gradient(colors: [Self.blue]), center: .center, startRadiusFraction: 0,
                                         endRadiusFraction: 0.5)
        #expect(e.geometry(in: frame) == .radial(stops: e.gradient.stops, center: CGPoint(x: 60, y: 45), startRadius: 0,
                                                 endRadius: 50, scaleY: 0.5))
    }
}
