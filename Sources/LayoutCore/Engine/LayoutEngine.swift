import Foundation

/// Statistics of one layout pass (for tests and the benchmark).
public struct LayoutStatistics: Sendable {
    /// Text measurements made (distinct requests).
    public var textMeasurements: Int
    /// Node sizings computed (cache misses).
    public var sizings: Int
    public var nodes: Int
}

/// Lays out a view tree: proposes down, sizes up, places, and records every node's frame.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasurer
    /// Device pixels per point: text sizes and divider thickness follow this grid (docs/semantics.md §9).
    public var scale: CGFloat

    public init(measurer: any TextMeasurer, scale: CGFloat = 2) {
        self.measurer = measurer
        self.scale = scale
    }

    /// Lays out `root`. With a `canvas`, the root is proposed `proposal ?? canvas` and centred in the canvas
    /// (it may overflow, then its origin is negative); without one, it is proposed `proposal ?? nil x nil`
    /// and the canvas is exactly its size (docs/semantics.md §1.3).
    public func layout(_ root: ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil) -> LayoutResult {
        layoutWithStatistics(root, canvas: canvas, proposal: proposal).result
    }

    public func layoutWithStatistics(_ root: ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil)
        -> (result: LayoutResult, statistics: LayoutStatistics) {
        let state = LayoutEngineState(measurer: measurer, scale: scale)
        let node = NodeBuilder(scale: scale).build(root, Environment())
        let p = proposal ?? canvas.map { ProposedViewSize($0) } ?? .unspecified
        let size = state.size(of: node, p)
        let canvasSize = canvas ?? size
        let origin = CGPoint(x: (canvasSize.width - size.width) / 2, y: (canvasSize.height - size.height) / 2)
        let placed = place(node, at: origin, proposal: p, state)
        let stats = LayoutStatistics(textMeasurements: state.measureCalls, sizings: state.sizeCalls, nodes: root.count)
        return (LayoutResult(canvas: canvasSize, root: placed, scale: scale), stats)
    }

    private func place(_ node: LayoutNode, at origin: CGPoint, proposal p: ProposedViewSize,
                       _ state: LayoutEngineState) -> PlacedNode {
        let frame = CGRect(origin: origin, size: state.size(of: node, p))
        var paint = node.paint
        if case .text(_, let style, let color)? = paint {
            paint = .text(state.text(of: node, p), style, color)
        }
        var nodes = node.children
        var children = state.placeChildren(of: node, in: frame, proposal: p)
        if case .geometryReader(let content) = node.kind, let env = node.contentEnvironment {
            // The content exists only now that the reader's size is known (docs/semantics.md §3.6).
            let builder = NodeBuilder(scale: scale)
            nodes = content(GeometryProxy(size: frame.size)).map { builder.build($0, env) }
            children = nodes.map { child in
                let cp = ProposedViewSize(frame.size)
                return (CGRect(origin: frame.origin, size: state.size(of: child, cp)), cp)
            }
        }
        var placed: [PlacedNode] = []
        placed.reserveCapacity(children.count)
        for (child, c) in zip(nodes, children) {
            let o = CGPoint(x: c.frame.origin.x + node.translation.x, y: c.frame.origin.y + node.translation.y)
            placed.append(place(child, at: o, proposal: c.proposal, state))
        }
        var secondaryBelow = false
        if case .background = node.kind { secondaryBelow = true }
        return PlacedNode(kind: node.kind.name, id: node.id, frame: frame, proposal: p, children: placed,
                          paint: paint, opacity: node.opacity, clip: node.clip, secondaryBelow: secondaryBelow)
    }
}
