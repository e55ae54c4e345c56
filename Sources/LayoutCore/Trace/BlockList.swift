import Foundation

/// An append-only list kept in fixed blocks of `1 << 16` elements that are filled and never moved: growing it never
/// copies what it holds (a doubling array holds both copies at its peak, and briefly needs twice the memory), and at
/// most one block has unused room. Elements can be read and replaced by index. For storage that grows to millions
/// of small records (`TraceEvents`).
struct BlockList<Element>: Sendable where Element: Sendable {
    static var blockShift: Int { 16 }
    static var blockSize: Int { 1 << blockShift }
    private var blocks: [[Element]] = []
    private(set) var count = 0

    init() {}

    subscript(i: Int) -> Element {
        get { blocks[i >> Self.blockShift][i & (Self.blockSize - 1)] }
        set { blocks[i >> Self.blockShift][i & (Self.blockSize - 1)] = newValue }
    }

    mutating func append(_ e: Element) {
        if count & (Self.blockSize - 1) == 0 {
            blocks.append([])
            // The first block grows as an array does (a small list stays small); the others are made whole.
            if blocks.count > 1 { blocks[blocks.count - 1].reserveCapacity(Self.blockSize) }
        }
        blocks[blocks.count - 1].append(e)
        count += 1
    }

    /// Replaces every element with `transform(element)`.
    mutating func update(_ transform: (inout Element) -> Void) {
        for b in blocks.indices {
            for k in blocks[b].indices { transform(&blocks[b][k]) }
        }
    }

    /// The bytes its elements take (not the last block's unused room).
    var storedBytes: Int { count * MemoryLayout<Element>.stride }
}
