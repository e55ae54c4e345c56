import Foundation

/// Names derived from inputs: a named figure of a multi-figure input writes `<file>-<figure>` (its name
/// reduced to a file-name-safe slug), a file's only unnamed figure writes `<file>`.
public enum FileNames {
    /// Letters, digits, `-` and `_` kept (ASCII), every other run of characters one `-`, none at either end.
    public static func slug(_ name: String, lowercase: Bool = false) -> String {
        var out = ""
        var pendingDash = false
        for scalar in (lowercase ? name.lowercased() : name).unicodeScalars {
            let keep = scalar.value < 128 && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
            if keep {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "figure" : out
    }

    /// The output names of an input's figures, in order: nil for an input with one figure (its outputs are
    /// named after the input alone) unless it `keepsName` and has one; with several, each figure's name, or its
    /// 1-based position when it has none. Two figures whose names give the same file name are an error.
    public static func outputNames(_ names: [String?], keepsName: Bool = false, input: String) throws(PipelineError)
        -> [String?] {
        guard names.count > 1 else { return names.map { keepsName ? $0 : nil } }
        let out = names.enumerated().map { $1 ?? String($0 + 1) }
        var seen: [String: String] = [:]
        for name in out {
            if let other = seen[slug(name)] {
                throw PipelineError("\(input): the figures \"\(other)\" and \"\(name)\" would write the same files "
                                    + "(\(slug(name))); give them different names")
            }
            seen[slug(name)] = name
        }
        return out
    }

    /// The folder of `input` relative to `base` (a directory argument, or a glob's leading directories), ending
    /// in `/`; "" when `input` lies directly in it (or outside it).
    public static func relativeFolder(of input: String, under base: String) -> String {
        let root = URL(fileURLWithPath: InputDiscovery.absolute(base)).standardizedFileURL.path
        let dir = URL(fileURLWithPath: InputDiscovery.absolute(input)).standardizedFileURL.deletingLastPathComponent().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard dir.hasPrefix(prefix) else { return "" }
        let rest = String(dir.dropFirst(prefix.count))
        return rest.isEmpty ? "" : rest + "/"
    }

    /// `card` + "Dark mode" -> `card-Dark-mode`; `card` + nil -> `card`.
    public static func figureStem(_ stem: String, figure: String?) -> String {
        figure.map { stem + "-" + slug($0) } ?? stem
    }
}

extension FileNames {
    /// Where one figure of `input` is written for `-o output` (`render`): `output` itself, or
    /// `<output>/<folder><input stem>.<format>` when `output` is a directory (ends in `/`; standard input's stem
    /// is `stdin`; `folder` is the input's folder relative to the directory argument it was found in, so
    /// `render Fixtures -o out/` mirrors Fixtures' folders); a named figure of a multi-figure input adds
    /// `-<figure>` before the extension. The format is `format`, else the extension's. Usage errors: several
    /// figures to standard output, an unknown extension.
    public static func output(_ output: String, input: String, figure: String?, format: ImageFormat?,
                              folder: String = "") throws(PipelineError) -> (path: String, format: ImageFormat) {
        var path = output
        if output.hasSuffix("/") {
            let stem = input == "-" ? "stdin" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            path = output + folder + stem + "." + (format ?? .png).rawValue
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if let figure {
            guard path != "-" else {
                throw PipelineError.usage("\(input) has several figures; write them to files (-o out.png gives "
                                          + "out-<figure>.png) or a directory (-o out/)")
            }
            let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
            path = figureStem(stem, figure: figure) + (ext.isEmpty ? "" : "." + ext)
        }
        if let format { return (path, format) }
        guard let f = ImageFormat(rawValue: ext) else {
            throw PipelineError.usage("\(path): unknown output extension \"\(ext)\"; use .png, .svg or .html, or --format")
        }
        return (path, f)
    }
}
