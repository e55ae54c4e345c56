import Foundation

/// Every byte the tools write goes through here: output files (atomically: a temporary file beside the
/// target, then a rename; on failure nothing is left and an existing file is untouched), and the standard
/// streams. One place, so how outputs are written can change in one spot.
public enum OutputFiles {
    /// Writes `bytes` to `path` ("-" = standard output).
    public static func write(_ bytes: Data, to path: String) throws(PipelineError) {
        if path == "-" {
            StandardStreams.write(bytes)
            return
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw PipelineError("\(path): the directory \(dir.path) does not exist")
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try bytes.write(to: tmp)
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw PipelineError("\(path): cannot write: \(error.localizedDescription)")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw PipelineError("\(path): cannot write: \(reason)")
        }
    }

    /// Writes what `body` hands its sink, piece by piece, to `path` ("-" = standard output): a file through a
    /// temporary file renamed into place at the end (on failure nothing is left, an existing file is untouched).
    public static func stream(to path: String,
                              _ body: ((String) throws(PipelineError) -> Void) throws(PipelineError) -> Void)
        throws(PipelineError) {
        if path == "-" {
            try body { StandardStreams.write(Data($0.utf8)) }
            return
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw PipelineError("\(path): the directory \(dir.path) does not exist")
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        guard FileManager.default.createFile(atPath: tmp.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: tmp.path) else {
            throw PipelineError("\(path): cannot write: cannot create \(tmp.path)")
        }
        do {
            try body { (piece: String) throws(PipelineError) in
                do { try handle.write(contentsOf: Data(piece.utf8)) } catch {
                    throw PipelineError("\(path): cannot write: \(error.localizedDescription)")
                }
            }
            try? handle.close()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: tmp)
            throw error
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw PipelineError("\(path): cannot write: \(reason)")
        }
    }

    /// Writes several files together: every file goes to a temporary name first; only when all are written are
    /// they renamed into place. On failure the temporary files are removed and no output file is touched.
    public static func writeAll(_ files: [(bytes: Data, path: String)]) throws(PipelineError) {
        if files.count == 1 {
            try write(files[0].bytes, to: files[0].path)
            return
        }
        var temps: [(tmp: URL, final: URL)] = []
        func cleanUp() { for t in temps { try? FileManager.default.removeItem(at: t.tmp) } }
        for (bytes, path) in files {
            let url = URL(fileURLWithPath: path)
            let dir = url.deletingLastPathComponent()
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
                cleanUp()
                throw PipelineError("\(path): the directory \(dir.path) does not exist")
            }
            let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
            do { try bytes.write(to: tmp) } catch {
                try? FileManager.default.removeItem(at: tmp)
                cleanUp()
                throw PipelineError("\(path): cannot write: \(error.localizedDescription)")
            }
            temps.append((tmp, url))
        }
        for (i, t) in temps.enumerated() where rename(t.tmp.path, t.final.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in temps[i...] { try? FileManager.default.removeItem(at: rest.tmp) }
            throw PipelineError("\(t.final.path): cannot write: \(reason)")
        }
    }

    /// Creates `path` and its parents (as `mkdir -p`); `what` names it in the error.
    public static func makeDirectory(_ path: String, what: String) throws(PipelineError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw PipelineError("\(path): cannot create the \(what): \(error.localizedDescription)")
        }
    }
}

/// Standard output and standard error.
public enum StandardStreams {
    public static func write(_ bytes: Data) { FileHandle.standardOutput.write(bytes) }
    public static func print(_ text: String) { write(Data(text.utf8)) }
    /// One line (a newline is added) on standard error.
    public static func error(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    public static func errorText(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    /// Replaces the progress line on a terminal's standard error (nil clears it).
    public static func progress(_ line: String?) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + (line ?? "")).utf8))
    }
}
