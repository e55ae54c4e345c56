import Foundation

/// The events of a `LayoutTrace`, stored compactly so a negotiation of millions of steps fits in memory
/// (docs/limits.md, "explain"): per event 10 bytes (its flags: kind, phase, cached, probe, which numbers it has;
/// the index of its node and proposing node as a pair; the index of its numbers), the numbers kept once each in
/// shared tables. A negotiation asks the same few questions over and over (a colour is proposed 0, ∞ and its
/// share; it answers 10×10), so the tables stay small: the node pairs (one per node a parent proposes to), the
/// distinct number pairs (a proposal, a size) and the distinct proposal-and-answer combinations. A placement's
/// origin is stored with it (24 bytes a placement, one per node). No event owns an allocation; reading one builds
/// a `TraceEvent` value, and nothing is lost in the packing (every number is kept bit for bit). Everything is kept
/// in fixed blocks (`BlockList`) that are never copied as the trace grows.
public struct TraceEvents: RandomAccessCollection, Sendable {
    /// Flag bits of an event.
    enum Flag {
        static let kindMask: UInt16 = 0b11            // 0 propose, 1 answer, 2 place
        static let phaseShift: UInt16 = 2             // 0 sizing, 1 placement, 2 alignment
        static let cached: UInt16 = 1 << 4
        static let widthNil: UInt16 = 1 << 5
        static let heightNil: UInt16 = 1 << 6
        static let hasSize: UInt16 = 1 << 7
        static let hasFrame: UInt16 = 1 << 8
        static let hasProbe: UInt16 = 1 << 9
        static let probeWidthShift: UInt16 = 10       // 3 bits each: 0 nil, 1 min, 2 ideal, 3 max, 4 other
        static let probeHeightShift: UInt16 = 13
        static let probeBits: UInt16 = 0b111 << 10 | 0b111 << 13 | hasProbe
    }

    /// A node and the node that proposed to or placed it (`none`: the root's window).
    struct Edge: Sendable, Hashable {
        var node: UInt32
        var from: UInt32
    }

    /// Two numbers by their bit patterns (so -0, NaNs and infinities are kept as they are).
    struct Pair: Sendable, Hashable {
        var a: UInt64
        var b: UInt64
    }

    /// A placement's numbers: its proposal and answer (`combos`), the frame's size (`pairs`) and its origin.
    struct Place: Sendable {
        var combo: UInt32
        var size: UInt32
        var x: UInt64
        var y: UInt64
    }

    static let none = UInt32.max

    /// Per event: its flags; its edge (high 32 bits) and its numbers (low 32: a combination, or a placement when
    /// it has a frame).
    private var flags = BlockList<UInt16>()
    private var words = BlockList<UInt64>()
    private var edges = BlockList<Edge>()
    /// Per node, the last edge it was in (`none`: none yet): a node is nearly always asked by one parent.
    private var lastEdge: [UInt32] = []
    private var pairs = InternTable<Pair>()
    /// A proposal pair (high 32 bits) with an answer pair (low 32; `none` without one).
    private var combos = InternTable<UInt64>()
    private var places = BlockList<Place>()

    public init() {}

