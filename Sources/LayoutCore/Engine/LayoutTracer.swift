import Foundation

/// Records a `LayoutTrace` from the engine's own calls. The engine holds it as an optional: with no tracer,
/// each hook is one nil check and nothing is built.
///
/// - `LayoutEngineState.size(of:_:)` reports every proposal a node receives and its answer (cached or not);
///   the proposer is the node whose layout call is running (`enter`/`leave`), or the root.
/// - The engine's own size look-ups while placing are silent when cached (the placement event carries them).
/// - `LayoutEngine` reports each final placement. `finish()` then marks probes: within one layout call, the
///   questions asked of a child before the last one, when they differ from it.
final class LayoutTracer {
    private var index: [LayoutNode: Int] = [:]
    private(set) var nodes: [TracedNode] = []
    /// Each node's children, in order (nodes adopted while placing are appended to their parent's).
    private var childrenOf: [[Int]] = []
    private var events: [TraceEvent] = []
    /// The layout calls running: which node is proposing, why, and a serial number per call.
    private var context: [(node: Int, phase: TraceEvent.Phase, call: Int)] = []
    private var calls = 0
    /// Events were dropped at `LayoutTrace.maxEvents`.
    private var truncated = false
    /// Per event: the layout call a proposal was made in (-1: the root's), the proposal an answer answers.
    private var callOf: [Int] = []
    private var questionOf: [Int] = []
    /// Propose events waiting for their answer.
    private var open: [Int] = []
    private struct Asked: Hashable { var call: Int; var node: Int }
    /// The last proposal each layout call made to each child (placements included).
    private var lastAsked: [Asked: ProposedViewSize] = [:]

    /// Events recorded at most (`LayoutTrace.maxEvents` unless a caller asks for fewer).
    private let eventLimit: Int

    init(root: LayoutNode, eventLimit: Int = LayoutTrace.maxEvents) {
        self.eventLimit = eventLimit
        // Depth-first numbering, iteratively (trees may be deep).
        var stack: [(node: LayoutNode, path: String, depth: Int, parent: Int?)] = [(root, "0", 0, nil)]
        while let (node, path, depth, parent) = stack.popLast() {
            let i = nodes.count
            index[node] = i
            nodes.append(TracedNode(kind: node.kind, id: node.id, path: path, depth: depth, parent: parent,
                                    subtreeEnd: i + 1))
            childrenOf.append([])
            if let parent { childrenOf[parent].append(i) }
            for (k, child) in node.children.enumerated().reversed() {
                stack.append((child, path + "." + String(k), depth + 1, i))
            }
        }
    }

    private func number(_ node: LayoutNode) -> Int { index[node] ?? 0 }

    /// Nodes built while placing (a GeometryReader's content, once its size is known) join the tree under
    /// `parent`, with their descendants; `finish()` puts them back in depth-first order.
    func adopt(_ children: [LayoutNode], parent: LayoutNode) {
        let p = number(parent)
        var stack: [(node: LayoutNode, parent: Int)] = children.reversed().map { ($0, p) }
        while let (node, parent) = stack.popLast() {
            let i = nodes.count
            index[node] = i
            let path = nodes[parent].path + "." + String(childrenOf[parent].count)
            nodes.append(TracedNode(kind: node.kind, id: node.id, path: path, depth: nodes[parent].depth + 1,
                                    parent: parent, subtreeEnd: i + 1))
            childrenOf.append([])
            childrenOf[parent].append(i)
            stack += node.children.reversed().map { ($0, i) }
        }
    }

    // MARK: Hooks

    func enter(_ node: LayoutNode, _ phase: TraceEvent.Phase) {
        calls += 1
        context.append((number(node), phase, calls))
    }

    func leave() { context.removeLast() }

