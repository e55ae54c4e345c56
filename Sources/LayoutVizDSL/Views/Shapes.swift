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
    public func fill(_ color: Color) -> ModifiedContent { modifier(.fill(color.resolved)) }

    /// `.stroke(.blue, lineWidth: 3)`: the outline, centred on the shape's edge.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent {
        modifier(.stroke(color.resolved, lineWidth: lineWidth))
    }

    /// `.stroke(lineWidth: 2)`: the outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> ModifiedContent { modifier(.stroke(nil, lineWidth: lineWidth)) }
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
