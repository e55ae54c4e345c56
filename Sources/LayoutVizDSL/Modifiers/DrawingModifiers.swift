/// position, zIndex, hidden, clipShape, mask and the drawing effects (rotationEffect, scaleEffect, shadow),
/// with SwiftUI's signatures (docs/format.md; their rules: docs/semantics.md).

/// SwiftUI's `Angle`: `.degrees(45)`, `.radians(0.5)`.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / Double.pi }
    public init(radians: Double) { self.radians = radians }
    /// Converted exactly as the JSON decoder converts `{"degrees": d}`.
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static let zero = Angle(radians: 0)
}

extension View {
    /// Takes the whole proposal and centres the view on (x, y) of its own frame.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent { modifier(.position(x: x, y: y)) }
    public func position(_ position: CGPoint) -> ModifiedContent { self.position(x: position.x, y: position.y) }

    /// Drawing order among the siblings of a container (higher on top).
    public func zIndex(_ value: Double) -> ModifiedContent { modifier(.zIndex(value)) }

    /// Laid out (keeps its space), not drawn.
    public func hidden() -> ModifiedContent { modifier(.hidden) }

    /// Clips the drawing to the shape in the view's frame (`style` is accepted for SwiftUI compatibility).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent {
        modifier(.clipShape(shape.shapeKind))
    }

    /// Draws the view only where the mask is opaque; the mask is laid out like an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent {
        let secondary = mask().singleNode { ViewNode(.zStack(alignment: .center), children: $0) }
        return ModifiedContent(nodes: viewNodes.map { $0.modifier(.mask(alignment: alignment), secondary: secondary) })
    }

    /// SwiftUI's older `mask(_:)`.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent { self.mask(alignment: .center) { mask } }

    /// Drawn rotated clockwise about `anchor` of the frame; layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent {
        modifier(.effect(.rotation(radians: angle.radians, anchor: anchor)))
    }

    /// Drawn scaled about `anchor`; layout is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent {
        modifier(.effect(.scale(x: s, y: s, anchor: anchor)))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent {
        modifier(.effect(.scale(x: scale.width, y: scale.height, anchor: anchor)))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent {
        modifier(.effect(.scale(x: x, y: y, anchor: anchor)))
    }

    /// A blurred, tinted, offset copy of the drawing below it; layout is unchanged.
    public func shadow(color: Color = Color(Shadow.defaultColor), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> ModifiedContent {
        modifier(.effect(.shadow(Shadow(color: color.resolved, radius: radius, x: x, y: y))))
    }
}

/// SwiftUI's `FillStyle`, accepted by `clipShape` for source compatibility (layoutviz clips with the shape).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
