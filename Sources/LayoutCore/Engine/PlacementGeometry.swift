import Foundation

/// What placement carries down besides the safe area, for preferences (docs/semantics.md §10.6): the named
/// coordinate spaces around a node and the drawing transforms above it (anchors and proxies see `scaleEffect` and
/// `rotationEffect`; layout frames do not).
///
/// Storage: one optional reference, nil while no effect or named space is above (almost every node), so that
/// passing the geometry down to every node copies a nil word, not an array and a transform.
struct PlacementGeometry {
    private final class Storage: @unchecked Sendable {
        let spaces: [NamedCoordinateSpace]
        let transform: Transform2D?
        init(spaces: [NamedCoordinateSpace], transform: Transform2D?) { self.spaces = spaces; self.transform = transform }
    }

    private var storage: Storage?

    init() {}

    var spaces: [NamedCoordinateSpace] { storage?.spaces ?? [] }
    /// From the node's layout coordinates to the canvas as drawn; nil = identity.
    var transform: Transform2D? { storage?.transform }

    /// The geometry `node`'s subtree sees: its own drawing effect applied first, then those above it; its name
    /// added when it is a `.coordinateSpace(name:)`.
    func entering(_ node: LayoutNode, frame: CGRect) -> PlacementGeometry {
        var spaces = self.spaces
        var transform = self.transform
        if let t = node.drawing.effect?.transform(in: frame) {
            transform = transform.map { $0.concatenating(after: t) } ?? t
        }
        if case .coordinateSpace(let name) = node.kind {
            spaces.append(NamedCoordinateSpace(name: name, frame: self.transform.map { $0.boundingBox(of: frame) } ?? frame))
        }
        var g = PlacementGeometry()
        g.storage = Storage(spaces: spaces, transform: transform)
        return g
    }
}
