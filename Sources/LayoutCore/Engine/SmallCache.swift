import Foundation

/// A memo for the per-node caches asked one question most of the time (sizes, texts, layout solutions per
/// proposal): the first entry lives inline (no allocation at all), the others in a `ListCache`.
/// Keys compare with `==`, exactly as a dictionary's would.
struct SmallCache<Key: Hashable, Value> {
    private var first: (key: Key, value: Value)?
    private var rest = ListCache<Key, Value>()
    static var limit: Int { ListCache<Key, Value>.limit }

    init() {}

    subscript(key: Key) -> Value? {
        get {
            if let first, first.key == key { return first.value }
            return rest[key]
        }
        set {
            if let f = first, f.key == key {
                if let newValue { first = (key, newValue) } else { first = nil }
            } else if first == nil, rest.count == 0, let newValue {
                first = (key, newValue)
            } else {
                rest[key] = newValue
            }
        }
    }

    var count: Int { (first == nil ? 0 : 1) + rest.count }

    /// The value for `key`, made by `make` the first time and kept (a layout's solution per proposal).
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = self[key] { return known }
        let v = make()
        self[key] = v
        return v
    }
}

/// A memo for caches that are usually empty (a node's explicit guides): nothing inline but an empty array; the
/// entries live in a short array searched linearly (no hashing, no dictionary storage per node), and past
/// `limit` entries in a dictionary, so a node asked many questions stays O(1).
struct ListCache<Key: Hashable, Value> {
    private var small: [(key: Key, value: Value)] = []
    private var large: [Key: Value]?
    static var limit: Int { 12 }

    init() {}

    subscript(key: Key) -> Value? {
        get {
            if let large { return large[key] }
            for e in small where e.key == key { return e.value }
            return nil
        }
        set {
            if large != nil {
                large?[key] = newValue
                return
            }
            if let i = small.firstIndex(where: { $0.key == key }) {
                if let newValue { small[i].value = newValue } else { small.remove(at: i) }
                return
            }
            guard let newValue else { return }
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

    var count: Int { large?.count ?? small.count }
}
