// Two bench sections about the front of the pipeline (issue 11 §1, issue 13 §4):
// - "decode": MB/s of `DocumentDecoder.decode` on the JSON text of the compare trees (../shared/bench/trees.py's
//   wide and grid, written here the same way, compact), by the thread's CPU time; the goal is 100 MB/s on wide.
// - "memory: 1,000,000 views": the peak resident memory of the release `layoutviz` (the binary beside this one)
//   dumping the frames of 1,000 HStacks of 999 `{"Color": "red"}` in a VStack to /dev/null (`layout`), and
//   drawing them in a 390x844 canvas (`render`); the goal is under 1 GB each. Memory is not noisy on a shared
//   machine, so each line says "ok" or "OVER".
import Foundation
import LayoutJSON

/// The compare cases' JSON, as trees.py writes them (`separators=(",", ":")`).
enum CompareJSON {
    static func leaf(_ w: Int, _ h: Int) -> String {
        "{\"Color\":\"gray\",\"modifiers\":[{\"frame\":{\"width\":\(w),\"height\":\(h)}}]}"
    }

    /// trees.py's wide.json: 10,000 rows of three fixed leaves, proposed 400 x nil (2.35 MB).
    static func wide(rows: Int = 10_000) -> String {
        let row = "{\"HStack\":{\"spacing\":8,\"content\":[" + [leaf(40, 20), leaf(60, 30), leaf(80, 10)].joined(separator: ",") + "]}}"
        return "{\"proposal\":{\"width\":400,\"height\":null},\"root\":{\"VStack\":{\"spacing\":8,\"content\":["
            + Array(repeating: row, count: rows).joined(separator: ",")
            + "]},\"modifiers\":[{\"frame\":{\"maxWidth\":\"infinity\"}}]}}"
    }

    /// trees.py's grid.json: 100 HStacks of 100 colours on a 1000x1000 canvas.
    static func grid(side: Int = 100) -> String {
        let row = "{\"HStack\":{\"spacing\":0,\"content\":[" + Array(repeating: "{\"Color\":\"gray\"}", count: side)
            .joined(separator: ",") + "]}}"
        return "{\"canvas\":{\"width\":1000,\"height\":1000},\"root\":{\"VStack\":{\"spacing\":0,\"content\":["
            + Array(repeating: row, count: side).joined(separator: ",") + "]}}}"
    }

    /// `rows` HStacks of `columns` `{"Color":"red"}` in a VStack: the 1,000,000-view tree of issue 13 §4.
    static func colours(rows: Int, columns: Int) -> String {
        let row = "{\"HStack\":{\"content\":[" + Array(repeating: "{\"Color\":\"red\"}", count: columns)
            .joined(separator: ",") + "]}}"
        return "{\"VStack\":{\"content\":[" + Array(repeating: row, count: rows).joined(separator: ",") + "]}}"
    }
}

/// Decodes each compare tree `repeats` times and prints the best rate in MB/s of JSON.
func decodeBench(repeats: Int) throws {
    for (name, text) in [("wide.json", CompareJSON.wide()), ("grid.json", CompareJSON.grid())] {
        let data = Data(text.utf8)
        let label = "decode: compare \(name) (\(String(format: "%.2f", Double(data.count) / 1e6)) MB)"
        guard selected(label) else { continue }
        let nodes = try DocumentDecoder.decode(data: data, file: name, baseDirectory: "/").root.count
        _ = try time(label, nodes: nodes, repeats: repeats) {
            try DocumentDecoder.decode(data: data, file: name, baseDirectory: "/")
        }
        print(String(format: "decode: compare %@: %.1f MB/s (%d view nodes; goal: 100 MB/s on wide.json)",
                     name as NSString, Double(data.count) / 1e6 / max(lastBestCPU, 1e-9), nodes))
    }
}

/// The goal of issue 13 §4: 1,000,000 views laid out (frames dumped) and drawn within this peak resident memory.
let millionViewsPeakLimitKB = 1_000_000

/// Runs the release `layoutviz` beside this executable on the 1,000,000-view tree, once as `layout` (its frames
/// to /dev/null) and once as `render` (a PNG in a 390x844 canvas), and prints each run's peak resident memory.
func millionViewsMemoryBench() throws {
    let label = "memory: 1,000,000 views"
    guard selected(label) else { return }
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("layoutviz").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("\(label): skipped, no layoutviz binary at \(binary) (build the layoutviz product too)")
        return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-bench-million-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("million.json").path
    try Data(CompareJSON.colours(rows: 1_000, columns: 999).utf8).write(to: URL(fileURLWithPath: input))
    let runs = [("layout", ["layout", input, "-o", "/dev/null"]),
                ("render", ["render", input, "--canvas", "390x844", "-o", directory.appendingPathComponent("million.png").path])]
    for (command, arguments) in runs {
        let kb = try peakResidentKB(binary, arguments, label: label)
        print(String(format: "%@, layoutviz %@ peak RSS: %.0f MB (%@ the goal of %.0f MB)", label as NSString,
                     command as NSString, Double(kb) / 1000, (kb < millionViewsPeakLimitKB ? "ok, under" : "OVER") as NSString,
                     Double(millionViewsPeakLimitKB) / 1000))
    }
}

/// Runs `binary` with `arguments` and returns its peak resident memory in KB (its own `wait4` usage, so each run
/// is measured alone).
private func peakResidentKB(_ binary: String, _ arguments: [String], label: String) throws -> Int {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    guard posix_spawn(&pid, binary, nil, nil, argv, environ) == 0 else {
        throw BenchError("\(label): cannot start \(binary)")
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else {
        throw BenchError("\(label): layoutviz \(arguments[0]) failed (status \(status))")
    }
    return usage.ru_maxrss
}
