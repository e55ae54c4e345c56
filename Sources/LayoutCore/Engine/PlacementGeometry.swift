import Foundation

/// What placement carries down besides the safe area, for preferences (docs/semantics.md §10.6): the named
/// coordinate spaces around a node and the drawing transforms above it (anchors and proxies see `scaleEffect` and
/// `rotationEffect`; layout frames do not).
struct PlacementGeometry {
    var spaces: [NamedCoordinateSpace] = []
    /// From the node's layout coordinates to the canvas as drawn; nil = identity.
    var transform: Transform2D?

    /// The geometry `node`'s subtree sees: its own drawing effect applied first, then those above it; its name
    /// added when it is a `.coordinateSpace(name:)`.
    func entering(_ node: LayoutNode, frame: CGRect) -> PlacementGeometry {
        var g = self
        if let t = node.drawing.effect?.transform(in: frame) {
            g.transform = transform.map { $0.concatenating(after: t) } ?? t
        }
        if case .coordinateSpace(let name) = node.kind {
            g.spaces.append(NamedCoordinateSpace(name: name, frame: transform.map { $0.boundingBox(of: frame) } ?? frame))
        }
        return g
    }
}
