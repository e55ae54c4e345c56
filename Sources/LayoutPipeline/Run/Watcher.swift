import Foundation

/// Watches input files for `render --watch` and `preview`: `poll()` returns each file whose fingerprint
/// (modification time, size and a hash of the bytes) changed since the last poll, in the order given. A file that
/// disappears (an editor saving by rename) is reported once as missing, and as changed when it comes back.
/// `run` polls every `interval` seconds until the process ends; Ctrl-C (SIGINT) ends it with exit code 0.
public struct Watcher {
    public struct Fingerprint: Equatable, Sendable {
        public var modified: Double
        public var size: Int
        public var hash: UInt64
    }

    /// A file that changed since the last poll, or that is gone (`missing`).
    public struct Change: Equatable, Sendable {
        public var path: String
        public var missing: Bool
    }

    public let paths: [String]
    public var interval: TimeInterval
    private var last: [Fingerprint?]

    /// The files as they are now count as seen: the first poll reports only what changes after this.
    public init(paths: [String], interval: TimeInterval = 0.2) {
        self.paths = paths
        self.interval = interval
        last = paths.map { Self.fingerprint($0) }
    }

    public static func fingerprint(_ path: String) -> Fingerprint? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        // FNV-1a, 64 bit.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return Fingerprint(modified: modified, size: data.count, hash: h)
    }

    /// The files that changed (or went missing) since the last poll.
    public mutating func poll() -> [Change] {
        var changes: [Change] = []
        for (i, path) in paths.enumerated() {
            let now = Self.fingerprint(path)
            guard now != last[i] else { continue }
            last[i] = now
            changes.append(Change(path: path, missing: now == nil))
        }
        return changes
    }

    /// Ctrl-C ends the process with exit code 0 (installed before the first render, so an interrupt during it
    /// exits 0 too). A parent may have started us with signals blocked (the mask is inherited): unblock SIGINT
    /// and SIGTERM on the calling thread.
    public static func installInterruptHandler() {
        signal(SIGINT) { _ in _exit(0) }
        unblockInterrupts()
    }

    /// Unblocks SIGINT and SIGTERM on the calling thread (a parent may have started us with them blocked).
    public static func unblockInterrupts() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Never returns: the process ends on SIGINT (exit 0) or SIGTERM.
    public mutating func run(onChange: (String) -> Void, onMissing: (String) -> Void) -> Never {
        Self.installInterruptHandler()
        while true {
            Thread.sleep(forTimeInterval: interval)
            for change in poll() {
                if change.missing { onMissing(change.path) } else { onChange(change.path) }
            }
        }
    }
}
