import Foundation

/// Files named by the input (image files, font files) are opened only when they are regular files (symlinks
/// followed): a FIFO would block forever, a device could be endless. `check` says why a path is unusable.
public enum RegularFile {
    /// nil when `path` is a regular file; otherwise a short reason for messages ("no such file",
    /// "it is a directory", "it is a FIFO, not a regular file", ...).
    public static func problem(_ path: String) -> String? {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: resolved(path)) } catch {
            return "no such file"
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return nil
        case .typeDirectory?: return "it is a directory"
        case .typeCharacterSpecial?, .typeBlockSpecial?: return "it is a device, not a regular file"
        case .typeSocket?: return "it is a socket, not a regular file"
        default: return "it is a FIFO or other special file, not a regular file"
        }
    }

    /// The size in bytes of a regular file (nil when it is not one).
    public static func size(_ path: String) -> Int? {
        guard problem(path) == nil,
              let attributes = try? FileManager.default.attributesOfItem(atPath: resolved(path)) else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }

    /// Reads a regular file of at most `limit` bytes; the error is a short reason.
    public static func read(_ path: String, limit: Int) throws(ReadError) -> [UInt8] {
        if let problem = problem(path) { throw ReadError(reason: problem) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ReadError(reason: "permission denied") }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch { throw ReadError(reason: "read failed") }
        guard data.count <= limit else { throw ReadError(reason: "larger than \(limit) bytes (docs/limits.md)") }
        return [UInt8](data)
    }

    public struct ReadError: Error, Sendable {
        public var reason: String
    }

    /// `path` with symlinks resolved (attributesOfItem describes a link itself).
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
