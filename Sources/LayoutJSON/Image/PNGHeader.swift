import Foundation

/// Reads a PNG file's pixel size from its header, in pure Swift: the 8-byte signature, then the IHDR chunk
/// (length 13, type "IHDR", width and height as big-endian 32-bit integers). Only the first 24 bytes are read.
public enum PNGHeader {
    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int
    }

    /// Why a file could not be used as a PNG image; `reason` is a short phrase for messages.
    public struct ReadError: Error, Sendable {
        public var reason: String
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func read(path: String) throws(ReadError) -> Size {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ReadError(reason: "it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ReadError(reason: "permission denied") }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: 24) ?? Data()
        } catch {
            throw ReadError(reason: "read failed")
        }
        return try size(header: [UInt8](data))
    }

    /// The size from the first bytes of a file (at least 24).
    public static func size(header bytes: [UInt8]) throws(ReadError) -> Size {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw ReadError(reason: "not a PNG file") }
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw ReadError(reason: "damaged PNG file (no IHDR header)")
        }
        func be32(_ at: Int) -> Int {
            bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let size = Size(width: be32(16), height: be32(20))
        guard size.width > 0, size.height > 0 else { throw ReadError(reason: "damaged PNG file (zero size)") }
        return size
    }
}
