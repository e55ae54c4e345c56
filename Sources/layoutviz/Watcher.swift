import Foundation

/// `--watch`: polls the input files every `interval` seconds and calls `onChange` for each one whose
/// fingerprint (modification time, size and a hash of the bytes) changed since the last poll. A file that
/// disappears (an editor saving by rename) is reported once as missing, and rendered again when it comes back.
/// Ctrl-C (SIGINT) ends the process with exit code 0.
struct Watcher {
    struct Fingerprint: Equatable {
        var modified: Double
        var size: Int
        var hash: UInt64
    }

    let paths: [String]
    var interval: TimeInterval = 0.2

    static func fingerprint(_ path: String) -> Fingerprint? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
        // FNV-1a, 64 bit.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return Fingerprint(modified: modified, size: data.count, hash: h)
    }

    /// Ctrl-C ends the process with exit code 0 (installed before the first render, so an interrupt during it
    /// exits 0 too). A parent may have started us with signals blocked (the mask is inherited): unblock SIGINT
    /// and SIGTERM on the calling thread.
    static func installInterruptHandler() {
        signal(SIGINT) { _ in _exit(0) }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Never returns: the process ends on SIGINT (exit 0) or SIGTERM.
    func run(onChange: (String) -> Void, onMissing: (String) -> Void) -> Never {
        Self.installInterruptHandler()
        var last = paths.map { Self.fingerprint($0) }
        while true {
            Thread.sleep(forTimeInterval: interval)
            for (i, path) in paths.enumerated() {
                let now = Self.fingerprint(path)
                guard now != last[i] else { continue }
                last[i] = now
                if now == nil { onMissing(path) } else { onChange(path) }
            }
        }
    }
}
