import Foundation
import LayoutRender

/// Where a failing `.png` snapshot's images go on Linux (docs/preview.md, "Snapshot tests"): the directory named by
/// `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's own variable for its failure files), else
/// `layoutviz-snapshot-artifacts` in the temporary directory. Each failure writes
/// `<hash>-reference.png`, `<hash>-actual.png` and (same size only) `<hash>-difference.png`, the hash being the
/// first 16 hex digits of the SHA-256 of both images (the same failure overwrites its own files), and returns
/// the lines that name them for the failure message.
public enum SnapshotArtifacts {
    public static var directory: String {
        if let dir = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !dir.isEmpty { return dir }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("layoutviz-snapshot-artifacts")
    }

    /// Writes the images; the message's tail naming them ("" when the directory cannot be written, with why).
    static func write(reference: Data, actual: Data, difference: Data?) -> String {
        let dir = directory
        var hasher = SHA256Hasher()
        hasher.update(reference)
        hasher.update(actual)
        let name = String(SHA256Hasher.hexString(hasher.finalize()).prefix(16))
        var lines = ""
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for (role, bytes) in [("reference", reference), ("actual", actual), ("difference", difference)] {
                guard let bytes else { continue }
                let path = (dir as NSString).appendingPathComponent("\(name)-\(role).png")
                try bytes.write(to: URL(fileURLWithPath: path))
                lines += "\n\(role): \(path)"
            }
        } catch {
            return "\n(the images could not be written to \(dir): \(error.localizedDescription))"
        }
        return lines
    }
}
