/// Where a value sits in the JSON document, as written in messages: `root.modifiers[2].frame.width`.
/// Paths are built one step at a time as a linked list, so going one level deeper costs one small
/// allocation and nothing is rendered unless a message needs it.
final class JSONPath: CustomStringConvertible, Sendable {
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    let parent: JSONPath?
    let step: Step?

    private init(parent: JSONPath?, step: Step?) {
        self.parent = parent
        self.step = step
    }

    /// The document itself (renders as the empty string).
    static let document = JSONPath(parent: nil, step: nil)

    func key(_ k: String) -> JSONPath { JSONPath(parent: self, step: .key(k)) }
    func index(_ i: Int) -> JSONPath { JSONPath(parent: self, step: .index(i)) }

    /// Very deep paths keep their first and last steps around an ellipsis, so a message stays one short line.
    var description: String {
        var steps: [Step] = []
        var p: JSONPath? = self
        while let node = p {
            if let s = node.step { steps.append(s) }
            p = node.parent
        }
        steps.reverse()
        let keep = 8
        if steps.count > 3 * keep {
            // Cut between a key and the step before it, so "VStack[0]" stays whole.
            var head = keep, tail = steps.count - keep
            while head < tail, case .index = steps[head] { head += 1 }
            while tail > head, case .index = steps[tail] { tail -= 1 }
            return render(Array(steps[..<head])) + ".<\(tail - head) more>" + render(Array(steps[tail...]), leading: true)
        }
        return render(steps)
    }

    private func render(_ steps: [Step], leading: Bool = false) -> String {
        var s = ""
        for step in steps {
            switch step {
            case .key(let k):
                if Self.isIdentifier(k) {
                    if !s.isEmpty || leading { s += "." }
                    s += k
                } else {
                    s += "[" + Quote.json(k) + "]"
                }
            case .index(let i):
                s += "[\(i)]"
            }
        }
        return s
    }

    private static func isIdentifier(_ k: String) -> Bool {
        guard let first = k.unicodeScalars.first, !(first.value >= 0x30 && first.value <= 0x39) else { return false }
        return k.unicodeScalars.allSatisfy {
            ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A)
                || ($0.value >= 0x30 && $0.value <= 0x39) || $0 == "_" || $0 == "$"
        }
    }
}
