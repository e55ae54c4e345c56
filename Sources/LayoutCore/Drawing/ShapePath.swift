import Foundation

/// A custom shape's outline: SwiftUI's `Path` as built in `Shape.path(in:)` or `Path { path in ... }`.
/// Contract: `elements(in:)` gives the path's operations for the shape's frame size (the `rect` of
/// `path(in rect:)`, whose origin is zero), in the frame's own coordinates; the renderers flatten them with
/// `PathGeometry`. Two paths are equal when they are the same kind (Path or custom Shape) and give the same
/// operations at two reference sizes (so a DSL shape equals the JSON shape with the same path(in:)), which
/// keeps `ShapeKind` hashable; the description only names the path in messages.
public struct ShapePath: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// A custom `Shape` (its path depends on the frame), not a `Path` view.
    public let isCustomShape: Bool
    private let build: @Sendable (CGSize) -> [PathElement]

    public init(_ description: String, isCustomShape: Bool = false,
                _ build: @escaping @Sendable (CGSize) -> [PathElement]) {
        self.description = description
        self.isCustomShape = isCustomShape
        self.build = build
    }

    /// A path that ignores its frame (a `Path` built once, as `Path { ... }` is).
    public init(_ description: String, elements: [PathElement]) {
        self.init(description) { _ in elements }
    }

    public func elements(in size: CGSize) -> [PathElement] { build(size) }

    static let referenceSizes = [CGSize(width: 100, height: 100), CGSize(width: 37, height: 53)]

    public static func == (a: ShapePath, b: ShapePath) -> Bool {
        a.isCustomShape == b.isCustomShape
            && referenceSizes.allSatisfy { a.elements(in: $0) == b.elements(in: $0) }
    }
    public func hash(into h: inout Hasher) {
        h.combine(isCustomShape)
        h.combine(elements(in: Self.referenceSizes[0]))
    }
}

/// One operation of SwiftUI's `Path`, with its arguments as SwiftUI takes them (angles in degrees).
public enum PathElement: Sendable, Hashable {
    case move(to: CGPoint)
    case addLine(to: CGPoint)
    /// `addLines(_:)`: a move to the first point, then lines through the rest.
    case addLines([CGPoint])
    case addQuadCurve(to: CGPoint, control: CGPoint)
    case addCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. `clockwise` is in SwiftUI's flipped (y-down)
    /// coordinates, as SwiftUI documents it: `clockwise: true` turns counter-clockwise on screen.
    case addArc(center: CGPoint, radius: CGFloat, startAngle: Double, endAngle: Double, clockwise: Bool)
    case addRect(CGRect)
    case addRoundedRect(CGRect, cornerSize: CGSize)
    case addEllipse(CGRect)
    case closeSubpath
}
