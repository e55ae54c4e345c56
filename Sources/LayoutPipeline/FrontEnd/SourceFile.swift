import Foundation

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

    /// Reads `path` ("-" = standard input). A missing file, a directory or an unreadable file is a one-line error.
    public static func read(_ path: String) throws(PipelineError) -> SourceFile {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return SourceFile(name: "<stdin>", data: data, baseDirectory: FileManager.default.currentDirectoryPath,
                              fileExtension: "", isFile: false)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw PipelineError("\(path): no such file")
        }
        guard !isDir.boolValue else { throw PipelineError("\(path): is a directory, expected a JSON file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PipelineError("\(path): cannot read the file")
        }
        let url = URL(fileURLWithPath: path)
        return SourceFile(name: path, data: data, baseDirectory: url.deletingLastPathComponent().path,
                          fileExtension: url.pathExtension.lowercased())
    }
}
