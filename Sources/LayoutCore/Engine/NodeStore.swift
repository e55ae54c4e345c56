import Foundation

/// The engine's tree, stored flat: every node's record (`NodeRecord`) in a few large blocks that never move, and
/// each node's children as a run of handles in blocks of their own. A `LayoutNode` is a pointer to its record, so
/// building a node allocates nothing of its own, a handle is copied without reference counting, and the whole
/// tree is freed in one go when the store goes (one deinitialisation pass per block, no per-node `free`).
///
/// Contract: handles are valid while their store lives; the engine keeps the store for as long as it uses the
/// tree (`LayoutEngine.run`, `RetainedLayout`), and every result placed from it holds it (`PlacedTree`). Records
/// are appended (children before their parent, and nodes a GeometryReader builds while placing after everything
/// else); blocks are never reallocated, so a handle stays valid while the store grows. One store is used from one
/// thread at a time.
final class NodeStore: @unchecked Sendable {
    @exclusivity(unchecked) private var records = BlockArena<NodeRecord>(cacheLineSlots: true)
    @exclusivity(unchecked) private var handles = BlockArena<LayoutNode>()

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
        return records.reserve(1)
    }

    /// A children list holding `nodes`, in order.
    func list(_ nodes: [LayoutNode]) -> NodeList {
        guard !nodes.isEmpty else { return NodeList() }
        let base = handles.reserve(nodes.count)
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
        let base = handles.reserve(n)
        scratch.withUnsafeBufferPointer { b in
            for i in 0..<n { (base + i).initialize(to: b[mark + i]) }
        }
        scratch.removeSubrange(mark...)
        return NodeList(base: base, count: n)
    }

    /// A children list of one node (a modifier's).
    func list(_ node: LayoutNode) -> NodeList {
        let base = handles.reserve(1)
        base.initialize(to: node)
        return NodeList(base: base, count: 1)
    }

    @exclusivity(unchecked) private var nodeCaches = BlockArena<NodeCaches>()

    /// `node`'s caches (`NodeRecord.caches`), made empty at the first call.
    func caches(of node: LayoutNode) -> UnsafeMutablePointer<NodeCaches> {
        if let known = node.record.pointee.caches { return known }
        let slot = nodeCaches.reserve(1)
        slot.initialize(to: NodeCaches())
        node.record.pointee.caches = slot
        return slot
    }

    @exclusivity(unchecked) private var placements = BlockArena<StackLayout.Placement>()

    /// Room for a stack solution's `n` placements (uninitialised), valid while the store lives
    /// (`StackLayout.Solution`): plain values in blocks, freed with the store without visiting them.
    func stackPlacements(_ n: Int) -> UnsafeMutablePointer<StackLayout.Placement> {
        stackPlacementCount += n
        return placements.reserve(n)
    }

    /// How many stack placements were handed out (tests: a resized session's memory stays bounded).
    private(set) var stackPlacementCount = 0

    deinit {
        records.deinitializeAll()
        records.deallocateAll()
        nodeCaches.deinitializeAll()
        nodeCaches.deallocateAll()
        handles.deallocateAll()  // handles are trivial values
        placements.deallocateAll()  // so are placements
    }
}

/// Values in blocks that never move: `reserve(n)` hands out `n` contiguous uninitialised slots of the current
/// block, or of a new one when they do not fit (at least `n`, and bigger as the arena grows, so a big tree takes
/// few blocks and a small one little memory). The current block is a cursor (where its free room starts, how
/// much is left), so handing out slots touches no array; a block's count is written when the next is started.
/// The owner initialises what it reserves and says how to end: `deinitializeAll` for values that need it, then
/// `deallocateAll`, which hands the blocks to the `BlockRecycler` for the next store.
///
/// A `cacheLineSlots` arena starts every slot on a cache line (blocks are cache-line aligned; the slot size is
/// the type's stride rounded up to whole lines) and hands out one slot at a time: the engine's records, whose
/// first line holds what sizing and placing read of every node, so that reading it costs one line, not two.
/// (Three lines, 192 bytes. Not a power of two: a 256-byte slot puts every record's first line in a quarter of
/// the cache's sets, and laying out the wide tree took 20 % longer with it than with 320-byte slots.)
struct BlockArena<T> {
    private struct Block {
        let base: UnsafeMutableRawPointer
        var count: Int
        let capacity: Int
    }
    /// Bytes from one slot to the next.
    private let slotBytes: Int
    /// Every block, the current one last (its count is written when it is finished).
    private var blocks: [Block] = []
    private var cursor: UnsafeMutableRawPointer?
    private var free = 0
    private var nextCapacity = 64

    init(cacheLineSlots: Bool = false) {
        let line = BlockRecycler.alignment
        slotBytes = cacheLineSlots ? (MemoryLayout<T>.stride + line - 1) / line * line : MemoryLayout<T>.stride
    }

    @inline(__always)
    mutating func reserve(_ n: Int) -> UnsafeMutablePointer<T> {
        // Contiguous slots are typed values one stride apart: several at once only without padding.
        assert(n == 1 || slotBytes == MemoryLayout<T>.stride, "a cache-line arena hands out one slot at a time")
        if n <= free, let slot = cursor {
            cursor = slot + n * slotBytes
            free -= n
            return slot.bindMemory(to: T.self, capacity: n)
        }
        return startBlock(n)
    }

    @inline(never)
    private mutating func startBlock(_ n: Int) -> UnsafeMutablePointer<T> {
        finishCurrent()
        let capacity = max(n, nextCapacity)
        nextCapacity = min(nextCapacity * 2, 1 << 16)
        let base = BlockRecycler.shared.take(byteCount: capacity * slotBytes)
        blocks.append(Block(base: base, count: 0, capacity: capacity))
        cursor = base + n * slotBytes
        free = capacity - n
        return base.bindMemory(to: T.self, capacity: n)
    }

