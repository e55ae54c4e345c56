import Foundation

/// SwiftUI's `Gradient`: colour stops at locations in 0...1, in order. `Gradient(colors:)` spaces its colours
/// evenly (one colour: a single stop, a solid fill); `Gradient(stops:)` keeps its locations, sorted (stable) so
/// renderers can hand them on in order. A gradient made from a colour (`Color.blue.gradient`, SwiftUI's
/// `AnyGradient`) keeps that colour and derives its stops in the colour scheme it is drawn in
/// (docs/semantics.md §3.9).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public private(set) var stops: [Stop]
    /// The colour of `Color.gradient`, nil for a gradient given by colours or stops.
    public private(set) var derivedFrom: Color?

    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }

    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
    }

    /// `color.gradient`: the colour lightened at the top, darkened at the bottom (docs/semantics.md §3.9).
    public static func derived(from color: Color) -> Gradient {
        var g = Gradient(colors: Self.derivedColors(color))
        g.derivedFrom = color
        return g
    }

    /// The two stops of a derived gradient: the colour 16 % towards white, and 8 % towards black.
    static func derivedColors(_ c: Color) -> [Color] {
        [c.mixed(with: .white, by: 0.16), c.mixed(with: .black, by: 0.08)]
    }

    /// The stops' colours in `scheme` (a derived gradient derives them again from its resolved colour).
    public func resolved(in scheme: ColorScheme) -> Gradient {
        if let base = derivedFrom {
            return Gradient(colors: Self.derivedColors(base.resolved(in: scheme)))
        }
        var g = self
        for i in g.stops.indices { g.stops[i].color = g.stops[i].color.resolved(in: scheme) }
        return g
    }

    /// The colour at `t` (clamped to the first and last stops; equal locations make a hard step, the later stop
    /// winning from there on), interpolated in sRGB components, straight alpha, as SwiftUI's default
    /// `Gradient.ColorSpace.device` (docs/semantics.md §3.9).
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 0
        while i + 1 < stops.count, stops[i + 1].location <= t { i += 1 }
        let a = stops[i], b = stops[min(i + 1, stops.count - 1)]
        let span = b.location - a.location
        guard span > 0 else { return b.color }
        return a.color.mixed(with: b.color, by: (t - a.location) / span)
    }

    /// The colour just before `t` (the limit from below): at a location shared by two stops, the earlier one's.
    public func color(before t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t > last.location { return last.color }
        var i = 0
        while i + 1 < stops.count, stops[i + 1].location < t { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        guard span > 0 else { return a.color }
        return a.color.mixed(with: b.color, by: (t - a.location) / span)
    }

    /// True when some stop shows (an all-clear gradient draws nothing).
    public var isVisible: Bool { stops.contains { $0.color.opacity > 0 } }
}

extension Color {
    /// This colour moved `amount` (0...1) of the way to `other`, component by component in sRGB. The result
    /// is a fixed colour (resolve a system colour in its scheme first).
    public func mixed(with other: Color, by amount: Double) -> Color {
        func m(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        return Color(red: m(red, other.red), green: m(green, other.green), blue: m(blue, other.blue),
                     opacity: m(opacity, other.opacity))
    }
}
