import Foundation

/// The engine's tree, stored flat: every node's record (`NodeRecord`) in a few large blocks that never move, and
/// each node's children as a run of handles in blocks of their own. A `LayoutNode` is a pointer to its record, so
/// building a node allocates nothing of its own, a handle is copied without reference counting, and the whole
/// tree is freed in one go when the store goes (one deinitialisation pass per block, no per-node `free`).
///
/// Contract: handles are valid while their store lives; the engine keeps the store for as long as it uses the
/// tree (`LayoutEngine.run`, `RetainedLayout`). Records are appended (children before their parent, and nodes a
/// GeometryReader builds while placing after everything else); blocks are never reallocated, so a handle stays
/// valid while the store grows. One store is used from one thread at a time.
final class NodeStore: @unchecked Sendable {
    @exclusivity(unchecked) private var recordBlocks: [Block<NodeRecord>] = []
    @exclusivity(unchecked) private var handleBlocks: [Block<LayoutNode>] = []
    /// The size of the next block: it grows with the tree, so a big tree takes few blocks and a small one
    /// little memory.
    @exclusivity(unchecked) private var nextRecordCapacity = 64
    @exclusivity(unchecked) private var nextHandleCapacity = 64

    init() {}

    /// The last fill paint handed out, with what it fills: consecutive equal fills (the common case: rows of
    /// the same colour) share its box, and no box is allocated for them.
    @exclusivity(unchecked) private var lastFill: (shape: ShapeKind, style: ShapeStyle, paint: Paint)?

    /// `.fill(shape, style)`, or the equal fill handed out last (equal fills share one indirect box).
    func fill(_ shape: ShapeKind, _ style: ShapeStyle) -> Paint {
        if let last = lastFill, last.shape == shape, last.style == style { return last.paint }
        let paint = Paint.fill(shape, style)
        lastFill = (shape, style, paint)
        return paint
    }

    /// The last colour view's paint and its colour.
    @exclusivity(unchecked) private var lastColorFill: (color: Color, paint: Paint)?

    /// A colour view's paint, `.fill(.rectangle, .color(color))`: `fill(_:_:)` for the most common fill,
    /// compared as a plain value.
    func colorFill(_ color: Color) -> Paint {
        if let last = lastColorFill, last.color == color { return last.paint }
        let paint = Paint.fill(.rectangle, .color(color))
        lastColorFill = (color, paint)
        return paint
    }

    /// The last Text's placeholder paint, with its style and colour.
    @exclusivity(unchecked) private var lastTextPaint: (style: TextStyle, color: ShapeStyle, paint: Paint)?

