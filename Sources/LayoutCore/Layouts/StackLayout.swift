import Foundation

/// The one stack algorithm behind HStack and VStack, written over an axis (docs/semantics.md §6).
/// "major" is the stack's axis, "minor" the cross axis.
///
/// - Proposes: with a nil major proposal, nil (the ideal) to every child. Otherwise children are sorted by
///   layout priority (highest first), then by flexibility (least flexible first); each priority group is
///   offered what is left minus the minimum sizes of the lower groups, and each child in a group an equal
///   share of what its group still has. The minor proposal is the stack's own.
/// - Reports: the sum of the children's major sizes plus the gaps; on the minor axis the span of the
///   children once aligned on the alignment guide.
/// - Places: children one after another, with the gaps between them, aligned on the guide; at placement the
///   minor proposal is the stack's final minor size when the stack was proposed nil there.
/// - Spacing: between children `spacing`, or each pair's preferred distance (§5).
/// - Cache: each proposal's solution, as SwiftUI's stacks keep theirs: placing with (or taking an explicit
///   guide at) a proposal the stack was measured with asks the children nothing again.
struct StackLayout {
    var axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat?

    /// What placing needs: each child's proposal and origin (relative to the stack), and the stack's size.
    /// The placements are stored in the engine's `NodeStore` (`stackPlacements`), which lives as long as the
    /// tree whose caches keep the solution: a solution is a plain value, so solving allocates nothing of its
    /// own and a dropped solution frees nothing.
    struct Solution {
        var placements: UnsafeBufferPointer<Placement>
        var size: CGSize

        /// Where child `i`'s top-leading corner goes in the stack's `bounds`.
        func position(_ i: Int, in bounds: CGRect) -> CGPoint {
            CGPoint(x: bounds.minX + placements[i].origin.x, y: bounds.minY + placements[i].origin.y)
        }
    }

    /// Where one child goes and what it is proposed.
    struct Placement {
        var proposal: ProposedViewSize
        var origin: CGPoint
    }

    /// One child's part of a solution being worked out: the gap before it, its proposal, its size, and its
    /// alignment guide; read once from the child: its priority, how its size is known, whether its guides
    /// are the defaults.
    private struct Work {
        var gap: CGFloat
        var proposal: ProposedViewSize
        var size: CGSize
        var guide: CGFloat = 0
        var priority: Double = 0
        /// How its size is known without asking it (untraced only; nil: ask it).
        var rule: OwnSize?
        var defaultGuides = false
    }


    /// One child as the distribution sees it (§6.2).
    private struct Share {
        var priority: Double
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
    }

    /// `earlier`: a solution of the same stack for a proposal with the same major value (`StackCache`).
    /// `reusing`: a dropped solution's placements, written over when it has room for this one's.
    func solve(_ p: ProposedViewSize, _ subviews: LayoutSubviews, earlier: Solution? = nil,
               reusing dropped: UnsafeBufferPointer<Placement>? = nil) -> Solution {
        let n = subviews.count
        guard n > 0 else {
            return Solution(placements: UnsafeBufferPointer(start: nil, count: 0), size: .zero)
        }
        // The children's gaps, proposals and sizes in one scratch buffer (on the stack when small).
        return withUnsafeTemporaryAllocation(of: Work.self, capacity: n) { work in
            work.initialize(repeating: Work(gap: 0, proposal: p, size: .zero))
            return solve(p, subviews, work, earlier: earlier, reusing: dropped)
        }
    }

