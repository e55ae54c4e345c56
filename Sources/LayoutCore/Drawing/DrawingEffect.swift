import Foundation

/// How a drawing-only modifier changes what its subtree draws (docs/semantics.md §4.11). None of these change
/// layout: the modifier's frame is its child's, and the frame dump shows layout frames, untransformed.
public enum DrawingEffect: Sendable, Hashable {
    /// `rotationEffect(_:anchor:)`: the subtree is drawn rotated clockwise by `radians` (y points down) about
    /// `anchor` of the modifier's frame.
    case rotation(radians: Double, anchor: UnitPoint)
    /// `scaleEffect(x:y:anchor:)`: the subtree is drawn scaled about `anchor` of the modifier's frame.
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    /// `shadow(color:radius:x:y:)`: the subtree's alpha, blurred, tinted and offset, drawn below it.
    case shadow(Shadow)
    /// `mask(alignment:_:)`: children are [content, mask]; the mask's alpha masks the content.
    case mask

    /// The affine transform of a rotation or scale effect for a node drawn in `frame` (canvas points),
    /// or nil for the other effects.
    public func transform(in frame: CGRect) -> Transform2D? {
        switch self {
        case .rotation(let radians, let anchor):
            let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return Transform2D.rotation(radians, about: p)
        case .scale(let x, let y, let anchor):
            let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return Transform2D.scale(x: x, y: y, about: p)
        case .shadow, .mask:
            return nil
        }
    }
}

/// A drop shadow as `shadow(color:radius:x:y:)` takes it.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    /// SwiftUI's "measure of how much to blur": layoutviz blurs with a Gaussian of standard deviation
    /// `radius / 2` (docs/semantics.md §4.11).
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    /// SwiftUI's default shadow colour, `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, opacity: 0.33)

    public init(color: Color = Shadow.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }

    /// The Gaussian standard deviation in points for this shadow's radius.
    public var standardDeviation: CGFloat { max(0, radius) / 2 }
}

/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (the CGAffineTransform layout).
public struct Transform2D: Sendable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Rotation by `radians` (clockwise on screen, where y points down) about `p`.
    public static func rotation(_ radians: Double, about p: CGPoint) -> Transform2D {
        let cosv = CGFloat(Self.cleanCos(radians)), sinv = CGFloat(Self.cleanSin(radians))
        return Transform2D(a: cosv, b: sinv, c: -sinv, d: cosv,
                           tx: p.x - cosv * p.x + sinv * p.y, ty: p.y - sinv * p.x - cosv * p.y)
    }

    /// Scale by (x, y) about `p`.
    public static func scale(x: CGFloat, y: CGFloat, about p: CGPoint) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: p.x - x * p.x, ty: p.y - y * p.y)
    }

    public func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` applied after `other` (a point goes through `other` first).
    public func concatenating(after other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                    c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                    tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// How much the transform scales lengths (square root of the area factor).
    public var lengthScale: CGFloat { (abs(a * d - b * c)).squareRoot() }

    /// cos/sin with exact values at multiples of 90° so right-angle rotations stay on the pixel grid.
    static func cleanCos(_ r: Double) -> Double { snapUnit(Foundation.cos(r)) }
    static func cleanSin(_ r: Double) -> Double { snapUnit(Foundation.sin(r)) }
    private static func snapUnit(_ v: Double) -> Double {
        for e in [-1.0, 0, 1] where abs(v - e) < 1e-12 { return e }
        return v
    }
}
