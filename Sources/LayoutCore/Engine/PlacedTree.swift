import Foundation

/// The laid-out tree as placement writes it: one trivial record per placed node, parents before children
/// (depth-first), each a handle to the engine's node with where it was placed.
///
/// Contract: what a placed node shows that its engine node already knows (kind, id, paint, opacity, clip,
/// drawing values, the children's drawing order) is read from the engine's record, which this tree keeps alive
/// by holding the store; only what placement decides is recorded: the frame, the proposal, how many children
/// were placed (a ViewThatFits places one), and, for the few nodes that have them, a Text's measured paint, a
/// ScrollView's clip outsets and the reported guides (`Extra`). Placing a node appends one record: no array per
/// container, nothing retained, and the engine's tree is freed with the result, not at the end of the layout.
/// `root` builds the `PlacedNode` tree from the records once, when it is first read, with exactly the values
/// the engine's placement gives (`LayoutResult.root`).
final class PlacedTree: @unchecked Sendable {
    struct Record {
        let node: LayoutNode
        let frame: CGRect
        let proposal: ProposedViewSize
        /// The children placed under this node (their records follow it, each with its subtree).
        var childCount: Int32 = 0
        /// Where this node's `Extra` is in `extras`, -1 for none.
        var extra: Int32 = -1
    }

    /// What placement decides for few nodes.
    struct Extra {
        /// A Text's paint with its measured lines (the engine node keeps the unmeasured placeholder).
        var paint: Paint?
        var clipOutsets = EdgeInsets.zero
        var guides: [ReportedGuide] = []
    }

    /// Owns the engine's records the `Record`s point into.
    private let store: NodeStore
    /// Owned: given back to the recycler when the tree goes.
    private var records: RecycledList<Record>
    private let extras: [Extra]
    private let lock = NSLock()
    private var tree: PlacedNode?

    init(store: NodeStore, records: consuming RecycledList<Record>, extras: [Extra]) {
        self.store = store; self.records = records; self.extras = extras
    }

    deinit { records.release() }

    /// The tree, built on first read (from any thread) and kept.
    var root: PlacedNode {
        lock.lock()
        defer { lock.unlock() }
        if let tree { return tree }
        let built = buildTree()
        tree = built
        return built
    }

    /// Builds the nodes from the last record to the first: a node's subtrees come right after it, so when it
    /// is reached its children are the last `childCount` nodes built, on the stack, last child first. They
    /// move from the stack into their parent's array (nothing retained or released). No recursion, at any depth.
    private func buildTree() -> PlacedNode {
        let count = records.count
        let stack = UnsafeMutablePointer<PlacedNode>.allocate(capacity: max(count, 1))
        var top = 0
        defer {
            stack.deinitialize(count: top)
            stack.deallocate()
        }
        for i in stride(from: count - 1, through: 0, by: -1) {
            let r = records[i]
            // A record's children were all built before it (the engine writes each subtree right after its root).
            let n = min(Int(r.childCount), top)
            let children = n == 0 ? [] : [PlacedNode](unsafeUninitializedCapacity: n) { buffer, count in
                for k in 0..<n { (buffer.baseAddress.unsafelyUnwrapped + k).moveInitialize(from: stack + top - 1 - k, count: 1) }
                count = n
            }
            top -= n
            (stack + top).initialize(to: placedNode(r, children))
            top += 1
        }
        guard top > 0 else { return PlacedNode(kind: "", id: nil, frame: .zero, proposal: .unspecified) }
        // The engine places exactly one root, so `top` is 1 here.
        top -= 1
        return (stack + top).move()
    }

    private func placedNode(_ r: Record, _ children: [PlacedNode]) -> PlacedNode {
        let node = r.node
        let extra = r.extra >= 0 ? extras[Int(r.extra)] : nil
        let traits = node.traits
        var placed = PlacedNode(kind: node.name, id: node.id, frame: r.frame, proposal: r.proposal, children: children,
                                paint: extra?.paint ?? node.paint, opacity: node.opacity, clip: node.clip,
                                secondaryBelow: traits.contains(.secondaryBelow), guides: extra?.guides ?? [])
        if traits.contains(.scrollView) { placed.clipOutsets = extra?.clipOutsets ?? .zero }
        if traits.contains(.drawing), let drawing = node.rare?.drawing {
            placed.effect = drawing.effect
            placed.hidden = drawing.hidden
            placed.zIndex = drawing.zIndex
        }
        if node.ordersChildrenByZIndex { placed.ordersChildrenByZIndex = true }
        return placed
    }
}
