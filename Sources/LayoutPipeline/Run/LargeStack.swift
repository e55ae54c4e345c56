import Foundation

/// Runs work on a thread with a large stack: deeply nested trees recurse deeply (decoding, layout, drawing).
public enum LargeStack {
    /// The stack every pipeline thread gets: 1 GiB (reserved, not committed).
    public static let stackSize = 1 << 30

    public static func run<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
        let box = BatchResults<R>(1)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.items[0] = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        guard let value = box.items[0] else { return body() }  // unreachable: the thread always stores a value
        return value
    }
}