    func propose(_ node: LayoutNode, _ p: ProposedViewSize) {
        let (from, phase, call) = context.last.map { ($0.node, $0.phase, $0.call) } ?? (nil, .sizing, -1)
        open.append(events.count < eventLimit ? events.count : -1)
        lastAsked[Asked(call: call, node: number(node))] = p
        append(TraceEvent(kind: .propose, node: number(node), from: from, phase: phase, proposal: p), call: call)
    }

    /// The running layout call placed `node` with `p` (`LayoutSubview.place`): its last question to the node.
    func placed(_ node: LayoutNode, _ p: ProposedViewSize) {
        lastAsked[Asked(call: context.last?.call ?? -1, node: number(node))] = p
    }

    func answer(_ node: LayoutNode, _ p: ProposedViewSize, _ size: CGSize, cached: Bool) {
        let q = open.popLast() ?? -1
        let question = q >= 0 ? events[q] : nil
        append(TraceEvent(kind: .answer, node: number(node), from: question?.from, phase: question?.phase ?? .sizing,
                          proposal: p, size: size, cached: cached), question: q)
    }

    func place(_ node: LayoutNode, from parent: LayoutNode?, frame: CGRect, proposal: ProposedViewSize) {
        append(TraceEvent(kind: .place, node: number(node), from: parent.map(number), phase: .placement,
                          proposal: proposal, frame: frame))
    }

    /// Events past the limit are dropped (the trace says so), so memory stays bounded.
    private func append(_ e: TraceEvent, call: Int = -1, question: Int = -1) {
        guard events.count < eventLimit else { truncated = true; return }
        events.append(e)
        callOf.append(call)
        questionOf.append(question)
    }

    // MARK: Result

    /// The trace, with probes marked. A layout call (one `sizeThatFits`, `placeSubviews` or guide computation)
    /// may ask a child several questions; the last one (a placement counts) is the one its answer is used for,
    /// and each earlier question that differs from it is a probe. Per axis where it differs, a probe asks for the minimum (0),
    /// the ideal (nil), the maximum (infinity) or something else.
    func finish() -> LayoutTrace {
        func question(_ v: CGFloat?) -> TraceEvent.ProbeQuestion {
            guard let v else { return .ideal }
            return v == 0 ? .min : (v == .infinity ? .max : .other)
        }
        for i in events.indices where events[i].kind == .propose {
            let p = events[i].proposal
            guard let f = lastAsked[Asked(call: callOf[i], node: events[i].node)], p != f else { continue }
            events[i].probe = TraceEvent.Probe(width: p.width == f.width ? nil : question(p.width),
                                               height: p.height == f.height ? nil : question(p.height))
        }
        for i in events.indices where events[i].kind == .answer && questionOf[i] >= 0 {
            events[i].probe = events[questionOf[i]].probe
        }
        return renumbered()
    }

    /// The trace with nodes in depth-first order (adopted nodes were appended last) and subtree ranges set.
    private func renumbered() -> LayoutTrace {
        guard !nodes.isEmpty else { return LayoutTrace(nodes: [], events: events, isTruncated: truncated) }
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        var stack = [0]
        while let i = stack.popLast() {
            order.append(i)
            stack += childrenOf[i].reversed()
        }
        var new = [Int](repeating: 0, count: nodes.count)
        for (k, i) in order.enumerated() { new[i] = k }
        var out = order.map { i -> TracedNode in
            var n = nodes[i]
            n.parent = n.parent.map { new[$0] }
            n.subtreeEnd = new[i] + 1
            return n
        }
        // A node's subtree ends where its last descendant's does (children come after their parents).
        for k in out.indices.reversed() {
            if let p = out[k].parent { out[p].subtreeEnd = max(out[p].subtreeEnd, out[k].subtreeEnd) }
        }
        let remapped = events.map { e -> TraceEvent in
            var e = e
            e.node = new[e.node]
            e.from = e.from.map { new[$0] }
            return e
        }
        return LayoutTrace(nodes: out, events: remapped, isTruncated: truncated)
    }
}
