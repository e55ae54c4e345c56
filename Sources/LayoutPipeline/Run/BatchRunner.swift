import Foundation
import Synchronization

/// Runs `body` over `count` items on `jobs` threads (at most 64; large stacks, as for one tree: deep trees
/// recurse deeply). Each worker has its own `MeasurerPool`, so workers never share a Pango engine and their
/// layouts and renders run in parallel.
/// Items are handed out in order; results come back in item order, whatever order they finished in. Progress
/// ("[done/total] name") goes to standard error only when it is a terminal.
public enum BatchRunner {
    public static func run<R: Sendable>(count: Int, jobs: Int, label: @escaping @Sendable (Int) -> String,
                                        _ body: @escaping @Sendable (Int, MeasurerPool) -> R) -> [R] {
        let results = BatchResults<R>(count)
        let next = Mutex((next: 0, done: 0))
        let lock = NSLock()
        let progress = isatty(STDERR_FILENO) == 1 && count > 1
        let workers = max(1, min(jobs, count, 64))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                let measurers = MeasurerPool()
                while true {
                    let i: Int = next.withLock { s in
                        defer { s.next += 1 }
                        return s.next
                    }
                    guard i < count else { break }
                    let r = body(i, measurers)
                    lock.lock()
                    results.items[i] = r
                    lock.unlock()
                    let done = next.withLock { s in s.done += 1; return s.done }
                    if progress { StandardStreams.progress("[\(done)/\(count)] \(label(i))") }
                }
                group.leave()
            }
            thread.stackSize = LargeStack.stackSize
            thread.start()
        }
        group.wait()
        if progress { StandardStreams.progress(nil) }
        return results.items.compactMap { $0 }
    }
}

/// Result slots written by the workers (under the runner's lock).
final class BatchResults<R>: @unchecked Sendable {
    var items: [R?]
    init(_ n: Int) { items = Array(repeating: nil, count: n) }
}