    /// Writes the current block's count (what was handed out of it).
    private mutating func finishCurrent() {
        guard let cursor, !blocks.isEmpty else { return }
        let last = blocks.count - 1
        blocks[last].count = (cursor - blocks[last].base) / slotBytes
    }

    mutating func deinitializeAll() {
        finishCurrent()
        for b in blocks {
            if slotBytes == MemoryLayout<T>.stride {
                b.base.assumingMemoryBound(to: T.self).deinitialize(count: b.count)
            } else {
                for i in 0..<b.count { (b.base + i * slotBytes).assumingMemoryBound(to: T.self).deinitialize(count: 1) }
            }
        }
    }

    mutating func deallocateAll() {
        for b in blocks { BlockRecycler.shared.give(b.base, byteCount: b.capacity * slotBytes) }
        blocks = []
        cursor = nil
        free = 0
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

/// A growable list of plain values (no references to release: `PlacedTree.Record`s, `ChildPlacement`s) in a
/// `BlockRecycler` block: the pass's placed records, reserved for every node once, so a layout after the first
/// writes them into memory already mapped; the pass's stack of children's placements. Its owner calls
/// `release()` once (a value copy shares the block: one owner).
struct RecycledList<T> {
    private(set) var base: UnsafeMutablePointer<T>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    /// Room for `minimum` values in all (at least 64). The same tree asks the same size each layout, so its
    /// block recurs; growing doubles.
    mutating func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let n = max(minimum, 64)
        let block = BlockRecycler.shared.take(byteCount: n * MemoryLayout<T>.stride).bindMemory(to: T.self, capacity: n)
        if let base {
            block.moveInitialize(from: base, count: count)
            BlockRecycler.shared.give(UnsafeMutableRawPointer(base), byteCount: capacity * MemoryLayout<T>.stride)
        }
        base = block
        capacity = n
    }

    @inline(__always)
    mutating func append(_ value: T) {
        if count == capacity { reserve(max(capacity * 2, 64)) }
        (base.unsafelyUnwrapped + count).initialize(to: value)
        count += 1
    }

    subscript(i: Int) -> T {
        @inline(__always) get { base.unsafelyUnwrapped[i] }
        @inline(__always) nonmutating _modify { yield &base.unsafelyUnwrapped[i] }
    }

    /// Drops the values from `start` on: plain values, so lowering the count is all there is to it.
    @inline(__always)
    mutating func removeAll(from start: Int) {
        if start < count { count = max(start, 0) }
    }

    /// Gives the block back; the list is empty after.
    mutating func release() {
        if let base { BlockRecycler.shared.give(UnsafeMutableRawPointer(base), byteCount: capacity * MemoryLayout<T>.stride) }
        base = nil
        count = 0
        capacity = 0
    }
}

/// Memory blocks that stores no longer use, kept for the next store of the process (a session's next layout,
/// the next screen of a batch), up to `limit` bytes, the most recently given first. A store's memory is then
/// already mapped: without it, each layout of a big tree page-faults its records in afresh (the kernel zeroing
/// every page), which costs as much as laying the tree out. Blocks are raw memory, cache-line aligned, matched
/// by exact byte count (arenas grow by powers of two, and a tree's placed records take one size every layout,
/// so sizes recur); nothing of a layout is kept.
/// Thread-safe: stores live on any thread.
public final class BlockRecycler: @unchecked Sendable {
    public static let shared = BlockRecycler()

    /// The most bytes kept (every block of a tree of more than 100,000 views).
    public let limit: Int
    private let lock = NSLock()
    /// Kept blocks, oldest first.
    private var kept: [(byteCount: Int, block: UnsafeMutableRawPointer)] = []
    private var heldBytes = 0
    /// Blocks start on a cache line (the size of a line on the machines this runs on).
    static let alignment = 64

    init(limit: Int = 64 << 20) { self.limit = limit }

    deinit { releaseAll() }

    /// A block of `byteCount` bytes: the last kept one of that size, or a new one.
    func take(byteCount: Int) -> UnsafeMutableRawPointer {
        lock.lock()
        if let i = kept.lastIndex(where: { $0.byteCount == byteCount }) {
            let block = kept.remove(at: i).block
            heldBytes -= byteCount
            lock.unlock()
            return block
        }
        lock.unlock()
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: Self.alignment)
    }

    /// Takes back a block from `take(byteCount:)` (its values already deinitialised) and keeps it; the oldest
    /// kept blocks are freed while more than `limit` bytes are kept (a block bigger than the limit is freed).
    func give(_ block: UnsafeMutableRawPointer, byteCount: Int) {
        var freed: [UnsafeMutableRawPointer] = []
        lock.lock()
        if byteCount > limit {
            freed.append(block)
        } else {
            kept.append((byteCount, block))
            heldBytes += byteCount
            var drop = 0
            while heldBytes > limit {
                heldBytes -= kept[drop].byteCount
                freed.append(kept[drop].block)
                drop += 1
            }
            if drop > 0 { kept.removeFirst(drop) }
        }
        lock.unlock()
        for b in freed { b.deallocate() }
    }

    /// The bytes kept now.
    public var keptBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return heldBytes
    }

    /// Frees every kept block (for a memory measurement that must count a store's own allocations, or a caller
    /// that wants the memory back).
    public func releaseAll() {
        lock.lock()
        let blocks = kept
        kept = []
        heldBytes = 0
        lock.unlock()
        for b in blocks { b.block.deallocate() }
    }
}
