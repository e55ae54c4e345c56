import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LayoutJSON

/// One input's bytes, before any front end reads them: the name used in messages (the path as the user wrote
/// it, or "<stdin>"), the directory relative paths inside it start from, and its extension (lowercase, no
/// dot; empty for standard input), by which the registry picks its front end.
public struct SourceFile: Sendable {
    public var name: String
    public var data: Data
    public var baseDirectory: String
    public var fileExtension: String
    /// False for standard input.
    public var isFile: Bool

    public init(name: String, data: Data, baseDirectory: String, fileExtension: String, isFile: Bool = true) {
        self.name = name
        self.data = data
        self.baseDirectory = baseDirectory
        self.fileExtension = fileExtension
        self.isFile = isFile
    }

    /// Reads `path` ("-" = standard input). A missing file, a directory or an unreadable file is a one-line error;
    /// so is an input over `FormatLimits.maxInputBytes`, found before more than that is read.
    public static func read(_ path: String) throws(PipelineError) -> SourceFile {
        if path == "-" {
            let data = try bounded(FileHandle.standardInput, name: "<stdin>")
            return SourceFile(name: "<stdin>", data: data, baseDirectory: FileManager.default.currentDirectoryPath,
                              fileExtension: "", isFile: false)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw PipelineError("\(path): no such file")
        }
        guard !isDir.boolValue else { throw PipelineError("\(path): is a directory, expected a JSON file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PipelineError("\(path): cannot read the file")
        }
        defer { try? handle.close() }
        let data = try bounded(handle, name: path)
        let url = URL(fileURLWithPath: path)
        return SourceFile(name: path, data: data, baseDirectory: url.deletingLastPathComponent().path,
                          fileExtension: url.pathExtension.lowercased())
    }

    /// At most `FormatLimits.maxInputBytes` from `handle` (a pipe or FIFO too); one byte more is an error, and
    /// so is a failed read (standard input closed, say).
    static func bounded(_ handle: FileHandle, name: String) throws(PipelineError) -> Data {
        let limit = FormatLimits.maxInputBytes
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw PipelineError("\(name): cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        guard data.count <= limit else { throw PipelineError(DocumentDecoder.inputTooLarge(file: name).description) }
        return data
    }
}