    public init(_ events: some Sequence<TraceEvent>) {
        for e in events { append(e) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { flags.count }

    public subscript(i: Int) -> TraceEvent {
        let f = flags[i], word = words[i]
        let edge = edges[Int(word >> 32)]
        let ref = Int(truncatingIfNeeded: word & 0xFFFF_FFFF)
        var frame: CGRect?
        let combo: UInt64
        if f & Flag.hasFrame != 0 {
            let place = places[ref]
            combo = combos[Int(place.combo)]
            let s = pairs[Int(place.size)]
            frame = CGRect(x: Self.number(place.x), y: Self.number(place.y), width: Self.number(s.a), height: Self.number(s.b))
        } else {
            combo = combos[ref]
        }
        let p = pairs[Int(combo >> 32)]
        let proposal = ProposedViewSize(width: f & Flag.widthNil != 0 ? nil : Self.number(p.a),
                                        height: f & Flag.heightNil != 0 ? nil : Self.number(p.b))
        var size: CGSize?
        if f & Flag.hasSize != 0 {
            let s = pairs[Int(combo & 0xFFFF_FFFF)]
            size = CGSize(width: Self.number(s.a), height: Self.number(s.b))
        }
        return TraceEvent(kind: Self.kinds[Int(f & Flag.kindMask)], node: Int(edge.node),
                          from: edge.from == Self.none ? nil : Int(edge.from),
                          phase: Self.phases[Int(f >> Flag.phaseShift & 0b11)], proposal: proposal, size: size,
                          cached: f & Flag.cached != 0, frame: frame, probe: Self.probe(f))
    }

    /// The node an event is about, without building the event.
    public func node(at i: Int) -> Int { Int(edges[Int(words[i] >> 32)].node) }

    /// The kind of an event, without building it.
    public func kind(at i: Int) -> TraceEvent.Kind { Self.kinds[Int(flags[i] & Flag.kindMask)] }

    /// Whether an event's answer came from the cache, without building it.
    public func isCached(at i: Int) -> Bool { flags[i] & Flag.cached != 0 }

    /// Node indices must be below `UInt32.max` (a trace of four billion nodes would not fit in memory anyway).
    public mutating func append(_ e: TraceEvent) {
        var f: UInt16 = switch e.kind { case .propose: 0; case .answer: 1; case .place: 2 }
        let phase: UInt16 = switch e.phase { case .sizing: 0; case .placement: 1; case .alignment: 2 }
        f |= phase << Flag.phaseShift
        if e.cached { f |= Flag.cached }
        if e.proposal.width == nil { f |= Flag.widthNil }
        if e.proposal.height == nil { f |= Flag.heightNil }
        if e.size != nil { f |= Flag.hasSize }
        if e.frame != nil { f |= Flag.hasFrame }
        f |= Self.bits(e.probe)
        let proposal = pair(e.proposal.width ?? 0, e.proposal.height ?? 0)
        let answer = e.size.map { pair($0.width, $0.height) } ?? Self.none
        let c = combos.index(of: UInt64(proposal) << 32 | UInt64(answer))
        var ref = c
        if let r = e.frame {
            ref = UInt32(truncatingIfNeeded: places.count)
            places.append(Place(combo: c, size: pair(r.size.width, r.size.height),
                                x: Self.bits(r.origin.x), y: Self.bits(r.origin.y)))
        }
        let edge = self.edge(node: UInt32(truncatingIfNeeded: e.node),
                             from: e.from.map { UInt32(truncatingIfNeeded: $0) } ?? Self.none)
        flags.append(f)
        words.append(UInt64(edge) << 32 | UInt64(ref))
    }

    /// The index of the edge (`node`, `from`), added if new.
    private mutating func edge(node: UInt32, from: UInt32) -> UInt32 {
        let n = Int(node)
        if n < lastEdge.count {
            let last = lastEdge[n]
            if last != Self.none, edges[Int(last)].from == from { return last }
        } else {
            lastEdge.append(contentsOf: repeatElement(Self.none, count: n + 1 - lastEdge.count))
        }
        let k = UInt32(truncatingIfNeeded: edges.count)
        edges.append(Edge(node: node, from: from))
        lastEdge[n] = k
        return k
    }

    /// The index of the pair (`a`, `b`), added if new.
    private mutating func pair(_ a: CGFloat, _ b: CGFloat) -> UInt32 {
        pairs.index(of: Pair(a: Self.bits(a), b: Self.bits(b)))
    }

    private static func bits(_ v: CGFloat) -> UInt64 { Double(v).bitPattern }
    private static func number(_ bits: UInt64) -> CGFloat { CGFloat(Double(bitPattern: bits)) }

    /// The probe of event `i`.
    public func probe(at i: Int) -> TraceEvent.Probe? { Self.probe(flags[i]) }

    /// Sets the probe of event `i` (the tracer marks probes when the layout call that asked them ends).
    mutating func setProbe(_ probe: TraceEvent.Probe?, at i: Int) {
        flags[i] = flags[i] & ~Flag.probeBits | Self.bits(probe)
    }

    /// Every event's node and proposing node renumbered through `new` (old index → new index).
    mutating func renumber(_ new: [Int]) {
        edges.update { e in
            e.node = UInt32(truncatingIfNeeded: new[Int(e.node)])
            if e.from != Self.none { e.from = UInt32(truncatingIfNeeded: new[Int(e.from)]) }
        }
        var last = [UInt32](repeating: Self.none, count: lastEdge.count)
        for (old, k) in lastEdge.enumerated() where old < new.count { last[new[old]] = k }
        lastEdge = last
    }

    /// The bytes the events take as stored: per event, per edge, pair, combination and placement, and per node
    /// (not the blocks' unused room nor the look-up tables used while recording).
    public var storedBytes: Int {
        flags.storedBytes + words.storedBytes + edges.storedBytes + pairs.storedBytes + combos.storedBytes
            + places.storedBytes + lastEdge.count * MemoryLayout<UInt32>.stride
    }

    private static let kinds: [TraceEvent.Kind] = [.propose, .answer, .place, .place]
    private static let phases: [TraceEvent.Phase] = [.sizing, .placement, .alignment, .alignment]
    private static let questions: [TraceEvent.ProbeQuestion?] = [nil, .min, .ideal, .max, .other, nil, nil, nil]

    private static func bits(_ probe: TraceEvent.Probe?) -> UInt16 {
        guard let probe else { return 0 }
        func code(_ q: TraceEvent.ProbeQuestion?) -> UInt16 {
            switch q { case nil: 0; case .min?: 1; case .ideal?: 2; case .max?: 3; case .other?: 4 }
        }
        return Flag.hasProbe | code(probe.width) << Flag.probeWidthShift | code(probe.height) << Flag.probeHeightShift
    }

    private static func probe(_ f: UInt16) -> TraceEvent.Probe? {
        guard f & Flag.hasProbe != 0 else { return nil }
        return TraceEvent.Probe(width: questions[Int(f >> Flag.probeWidthShift & 0b111)],
                                height: questions[Int(f >> Flag.probeHeightShift & 0b111)])
    }
}
