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

    /// `card` + "Dark mode" -> `card-Dark-mode`; `card` + nil -> `card`.
    public static func figureStem(_ stem: String, figure: String?) -> String {
        figure.map { stem + "-" + slug($0) } ?? stem
    }
}

/// The tool's version (`layoutviz --version`); part of the render cache's key.
public enum LayoutVizVersion {
    public static let string = "0.1.0"
}
