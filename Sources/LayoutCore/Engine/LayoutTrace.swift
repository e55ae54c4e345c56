import Foundation

/// The negotiation of one layout pass, in the order the engine made its calls: every proposal a node received
/// (with its answer, and whether the answer came from the node's cache) and every final placement
/// (docs/architecture.md, "The tracer"; `layoutviz explain` prints it, docs/explain.md).
public struct LayoutTrace: Sendable {
    /// Every node of the laid-out tree, depth-first (parents before children): `TraceEvent.node` indexes it.
    public var nodes: [TracedNode]
    /// The events in call order, stored compactly (`TraceEvents`: about 10 bytes an event).
    public var events: TraceEvents

    /// True when the pass made more events than the tracer's limit: the rest were not recorded.
    public var isTruncated: Bool

    /// Events a trace records unless asked for more (docs/limits.md, "explain"): the inspector's page embeds
    /// at most this many. `layoutviz explain` records every event (`unlimitedEvents`) and writes them as a
    /// stream.
    public static let maxEvents = 500_000

    /// The limit that records every event.
    public static let unlimitedEvents = Int.max

    public init(nodes: [TracedNode], events: [TraceEvent], isTruncated: Bool = false) {
        self.init(nodes: nodes, events: TraceEvents(events), isTruncated: isTruncated)
    }

    public init(nodes: [TracedNode], events: TraceEvents, isTruncated: Bool = false) {
        self.nodes = nodes
        self.events = events
        self.isTruncated = isTruncated
    }

    /// The indices of `node` and its descendants: nodes are depth-first, so a subtree is a range.
    public func subtree(of node: Int) -> Range<Int> { node..<nodes[node].subtreeEnd }
}

/// One node of a traced tree.
public struct TracedNode: Sendable, Hashable {
    public var kind: NodeKind
    /// The input's id, if any.
    public var id: String?
    /// Child indices from the root, dot-separated: "0" is the root, "0.1" its second child.
    public var path: String
    public var depth: Int
    public var parent: Int?
    /// One past the last descendant's index.
    public var subtreeEnd: Int

    public init(kind: NodeKind, id: String?, path: String, depth: Int, parent: Int?, subtreeEnd: Int) {
        self.kind = kind; self.id = id; self.path = path; self.depth = depth; self.parent = parent
        self.subtreeEnd = subtreeEnd
    }
}

/// One step of the negotiation.
public struct TraceEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `from` proposes `proposal` to `node` (a `sizeThatFits`/`dimensions(in:)` call on the subview).
        case propose
        /// `node` answers the proposal `from` made with `size`.
        case answer
        /// `from` places `node` at `frame` with `proposal` (the final placement pass).
        case place
    }

    /// What the proposing node was doing: sizing itself, placing its children (layouts re-ask their children's
    /// sizes there), or computing one of its explicit alignment guides.
    public enum Phase: String, Sendable, Hashable { case sizing, placement, alignment }

    /// Which question a probe asks on one axis: the minimum (0), the ideal (nil), the maximum (infinity), or
    /// another value.
    public enum ProbeQuestion: String, Sendable, Hashable { case min, ideal, max, other }

    /// A question a layout asks a child before the one it uses (docs/explain.md, "Probes"): per axis, what it
    /// asks where it differs from that last proposal of the same layout call (nil: that axis is the same).
    public struct Probe: Sendable, Hashable {
        public var width: ProbeQuestion?
        public var height: ProbeQuestion?
        public init(width: ProbeQuestion?, height: ProbeQuestion?) { self.width = width; self.height = height }
    }

    public var kind: Kind
    public var node: Int
    /// The proposing or placing node; nil for the root's proposal and placement.
    public var from: Int?
    public var phase: Phase
    public var proposal: ProposedViewSize
    /// The answer (answer events).
    public var size: CGSize?
    /// The answer came from the node's per-proposal cache (answer events).
    public var cached: Bool
    /// The frame in canvas points (place events), as in the frame dump.
    public var frame: CGRect?
    /// Set on the propose and answer events of probes.
    public var probe: Probe?

    public init(kind: Kind, node: Int, from: Int?, phase: Phase, proposal: ProposedViewSize, size: CGSize? = nil,
                cached: Bool = false, frame: CGRect? = nil, probe: Probe? = nil) {
        self.kind = kind; self.node = node; self.from = from; self.phase = phase; self.proposal = proposal
        self.size = size; self.cached = cached; self.frame = frame; self.probe = probe
    }
}
