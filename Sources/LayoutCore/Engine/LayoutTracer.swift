import Foundation

/// Records a `LayoutTrace` from the engine's own calls. The engine holds it as an optional: with no tracer,
/// each hook is one nil check and nothing is built.
///
/// - `LayoutEngineState.size(of:_:)` reports every proposal a node receives and its answer (cached or not);
///   the proposer is the node whose layout call is running (`enter`/`leave`), or the root.
/// - The engine's own size look-ups while placing are silent when cached (the placement event carries them).
/// - `LayoutEngine` reports each final placement. `finish()` then marks probes: proposals a node is never
///   placed with.
final class LayoutTracer {
    private var index: [ObjectIdentifier: Int] = [:]
    private(set) var nodes: [TracedNode] = []
    private var events: [TraceEvent] = []
    /// The layout calls running: which node is proposing, and why.
    private var context: [(node: Int, phase: TraceEvent.Phase)] = []
    /// Propose events waiting for their answer.
    private var open: [Int] = []

    init(root: LayoutNode) {
        // Depth-first numbering, iteratively (trees may be deep).
        var stack: [(node: LayoutNode, path: String, depth: Int, parent: Int?)] = [(root, "0", 0, nil)]
        var ends: [(index: Int, depth: Int)] = []
        while let (node, path, depth, parent) = stack.popLast() {
            while let last = ends.last, last.depth >= depth {
                nodes[last.index].subtreeEnd = nodes.count
                ends.removeLast()
            }
            let i = nodes.count
            index[ObjectIdentifier(node)] = i
            nodes.append(TracedNode(kind: node.kind, id: node.id, path: path, depth: depth, parent: parent,
                                    subtreeEnd: i + 1))
            ends.append((i, depth))
            for (k, child) in node.children.enumerated().reversed() {
                stack.append((child, path + "." + String(k), depth + 1, i))
            }
        }
        for (i, _) in ends { nodes[i].subtreeEnd = nodes.count }
    }

    private func number(_ node: LayoutNode) -> Int { index[ObjectIdentifier(node)] ?? 0 }

    // MARK: Hooks

    func enter(_ node: LayoutNode, _ phase: TraceEvent.Phase) { context.append((number(node), phase)) }
    func leave() { context.removeLast() }

    func propose(_ node: LayoutNode, _ p: ProposedViewSize) {
        let (from, phase) = context.last.map { ($0.node, $0.phase) } ?? (nil, .sizing)
        open.append(events.count)
        events.append(TraceEvent(kind: .propose, node: number(node), from: from, phase: phase, proposal: p))
    }

    func answer(_ node: LayoutNode, _ p: ProposedViewSize, _ size: CGSize, cached: Bool) {
        let question = open.popLast().map { events[$0] }
        events.append(TraceEvent(kind: .answer, node: number(node), from: question?.from,
                                 phase: question?.phase ?? .sizing, proposal: p, size: size, cached: cached))
    }

    func place(_ node: LayoutNode, from parent: LayoutNode?, frame: CGRect, proposal: ProposedViewSize) {
        events.append(TraceEvent(kind: .place, node: number(node), from: parent.map(number), phase: .placement,
                                 proposal: proposal, frame: frame))
    }

    // MARK: Result

    /// The trace, with probes marked: a proposal is a probe when the node is never placed with it; on each
    /// axis where it differs from the final proposal it asks for the minimum (0), the ideal (nil), the
    /// maximum (infinity) or something else.
    func finish() -> LayoutTrace {
        var final = [ProposedViewSize?](repeating: nil, count: nodes.count)
        for e in events where e.kind == .place { final[e.node] = e.proposal }
        func question(_ v: CGFloat?) -> TraceEvent.ProbeQuestion {
            guard let v else { return .ideal }
            return v == 0 ? .min : (v == .infinity ? .max : .other)
        }
        for i in events.indices where events[i].kind != .place {
            let p = events[i].proposal
            guard let f = final[events[i].node] else {
                events[i].probe = TraceEvent.Probe(width: question(p.width), height: question(p.height))
                continue
            }
            guard p != f else { continue }
            events[i].probe = TraceEvent.Probe(width: p.width == f.width ? nil : question(p.width),
                                               height: p.height == f.height ? nil : question(p.height))
        }
        return LayoutTrace(nodes: nodes, events: events)
    }
}
