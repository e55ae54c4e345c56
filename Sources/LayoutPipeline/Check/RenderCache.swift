import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// The cache that lets `check` and `render` skip trees whose result cannot have changed (docs/regression.md,
/// "Cache"). A directory (default `.layoutviz-cache/`) of small text files, one per job, named by the SHA-256
/// of the job's key:
/// - the key: the cache format, the tool version and the binary's identity (size and modification time, so a
///   rebuilt tool never reuses old results), the command, every option that changes the output, the tree's
///   path, the tree's bytes, and the size and modification time of every file the tree uses (fonts, images);
/// - the entry: the path and SHA-256 of each file the job left behind (references for `check`, outputs for
///   `render`) when it succeeded.
/// A job is skipped when its entry exists and every file it names still has that hash. Only successes are
/// recorded. Deleting the directory is always safe; `--force` ignores it (and rewrites entries).
public struct RenderCache: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    static let formatVersion = "layoutviz-cache 1"

    /// The identity of the running binary: version, size and mtime of the executable.
    static let toolIdentity: String = {
        var id = formatVersion + "\n" + LayoutVizVersion.string + "\n"
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        if let attrs = try? FileManager.default.attributesOfItem(atPath: exe) {
            id += "\(attrs[.size] ?? 0) \((attrs[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return id
    }()

    /// The key of a job, as a hex digest.
    public static func key(command: String, options: [String], tree: String, bytes: Data, dependencies: [String]) -> String {
        var h = SHA256Hasher()
        func field(_ s: String) { h.update(Array("\(s.utf8.count):".utf8)); h.update(s) }
        field(toolIdentity)
        field(command)
        for o in options { field(o) }
        field((InputDiscovery.absolute(tree) as NSString).standardizingPath)
        field(String(bytes.count))
        h.update(bytes)
        for dep in dependencies.sorted() {
            field(dep)
            field(fingerprint(dep))
        }
        return SHA256Hasher.hexString(h.finalize())
    }

    /// A used file's size and modification time (fonts are large: hashing them per tree would cost more
    /// than rendering).
    static func fingerprint(_ path: String) -> String {
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
        let mtime = (attrs[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(attrs[.size] ?? 0) \(mtime)"
    }

    /// Files a document uses besides itself: its font and image files, and the pinned font set.
    public static func dependencies(of document: ViewDocument, fonts: FontConfiguration) -> [String] {
        var files = Set(fonts.files)
        var stack = [document.root]
        while let node = stack.popLast() {
            if case .image(.file(let path), _, _) = node.kind { files.insert(path) }
            stack.append(contentsOf: node.children)
        }
        return Array(files)
    }

    func entryPath(_ key: String) -> String { directory + "/" + key }

    /// Whether the job's recorded files are all still there with the recorded hashes.
    public func isFresh(_ key: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: entryPath(key)) else { return false }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard !lines.isEmpty else { return false }
        for line in lines {
            guard let space = line.firstIndex(of: " ") else { return false }
            let hash = String(line[..<space]), path = String(line[line.index(after: space)...])
            guard let bytes = FileManager.default.contents(atPath: path), SHA256Hasher.hex(bytes) == hash else {
                return false
            }
        }
        return true
    }

    /// Records a success: the files and their current hashes. Errors are ignored (the cache is an optimisation).
    public func record(_ key: String, files: [String]) {
        var text = ""
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file) else { return }
            text += SHA256Hasher.hex(bytes) + " " + (InputDiscovery.absolute(file) as NSString).standardizingPath + "\n"
        }
        guard !text.isEmpty else { return }
        try? OutputFiles.makeDirectory(directory, what: "cache directory")
        try? OutputFiles.write(Data(text.utf8), to: entryPath(key))
    }

    /// Files a document or every panel of a sheet uses besides the tree file.
    public static func dependencies(of input: TreeInput, fonts: FontConfiguration) -> [String] {
        switch input {
        case .view(let d): return dependencies(of: d, fonts: fonts)
        case .comparison(let sheet):
            return Array(Set(sheet.panels.flatMap { dependencies(of: $0.document, fonts: fonts) }))
        }
    }

    /// Files the figures of one input use besides the input file.
    public static func dependencies(of figures: [LoadedFigure]) -> [String] {
        Array(Set(figures.flatMap { dependencies(of: $0.content, fonts: $0.fonts) }))
    }
}
