import Foundation

/// A memo for the per-node caches (sizes, texts, guides per proposal). Most nodes are asked one question, so
/// the first entry lives inline (no allocation at all); the next few live in a short array searched linearly
/// (no hashing, no dictionary storage per node); past `limit` entries they move to a dictionary, so a node asked
/// many questions stays O(1). Keys compare with `==`, exactly as a dictionary's would.
struct SmallCache<Key: Hashable, Value> {
    private var first: (key: Key, value: Value)?
    private var small: [(key: Key, value: Value)] = []
    private var large: [Key: Value]?
    static var limit: Int { 12 }

    init() {}

    subscript(key: Key) -> Value? {
        get {
            if let first, first.key == key { return first.value }
            if let large { return large[key] }
            for e in small where e.key == key { return e.value }
            return nil
        }
        set {
            if let f = first, f.key == key {
                if let newValue { first = (key, newValue) } else { first = nil }
                return
            }
            if large != nil {
                large?[key] = newValue
                return
            }
            if let i = small.firstIndex(where: { $0.key == key }) {
                if let newValue { small[i].value = newValue } else { small.remove(at: i) }
                return
            }
            guard let newValue else { return }
            if first == nil {
                first = (key, newValue)
                return
            }
            if small.count >= Self.limit {
                var d = Dictionary(small, uniquingKeysWith: { _, last in last })
                d[key] = newValue
                large = d
                small = []
                return
            }
            if small.isEmpty { small.reserveCapacity(2) }
            small.append((key, newValue))
        }
    }

    var count: Int { (first == nil ? 0 : 1) + (large?.count ?? small.count) }

    /// The value for `key`, made by `make` the first time and kept (a layout's solution per proposal).
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = self[key] { return known }
        let v = make()
        self[key] = v
        return v
    }
}
