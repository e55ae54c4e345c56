/// Line:column of byte offsets in a parsed JSON text, computed when asked (a message, a node's origin) from
/// what the parser recorded while reading: where each line starts, and for every string holding non-ASCII
/// bytes how many UTF-8 continuation bytes (which do not start a column) the text has up to its end. In a text
/// that parsed, every non-ASCII byte is inside a string and no string spans lines, so for an offset outside a
/// string the column is the line's bytes before it minus their continuation bytes, plus one.
struct TextLines: Sendable {
    /// The offset of each line's first byte (line 1 starts past a byte order mark).
    private(set) var lineStarts: [Int]
    /// Ascending: the offset past a string with non-ASCII bytes, and the continuation bytes up to there.
    private var continuations: [(end: Int, total: Int)] = []

    init(start: Int = 0) { lineStarts = [start] }

    /// A line starts at `offset` (the byte after a line feed).
    mutating func lineStarts(at offset: Int) { lineStarts.append(offset) }

    /// A string ending before `end` held `count` continuation bytes.
    mutating func addContinuations(_ count: Int, before end: Int) {
        continuations.append((end, (continuations.last?.total ?? 0) + count))
    }

    /// The 1-based line and column of `offset` (outside a string, or a string's opening quote).
    func position(_ offset: Int) -> SourcePosition {
        // The last line starting at or before `offset`.
        var lo = 0, hi = lineStarts.count - 1
        if lineStarts[hi] > offset {
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
        } else {
            lo = hi
        }
        let start = lineStarts[lo]
        var column = offset - start + 1
        if !continuations.isEmpty { column -= continuationsBefore(offset) - continuationsBefore(start) }
        return SourcePosition(line: lo + 1, column: column)
    }

    /// The continuation bytes of the strings ending at or before `offset`.
    private func continuationsBefore(_ offset: Int) -> Int {
        var lo = 0, hi = continuations.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if continuations[mid].end <= offset { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? 0 : continuations[lo - 1].total
    }
}
