import Foundation

/// Records a `LayoutTrace` from the engine's own calls. The engine holds it as an optional: with no tracer,
/// each hook is one nil check and nothing is built.
///
/// - `LayoutEngineState.size(of:_:)` reports every proposal a node receives and its answer (cached or not);
///   the proposer is the node whose layout call is running (`enter`/`leave`), or the root.
/// - The engine's own size look-ups while placing are silent when cached (the placement event carries them).
/// - `LayoutEngine` reports each final placement. When a layout call ends its probes are marked: the
///   questions it asked a child before the last one, when they differ from it (`finish()` marks the root's).
/// - Events are stored compactly (`TraceEvents`); what a call needs to mark its probes is dropped when it ends, so
///   memory is the events' plus the running calls'.
final class LayoutTracer {
    private var index: [LayoutNode: Int] = [:]
    private(set) var nodes: [TracedNode] = []
    /// Each node's children, in order, kept once a node is adopted (`adopt`; until then the numbering is
    /// depth-first and `renumbered()` needs no children lists).
    private var childrenOf: [[Int]] = []
    private var events = TraceEvents()
    /// A layout call: the node proposing, why, a serial number, the proposals it made (each propose event with
    /// its answer's event, -1 until answered) and its last question to each child (placements included). When
    /// the call ends its proposals' probes are final and marked, and its questions are forgotten, so memory
    /// follows the calls running, not the events made.
    private struct Call {
        var node: Int
        var phase: TraceEvent.Phase
        var serial: Int
        var asked: [(propose: Int, answer: Int, node: Int)] = []
        var last: [Int: ProposedViewSize] = [:]
    }
    /// The layout calls running (`context[0..<depth]`; frames past `depth` are kept for their storage).
    private var context: [Call] = []
    private var depth = 0
    /// Questions asked outside any layout call (the root's proposals), marked by `finish()`.
    private var rootCall = Call(node: -1, phase: .sizing, serial: -1)
    private var calls = 0
    /// Events were dropped at the event limit.
    private var truncated = false
    /// Propose events waiting for their answer: the event (-1: dropped), the call that asked (its depth, -1 for
    /// the root, and serial) and the slot in its `asked`.
    private var open: [(event: Int, from: Int?, phase: TraceEvent.Phase, depth: Int, serial: Int, slot: Int)] = []

    /// Events recorded at most (`LayoutTrace.maxEvents` unless a caller asks for another limit).
    private let eventLimit: Int

    /// The proposals leaves and Texts were asked (`ask`), which is all the engine keeps of their answers when
    /// tracing: proposals are numbered in the order first seen; per node, a bit for each of the first 32
    /// numbers, the rest as (node, number) pairs.
    private var proposalNumbers = InternTable<ProposedViewSize>()
    private var askedBits: [UInt32] = []
    private var askedOthers: Set<UInt64> = []
    /// Nodes the tracer has not numbered (none are known: every node the engine builds is numbered or adopted).
    private var askedUnnumbered: Set<Asked> = []
    private struct Asked: Hashable {
        var node: LayoutNode
        var proposal: UInt32
    }

    init(root: LayoutNode, eventLimit: Int = LayoutTrace.maxEvents) {
        self.eventLimit = eventLimit
        // Depth-first numbering, iteratively (trees may be deep).
        var stack: [(node: LayoutNode, path: String, depth: Int, parent: Int?)] = [(root, "0", 0, nil)]
        while let (node, path, depth, parent) = stack.popLast() {
            let i = nodes.count
            index[node] = i
            nodes.append(TracedNode(kind: node.kind, id: node.id, path: path, depth: depth, parent: parent,
                                    subtreeEnd: i + 1))
            askedBits.append(0)
            for (k, child) in node.children.enumerated().reversed() {
                stack.append((child, path + "." + String(k), depth + 1, i))
            }
        }
    }

    private func number(_ node: LayoutNode) -> Int { index[node] ?? 0 }

    /// Each node's children, in order, from their parents (the depth-first numbering gives children
    /// increasing numbers in their order).
    private static func children(of nodes: [TracedNode]) -> [[Int]] {
        var children = [[Int]](repeating: [], count: nodes.count)
        for i in nodes.indices { if let p = nodes[i].parent { children[p].append(i) } }
        return children
    }

