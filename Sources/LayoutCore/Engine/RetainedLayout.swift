import Foundation

/// The engine's side of incremental relayout, behind `LayoutPipeline.LayoutSession` (the API users call).
/// One view tree laid out again and again (a live preview, a window being resized): the engine's tree is
/// built once, every node keeps its answers per proposal across layouts, and text stays measured. A layout
/// whose inputs (canvas, proposal, safe area) did not change returns the last result without any work; a
/// changed input recomputes only the answers for proposals not asked before, since a node's size for a given
/// proposal depends only on its (unchanged) subtree. Placement runs again, as frames may move.
/// The tree cannot change: a changed tree (or scale, or environment) is a new `RetainedLayout`. Used from one
/// thread at a time.
public final class RetainedLayout: @unchecked Sendable {
    public let engine: LayoutEngine
    private let root: LayoutNode
    /// Owns the engine's tree `root` points into.
    private let store: NodeStore
    private let state: LayoutEngineState
    private let nodeCount: Int
    private var last: (inputs: Inputs, result: LayoutResult)?

    private struct Inputs: Equatable {
        var canvas: CGSize?
        var proposal: ProposedViewSize?
        var safeArea: EdgeInsets
    }

    public init(engine: LayoutEngine, root: ViewNode) {
        self.engine = engine
        let store = NodeStore()
        self.store = store
        self.root = engine.build(root, in: store)
        self.state = LayoutEngineState(measurer: engine.measurer, scale: engine.scale, store: store)
        self.nodeCount = root.count
    }

    /// Lays the tree out as `LayoutEngine.layout(_:canvas:proposal:safeArea:)` does, with the same result.
    public func layout(canvas: CGSize? = nil, proposal: ProposedViewSize? = nil,
                       safeArea: EdgeInsets = .zero) -> LayoutResult {
        let inputs = Inputs(canvas: canvas, proposal: proposal, safeArea: safeArea)
        if let last, last.inputs == inputs { return last.result }
        let result = engine.pass(root, canvas: canvas, proposal: proposal, safeArea: safeArea, state)
        last = (inputs, result)
        return result
    }

    /// How many stack placements the tree's stacks hold (tests).
    var stackPlacementCount: Int { store.stackPlacementCount }

    /// What the layouts of this tree have computed so far (cumulative).
    public var statistics: LayoutStatistics {
        LayoutStatistics(textMeasurements: state.measureCalls, sizings: state.sizeCalls,
                         layoutCalls: state.layoutCalls, nodes: nodeCount)
    }
}