    private func solve(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ work: UnsafeMutableBufferPointer<Work>,
                       earlier: Solution?, reusing dropped: UnsafeBufferPointer<Placement>?) -> Solution {
        let n = subviews.count, base = subviews.startIndex
        let minor = p[axis.other]
        var gapSum: CGFloat = 0
        if n > 1 {
            for i in 1..<n {
                let g = spacing ?? subviews[base + i - 1].spacing.distance(to: subviews[base + i].spacing, along: axis)
                work[i].gap = g
                gapSum += g
            }
        }
        // Whether every child's size along the axis is its rule's for the major proposal alone (the minor one
        // plays no part): then so are the distribution's probes and offers.
        var majorRulesOnly = false
        if subviews.engine.tracer == nil {
            majorRulesOnly = true
            for i in 0..<n {
                guard let node = subviews[base + i].node else {
                    work[i].rule = .constant(.zero); work[i].defaultGuides = true; continue
                }
                work[i].priority = node.priority
                work[i].defaultGuides = node.guideScope == .none
                // A leaf's rule or a frame's constant size, applied here as the engine would apply it.
                work[i].rule = node.ownSize
                switch work[i].rule {
                case nil, .leaf(.circle)?: majorRulesOnly = false
                default: break
                }
            }
        } else {
            for i in 0..<n { work[i].priority = subviews[base + i].priority }
        }

        if let major = p[axis], majorRulesOnly, let earlier, earlier.placements.count == n {
            // An earlier solution for the same major proposal (only the minor one differs) offered each child
            // what the distribution would offer now: its rules do not read the minor proposal.
            for i in 0..<n {
                work[i].proposal = ProposedViewSize(major: earlier.placements[i].proposal[axis] ?? major, minor: minor,
                                                    axis: axis)
                work[i].size = Self.size(i, work[i].proposal, subviews, work)
            }
        } else if let major = p[axis] {
            if Self.allConstantOfOnePriority(work, axis: axis) {
                Self.offerInOrder(major - gapSum, minor: minor, axis: axis, work)
            } else {
                distribute(major - gapSum, minor: minor, subviews, work)
            }
        } else {
            for i in 0..<n {
                work[i].proposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
                work[i].size = Self.size(i, work[i].proposal, subviews, work)
            }
        }

        // Cross axis: put every child's alignment guide on one line (minor origin -guide), then take the span
        // (it contains 0) and shift the line so that the span starts at 0.
        var lower: CGFloat = 0, upper: CGFloat = 0
        for i in 0..<n {
            // Untraced, a child without explicit guides has its default guides, of the size it just answered
            // for this very proposal (`LayoutEngineState.dimensions(of:)` would ask the same question again).
            let guide = work[i].defaultGuides
                ? ViewDimensions(size: work[i].size)[alignment]
                : subviews[base + i].dimensions(in: work[i].proposal)[alignment]
            work[i].guide = guide
            lower = min(lower, -guide)
            upper = max(upper, -guide + work[i].size[axis.other])
        }
        let placements: UnsafeMutablePointer<Placement>
        if let dropped, dropped.count == n, let base = dropped.baseAddress {
            // Plain values: written over without deinitialising.
            placements = UnsafeMutablePointer(mutating: base)
        } else {
            placements = subviews.engine.store.stackPlacements(n)
        }
        var position: CGFloat = 0
        for i in 0..<n {
            let w = work[i]
            position += w.gap
            (placements + i).initialize(to: Placement(proposal: w.proposal,
                                                      origin: CGPoint(major: position, minor: -w.guide - lower, axis: axis)))
            position += w.size[axis]
        }
        return Solution(placements: UnsafeBufferPointer(start: placements, count: n),
                        size: CGSize(major: position, minor: upper - lower, axis: axis))
    }

    /// Child `i`'s size for `p`: by its own rule when it has one, else asked.
    @inline(__always)
    private static func size(_ i: Int, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                             _ work: UnsafeMutableBufferPointer<Work>) -> CGSize {
        if let own = work[i].rule { return own.size(p) }
        return subviews[subviews.startIndex + i].sizeThatFits(p)
    }

    /// Whether every child has a constant size, finite along the axis (a frame with both sides, untraced), and
    /// all share one priority. (An infinite side's flexibility is NaN, which `distribute`'s order treats apart.)
    private static func allConstantOfOnePriority(_ work: UnsafeMutableBufferPointer<Work>, axis: Axis) -> Bool {
        let priority = work[0].priority
        for i in work.indices {
            guard case .constant(let c)? = work[i].rule, c[axis].isFinite, work[i].priority == priority else {
                return false
            }
        }
        return true
    }

    /// `distribute` for children of constant sizes and one priority, without its bookkeeping: they form one
    /// group, all equally (not) flexible, so the order is the children's own; each is offered an equal share of
    /// what is left and takes its constant size.
    private static func offerInOrder(_ available: CGFloat, minor: CGFloat?, axis: Axis,
                                     _ work: UnsafeMutableBufferPointer<Work>) {
        var remaining = available
        var k = CGFloat(work.count)
        for i in work.indices {
            offerShare(to: i, of: &remaining, among: &k, minor: minor, axis: axis, work) { p in
                work[i].rule?.size(p) ?? .zero
            }
        }
    }

    /// Child `i` of a priority group offered an equal share of what the group still has, `remaining` among the
    /// `k` children not yet offered; it answers `size` for its proposal, which leaves `remaining` the less.
    @inline(__always)
    private static func offerShare(to i: Int, of remaining: inout CGFloat, among k: inout CGFloat, minor: CGFloat?,
                                   axis: Axis, _ work: UnsafeMutableBufferPointer<Work>,
                                   size: (ProposedViewSize) -> CGSize) {
        work[i].proposal = ProposedViewSize(major: max(remaining / k, 0), minor: minor, axis: axis)
        work[i].size = size(work[i].proposal)
        // Infinity minus infinity (a child taking an infinite offer) leaves what was available, as in SwiftUI:
        // the next child is offered infinity too, not NaN.
        let left = remaining - work[i].size[axis]
        remaining = left.isNaN ? remaining : left
        k -= 1
    }

