/// The JSON path of a value of a parsed document, found from the value's place in the document when asked (a
/// message, the inspector) instead of being built step by step while decoding: a value of `Base` whose path
/// the decoder knows (`root`, or a view the general decoder handed over) and a value inside it. In a parsed
/// text values are numbered in post-order (`JSONParser`: an array or object after its elements), so the values
/// inside a container's element are the numbers up to that element's own: the element holding the value is
/// the first whose number is not below it (a binary search per level). It renders exactly as the `JSONPath`
/// built step by step while walking down from `base` to the value would.
struct DocumentPath: CustomStringConvertible, Sendable {
    /// Where the walk starts: `node` of `document` (a parsed text), whose path is `path`.
    final class Base: Sendable {
        let document: JSONDocument
        let node: Int
        let path: JSONPath

        init(document: JSONDocument, node: Int, path: JSONPath) {
            self.document = document
            self.node = node
            self.path = path
        }
    }

    let base: Base
    /// A value inside `base.node` (or `base.node` itself).
    let node: Int

    var jsonPath: JSONPath {
        let document = base.document
        var path = base.path, current = base.node
        while current != node {
            let n = document.nodes[current]
            guard n.kind == .array || n.kind == .object, n.count > 0 else { break }
            var lo = n.payload, hi = n.payload + n.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if document.slots[mid].value >= node { hi = mid } else { lo = mid + 1 }
            }
            let slot = document.slots[lo]
            path = n.kind == .object ? path.key(document.strings[slot.key]) : path.index(lo - n.payload)
            current = slot.value
        }
        return path
    }

    var description: String { jsonPath.description }
}
