// `layoutviz-bench tree FILE --runs N [--relayout-width W | --relayout-same]`: the interface
// ../shared/bench/compare calls (its docstring is the specification). Prints one JSON object:
//   {"nodes", "decode_ms", "layout_ms", "relayout_ms", "maxrss_kb", "engine_bytes_per_node"}
// layout_ms: each run decodes the file afresh and lays it out with a fresh engine (the text measurer stays warm);
// relayout_ms: after a full layout of the pipeline's `LayoutSession` at the document's viewport, a second layout
// with the root proposed width W (or nothing changed); decode_ms: decoding the bytes into the view tree. Times
// are wall clock (as the peers', time.perf_counter). engine_bytes_per_node: heap in use while a session holds the
// engine's tree and its result, minus the heap before, per view node (glibc's mallinfo2, mmapped blocks included).
import CMallocInfo
import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import PangoCairoBackend

struct TreeBenchOptions {
    var file: String
    var runs = 3
    var relayoutWidth: CGFloat?
    var relayoutSame = false

    static let usage = "usage: layoutviz-bench tree FILE --runs N [--relayout-width W | --relayout-same]"

    init(_ args: [String]) throws {
        var file: String?
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < args.count else { throw BenchError("\(name) needs a value\n\(Self.usage)") }
            return args[i]
        }
        while i < args.count {
            switch args[i] {
            case "--runs":
                guard let n = Int(try value("--runs")), n > 0 else { throw BenchError("--runs must be a positive integer") }
                runs = n
            case "--relayout-width":
                guard let w = Double(try value("--relayout-width")), w >= 0 else {
                    throw BenchError("--relayout-width must be a number >= 0")
                }
                relayoutWidth = CGFloat(w)
            case "--relayout-same":
                relayoutSame = true
            case let a where a.hasPrefix("-"):
                throw BenchError("unknown option \(a)\n\(Self.usage)")
            case let a:
                guard file == nil else { throw BenchError("one FILE only\n\(Self.usage)") }
                file = a
            }
            i += 1
        }
        guard let file else { throw BenchError(Self.usage) }
        if relayoutSame && relayoutWidth != nil { throw BenchError("--relayout-width and --relayout-same exclude each other") }
        self.file = file
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

func wallMilliseconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let v = try body()
    return (v, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}

/// Bytes the heap holds now (glibc: arena blocks in use plus mmapped blocks).
func heapInUse() -> Int {
    let m = mallinfo2()
    return Int(m.uordblks) + Int(m.hblkhd)
}

func maxRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}

func runTreeBench(_ args: [String]) throws {
    let options = try TreeBenchOptions(args)
    guard let data = FileManager.default.contents(atPath: options.file) else {
        throw BenchError("\(options.file): cannot read the file")
    }
    let base = URL(fileURLWithPath: options.file).deletingLastPathComponent().path
    func decode() throws -> ViewDocument {
        try DocumentDecoder.decode(data: data, file: options.file, baseDirectory: base)
    }
    let first = try decode()
    let fonts = try FontChoice.configuration(override: nil, document: first.fontFile, input: options.file)
    let measurer = try MeasurerPool().measurer(for: fonts, input: options.file)
    // Warms the measurer and the code.
    _ = try Viewport.resolve(document: first, scale: 2).layout(first.root, measurer: measurer)

    var decodeMs: [Double] = [], layoutMs: [Double] = [], relayoutMs: [Double] = []
    for _ in 0..<options.runs {
        let (document, d) = try wallMilliseconds { try decode() }
        decodeMs.append(d)
        let viewport = try Viewport.resolve(document: document, scale: 2)
        let (result, t) = wallMilliseconds { viewport.layout(document.root, measurer: measurer) }
        layoutMs.append(t)
        withExtendedLifetime(result) {}
    }
    if options.relayoutSame || options.relayoutWidth != nil {
        for _ in 0..<options.runs {
            let document = try decode()
            let session = LayoutSession(document: document, viewport: try Viewport.resolve(document: document, scale: 2),
                                        measurer: measurer)
            let full = session.layout()
            if let w = options.relayoutWidth {
                var p = document.proposal ?? document.canvas.map { ProposedViewSize($0) } ?? .unspecified
                p.width = w
                session.setProposal(p)
            }
            let (again, t) = wallMilliseconds { session.layout() }
            relayoutMs.append(t)
            withExtendedLifetime((full, again)) {}
        }
    }
    // Memory: the engine's tree and its result held by a session, beside the decoded view tree.
    let document = try decode()
    // Kept blocks would serve the store from memory already counted before: free them so that it is counted.
    BlockRecycler.shared.releaseAll()
    let before = heapInUse()
    let session = LayoutSession(document: document, viewport: try Viewport.resolve(document: document, scale: 2),
                                measurer: measurer)
    let result = session.layout()
    let held = heapInUse() - before
    let nodes = document.root.count
    withExtendedLifetime((session, result)) {}

    func list(_ v: [Double]) -> String { "[" + v.map { String(format: "%.3f", $0) }.joined(separator: ", ") + "]" }
    var fields = ["\"nodes\": \(nodes)", "\"decode_ms\": \(list(decodeMs))", "\"layout_ms\": \(list(layoutMs))"]
    if options.relayoutSame || options.relayoutWidth != nil { fields.append("\"relayout_ms\": \(list(relayoutMs))") }
    fields.append("\"decode_mb_per_s\": " + String(format: "%.1f", Double(data.count) / 1e6 / (decodeMs.min() ?? 1) * 1000))
    fields.append("\"engine_bytes_per_node\": \(held / max(nodes, 1))")
    fields.append("\"maxrss_kb\": \(maxRSSKilobytes())")
    print("{" + fields.joined(separator: ", ") + "}")
}
