import Foundation
import LayoutCore
@testable import LayoutJSON

/// Helpers shared by the LayoutJSON tests: decoding from a string, capturing error lines, temporary
/// directories with tiny PNG files, and running deep recursions on a thread with a large stack.
enum TestInput {
    /// Decodes `json` as the file "tree.json" in `base`.
    static func decode(_ json: String, base: String = "/nonexistent") throws(InputError) -> ViewDocument {
        try DocumentDecoder.decode(data: Data(json.utf8), file: "tree.json", baseDirectory: base)
    }

    /// The root view of `json`.
    static func root(_ json: String, base: String = "/nonexistent") throws -> ViewNode {
        try decode(json, base: base).root
    }

    /// Decodes `json` (a document or a comparison sheet) as the file "tree.json" in `base`.
    static func decodeInput(_ json: String, base: String = "/nonexistent") throws(InputError) -> TreeInput {
        try DocumentDecoder.decodeInput(data: Data(json.utf8), file: "tree.json", baseDirectory: base)
    }

    /// The one-line error `json` (a document or a comparison sheet) gives, or nil when it decodes.
    static func error(_ json: String, base: String = "/nonexistent") -> String? {
        do {
            _ = try decodeInput(json, base: base)
            return nil
        } catch {
            return error.description
        }
    }

    /// The warning lines of `json` (which must decode).
    static func warnings(_ json: String) throws -> [String] {
        try decode(json).warnings.map(\.description)
    }

    /// The kind of the root of `{"Text": "x", "modifiers": [modifier]}` (the modifier node).
    static func modifierKind(_ modifier: String, on view: String = "{\"Text\": \"x\"") throws -> NodeKind {
        try root(view + ", \"modifiers\": [\(modifier)]}").kind
    }
}

/// Runs `body` on a thread with a 64 MB stack (as the CLI does for decoding) and returns its result.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    onThread(stackSize: 64 << 20, body)
}

/// Runs `body` on a new thread with the given stack size and returns its result (released by the caller).
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    // The thread reaches `body` through a box it empties before signalling, so whatever `body` captured is
    // never released last on the small stack (releasing a deep tree there recurses and can overflow it).
    let work = ResultBox<@Sendable () -> T>()
    work.value = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = work.value?()
        work.value = nil
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else { return body() }
    return value
}

/// Carries a value from the large-stack thread back (written before the semaphore is signalled).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "layoutjson-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }
}

/// The bytes of a minimal PNG header: signature, IHDR (8-bit RGBA, given size) and IEND, with real CRCs.
func pngBytes(width: UInt32, height: UInt32) -> [UInt8] {
    func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }
    let ihdr = be32(width) + be32(height) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IEND", [])
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        crc ^= UInt32(b)
        for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// `levels` VStacks nested inside each other around a Text, each with `modifiersPerLevel` padding modifiers.
func nestedStacks(levels: Int, modifiersPerLevel: Int = 1) -> String {
    let modifiers = Array(repeating: "{\"padding\": 1}", count: modifiersPerLevel).joined(separator: ", ")
    var s = "{\"Text\": \"leaf\"}"
    for _ in 0..<levels { s = "{\"VStack\": [\(s)], \"modifiers\": [\(modifiers)]}" }
    return s
}