    /// Nodes built while placing (a GeometryReader's content, once its size is known) join the tree under
    /// `parent`, with their descendants; `finish()` puts them back in depth-first order.
    func adopt(_ children: [LayoutNode], parent: LayoutNode) {
        let p = number(parent)
        if childrenOf.isEmpty { childrenOf = Self.children(of: nodes) }
        var stack: [(node: LayoutNode, parent: Int)] = children.reversed().map { ($0, p) }
        while let (node, parent) = stack.popLast() {
            let i = nodes.count
            index[node] = i
            let path = nodes[parent].path + "." + String(childrenOf[parent].count)
            nodes.append(TracedNode(kind: node.kind, id: node.id, path: path, depth: nodes[parent].depth + 1,
                                    parent: parent, subtreeEnd: i + 1))
            childrenOf.append([])
            askedBits.append(0)
            childrenOf[parent].append(i)
            stack += node.children.reversed().map { ($0, i) }
        }
    }

    // MARK: Questions asked (the engine's memory of a leaf's or Text's answers)

    /// Whether `node` was asked `p` before (an answer the trace shows as cached); remembers that it now was.
    func ask(_ node: LayoutNode, _ p: ProposedViewSize) -> Bool {
        let k = proposalNumbers.index(of: p)
        guard let n = index[node] else { return !askedUnnumbered.insert(Asked(node: node, proposal: k)).inserted }
        if k < 32 {
            let bit: UInt32 = 1 << k
            defer { askedBits[n] |= bit }
            return askedBits[n] & bit != 0
        }
        return !askedOthers.insert(UInt64(n) << 32 | UInt64(k)).inserted
    }

    /// Whether `node` was asked `p` before (`ask` without remembering).
    func wasAsked(_ node: LayoutNode, _ p: ProposedViewSize) -> Bool {
        let k = proposalNumbers.index(of: p)
        guard let n = index[node] else { return askedUnnumbered.contains(Asked(node: node, proposal: k)) }
        if k < 32 { return askedBits[n] & (1 << k) != 0 }
        return askedOthers.contains(UInt64(n) << 32 | UInt64(k))
    }

    // MARK: Hooks

    func enter(_ node: LayoutNode, _ phase: TraceEvent.Phase) {
        calls += 1
        let call = Call(node: number(node), phase: phase, serial: calls)
        if depth < context.count {
            context[depth].node = call.node; context[depth].phase = phase; context[depth].serial = calls
        } else {
            context.append(call)
        }
        depth += 1
    }

    func leave() {
        guard depth > 0 else { return }
        depth -= 1
        markProbes(&context[depth])
    }

    func propose(_ node: LayoutNode, _ p: ProposedViewSize) {
        let n = number(node)
        let event = events.count < eventLimit ? events.count : -1
        if depth > 0 {
            let d = depth - 1
            open.append((event, context[d].node, context[d].phase, d, context[d].serial, context[d].asked.count))
            context[d].asked.append((event, -1, n))
            context[d].last[n] = p
        } else {
            open.append((event, nil, .sizing, -1, -1, rootCall.asked.count))
            rootCall.asked.append((event, -1, n))
            rootCall.last[n] = p
        }
        append(TraceEvent(kind: .propose, node: n, from: open[open.count - 1].from, phase: open[open.count - 1].phase,
                          proposal: p))
    }

    /// The running layout call placed `node` with `p` (`LayoutSubview.place`): its last question to the node.
    func placed(_ node: LayoutNode, _ p: ProposedViewSize) {
        if depth > 0 { context[depth - 1].last[number(node)] = p } else { rootCall.last[number(node)] = p }
    }

