import Foundation

extension ViewSpacing {
    /// The (category, edge) → value preferences of one view: a handful of entries (4 for a plain view, 6 for
    /// a Text), kept in a short array searched linearly. Containers and modifiers merge and reset them for
    /// every node, where a dictionary's hashing and storage cost more than the work. Equality and hashing
    /// ignore the order of the entries, like a dictionary's.
    struct Table: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
        private(set) var entries: [(key: Key, value: Value)] = []

        init() {}

        init(dictionaryLiteral elements: (Key, Value)...) {
            self.init(uniqueKeysWithValues: elements)
        }

        init<S: Sequence>(uniqueKeysWithValues elements: S) where S.Element == (Key, Value) {
            for (k, v) in elements { self[k] = v }
        }

        subscript(key: Key) -> Value? {
            get {
                for e in entries where e.key == key { return e.value }
                return nil
            }
            set {
                if let i = entries.firstIndex(where: { $0.key == key }) {
                    if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
                } else if let newValue {
                    entries.append((key, newValue))
                }
            }
        }

        var count: Int { entries.count }

        mutating func removeAll(where shouldRemove: (Key) -> Bool) {
            entries.removeAll { shouldRemove($0.key) }
        }

        func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> { entries.makeIterator() }

        static func == (a: Table, b: Table) -> Bool {
            a.count == b.count && a.entries.allSatisfy { b[$0.key] == $0.value }
        }

        func hash(into h: inout Hasher) {
            var sum = 0
            for e in entries {
                var eh = Hasher()
                eh.combine(e.key)
                eh.combine(e.value)
                sum &+= eh.finalize()
            }
            h.combine(count)
            h.combine(sum)
        }
    }
}
