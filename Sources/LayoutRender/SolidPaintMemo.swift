import Foundation
import LayoutCore

/// Contract: remembers the last solid-colour Rectangle paint the display list drew (a Color view's) with its
/// colour already resolved, and recognises the same paint on a later node without copying or matching it, so
/// a run of Color views of one colour (the engine shares one paint box between equal consecutive fills) costs
/// a word compared per view instead of a `Paint` copied, matched and released.
///
/// A paint is recognised by the bits of the node's `paint` (`Paint?`, one word: the reference to its indirect
/// box and its case), read in place at the stored property's offset. Equal bits are the same paint while the
/// tree is alive and unchanged, which it is for a whole display-list walk (the builder borrows it); a memo
/// lives for one walk. Where `Paint?` is not one word (or `paint` not a plain stored property), nothing is
/// remembered and every node is matched as before.
struct SolidPaintMemo {
    /// The byte offset of `PlacedNode.paint`, nil when the memo cannot read it as one word.
    private let offset: Int? = MemoryLayout<Paint?>.size == MemoryLayout<UInt>.size
        ? MemoryLayout<PlacedNode>.offset(of: \PlacedNode.paint) : nil
    /// The remembered paint's bits and its resolved colour (nil: nothing remembered yet).
    private var bits: UInt = 0
    private var resolved: Color?

    /// The resolved colour of `node`'s paint when it is the remembered one.
    @inline(__always)
    func color(of node: UnsafePointer<PlacedNode>) -> Color? {
        guard let resolved, let offset else { return nil }
        return UnsafeRawPointer(node).load(fromByteOffset: offset, as: UInt.self) == bits ? resolved : nil
    }

    /// Remembers `node`'s paint, a visible solid-colour Rectangle fill, as drawn in `color`.
    mutating func remember(_ node: UnsafePointer<PlacedNode>, color: Color) {
        guard let offset else { return }
        bits = UnsafeRawPointer(node).load(fromByteOffset: offset, as: UInt.self)
        resolved = color
    }
}