    /// §6.2: priority groups, least flexible first, equal shares of what is left.
    private func distribute(_ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews,
                            _ work: UnsafeMutableBufferPointer<Work>) {
        let n = subviews.count
        withUnsafeTemporaryAllocation(of: Share.self, capacity: n) { shares in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
                distribute(available, minor: minor, subviews, work, shares, order)
            }
        }
    }

    private func distribute(_ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews,
                            _ work: UnsafeMutableBufferPointer<Work>, _ shares: UnsafeMutableBufferPointer<Share>,
                            _ order: UnsafeMutableBufferPointer<Int>) {
        let n = subviews.count
        func probe(_ i: Int, _ major: CGFloat) -> CGFloat {
            Self.size(i, ProposedViewSize(major: major, minor: minor, axis: axis), subviews, work)[axis]
        }
        for i in 0..<n { (shares.baseAddress.unsafelyUnwrapped + i).initialize(to: Share(priority: work[i].priority)) }
        // Flexibility probes only matter between children of equal priority. Usually all children share one
        // priority: then no set or counting is needed.
        let first = shares[0].priority
        let allEqual = shares.allSatisfy { $0.priority == first }
        let highest = allEqual ? first : shares.map(\.priority).max() ?? first
        let counts = allEqual ? [:] : Dictionary(shares.map { ($0.priority, 1) }, uniquingKeysWith: +)
        func shared(_ i: Int) -> Bool { allEqual ? n > 1 : (counts[shares[i].priority] ?? 0) > 1 }
        for i in 0..<n {
            let needsMin = shares[i].priority != highest || shared(i)
            guard needsMin else { continue }
            // Rules that give the probes without applying them: a constant size (flexibility its size minus
            // itself), a greedy leaf (the proposal: minimum 0, flexibility infinity).
            switch work[i].rule {
            case .constant(let c)?:
                shares[i].minimum = c[axis]
                if shared(i) { shares[i].flexibility = c[axis] - c[axis] }
            case .leaf(.greedy)?:
                if shared(i) { shares[i].flexibility = .infinity }
            default:
                shares[i].minimum = probe(i, 0)
                if shared(i) { shares[i].flexibility = probe(i, .infinity) - shares[i].minimum }
            }
        }
        // Order: priority descending; then smaller flexibility; two infinitely flexible children: larger
        // minimum first; otherwise source order (a total order, so any sort gives the same result).
        for i in 0..<n { (order.baseAddress.unsafelyUnwrapped + i).initialize(to: i) }
        var order = order  // the same memory, sorted in place
        func before(_ a: Int, _ b: Int) -> Bool {
            let x = shares[a], y = shares[b]
            if x.priority != y.priority { return x.priority > y.priority }
            if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
            if x.flexibility == .infinity, x.minimum != y.minimum { return x.minimum > y.minimum }
            return a < b
        }
        // Children alike (a row of equal cells) are in order already: one pass checks it, no sort is needed.
        var inOrder = true
        for j in 1..<max(n, 1) where !before(j - 1, j) { inOrder = false; break }
        if !inOrder { order.sort(by: before) }
        var remaining = available
        for i in 0..<n where shares[i].priority != highest { remaining -= shares[i].minimum }
        var start = 0
        while start < n {
            let priority = shares[order[start]].priority
            var end = start
            while end < n, shares[order[end]].priority == priority { end += 1 }
            if start > 0 { for k in start..<end { remaining += shares[order[k]].minimum } }
            var k = CGFloat(end - start)
            for j in start..<end {
                let i = order[j]
                Self.offerShare(to: i, of: &remaining, among: &k, minor: minor, axis: axis, work) { p in
                    Self.size(i, p, subviews, work)
                }
            }
            start = end
        }
    }

    /// The solution for `p`, solved once per proposal and kept in `cache`.
    func solution(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> Solution {
        cache.solution(for: p, along: axis, pass: subviews.engine.passNumber) { earlier, dropped in
            solve(p, subviews, earlier: earlier, reusing: dropped)
        }
    }

    func size(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGSize {
        solution(p, subviews, &cache).size
    }

    func place(in bounds: CGRect, proposal p: ProposedViewSize, _ subviews: LayoutSubviews,
               _ cache: inout StackCache) {
        let s = placingSolution(in: bounds, proposal: p, subviews, &cache)
        for (i, sub) in zip(s.placements.indices, subviews) {
            sub.place(at: s.position(i, in: bounds), proposal: s.placements[i].proposal)
        }
    }

    /// The solution `place` places the children by (origins relative to `bounds`).
    func placingSolution(in bounds: CGRect, proposal p: ProposedViewSize, _ subviews: LayoutSubviews,
                         _ cache: inout StackCache) -> Solution {
        // §1.2: at placement, a nil minor proposal becomes the stack's final minor size: another proposal,
        // solved (and kept) on its own.
        var placing = p
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        return solution(placing, subviews, &cache)
    }

    /// Children's cross-axis edges, the first child's leading edge and the last child's trailing edge. An empty
    /// stack wants no spacing at all (0 on every edge), like SwiftUI's (OpenSwiftUI `StackLayout.spacing`).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let (start, end) = ViewSpacing.edges(axis)
        let cross = ViewSpacing.edges(axis.other)
        var s = ViewSpacing(values: [:])
        let crossEdges: Set<ViewSpacing.Edge> = [cross.start, cross.end]
        for sub in subviews { s.formUnion(sub.spacing, edges: crossEdges) }
        s.formUnion(first.spacing, edges: [start])
        s.formUnion(last.spacing, edges: [end])
        return s
    }
}

