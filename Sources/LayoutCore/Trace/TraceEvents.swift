import Foundation

/// The events of a `LayoutTrace`, stored flat so a negotiation of millions of steps fits in memory
/// (docs/limits.md, "explain"): per event a 16-byte record (kind, phase, cached, probe, which numbers it has,
/// the node and the proposing node) and its numbers in blocks of doubles (the proposal's two, an
/// answer's size, a placement's frame: 32 bytes for a proposal, 48 for an answer, 64 for a placement). No
/// event owns an allocation. Reading an event builds a `TraceEvent` value; nothing is lost in the packing
/// (every number is kept bit for bit). Records and numbers are kept in fixed blocks, never copied as the
/// trace grows.
public struct TraceEvents: RandomAccessCollection, Sendable {
    /// One event without its numbers.
    struct Record: Sendable {
        /// Where the event's first number is (block × `blockSize` + index; high 48 bits) and its flags (low 16).
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

    /// Records and numbers live in blocks of `blockSize` that are filled and never moved: a growing trace never
    /// copies what it holds (a doubling array would hold both copies at its peak), and a block wastes at most
    /// five numbers (an event's numbers stay in one block).
    static let blockShift = 16
    static let blockSize = 1 << blockShift
    private var recordBlocks: [[Record]] = []
    private var numberBlocks: [[Double]] = []
    private var recordCount = 0

    public init() {}

    public init(_ events: some Sequence<TraceEvent>) {
        for e in events { append(e) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { recordCount }

    private func record(_ i: Int) -> Record { recordBlocks[i >> Self.blockShift][i & (Self.blockSize - 1)] }

    private mutating func modifyRecord(_ i: Int, _ body: (inout Record) -> Void) {
        body(&recordBlocks[i >> Self.blockShift][i & (Self.blockSize - 1)])
    }

    public subscript(i: Int) -> TraceEvent {
        let r = record(i), f = r.flags
        let block = r.offset >> Self.blockShift
        var k = r.offset & (Self.blockSize - 1)
        func next() -> Double { defer { k += 1 }; return numberBlocks[block][k] }
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
    public func node(at i: Int) -> Int { Int(record(i).node) }

    /// The kind of an event, without building it.
    public func kind(at i: Int) -> TraceEvent.Kind { Self.kinds[Int(record(i).flags & Flag.kindMask)] }

    /// Whether an event's answer came from the cache, without building it.
    public func isCached(at i: Int) -> Bool { record(i).flags & Flag.cached != 0 }

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
        let count = 2 + (e.size == nil ? 0 : 2) + (e.frame == nil ? 0 : 4)
        if numberBlocks.isEmpty || numberBlocks[numberBlocks.count - 1].count + count > Self.blockSize {
            numberBlocks.append([])
            numberBlocks[numberBlocks.count - 1].reserveCapacity(Self.blockSize)
        }
        let last = numberBlocks.count - 1
        let offset = UInt64(last << Self.blockShift + numberBlocks[last].count)
        numberBlocks[last].append(e.proposal.width ?? 0)
        numberBlocks[last].append(e.proposal.height ?? 0)
        if let s = e.size { numberBlocks[last].append(s.width); numberBlocks[last].append(s.height) }
        if let r = e.frame {
            numberBlocks[last].append(r.origin.x); numberBlocks[last].append(r.origin.y)
            numberBlocks[last].append(r.size.width); numberBlocks[last].append(r.size.height)
        }
        if recordCount & (Self.blockSize - 1) == 0 {
            recordBlocks.append([])
            recordBlocks[recordBlocks.count - 1].reserveCapacity(Self.blockSize)
        }
        recordBlocks[recordBlocks.count - 1].append(Record(word: offset << 16 | UInt64(f),
                                                           node: UInt32(truncatingIfNeeded: e.node),
                                                           from: e.from.map { UInt32(truncatingIfNeeded: $0) } ?? Record.none))
        recordCount += 1
    }

    /// The probe of event `i`.
    public func probe(at i: Int) -> TraceEvent.Probe? { Self.probe(record(i).flags) }

    /// Sets the probe of event `i` (the tracer marks probes when the layout call that asked them ends).
    mutating func setProbe(_ probe: TraceEvent.Probe?, at i: Int) {
        let bits = Self.bits(probe)
        modifyRecord(i) { r in r.word = r.word & ~UInt64(Flag.probeBits) | UInt64(bits) }
    }

    /// Every event's node and proposing node renumbered through `new` (old index → new index).
    mutating func renumber(_ new: [Int]) {
        for i in indices {
            modifyRecord(i) { r in
                r.node = UInt32(truncatingIfNeeded: new[Int(r.node)])
                if r.from != Record.none { r.from = UInt32(truncatingIfNeeded: new[Int(r.from)]) }
            }
        }
    }

    /// The bytes the events take (records and numbers, as stored; not the blocks' unused room).
    public var storedBytes: Int {
        recordCount * MemoryLayout<Record>.stride + numberBlocks.reduce(0) { $0 + $1.count } * MemoryLayout<Double>.stride
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
