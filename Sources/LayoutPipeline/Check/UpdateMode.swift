import Foundation

/// `--update`: which references `check` may write (Playwright's `--update-snapshots` modes).
public enum UpdateMode: String, CaseIterable, Sendable {
    /// Write references that do not exist yet; mismatches fail.
    case missing
    /// Also rewrite references that do not match.
    case changed
    /// Rewrite every reference whose bytes differ from this run's output, even within tolerance.
    case all
    /// Write nothing; a missing reference is a failure (the default when CI is set).
    case none

    /// The mode when `--update` is not given: `LAYOUTVIZ_UPDATE` if set, else `none` when the `CI`
    /// environment variable is set (not empty, "0" or "false"), else `missing`.
    public static func implicit(_ env: [String: String] = ProcessInfo.processInfo.environment) -> UpdateMode {
        if let v = env["LAYOUTVIZ_UPDATE"], let mode = UpdateMode(rawValue: v) { return mode }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .none }
        return .missing
    }
}
