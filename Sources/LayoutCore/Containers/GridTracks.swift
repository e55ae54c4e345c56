import Foundation

/// Shares a length among grid tracks (columns or rows) the way a stack shares it among its children
/// (docs/semantics.md §6.2 step 2, without priorities): least flexible track first, each offered an equal share
/// of what is left, taking what it answers. `response(i, offer)` is track i's length for an offer.
enum GridTracks {
    static func distribute(_ available: CGFloat, count: Int, _ response: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        let flexibility = (0..<count).map { response($0, .infinity) - response($0, 0) }
        let order = (0..<count).sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available
        var k = CGFloat(count)
        for i in order {
            lengths[i] = response(i, max(remaining / k, 0))
            remaining -= lengths[i]
            k -= 1
        }
        return lengths
    }
}
