/// "Did you mean" for unknown names: the closest candidate by edit distance (optimal string alignment, so a
/// swapped pair of letters counts once), compared case-insensitively.
public enum Suggestion {
    /// Lists of at most this many names are spelled out when nothing is close.
    static let maxListed = 15

    /// The candidate closest to `word` when it is close enough: only a case difference for names of 1-2
    /// letters, at most 1 edit up to 5 letters, 2 up to 8 letters, 3 beyond.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard w.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            let allowed = c.count <= 2 ? 0 : (c.count <= 5 ? 1 : (c.count <= 8 ? 2 : 3))
            let d = distance(w, c)
            if d <= allowed, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `; did you mean "x"?`, else `; expected one of: a, b, c` for a short list, else `fallback`.
    public static func hint(for word: String, in candidates: [String], fallback: String = "") -> String {
        if let n = nearest(to: word, in: candidates) { return "; did you mean \(Quote.json(n))?" }
        if candidates.count <= maxListed { return "; expected one of: " + candidates.joined(separator: ", ") }
        return fallback
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transposition).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
