import Foundation
import LayoutCore

/// Contract: a `DisplayList`'s items, stored so that the common item, a plain rectangle filled with a solid colour,
/// is a trivial value: one `Slot` per item in order, a plain fill held in its slot (its rectangle and colour), any
/// other item in `others` with its slot holding its index there. A slot holds no reference, so the slots of a long
/// list are written without reference counting and freed in one go (a `[DisplayItem]` destroys each item, as an
/// item may hold a path, a string or a box). The same items always give the same storage (`append` decides by the
/// item alone), so comparing two storages compares their items.
struct PackedItems: Sendable, Hashable {
    enum Slot: Sendable, Hashable {
        /// `.fill(.rect(rect), color)`.
        case fill(CGRect, Color)
        /// `others[index]`.
        case other(Int)
    }

    private(set) var slots: [Slot] = []
    /// The items that are not plain rectangle fills, in order.
    private(set) var others: [DisplayItem] = []

    init() {}

    init(_ items: [DisplayItem]) {
        slots.reserveCapacity(items.count)
        for item in items { append(item) }
    }

    var count: Int { slots.count }

    mutating func reserveCapacity(_ n: Int) { slots.reserveCapacity(n) }

    /// Appends `.fill(.rect(rect), color)`.
    @inline(__always)
    mutating func appendFill(_ rect: CGRect, _ color: Color) { slots.append(.fill(rect, color)) }

    /// Appends the slots `body` writes, at most `n`, straight into the slots' spare room (grown to `n` first).
    @inline(__always)
    mutating func appendSlots(atMost n: Int, _ body: (inout OutputSpan<Slot>) -> Void) {
        slots.append(addingCapacity: n, initializingWith: body)
    }

    mutating func append(_ item: DisplayItem) {
        if case .fill(.rect(let r), let c) = item {
            slots.append(.fill(r, c))
        } else {
            slots.append(.other(others.count))
            others.append(item)
        }
    }

    mutating func append(contentsOf items: [DisplayItem]) {
        for item in items { append(item) }
    }

    static func += (list: inout PackedItems, items: [DisplayItem]) { list.append(contentsOf: items) }

    /// The item a slot stands for.
    @inline(__always)
    func item(_ slot: Slot) -> DisplayItem {
        switch slot {
        case .fill(let r, let c): .fill(.rect(r), c)
        case .other(let i): others[i]
        }
    }

    /// The items as an array, in order.
    var array: [DisplayItem] { slots.map(item) }
}
