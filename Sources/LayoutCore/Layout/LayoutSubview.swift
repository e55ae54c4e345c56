import Foundation

/// A proxy for one subview of a layout, as in SwiftUI. Every call goes through the engine's per-proposal cache.
public struct LayoutSubview: @unchecked Sendable {
    let node: LayoutNode
    let engine: LayoutEngineState
    /// The index of this subview in its container.
    public let index: Int

    /// The subview's size for `proposal` (memoised per proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { engine.dimensions(of: node, proposal) }

    /// The subview's layout priority (`layoutPriority`; Spacers are below everything).
    public var priority: Double { node.priority }

    /// The grid layout values of the subview (`gridCellColumns`, `gridCellUnsizedAxes`, ...).
    var gridCell: GridCellValues { node.gridCell }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// Places the subview so that `anchor` of its frame is at `position`, with the given proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.recordPlacement(index: index, position: position, anchor: anchor, proposal: proposal)
    }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection, @unchecked Sendable {
    let elements: [LayoutSubview]
    let engine: LayoutEngineState

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(i: Int) -> LayoutSubview { elements[i] }

    /// A frame and proposal per subview, as the layout placed them during `body` (unplaced ones centred).
    func recordPlacements(in bounds: CGRect, proposal: ProposedViewSize,
                          _ body: () -> Void) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        engine.recordPlacements(of: self, in: bounds, proposal: proposal, body)
    }
}
