import Foundation
import LayoutJSON
import LayoutRender

/// The results of a `check` run as text for people, JSON for tools, and JUnit XML for CI systems
/// (docs/regression.md, "Reports"). Results are in input order (sorted paths); nothing depends on timing, so the
/// same run gives the same bytes.
/// A tree with several figures gives one result per figure, labelled `path [figure]`.
public struct CheckReport {
    public var results: [CaseResult]
    public var mode: UpdateMode
    public var shard: Shard?
    public var totalBeforeShard: Int

    public init(results: [CaseResult], mode: UpdateMode, shard: Shard?, totalBeforeShard: Int) {
        self.results = results; self.mode = mode; self.shard = shard; self.totalBeforeShard = totalBeforeShard
    }

    public func count(_ s: CaseResult.Status) -> Int { results.filter { $0.status == s }.count }
    public var passed: Int { count(.passed) }
    public var failed: Int { count(.failed) + count(.error) }
    public var cached: Int { results.filter(\.cached).count }

    public var summary: String {
        var s = "\(passed) passed"
        if cached > 0 { s += " (\(cached) unchanged, not rendered)" }
        s += ", \(failed) failed"
        if count(.error) > 0 { s += " (\(count(.error)) with errors)" }
        s += ", \(count(.new)) new, \(count(.updated)) updated"
        if let shard { s += " [shard \(shard.index)/\(shard.count): \(results.count) of \(totalBeforeShard) trees]" }
        return s
    }

    /// Only what needs attention, then the summary line.
    public func humanText() -> String {
        var out = ""
        for r in results {
            for w in r.warnings { out += "warning: \(w)\n" }
            guard r.status != .passed else { continue }
            out += r.status.rawValue.uppercased().padding(toLength: 8, withPad: " ", startingAt: 0) + r.label + "\n"
            for m in r.messages { out += "        " + m + "\n" }
            for a in r.artifacts { out += "        " + roleLabel(a) + a + "\n" }
        }
        if failed > 0 && mode != .changed && mode != .all {
            out += "To accept the new output: layoutviz check ... --update=changed\n"
        }
        return out + summary + "\n"
    }

    private func roleLabel(_ path: String) -> String {
        for role in ["expected", "actual", "diff"] where path.contains("-\(role).") {
            return (role + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
        }
        return ""
    }

    /// The results as JSON: two-space indentation, keys sorted, short arrays of strings on one line each.
    public func json() -> String {
        var items: [JSONOut] = []
        for r in results {
            var o: [String: JSONOut] = [
                "path": .string(r.path), "status": .string(r.status.rawValue), "cached": .bool(r.cached),
                "messages": .strings(r.messages), "artifacts": .strings(r.artifacts), "written": .strings(r.written),
                "references": .object(["frames": .string(r.references.first ?? ""),
                                       "image": .string(r.references.last ?? "")]),
            ]
            if let d = r.differentPixels { o["differentPixels"] = .int(d) }
            if let f = r.figure { o["figure"] = .string(f) }
            if !r.warnings.isEmpty { o["warnings"] = .strings(r.warnings) }
            items.append(.object(o))
        }
        var summary: [String: JSONOut] = [
            "total": .int(results.count), "passed": .int(passed), "failed": .int(failed), "errors": .int(count(.error)),
            "new": .int(count(.new)), "updated": .int(count(.updated)), "cached": .int(cached),
            "update": .string(mode.rawValue),
        ]
        if let shard { summary["shard"] = .string("\(shard.index)/\(shard.count)") }
        return JSONOut.object(["version": .int(1), "summary": .object(summary), "results": .array(items)]).text(indent: 0)
    }

    /// JUnit XML as Jenkins, GitLab, GitHub test reporters and Azure read it: one `testsuite` per run, one
    /// `testcase` per tree (classname = the tree's directory, name = its file name); a mismatch is a
    /// `failure`, an unreadable tree an `error`; new and updated references pass with a `system-out` note.
    /// No timestamps or durations.
    public func junit() -> String {
        let errors = count(.error), failures = count(.failed)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        out += "<testsuites name=\"layoutviz check\" \(counts)>\n"
        out += "  <testsuite name=\"layoutviz check\" \(counts)>\n"
        for r in results {
            let dir = (r.path as NSString).deletingLastPathComponent
            let file = (r.path as NSString).lastPathComponent + (r.figure.map { " [\($0)]" } ?? "")
            out += "    <testcase classname=\"\(xml(dir.isEmpty ? "." : dir))\" name=\"\(xml(file))\" file=\"\(xml(r.path))\""
            let body = (r.messages + r.artifacts.map { "artifact: \($0)" }).joined(separator: "\n")
            switch r.status {
            case .passed:
                out += "/>\n"
            case .new, .updated:
                out += ">\n      <system-out>\(xml(body, attribute: false))</system-out>\n    </testcase>\n"
            case .failed, .error:
                let tag = r.status == .error ? "error" : "failure"
                let type = r.status == .error ? "error" : "mismatch"
                out += ">\n      <\(tag) message=\"\(xml(r.messages.first ?? r.status.rawValue))\" type=\"\(type)\">"
                    + xml(body, attribute: false) + "</\(tag)>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Text and attribute escaping (newlines kept in text, written as `&#10;` in attributes).
    func xml(_ s: String, attribute: Bool = true) -> String { XMLText.escape(s, newlinesAsEntities: attribute) }
}

/// A small JSON value for reports, written deterministically (sorted keys, two-space indentation).
public indirect enum JSONOut {
    case string(String), int(Int), bool(Bool), strings([String]), array([JSONOut]), object([String: JSONOut])

    public func text(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2), end = String(repeating: " ", count: indent)
        switch self {
        case .string(let s): return Self.quote(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .strings(let list):
            if list.isEmpty { return "[]" }
            return "[\n" + list.map { pad + Self.quote($0) }.joined(separator: ",\n") + "\n" + end + "]"
        case .array(let list):
            if list.isEmpty { return "[]" }
            return "[\n" + list.map { pad + $0.text(indent: indent + 2) }.joined(separator: ",\n") + "\n" + end + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return "{\n" + keys.map { pad + Self.quote($0) + ": " + (members[$0]?.text(indent: indent + 2) ?? "null") }
                .joined(separator: ",\n") + "\n" + end + "}"
        }
    }

    static func quote(_ s: String) -> String { Quote.jsonString(s) }
}
