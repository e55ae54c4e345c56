import Foundation

/// Reads a PNG file's pixel size from its header, in pure Swift, and checks the file's chunk structure before
/// anything decodes it (docs/limits.md, "Images"): the 8-byte signature, the IHDR chunk first (length 13,
/// width and height as big-endian 32-bit integers, each at least 1), at most `maxPixels` pixels, then every
/// chunk's length within the file (a 44-byte file declaring a 2 GB chunk made the decoder allocate 2 GB), up
/// to IEND. Files are opened only when regular (`RegularFile`) and at most `maxFileBytes` long.
public enum PNGHeader {
    /// Pixels (width × height) of an image file or a rendered image: 50 million, 200 MB decoded.
    public static let maxPixels = 50_000_000
    /// Bytes of an image file.
    public static let maxFileBytes = 64 << 20

    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    /// Why a file could not be used as a PNG image; `reason` is a short phrase for messages.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size of the PNG file at `path`, after checking the whole file's structure.
    public static func read(path: String) throws(ReadError) -> Size {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: maxFileBytes) } catch { throw ReadError(reason: error.reason) }
        return try check(bytes)
    }

    /// The size from the first bytes of a file (at least 24); nothing else is checked.
    public static func size(header bytes: [UInt8]) throws(ReadError) -> Size {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw ReadError(reason: "not a PNG file") }
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw ReadError(reason: "damaged PNG file (no IHDR header)")
        }
        let size = Size(width: be32(bytes, 16), height: be32(bytes, 20))
        guard size.width > 0, size.height > 0 else { throw ReadError(reason: "damaged PNG file (zero size)") }
        guard size.width <= Int(Int32.max), size.height <= Int(Int32.max) else {
            throw ReadError(reason: "damaged PNG file (size out of range)")
        }
        return size
    }

    /// The size of a whole PNG file in memory, after checking its header, pixel count and chunk lengths.
    public static func check(_ bytes: [UInt8]) throws(ReadError) -> Size {
        let size = try self.size(header: bytes)
        guard be32(bytes, 8) == 13 else { throw ReadError(reason: "damaged PNG file (IHDR length is not 13)") }
        guard size.width * size.height <= maxPixels else {
            throw ReadError(reason: "\(size.width)x\(size.height) pixels is more than the limit of \(maxPixels) "
                            + "pixels (docs/limits.md)")
        }
        var offset = 8
        while true {
            guard offset + 12 <= bytes.count else { throw ReadError(reason: "damaged PNG file (no IEND chunk)") }
            let length = be32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                throw ReadError(reason: "damaged PNG file (the \(chunkName(type)) chunk at byte \(offset) declares "
                                + "\(length) bytes, past the end of the file)")
            }
            if type == "IEND" { return size }
            offset += 12 + length
        }
    }

    static func be32(_ bytes: [UInt8], _ at: Int) -> Int {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A chunk type for messages: ASCII letters only, else "?".
    static func chunkName(_ s: String) -> String {
        s.unicodeScalars.allSatisfy { ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A) }
            ? s : "?"
    }
}
