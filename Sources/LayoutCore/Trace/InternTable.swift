import Foundation

/// Values kept once each, numbered in the order they were first added (`TraceEvents`' number pairs and
/// proposal-with-answer combinations): `index(of:)` gives a value's number, adding it if new. The last value
/// looked up is remembered, which saves the hash look-up when the same value comes twice in a row (an answer
/// repeats its question's proposal). Values live in fixed blocks (`BlockList`).
struct InternTable<Value: Hashable & Sendable>: Sendable {
    private var values = BlockList<Value>()
    private var numbers: [Value: UInt32] = [:]
    private var last: (value: Value, number: UInt32)?

    init() {}

    subscript(number: Int) -> Value { values[number] }

    mutating func index(of v: Value) -> UInt32 {
        if let last, last.value == v { return last.number }
        let k: UInt32
        if let known = numbers[v] {
            k = known
        } else {
            k = UInt32(truncatingIfNeeded: values.count)
            values.append(v)
            numbers[v] = k
        }
        last = (v, k)
        return k
    }

    var storedBytes: Int { values.storedBytes }
}
