import Foundation

/// Turns `check`/`render` path arguments into the sorted list of tree files (docs/regression.md, "Inputs"):
/// - a file is taken as given (any extension);
/// - a directory is searched recursively for the files a registered front end reads (`*.json`, and `*.swift`
///   once a Swift front end is registered), skipping hidden entries, `__layoutviz__` reference directories
///   and `*.frames.json` files;
/// - an argument with `*`, `?` or `[` is a glob (for shells that did not expand it, or quoted on purpose):
///   `*`, `?` and `[...]` match within one path component, `**` matches any number of directories.
/// Each real directory is searched once, however many symlinks lead to it (a loop such as `sub/a -> ..` made
/// the walk endless). Duplicates (the same standardized path) are kept once; the result is sorted by path (byte order), which is
/// the order `--shard` splits and results are reported in. An argument matching nothing is an error.
public enum InputDiscovery {
    public static func expand(_ arguments: [String], registry: FrontEndRegistry = .standard) throws(PipelineError)
        -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        func add(_ path: String) {
            let key = (absolute(path) as NSString).standardizingPath
            if seen.insert(key).inserted { out.append(path) }
        }
        for arg in arguments {
            if arg == "-" { throw PipelineError.usage("check reads files, not standard input (-)") }
            if isGlob(arg) {
                let matches = glob(arg, registry: registry)
                guard !matches.isEmpty else { throw PipelineError("\(arg): no files match") }
                matches.forEach(add)
                continue
            }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: arg, isDirectory: &isDir) else {
                throw PipelineError("\(arg): no such file or directory")
            }
            if isDir.boolValue {
                let found = treesIn(directory: arg, registry: registry)
                guard !found.isEmpty else {
                    let kinds = registry.fileExtensions.map { "." + $0 }.joined(separator: " or ")
                    throw PipelineError("\(arg): no \(kinds) tree files in this directory")
                }
                found.forEach(add)
            } else {
                add(arg)
            }
        }
        return out.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    public static func isGlob(_ s: String) -> Bool { s.contains("*") || s.contains("?") || s.contains("[") }

    /// Every input file under `directory` (one a registered front end reads), joined onto the directory as given.
    public static func treesIn(directory: String, registry: FrontEndRegistry = .standard) -> [String] {
        var out: [String] = []
        var pending = [directory]
        var visited = Set<String>()
        while let dir = pending.popLast() {
            guard visited.insert(realPath(dir)).inserted else { continue }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && name != ReferenceNames.directoryName {
                let path = join(dir, name)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                if isDir.boolValue { pending.append(path) } else if registry.isInput(fileName: name) { out.append(path) }
            }
        }
        return out
    }

    /// `path` with every symlink resolved: the directory it really is.
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().standardizedFileURL.path
    }

    public static func join(_ dir: String, _ name: String) -> String {
        dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
    }

    /// Files matching a glob pattern (files only; `**` also descends into directories, skipping hidden ones
    /// and reference directories).
    public static func glob(_ pattern: String, registry: FrontEndRegistry = .standard) -> [String] {
        let absolutePattern = pattern.hasPrefix("/")
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // (path as displayed, index of the next pattern component)
        var states: [(String, Int)] = [(absolutePattern ? "/" : ".", 0)]
        var results = Set<String>()
        var visited = Set<String>()
        while let (dir, index) = states.popLast() {
            guard visited.insert("\(index)\u{0}\(realPath(dir))").inserted else { continue }
            guard index < parts.count else { continue }
            let part = parts[index]
            let last = index == parts.count - 1
            if part == "**" {
                if last {
                    for t in treesIn(directory: dir, registry: registry) { results.insert(t) }
                    continue
                }
                states.append((dir, index + 1))
                for sub in subdirectories(dir) where !sub.hasPrefix(".") && sub != ReferenceNames.directoryName {
                    states.append((join(dir, sub), index))
                }
                continue
            }
            if !isGlob(part) {
                let path = dir == "/" ? "/" + part : join(dir, part)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                if last { if !isDir.boolValue { results.insert(path) } } else if isDir.boolValue { states.append((path, index + 1)) }
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            for name in names where matches(part, name) && (!name.hasPrefix(".") || part.hasPrefix(".")) {
                let path = dir == "/" ? "/" + name : join(dir, name)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                if last { if !isDir.boolValue { results.insert(path) } } else if isDir.boolValue { states.append((path, index + 1)) }
            }
        }
        return results.sorted()
    }

    static func subdirectories(_ dir: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return names.filter { name in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: join(dir, name), isDirectory: &isDir) && isDir.boolValue
        }
    }

    /// One path component against a pattern with `*`, `?` and `[abc]`/`[a-z]`/`[!a]` (no escapes).
    static func matches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern.unicodeScalars), s = Array(name.unicodeScalars)
        var pi = 0, si = 0
        var starP = -1, starS = 0
        while si < s.count {
            if pi < p.count {
                if p[pi] == "*" { starP = pi; starS = si; pi += 1; continue }
                if let next = matchOne(p, pi, s[si]) { pi = next; si += 1; continue }
            }
            guard starP >= 0 else { return false }
            pi = starP + 1; starS += 1; si = starS
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// If `p[pi]` (a literal, `?` or a bracket class) matches `c`, the index after it.
    private static func matchOne(_ p: [Unicode.Scalar], _ pi: Int, _ c: Unicode.Scalar) -> Int? {
        if p[pi] == "?" { return pi + 1 }
        if p[pi] == "[", let close = p[(pi + 1)...].dropFirst().firstIndex(of: "]") {
            var i = pi + 1
            let negate = p[i] == "!" || p[i] == "^"
            if negate { i += 1 }
            var hit = false
            while i < close {
                if i + 2 < close, p[i + 1] == "-" {
                    if p[i].value <= c.value && c.value <= p[i + 2].value { hit = true }
                    i += 3
                } else {
                    if p[i] == c { hit = true }
                    i += 1
                }
            }
            return hit != negate ? close + 1 : nil
        }
        return p[pi] == c ? pi + 1 : nil
    }
}

/// `--shard i/n`: the sorted inputs cut into n contiguous runs of near-equal length (as Playwright does); shard
/// i (1-based) takes the i-th. Every file is in exactly one shard; a file keeps its shard as long as the files
/// before it do not change.
public struct Shard: Sendable, Hashable {
    public var index: Int
    public var count: Int

    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i; count = n
    }

    public func select<T>(_ items: [T]) -> [T] {
        let lower = items.count * (index - 1) / count, upper = items.count * index / count
        return Array(items[lower..<upper])
    }
}
