/// Rectangle, RoundedRectangle, Circle, Ellipse, Capsule. `fill` and `stroke` are methods of `Shape`, so
/// (as in SwiftUI and the JSON format) they can only come first, directly on the shape.
public protocol Shape: View {}

extension Shape {
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
    public let viewNodes = [ViewNode(.shape(.rectangle))]
    public var body: EmptyView { EmptyView() }
    public init() {}
}

public struct RoundedRectangle: Shape {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init(cornerRadius: CGFloat) { viewNodes = [ViewNode(.shape(.roundedRectangle(cornerRadius: cornerRadius)))] }
}

public struct Circle: Shape {
    public let viewNodes = [ViewNode(.shape(.circle))]
    public var body: EmptyView { EmptyView() }
    public init() {}
}

public struct Ellipse: Shape {
    public let viewNodes = [ViewNode(.shape(.ellipse))]
    public var body: EmptyView { EmptyView() }
    public init() {}
}

public struct Capsule: Shape {
    public let viewNodes = [ViewNode(.shape(.capsule))]
    public var body: EmptyView { EmptyView() }
    public init() {}
}
