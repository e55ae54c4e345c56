/// Rectangle, RoundedRectangle, Circle, Ellipse, Capsule. `fill` and `stroke` are methods of `Shape`, so
/// (as in SwiftUI and the JSON format) they can only come first, directly on the shape.
public protocol Shape: View {
    /// The shape as LayoutCore draws it (for `clipShape`).
    var shapeKind: ShapeKind { get }
}

extension Shape {
    public var viewNodes: [ViewNode] { [ViewNode(.shape(shapeKind))] }
    public var body: EmptyView { EmptyView() }

    /// `.fill(.red)`: paints the shape with a colour instead of the foreground colour.
    public func fill(_ color: Color) -> ModifiedContent { modifier(.fill(.color(color.resolved))) }

    /// `.stroke(.blue, lineWidth: 3)`: the outline, centred on the shape's edge.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent {
        modifier(.stroke(.color(color.resolved), lineWidth: lineWidth))
    }

    /// `.stroke(lineWidth: 2)`: the outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent { modifier(.stroke(nil, lineWidth: lineWidth)) }

    /// `.strokeBorder(.blue, lineWidth: 8)`: the outline drawn inside the frame.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent {
        modifier(.strokeBorder(.color(color.resolved), lineWidth: lineWidth))
    }
}

/// A custom shape, as in SwiftUI: `struct Triangle: Shape { func path(in rect: CGRect) -> Path { ... } }`.
/// Its outline is `path(in:)` for the frame it is drawn in (origin zero), asked at drawing time.
public protocol CustomShape: Shape, Sendable {
    func path(in rect: CGRect) -> Path
}

extension CustomShape {
    public var shapeKind: ShapeKind {
        let shape = self
        return .path(ShapePath(String(describing: shape), isCustomShape: true) { size in
            shape.path(in: CGRect(origin: .zero, size: size)).elements
        })
    }
}

/// SwiftUI's `Path`: built with its methods (`move(to:)`, `addLine(to:)`, ...), or `Path { path in ... }` as a view.
public struct Path: Shape, Sendable {
    public private(set) var elements: [PathElement] = []
    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var shapeKind: ShapeKind { .path(ShapePath("Path(\(elements))", elements: elements)) }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.addLine(to: p)) }
    public mutating func addLines(_ points: [CGPoint]) { elements.append(.addLines(points)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.addQuadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.addCurve(to: p, control1: control1, control2: control2))
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.addArc(center: center, radius: radius, startAngle: startAngle.degrees, endAngle: endAngle.degrees,
                                clockwise: clockwise))
    }
    public mutating func addRect(_ r: CGRect) { elements.append(.addRect(r)) }
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize) { elements.append(.addRoundedRect(r, cornerSize: cornerSize)) }
    public mutating func addEllipse(in r: CGRect) { elements.append(.addEllipse(r)) }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

public struct Rectangle: Shape {
    public let shapeKind = ShapeKind.rectangle
    public init() {}
}

public struct RoundedRectangle: Shape {
    public let shapeKind: ShapeKind
    /// `style` is accepted for SwiftUI compatibility; corners are drawn circular (as `"style"` in JSON).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        shapeKind = .roundedRectangle(cornerRadius: cornerRadius)
    }
}

public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct Circle: Shape {
    public let shapeKind = ShapeKind.circle
    public init() {}
}

public struct Ellipse: Shape {
    public let shapeKind = ShapeKind.ellipse
    public init() {}
}

public struct Capsule: Shape {
    public let shapeKind = ShapeKind.capsule
    public init() {}
}
