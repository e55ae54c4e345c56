import Foundation
@testable import LayoutCore
import Testing

/// The engine's records are laid out for the memory they make a pass read (`NodeRecord`, `BlockArena`).
@Suite("Record layout")
struct RecordLayoutTests {
    @Test("what a stack reads of each child and what placing a leaf reads lie in the record's first 64 bytes")
    func hotFieldsInFirstLine() {
        let hot: [(String, PartialKeyPath<NodeRecord>, Int)] = [
            ("sizing", \NodeRecord.sizing, MemoryLayout<Sizing>.size),
            ("traits", \NodeRecord.traits, 1), ("guideScope", \NodeRecord.guideScope, 1),
            ("sizeIgnoresProposal", \NodeRecord.sizeIgnoresProposal, 1),
            ("constantSize", \NodeRecord.constantSize, MemoryLayout<CGSize?>.size),
            ("priority", \NodeRecord.priority, MemoryLayout<Double>.size),
        ]
        for (name, key, size) in hot {
            let offset = MemoryLayout<NodeRecord>.offset(of: key) ?? Int.max
            #expect(offset + size <= 64, "\(name) ends at byte \(offset + size)")
        }
    }

    @Test("a record takes three cache lines: its slot is 192 bytes (not a power of two, which would crowd the cache's sets)")
    func threeLines() {
        #expect(MemoryLayout<NodeRecord>.stride <= 192, "\(MemoryLayout<NodeRecord>.stride) bytes")
    }

    @Test("records start on cache lines, one slot per line-rounded stride, and read back what was written")
    func recordsOnCacheLines() {
        var arena = BlockArena<NodeRecord>(cacheLineSlots: true)
        var slots: [UnsafeMutablePointer<NodeRecord>] = []
        // More than the first block holds, so a second block is started.
        for i in 0..<200 {
            let slot = arena.reserve(1)
            slot.initialize(to: NodeRecord(kind: .color(.black), id: "n\(i)", sizing: .leaf(.greedy),
                                           layout: PassthroughLayout(), children: NodeList(), priority: Double(i),
                                           paint: nil, text: nil, opacity: 1, clip: nil, translation: .zero))
            slots.append(slot)
        }
        for (i, slot) in slots.enumerated() {
            #expect(Int(bitPattern: slot) % 64 == 0)
            #expect(slot.pointee.priority == Double(i) && slot.pointee.id == "n\(i)")
        }
        let line = (MemoryLayout<NodeRecord>.stride + 63) / 64 * 64
        #expect(UnsafeRawPointer(slots[1]) - UnsafeRawPointer(slots[0]) == line)
        arena.deinitializeAll()
        arena.deallocateAll()
    }
}