/// A stack's cache: its solution per proposal (the children's proposals, sizes and positions). A stack is
/// usually asked two proposals in a pass (the one it is sized with and, proposed nil across its axis, the one it
/// is placed with): two are kept inline, any more asked in one pass in a list.
///
/// Across passes (a retained layout laid out again, `RetainedLayout`), an inline solution not asked in the
/// current pass gives its place to a new one, and its placements' memory too: a window resized through many
/// widths keeps a stack's last answers, not one per width ever asked. Within a pass nothing is dropped, so no
/// question is answered twice and nested stacks stay linear.
public struct StackCache {
    private struct Entry {
        var key: ProposedViewSize
        var value: StackLayout.Solution
        /// The last pass that asked it (`LayoutEngineState.passNumber`).
        var pass: UInt32
    }
    private var first: Entry?
    private var second: Entry?
    private var more = ListCache<ProposedViewSize, StackLayout.Solution>()
    init() {}

    /// The solution for `p` in pass `pass`, made by `make` the first time and kept.
    /// `make` is given an inline solution whose proposal has the same value (bit for bit) along `axis`, if any,
    /// and the placements of the solution the new one replaces, if any (to be written over).
    @inline(__always)
    mutating func solution(for p: ProposedViewSize, along axis: Axis, pass: UInt32,
                           _ make: (StackLayout.Solution?, UnsafeBufferPointer<StackLayout.Placement>?)
                               -> StackLayout.Solution) -> StackLayout.Solution {
        if first?.key == p, let hit = first {
            if hit.pass != pass { first?.pass = pass }
            return hit.value
        }
        if second?.key == p, let hit = second {
            if hit.pass != pass { second?.pass = pass }
            return hit.value
        }
        if let known = more[p] { return known }
        var earlier: StackLayout.Solution?
        var earlierIsFirst = false
        if let major = p[axis]?.bitPattern {
            if let first, first.key[axis]?.bitPattern == major {
                earlier = first.value; earlierIsFirst = true
            } else if let second, second.key[axis]?.bitPattern == major {
                earlier = second.value
            }
        }
        // The place the new solution takes: an inline one an earlier pass asked (not the one `make` reads as
        // `earlier`), else a free inline one, else the list.
        if let old = first, old.pass != pass, !earlierIsFirst {
            let solution = make(earlier, old.value.placements)
            first = Entry(key: p, value: solution, pass: pass)
            return solution
        }
        if let old = second, old.pass != pass, earlier == nil || earlierIsFirst {
            let solution = make(earlier, old.value.placements)
            second = Entry(key: p, value: solution, pass: pass)
            return solution
        }
        let solution = make(earlier, nil)
        if first == nil {
            first = Entry(key: p, value: solution, pass: pass)
        } else if second == nil {
            second = Entry(key: p, value: solution, pass: pass)
        } else {
            more[p] = solution
        }
        return solution
    }
}

/// `HStack(alignment:spacing:)`: `StackLayout` along the horizontal axis.
public struct HStackLayout: Layout, ChildSizedLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .horizontal; return p
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        stack.size(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        stack.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { stack.spacing(subviews) }
}

/// `VStack(alignment:spacing:)`: `StackLayout` along the vertical axis.
public struct VStackLayout: Layout, ChildSizedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .vertical; return p
    }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        stack.size(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        stack.place(in: bounds, proposal: proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { stack.spacing(subviews) }
}
