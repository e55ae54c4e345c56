import Foundation
import LayoutCore
import Synchronization

/// A measurer whose answers are kept: each distinct request is measured once by the wrapped measurer (the
/// memo is emptied past `limit` entries, as `PangoTextMeasurer`'s is). Thread-safe.
public final class MemoizingTextMeasurer: TextMeasurer, Sendable {
    public let base: any TextMeasurer
    public static let limit = 100_000
    private let cache = Mutex<[TextRequest: TextLayout]>([:])

    public init(_ base: any TextMeasurer) { self.base = base }

    public func measure(_ request: TextRequest) -> TextLayout {
        if let hit = cache.withLock({ $0[request] }) { return hit }
        let answer = base.measure(request)
        cache.withLock { cache in
            if cache.count >= Self.limit { cache.removeAll(keepingCapacity: true) }
            cache[request] = answer
        }
        return answer
    }
}
