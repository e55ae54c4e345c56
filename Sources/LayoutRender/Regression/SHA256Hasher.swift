import Crypto
import Foundation

/// SHA-256 content hashes of inputs and references (the `check`/`render` cache), computed by swift-crypto's
/// `SHA256`; this wrapper keeps the incremental `update`/`finalize` shape and the lowercase hex helpers.
public struct SHA256Hasher: Sendable {
    private var hasher = SHA256()

    public init() {}

    public mutating func update<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        hasher.update(data: Array(bytes))
    }

    public mutating func update(_ string: String) { update(Array(string.utf8)) }

    /// The 32-byte digest.
    public mutating func finalize() -> [UInt8] {
        Array(hasher.finalize())
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        hexString(Array(SHA256.hash(data: Array(bytes))))
    }

    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for b in digest { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 0xF)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
