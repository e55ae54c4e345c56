import Foundation

/// What a `GeometryReader`'s content can read, as in SwiftUI: the reader's size and safe area insets, its frame in
/// the global (canvas) space and in the named coordinate spaces around it, and anchors resolved into its own space
/// (docs/semantics.md §3.6, §10.6).
public struct GeometryProxy: Sendable, Hashable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    /// The reader's layout frame in canvas coordinates (origin zero when not placed).
    public var globalFrame: CGRect
    /// The enclosing `.coordinateSpace(name:)` views' frames in canvas coordinates, outermost first.
    public var coordinateSpaces: [NamedCoordinateSpace]
    /// The drawing transforms above the reader (`scaleEffect`, `rotationEffect`), from its layout space to the
    /// canvas; nil when none.
    public var transform: Transform2D?

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), globalFrame: CGRect? = nil,
                coordinateSpaces: [NamedCoordinateSpace] = [], transform: Transform2D? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame ?? CGRect(origin: .zero, size: size)
        self.coordinateSpaces = coordinateSpaces
        self.transform = transform
    }

    /// `proxy.frame(in:)`: `.local` is `(0, 0, size)`; `.global` the frame in the canvas (drawing transforms
    /// applied, as a bounding box); `.named(x)` relative to the nearest enclosing space of that name (an unknown
    /// name gives the global frame, as SwiftUI does).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return drawnGlobalFrame
        case .named(let name):
            guard let s = coordinateSpaces.last(where: { $0.name == name }) else { return drawnGlobalFrame }
            let g = drawnGlobalFrame
            return CGRect(x: g.minX - s.frame.minX, y: g.minY - s.frame.minY, width: g.width, height: g.height)
        }
    }

    /// `proxy[anchor]`: the anchor's global rect (a point: zero size) in this reader's own space.
    public subscript(anchor: Anchor) -> CGRect {
        var r = anchor.global
        if let t = transform?.inverted { r = t.boundingBox(of: r) }
        return CGRect(x: r.minX - globalFrame.minX, y: r.minY - globalFrame.minY, width: r.width, height: r.height)
    }

    private var drawnGlobalFrame: CGRect { transform.map { $0.boundingBox(of: globalFrame) } ?? globalFrame }
}

/// `CoordinateSpace`: `.global`, `.local` or `.named(name)`.
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
    case named(String)
}

/// A `.coordinateSpace(name:)` view's name and frame (canvas coordinates).
public struct NamedCoordinateSpace: Sendable, Hashable {
    public var name: String
    public var frame: CGRect
    public init(name: String, frame: CGRect) { self.name = name; self.frame = frame }
}

extension Transform2D {
    /// The inverse transform; nil when it is singular (a zero scale).
    public var inverted: Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform2D(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The axis-aligned bounding box of `r`'s four corners transformed (SwiftUI's `CGRect(cornerPoints:)`).
    public func boundingBox(of r: CGRect) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                       CGPoint(x: r.maxX, y: r.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
