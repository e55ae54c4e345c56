import Foundation
import LayoutJSON
#if canImport(Glibc)
import Glibc
#endif

/// Every byte the tools write goes through here: output files and the standard streams, every write checked.
/// What `-o PATH` does depends on what PATH is (`OutputTarget`):
/// - a regular file or a missing path: replaced atomically (a temporary file `.NAME.tmp-PID` beside it, then a
///   rename; on failure nothing is left and an existing file is untouched); missing parent directories are
///   created. Stale temporary files of our own naming whose process is gone are removed first.
/// - a symlink: the same, in the directory of the link's final target; the link stays a link.
/// - a character device, FIFO or socket (`/dev/null`, a named pipe): written directly, never replaced;
///   `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` write to that descriptor, as `-` does for standard output.
/// - a directory, or a parent that cannot be created or written: a one-line error.
public enum OutputFiles {
    /// Writes `bytes` to `path` ("-" = standard output).
    public static func write(_ bytes: Data, to path: String) throws(PipelineError) {
        try writeAll([(bytes, path)])
    }

    /// Writes several files together: every file to be replaced goes to a temporary name first; only when all
    /// are written are they renamed into place. On failure the temporary files are removed and no output file
    /// is touched. Streams (devices, FIFOs, standard output) are written last, once every file is in place.
    public static func writeAll(_ files: [(bytes: Data, path: String)]) throws(PipelineError) {
        var temps: [(tmp: String, final: String, shown: String)] = []
        var streams: [(bytes: Data, target: OutputTarget, shown: String)] = []
        func cleanUp() { for t in temps { unlink(t.tmp) } }
        for (bytes, path) in files {
            let target: OutputTarget
            do { target = try OutputTarget.resolve(path) } catch { cleanUp(); throw error }
            guard case .replace(let final) = target else {
                streams.append((bytes, target, path == "-" ? "standard output" : path))
                continue
            }
            do { temps.append((try writeTemporary(bytes, beside: final, shown: path), final, path)) } catch {
                cleanUp()
                throw error
            }
        }
        for (i, t) in temps.enumerated() where rename(t.tmp, t.final) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in temps[i...] { unlink(rest.tmp) }
            throw PipelineError("\(t.shown): cannot write: \(reason)")
        }
        for s in streams {
            switch s.target {
            case .descriptor(let fd): try StandardStreams.write(s.bytes, to: fd, name: s.shown)
            case .stream(let device):
                let fd = try open(stream: device, shown: s.shown)
                defer { close(fd) }
                try StandardStreams.write(s.bytes, to: fd, name: s.shown)
            case .replace: break
            }
        }
    }

    /// Writes what `body` hands its sink, piece by piece as it is produced, to `path` ("-" = standard output):
    /// the same targets as `write(_:to:)`. A file to be replaced is written to its temporary file and renamed
    /// into place at the end (on failure nothing is left and an existing file is untouched); a device, FIFO,
    /// socket or descriptor gets each piece as it comes.
    public static func stream(to path: String,
                              _ body: ((String) throws(PipelineError) -> Void) throws(PipelineError) -> Void)
        throws(PipelineError) {
        let shown = path == "-" ? "standard output" : path
        switch try OutputTarget.resolve(path) {
        case .descriptor(let fd):
            try body { (piece: String) throws(PipelineError) in
                try StandardStreams.write(Data(piece.utf8), to: fd, name: shown)
            }
        case .stream(let device):
            let fd = try open(stream: device, shown: shown)
            defer { close(fd) }
            try body { (piece: String) throws(PipelineError) in
                try StandardStreams.write(Data(piece.utf8), to: fd, name: shown)
            }
        case .replace(let final):
            let tmp = try writeTemporary(beside: final, shown: path) { (fd: Int32) throws(PipelineError) in
                try body { (piece: String) throws(PipelineError) in
                    try StandardStreams.write(Data(piece.utf8), to: fd, name: path)
                }
            }
            if rename(tmp, final) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(tmp)
                throw PipelineError("\(path): cannot write: \(reason)")
            }
        }
    }

    /// Writes `bytes` to a new temporary file in the directory of `final` (created if missing) and returns its
    /// path. Every write is checked (a full disk is an error, not a short file).
    static func writeTemporary(_ bytes: Data, beside final: String, shown: String) throws(PipelineError) -> String {
        try writeTemporary(beside: final, shown: shown) { (fd: Int32) throws(PipelineError) in
            try StandardStreams.write(bytes, to: fd, name: shown)
        }
    }

    /// A new temporary file beside `final`, written by `write` (given its descriptor) and closed; its path. On
    /// failure it is removed.
    static func writeTemporary(beside final: String, shown: String,
                               _ write: (Int32) throws(PipelineError) -> Void) throws(PipelineError) -> String {
        let (tmp, fd) = try openTemporary(beside: final, shown: shown)
        do {
            try write(fd)
        } catch {
            close(fd)
            unlink(tmp)
            throw error
        }
        guard close(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp)
            throw PipelineError("\(shown): cannot write: \(reason)")
        }
        return tmp
    }

    /// A new temporary file in the directory of `final` (created if missing), open for writing, with the
    /// replaced file's permissions (a new file: 0666 less the umask); stale temporaries are removed first.
    static func openTemporary(beside final: String, shown: String) throws(PipelineError) -> (path: String, fd: Int32) {
        let url = URL(fileURLWithPath: final)
        let dir = url.deletingLastPathComponent().path
        try makeDirectory(dir, what: "output directory")
        removeStaleTemporaries(in: dir, for: url.lastPathComponent)
        let tmp = dir + "/" + temporaryName(for: url.lastPathComponent, pid: getpid())
        unlink(tmp)
        // The replaced file's permissions are kept; a new file gets 0666 less the umask, as the shell would.
        var st = stat()
        let mode: mode_t = stat(final, &st) == 0 ? st.st_mode & 0o7777 : 0o666
        let fd = Glibc.open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw PipelineError("\(shown): cannot write in \(dir): \(String(cString: strerror(errno)))")
        }
        if stat(final, &st) == 0 { _ = fchmod(fd, st.st_mode & 0o7777) }
        return (tmp, fd)
    }

    /// A descriptor to write to a device or FIFO (opened) or a socket (connected, as a client).
    static func open(stream path: String, shown: String) throws(PipelineError) -> Int32 {
        var st = stat()
        if stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFSOCK {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { throw PipelineError("\(shown): cannot connect: \(String(cString: strerror(errno)))") }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
                close(fd)
                throw PipelineError("\(shown): the socket's path is too long")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, b) in bytes.enumerated() { raw[i] = b }
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard connected == 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw PipelineError("\(shown): cannot connect: \(reason)")
            }
            return fd
        }
        let fd = Glibc.open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PipelineError("\(shown): cannot open: \(String(cString: strerror(errno)))") }
        return fd
    }

    /// `.NAME.tmp-PID`: the temporary name of an output while it is written.
    static func temporaryName(for name: String, pid: Int32) -> String { ".\(name).tmp-\(pid)" }

    /// Removes `.NAME.tmp-PID` files in `dir` left by a process that is gone (killed between writing and
    /// renaming); a running process's temporary file is left alone.
    static func removeStaleTemporaries(in dir: String, for name: String) {
        let prefix = ".\(name).tmp-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(dir + "/" + entry) }
        }
    }

    /// Creates `path` and its parents (as `mkdir -p`); `what` names it in the error.
    public static func makeDirectory(_ path: String, what: String) throws(PipelineError) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw PipelineError("\(path): cannot create the \(what): it is a file") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw PipelineError("\(path): cannot create the \(what): \(error.localizedDescription)")
        }
    }
}

