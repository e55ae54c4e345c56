import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import PangoCairoBackend
import Synchronization

/// Options for running many trees: `--jobs`, `--shard`, `--force` (docs/regression.md, "Batches").
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Parallel jobs (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Take only part i of n of the sorted inputs (1-based), e.g. 2/4, for a CI matrix.")
    var shard: Shard?

    @Flag(help: "Render everything again, ignoring the cache.")
    var force = false

    @Option(help: "The cache directory (default: .layoutviz-cache in the current directory).")
    var cacheDir: String = ".layoutviz-cache"

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
    }

    var jobCount: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

/// One worker's text measurers, one per font configuration: workers never share a Pango engine, so their
/// layouts and renders run in parallel (each engine is guarded by its own mutex, uncontended).
final class WorkerMeasurers {
    private var measurers: [FontConfiguration: PangoTextMeasurer] = [:]

    func measurer(for fonts: FontConfiguration) throws -> PangoTextMeasurer {
        if let m = measurers[fonts] { return m }
        let m = try PangoTextMeasurer(fonts: fonts)
        measurers[fonts] = m
        return m
    }
}

/// Runs `body` over `count` items on `jobs` threads (at most 64; large stacks, as for one tree: deep trees
/// recurse deeply).
/// Items are handed out in order; results come back in item order, whatever order they finished in. Progress
/// ("[done/total] name") goes to standard error only when it is a terminal.
enum BatchRunner {
    static func run<R: Sendable>(count: Int, jobs: Int, label: @escaping @Sendable (Int) -> String,
                                 _ body: @escaping @Sendable (Int, WorkerMeasurers) -> R) -> [R] {
        let results = BatchResults<R>(count)
        let next = Mutex((next: 0, done: 0))
        let lock = NSLock()
        let progress = isatty(STDERR_FILENO) == 1 && count > 1
        let workers = max(1, min(jobs, count, 64))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                let measurers = WorkerMeasurers()
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
                    if progress {
                        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(count)] \(label(i))".utf8))
                    }
                }
                group.leave()
            }
            thread.stackSize = 1 << 30
            thread.start()
        }
        group.wait()
        if progress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        return results.items.compactMap { $0 }
    }
}

/// Result slots written by the workers (under the runner's lock).
final class BatchResults<R>: @unchecked Sendable {
    var items: [R?]
    init(_ n: Int) { items = Array(repeating: nil, count: n) }
}

/// Loading a tree as `Pipeline.load` does, but with the worker's measurer (and without printing warnings,
/// which the caller reports in order).
enum BatchPipeline {
    struct Decoded {
        var name: String
        var bytes: Data
        var document: ViewDocument
        var fonts: FontConfiguration
    }

    static func decode(_ path: String, fontOverride: String?) throws -> Decoded {
        let (data, name, base) = try Pipeline.read(path)
        let document: ViewDocument
        do {
            document = try DocumentDecoder.decode(data: data, file: name, baseDirectory: base)
        } catch {
            throw CLIFailure(message: "\(error)")
        }
        let fonts: FontConfiguration
        do {
            if let file = fontOverride ?? document.fontFile {
                fonts = try FontConfiguration.custom(file: file)
            } else {
                fonts = try FontConfiguration.standard()
            }
        } catch {
            throw CLIFailure(message: "\(name): \(error)")
        }
        return Decoded(name: name, bytes: data, document: document, fonts: fonts)
    }

    /// `guides`: report explicit alignment guides, for frame dumps (as `layoutviz layout` does).
    static func layout(_ d: Decoded, scale: Int, measurers: WorkerMeasurers, guides: Bool = false) throws
        -> (LayoutResult, PangoTextMeasurer) {
        let measurer: PangoTextMeasurer
        do { measurer = try measurers.measurer(for: d.fonts) } catch { throw CLIFailure(message: "\(d.name): \(error)") }
        let engine = LayoutEngine(measurer: measurer, scale: CGFloat(scale), reportsGuides: guides)
        let result = engine.layout(d.document)
        try Pipeline.checkCanvas(result.canvas, name: d.name, at: d.document.locations.root)
        return (result, measurer)
    }
}