    func answer(_ node: LayoutNode, _ p: ProposedViewSize, _ size: CGSize, cached: Bool) {
        let q = open.popLast() ?? (-1, nil, .sizing, -1, -1, -1)
        let e = events.count < eventLimit ? events.count : -1
        append(TraceEvent(kind: .answer, node: number(node), from: q.from, phase: q.phase, proposal: p, size: size,
                          cached: cached))
        guard e >= 0, q.event >= 0 else { return }
        // The question's call marks this answer with the question's probe when it ends; if it has ended, the
        // question is marked already.
        if q.depth < 0 {
            rootCall.asked[q.slot].answer = e
        } else if q.depth < depth, context[q.depth].serial == q.serial {
            context[q.depth].asked[q.slot].answer = e
        } else {
            events.setProbe(events.probe(at: q.event), at: e)
        }
    }

    func place(_ node: LayoutNode, from parent: LayoutNode?, frame: CGRect, proposal: ProposedViewSize) {
        append(TraceEvent(kind: .place, node: number(node), from: parent.map(number), phase: .placement,
                          proposal: proposal, frame: frame))
    }

    /// Events past the limit are dropped (the trace says so), so memory stays bounded.
    private func append(_ e: TraceEvent) {
        guard events.count < eventLimit else { truncated = true; return }
        events.append(e)
    }

    // MARK: Result

    /// Marks the probes of a call that ended. A layout call (one `sizeThatFits`, `placeSubviews` or guide
    /// computation) may ask a child several questions; the last one (a placement counts) is the one its answer
    /// is used for, and each earlier question that differs from it is a probe, and so is its answer. Per axis
    /// where it differs, a probe asks for the minimum (0), the ideal (nil), the maximum (infinity) or something
    /// else. The call's storage is emptied for the next call at its depth.
    private func markProbes(_ call: inout Call) {
        func question(_ v: CGFloat?) -> TraceEvent.ProbeQuestion {
            guard let v else { return .ideal }
            return v == 0 ? .min : (v == .infinity ? .max : .other)
        }
        for a in call.asked where a.propose >= 0 {
            let p = events[a.propose].proposal
            guard let f = call.last[a.node], p != f else { continue }
            let probe = TraceEvent.Probe(width: p.width == f.width ? nil : question(p.width),
                                         height: p.height == f.height ? nil : question(p.height))
            events.setProbe(probe, at: a.propose)
            if a.answer >= 0 { events.setProbe(probe, at: a.answer) }
        }
        call.asked.removeAll(keepingCapacity: true)
        call.last.removeAll(keepingCapacity: true)
    }

    /// The trace, with every probe marked. The tracer is done: what it kept to find nodes and children is freed
    /// as the trace is made (the engine's tree and the result are still alive then: this is the peak).
    func finish() -> LayoutTrace {
        while depth > 0 { leave() }
        markProbes(&rootCall)
        index = [:]
        askedBits = []
        askedOthers = []
        askedUnnumbered = []
        return renumbered()
    }

    /// The trace with nodes in depth-first order (adopted nodes were appended last) and subtree ranges set.
    private func renumbered() -> LayoutTrace {
        guard !nodes.isEmpty else { return LayoutTrace(nodes: [], events: events, isTruncated: truncated) }
        var out: [TracedNode]
        if childrenOf.isEmpty {
            // Nothing adopted: the numbering is depth-first already, the nodes are taken as they are (not copied).
            out = nodes
            nodes = []
        } else {
            var order: [Int] = []
            order.reserveCapacity(nodes.count)
            var stack = [0]
            while let i = stack.popLast() {
                order.append(i)
                stack += childrenOf[i].reversed()
            }
            childrenOf = []
            if !order.indices.contains(where: { order[$0] != $0 }) {
                out = nodes
                nodes = []
            } else {
                var new = [Int](repeating: 0, count: nodes.count)
                for (k, i) in order.enumerated() { new[i] = k }
                out = order.map { i -> TracedNode in
                    var n = nodes[i]
                    n.parent = n.parent.map { new[$0] }
                    n.subtreeEnd = new[i] + 1
                    return n
                }
                events.renumber(new)
            }
        }
        // A node's subtree ends where its last descendant's does (children come after their parents).
        for k in out.indices.reversed() {
            if let p = out[k].parent { out[p].subtreeEnd = max(out[p].subtreeEnd, out[k].subtreeEnd) }
        }
        return LayoutTrace(nodes: out, events: events, isTruncated: truncated)
    }
}