/// What an output path is, and so how it is written (`OutputFiles`).
public enum OutputTarget: Equatable, Sendable {
    /// Replace this regular (or missing) file atomically: the path itself, or a symlink's final target.
    case replace(String)
    /// A character device, FIFO or socket: open it and write.
    case stream(String)
    /// An open descriptor: `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`.
    case descriptor(Int32)

    public static func resolve(_ path: String) throws(PipelineError) -> OutputTarget {
        if path == "-" || path == "/dev/stdout" { return .descriptor(1) }
        if path == "/dev/stderr" { return .descriptor(2) }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            if let fd = Int32(path.dropFirst(prefix.count)), fd >= 0 { return .descriptor(fd) }
        }
        let final = try finalTarget(path)
        var st = stat()
        guard stat(final, &st) == 0 else { return .replace(final) }  // missing: created
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .replace(final)
        case S_IFDIR: throw PipelineError("\(path): is a directory; give a file name")
        case S_IFCHR, S_IFIFO, S_IFSOCK: return .stream(final)
        default: throw PipelineError("\(path): cannot write to a block device")
        }
    }

    /// `path` with its symlinks followed to the final target (which may not exist yet); a loop is an error.
    static func finalTarget(_ path: String) throws(PipelineError) -> String {
        var current = URL(fileURLWithPath: path).standardizedFileURL.path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            let base = URL(fileURLWithPath: current).deletingLastPathComponent()
            current = destination.hasPrefix("/") ? destination
                : base.appendingPathComponent(destination).standardizedFileURL.path
        }
        throw PipelineError("\(path): too many levels of symbolic links")
    }
}

/// Standard output and standard error, every write checked. A failed write to standard output is an error
/// (`PipelineError`, one line); a closed reader (EPIPE) is `PipelineError.isBrokenPipe`, which the command line
/// ends on quietly. Writes to standard error that fail are dropped: there is nowhere left to report them.
public enum StandardStreams {
    public static func write(_ bytes: Data) throws(PipelineError) {
        try write(bytes, to: 1, name: "standard output")
    }

    public static func print(_ text: String) throws(PipelineError) { try write(Data(text.utf8)) }

    /// One line (a newline is added) on standard error; control characters in it (from file names, the
    /// input) are escaped, so it stays one line and cannot drive the terminal.
    public static func error(_ line: String) { errorText(TerminalText.escaped(line) + "\n") }

    public static func errorText(_ text: String) { try? write(Data(text.utf8), to: 2, name: "standard error") }

    /// Replaces the progress line on a terminal's standard error (nil clears it).
    public static func progress(_ line: String?) { errorText("\r\u{1B}[K" + (line ?? "")) }

    /// All of `bytes` to `fd`, retrying interrupted and partial writes.
    static func write(_ bytes: Data, to fd: Int32, name: String) throws(PipelineError) {
        let failure: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            guard var p = raw.baseAddress else { return nil }
            var left = raw.count
            while left > 0 {
                let n = Glibc.write(fd, p, left)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { return EIO }
                p += n
                left -= n
            }
            return nil
        }
        guard let failure else { return }
        var e = PipelineError("\(name): cannot write: \(String(cString: strerror(failure)))")
        e.isBrokenPipe = failure == EPIPE
        throw e
    }
}
