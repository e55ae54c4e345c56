import Foundation

/// The four SwiftUI gradient styles, with their arguments as SwiftUI takes them: points are `UnitPoint`s of the
/// frame being filled, radii in points (`RadialGradient`) or as fractions of the frame's width and height (the
/// unit circle stretched over the frame, `EllipticalGradient`), angles in degrees clockwise from the trailing direction
/// (`AngularGradient`). Each is a view (it fills the proposal like `Color`, docs/semantics.md §3.9) and a
/// `ShapeStyle` (`fill`, `foregroundStyle`, `stroke`, `border`, `background`). `geometry(in:)` turns the
/// arguments into points for a frame; renderers draw from that.
public enum GradientStyle: Hashable, Sendable {
    case linear(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical(Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`, angles in degrees.
    case angular(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)

    /// SwiftUI's type name (the frame dump's `kind` for the view).
    public var name: String {
        switch self {
        case .linear: "LinearGradient"
        case .radial: "RadialGradient"
        case .elliptical: "EllipticalGradient"
        case .angular: "AngularGradient"
        }
    }

    public var gradient: Gradient {
        switch self {
        case .linear(let g, _, _), .radial(let g, _, _, _), .elliptical(let g, _, _, _), .angular(let g, _, _, _): g
        }
    }

    /// The same style with its gradient replaced.
    public func with(_ g: Gradient) -> GradientStyle {
        switch self {
        case .linear(_, let s, let e): .linear(g, startPoint: s, endPoint: e)
        case .radial(_, let c, let s, let e): .radial(g, center: c, startRadius: s, endRadius: e)
        case .elliptical(_, let c, let s, let e): .elliptical(g, center: c, startRadiusFraction: s, endRadiusFraction: e)
        case .angular(_, let c, let s, let e): .angular(g, center: c, startAngle: s, endAngle: e)
        }
    }

    public func resolved(in scheme: ColorScheme) -> GradientStyle { with(gradient.resolved(in: scheme)) }

    /// The gradient laid over `frame`, in the frame's coordinate space (canvas points).
    public func geometry(in frame: CGRect) -> GradientGeometry {
        func point(_ u: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
        }
        switch self {
        case .linear(let g, let s, let e):
            return .linear(stops: g.stops, start: point(s), end: point(e))
        case .radial(let g, let c, let r0, let r1):
            return .radial(stops: g.stops, center: point(c), startRadius: r0, endRadius: r1, scaleY: 1)
        case .elliptical(let g, let c, let f0, let f1):
            // The circle of radius f × width, squeezed vertically to the frame's aspect ratio.
            let scaleY = frame.width > 0 ? frame.height / frame.width : 1
            return .radial(stops: g.stops, center: point(c), startRadius: f0 * frame.width,
                           endRadius: f1 * frame.width, scaleY: scaleY)
        case .angular(let g, let c, let a0, let a1):
            return .angular(stops: g.stops, center: point(c), startAngle: a0, endAngle: a1)
        }
    }
}

/// A gradient placed in canvas points, ready to draw.
public enum GradientGeometry: Sendable, Hashable {
    /// Colour constant along lines perpendicular to start → end; padded with the end stops beyond them.
    case linear(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
    /// Concentric circles from `startRadius` to `endRadius` about `center`, the whole picture scaled by `scaleY`
    /// vertically about the centre (an ellipse for `EllipticalGradient`); padded with the end stops.
    case radial(stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scaleY: CGFloat)
    /// Colour by angle about `center` (degrees, clockwise on screen from +x), `AngularGradientSweep` below.
    case angular(stops: [Gradient.Stop], center: CGPoint, startAngle: Double, endAngle: Double)
}