    /// A Text's paint before it is measured (`.text` with an empty layout, filled in per proposal at placement),
    /// or the equal one handed out last (neighbouring Texts in one font and colour share one indirect box).
    func textPlaceholder(_ style: TextStyle, _ color: ShapeStyle) -> Paint {
        if let last = lastTextPaint, last.style == style, last.color == color { return last.paint }
        let paint = Paint.text(TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, ascent: 0, descent: 0),
                               style, color)
        lastTextPaint = (style, color, paint)
        return paint
    }

    /// The last environment derived by setting the stack axis, with the environment and axis it came from.
    @exclusivity(unchecked) private var lastAxisEnvironment: (base: Environment, axis: Axis?, derived: Environment)?

    /// `env` with `stackAxis` set to `axis`. The children of the stacks of one container (rows of a list) share
    /// one derived environment: deriving it again from the same environment returns the one made last, not a
    /// new copy of every field.
    func environment(_ env: Environment, stackAxis axis: Axis?) -> Environment {
        if let last = lastAxisEnvironment, last.axis == axis, last.base.isSameStorage(as: env) { return last.derived }
        var derived = env
        derived.stackAxis = axis
        lastAxisEnvironment = (env, axis, derived)
        return derived
    }

    /// The number of records stored.
    @exclusivity(unchecked) private(set) var recordCount = 0

    /// Stores `record` and returns its handle.
    func add(_ record: consuming NodeRecord) -> LayoutNode {
        let slot = reserveRecord()
        slot.initialize(to: record)
        return LayoutNode(record: slot)
    }

    /// Room for one record, which the caller initialises at once (`slot.initialize(to: NodeRecord(...))`
    /// builds the record where it is stored; passing it to `add` copies it). The store deinitialises it with
    /// the others, so nothing may come between this call and the initialisation.
    @inline(__always)
    func reserveRecord() -> UnsafeMutablePointer<NodeRecord> {
        recordCount += 1
        return Self.reserve(1, in: &recordBlocks, next: &nextRecordCapacity)
    }

    /// A children list holding `nodes`, in order.
    func list(_ nodes: [LayoutNode]) -> NodeList {
        guard !nodes.isEmpty else { return NodeList() }
        let base = Self.reserve(nodes.count, in: &handleBlocks, next: &nextHandleCapacity)
        for (i, node) in nodes.enumerated() { (base + i).initialize(to: node) }
        return NodeList(base: base, count: nodes.count)
    }

    /// Built nodes waiting to become a children list: a builder pushes a container's children as it builds
    /// them (each child's own list is made, and popped, before the next is pushed), then
    /// `listFromScratch(from:)` makes them a list. One array for the whole build, no array per container.
    @exclusivity(unchecked) private var scratch: [LayoutNode] = []

    var scratchCount: Int { scratch.count }

    func pushScratch(_ node: LayoutNode) { scratch.append(node) }

    /// The nodes pushed since `mark` (a `scratchCount` read before), as a list; they leave the scratch stack.
    func listFromScratch(from mark: Int) -> NodeList {
        let n = scratch.count - mark
        guard n > 0 else { return NodeList() }
        let base = Self.reserve(n, in: &handleBlocks, next: &nextHandleCapacity)
        scratch.withUnsafeBufferPointer { b in
            for i in 0..<n { (base + i).initialize(to: b[mark + i]) }
        }
        scratch.removeSubrange(mark...)
        return NodeList(base: base, count: n)
    }

    /// A children list of one node (a modifier's).
    func list(_ node: LayoutNode) -> NodeList {
        let base = Self.reserve(1, in: &handleBlocks, next: &nextHandleCapacity)
        base.initialize(to: node)
        return NodeList(base: base, count: 1)
    }

    @exclusivity(unchecked) private var placementBlocks: [Block<StackLayout.Placement>] = []
    @exclusivity(unchecked) private var nextPlacementCapacity = 64

    /// Room for a stack solution's `n` placements (uninitialised), valid while the store lives
    /// (`StackLayout.Solution`): plain values in blocks, freed with the store without visiting them.
    func stackPlacements(_ n: Int) -> UnsafeMutablePointer<StackLayout.Placement> {
        Self.reserve(n, in: &placementBlocks, next: &nextPlacementCapacity)
    }

    /// `n` contiguous uninitialised slots: in the last block when they fit, else in a new block (at least `n`).
    private static func reserve<T>(_ n: Int, in blocks: inout [Block<T>], next: inout Int) -> UnsafeMutablePointer<T> {
        if let last = blocks.last, last.capacity - last.count >= n {
            blocks[blocks.count - 1].count += n
            return last.base + last.count
        }
        let capacity = max(n, next)
        next = min(next * 2, 1 << 16)
        let block = Block<T>(base: .allocate(capacity: capacity), count: n, capacity: capacity)
        blocks.append(block)
        return block.base
    }

    deinit {
        for b in recordBlocks {
            b.base.deinitialize(count: b.count)
            b.base.deallocate()
        }
        for b in handleBlocks { b.base.deallocate() }  // handles are trivial values
        for b in placementBlocks { b.base.deallocate() }  // so are placements
    }

    private struct Block<T> {
        let base: UnsafeMutablePointer<T>
        var count: Int
        let capacity: Int
    }
}

/// A node's children: a run of handles in its store (empty for leaves). Allocation-free to copy and iterate.
struct NodeList: RandomAccessCollection, @unchecked Sendable {
    let base: UnsafeMutablePointer<LayoutNode>?
    let count: Int

    init() { base = nil; count = 0 }
    init(base: UnsafeMutablePointer<LayoutNode>, count: Int) { self.base = base; self.count = count }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> LayoutNode {
        // A list is only indexed within its count (layouts go through `LayoutSubviews`, whose indices are
        // checked against it); a wrong index here is an engine bug, caught in debug builds.
        assert(i >= 0 && i < count, "child index out of range")
        return base.unsafelyUnwrapped[i]
    }
}
