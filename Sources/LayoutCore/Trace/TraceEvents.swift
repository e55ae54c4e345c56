import Foundation

/// The events of a `LayoutTrace`, stored flat so a negotiation of millions of steps fits in memory
/// (docs/limits.md, "explain"): per event a 16-byte record (kind, phase, cached, probe, which numbers it has,
/// the node and the proposing node) and its numbers in one shared array of doubles (the proposal's two, an
/// answer's size, a placement's frame: 32 bytes for a proposal, 48 for an answer, 64 for a placement). No
/// event owns an allocation. Reading an event builds a `TraceEvent` value; nothing is lost in the packing
/// (every number is kept bit for bit).
public struct TraceEvents: RandomAccessCollection, Sendable {
    /// One event without its numbers.
    struct Record: Sendable {
        /// The offset of the event's first number in `numbers` (high 48 bits) and its flags (low 16 bits).
        var word: UInt64
        var node: UInt32
        /// `Record.none` when no node proposed (the root's proposal and placement).
        var from: UInt32

        static let none = UInt32.max
        var flags: UInt16 { UInt16(truncatingIfNeeded: word) }
        var offset: Int { Int(truncatingIfNeeded: word >> 16) }
    }

    /// Flag bits of a record.
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

    private(set) var records: [Record] = []
    private(set) var numbers: [Double] = []

    public init() {}

    public init(_ events: some Sequence<TraceEvent>) {
        for e in events { append(e) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(i: Int) -> TraceEvent {
        let r = records[i], f = r.flags
        var k = r.offset
        func next() -> Double { defer { k += 1 }; return numbers[k] }
        let w = next(), h = next()
        let proposal = ProposedViewSize(width: f & Flag.widthNil != 0 ? nil : w, height: f & Flag.heightNil != 0 ? nil : h)
        let size = f & Flag.hasSize != 0 ? CGSize(width: next(), height: next()) : nil
        let frame = f & Flag.hasFrame != 0 ? CGRect(x: next(), y: next(), width: next(), height: next()) : nil
        return TraceEvent(kind: Self.kinds[Int(f & Flag.kindMask)], node: Int(r.node),
                          from: r.from == Record.none ? nil : Int(r.from),
                          phase: Self.phases[Int(f >> Flag.phaseShift & 0b11)], proposal: proposal, size: size,
                          cached: f & Flag.cached != 0, frame: frame, probe: Self.probe(f))
    }

    /// The node an event is about, without building the event.
    public func node(at i: Int) -> Int { Int(records[i].node) }

    /// The kind of an event, without building it.
    public func kind(at i: Int) -> TraceEvent.Kind { Self.kinds[Int(records[i].flags & Flag.kindMask)] }

    /// Whether an event's answer came from the cache, without building it.
    public func isCached(at i: Int) -> Bool { records[i].flags & Flag.cached != 0 }

    /// Node indices must be below `UInt32.max` (a trace of four billion nodes would not fit in memory anyway).
    public mutating func append(_ e: TraceEvent) {
        var f: UInt16 = switch e.kind { case .propose: 0; case .answer: 1; case .place: 2 }
        let phase: UInt16 = switch e.phase { case .sizing: 0; case .placement: 1; case .alignment: 2 }
        f |= phase << Flag.phaseShift
        if e.cached { f |= Flag.cached }
        if e.proposal.width == nil { f |= Flag.widthNil }
        if e.proposal.height == nil { f |= Flag.heightNil }
        let offset = UInt64(numbers.count)
        numbers.append(e.proposal.width ?? 0)
        numbers.append(e.proposal.height ?? 0)
        if let s = e.size {
            f |= Flag.hasSize
            numbers.append(s.width); numbers.append(s.height)
        }
        if let r = e.frame {
            f |= Flag.hasFrame
            numbers.append(r.origin.x); numbers.append(r.origin.y); numbers.append(r.size.width); numbers.append(r.size.height)
        }
        f |= Self.bits(e.probe)
        records.append(Record(word: offset << 16 | UInt64(f), node: UInt32(truncatingIfNeeded: e.node),
                              from: e.from.map { UInt32(truncatingIfNeeded: $0) } ?? Record.none))
    }

    /// The probe of event `i`.
    public func probe(at i: Int) -> TraceEvent.Probe? { Self.probe(records[i].flags) }

    /// Sets the probe of event `i` (the tracer marks probes when the layout call that asked them ends).
    mutating func setProbe(_ probe: TraceEvent.Probe?, at i: Int) {
        let f = records[i].flags & ~Flag.probeBits | Self.bits(probe)
        records[i].word = records[i].word & ~0xFFFF | UInt64(f)
    }

    /// Every event's node and proposing node renumbered through `new` (old index → new index).
    mutating func renumber(_ new: [Int]) {
        for i in records.indices {
            records[i].node = UInt32(truncatingIfNeeded: new[Int(records[i].node)])
            if records[i].from != Record.none { records[i].from = UInt32(truncatingIfNeeded: new[Int(records[i].from)]) }
        }
    }

    /// The bytes the events take (records and numbers, as stored).
    public var storedBytes: Int {
        records.count * MemoryLayout<Record>.stride + numbers.count * MemoryLayout<Double>.stride
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
