/// SwiftUI's gradients (docs/swift-api.md): `LinearGradient`, `RadialGradient`, `EllipticalGradient`,
/// `AngularGradient` as views (they fill what they are proposed, like `Color`) and as styles of `fill`,
/// `foregroundStyle`, `stroke`, `strokeBorder` and `border` (`ShapeStyle`), with `Gradient(colors:)`,
/// `Gradient(stops:)`, `Color.blue.gradient` and the `.linearGradient(...)` style members. They build the same
/// `GradientStyle` as the JSON format's gradient objects.

/// A value that fills or strokes: a `Color` or a gradient (LayoutCore's `ShapeStyle` is what it draws).
public protocol ShapeStyle: Sendable {
    var shapeStyle: LayoutCore.ShapeStyle { get }
}

extension Color: ShapeStyle {
    public var shapeStyle: LayoutCore.ShapeStyle { .color(resolved) }

    /// `Color.blue.gradient`: SwiftUI's `AnyGradient`, top to bottom (docs/semantics.md §3.9).
    public var gradient: AnyGradient { AnyGradient(style: .linear(.derived(from: resolved), startPoint: .top, endPoint: .bottom)) }
}

/// SwiftUI's `Gradient`: colours spaced evenly, or stops at locations.
public struct Gradient: Hashable, Sendable {
    public var resolved: LayoutCore.Gradient

    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public init(colors: [Color]) { resolved = LayoutCore.Gradient(colors: colors.map(\.resolved)) }
    public init(stops: [Stop]) {
        resolved = LayoutCore.Gradient(stops: stops.map { .init(color: $0.color.resolved, location: Double($0.location)) })
    }
}

/// What the four gradient views share: their style is their node.
public protocol GradientView: View, ShapeStyle {
    var style: GradientStyle { get }
}

extension GradientView {
    public var viewNodes: [ViewNode] { [ViewNode(.gradient(style))] }
    public var body: EmptyView { EmptyView() }
    public var shapeStyle: LayoutCore.ShapeStyle { .gradient(style) }
}

public struct LinearGradient: GradientView {
    public var style: GradientStyle
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        style = .linear(gradient.resolved, startPoint: startPoint, endPoint: endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

public struct RadialGradient: GradientView {
    public var style: GradientStyle
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        style = .radial(gradient.resolved, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

public struct EllipticalGradient: GradientView {
    public var style: GradientStyle
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        style = .elliptical(gradient.resolved, center: center, startRadiusFraction: startRadiusFraction,
                            endRadiusFraction: endRadiusFraction)
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
}

public struct AngularGradient: GradientView {
    public var style: GradientStyle
    /// Equal angles (the defaults) sweep one full turn from `startAngle`, as the JSON format reads them.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        let start = startAngle.degrees, end = endAngle.degrees
        style = .angular(gradient.resolved, center: center, startAngle: start, endAngle: start == end ? start + 360 : end)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// One full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        style = .angular(gradient.resolved, center: center, startAngle: angle.degrees, endAngle: angle.degrees + 360)
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

/// `Color.blue.gradient`: a linear gradient view derived from the colour.
public struct AnyGradient: GradientView {
    public var style: GradientStyle
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension View {
    /// `.foregroundStyle(LinearGradient(...))`: text and shapes below drawn in the style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent { modifier(.foregroundStyle(style.shapeStyle)) }

    /// `.border(LinearGradient(...), width: 2)`.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ModifiedContent {
        modifier(.border(style.shapeStyle, width: width))
    }
}

extension Shape {
    /// `.fill(LinearGradient(...))`, `.fill(.blue.gradient)`.
    public func fill<S: ShapeStyle>(_ style: S) -> ModifiedContent { modifier(.fill(style.shapeStyle)) }

    /// `.stroke(LinearGradient(...), lineWidth: 3)`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedContent {
        modifier(.stroke(style.shapeStyle, lineWidth: lineWidth))
    }

    /// `.strokeBorder(LinearGradient(...), lineWidth: 8)`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedContent {
        modifier(.strokeBorder(style.shapeStyle, lineWidth: lineWidth))
    }
}
