import Foundation

/// SHA-256 (FIPS 180-4), for content hashes of inputs and references (the `check`/`render` cache). Small and
/// dependency-free; not constant-time, not for secrets.
public struct SHA256Hasher: Sendable {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    public init() {}

    public mutating func update<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        let data = Array(bytes)
        length &+= UInt64(data.count)
        var i = 0
        if !buffer.isEmpty {
            while i < data.count && buffer.count < 64 { buffer.append(data[i]); i += 1 }
            if buffer.count == 64 {
                compress(buffer[...])
                buffer.removeAll(keepingCapacity: true)
            }
        }
        while data.count - i >= 64 {
            compress(data[i..<(i + 64)])
            i += 64
        }
        if i < data.count { buffer.append(contentsOf: data[i...]) }
    }

    public mutating func update(_ string: String) { update(Array(string.utf8)) }

    /// The 32-byte digest (the hasher can be used no further).
    public mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        buffer.append(0x80)
        if buffer.count > 56 {
            while buffer.count < 64 { buffer.append(0) }
            compress(buffer[...])
            buffer.removeAll(keepingCapacity: true)
        }
        while buffer.count < 56 { buffer.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        compress(buffer[...])
        buffer.removeAll()
        var out: [UInt8] = []
        for word in state { for shift in [24, 16, 8, 0] { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) } }
        return out
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        var h = SHA256Hasher()
        h.update(bytes)
        return hexString(h.finalize())
    }

    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var s = ""
        for b in digest { s.append(digits[Int(b >> 4)]); s.append(digits[Int(b & 15)]) }
        return s
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        let o = block.startIndex
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        for t in 0..<16 {
            let j = o + t * 4
            w[t] = UInt32(block[j]) << 24 | UInt32(block[j + 1]) << 16 | UInt32(block[j + 2]) << 8 | UInt32(block[j + 3])
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let ch = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ ch &+ Self.k[t] &+ w[t]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ maj
            h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}
