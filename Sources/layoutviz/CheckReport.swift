import Foundation

/// The results of a `check` run as text for people, JSON for tools, and JUnit XML for CI systems
/// (docs/regression.md, "Reports"). Results are in input order (sorted paths); nothing depends on timing, so the
/// same run gives the same bytes.
struct CheckReport {
    var results: [CaseResult]
    var mode: UpdateMode
    var shard: Shard?
    var totalBeforeShard: Int

    func count(_ s: CaseResult.Status) -> Int { results.filter { $0.status == s }.count }
    var passed: Int { count(.passed) }
    var failed: Int { count(.failed) + count(.error) }
    var cached: Int { results.filter(\.cached).count }

    var summary: String {
        var s = "\(passed) passed"
        if cached > 0 { s += " (\(cached) unchanged, not rendered)" }
        s += ", \(failed) failed"
        if count(.error) > 0 { s += " (\(count(.error)) with errors)" }
        s += ", \(count(.new)) new, \(count(.updated)) updated"
        if let shard { s += " [shard \(shard.index)/\(shard.count): \(results.count) of \(totalBeforeShard) trees]" }
        return s
    }

    /// Only what needs attention, then the summary line.
    func humanText() -> String {
        var out = ""
        for r in results {
            for w in r.warnings { out += "warning: \(w)\n" }
            guard r.status != .passed else { continue }
            out += r.status.rawValue.uppercased().padding(toLength: 8, withPad: " ", startingAt: 0) + r.path + "\n"
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

    func json() -> String {
        var items: [[String: Any]] = []
        for r in results {
            var o: [String: Any] = ["path": r.path, "status": r.status.rawValue, "cached": r.cached,
                                    "messages": r.messages, "artifacts": r.artifacts, "written": r.written,
                                    "references": ["frames": r.references.first ?? "", "image": r.references.last ?? ""]]
            if let d = r.differentPixels { o["differentPixels"] = d }
            if !r.warnings.isEmpty { o["warnings"] = r.warnings }
            items.append(o)
        }
        var summary: [String: Any] = ["total": results.count, "passed": passed, "failed": failed,
                                      "errors": count(.error), "new": count(.new), "updated": count(.updated),
                                      "cached": cached, "update": mode.rawValue]
        if let shard { summary["shard"] = "\(shard.index)/\(shard.count)" }
        let root: [String: Any] = ["version": 1, "summary": summary, "results": items]
        guard let data = try? JSONSerialization.data(withJSONObject: root,
                                                     options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// JUnit XML as Jenkins, GitLab, GitHub test reporters and Azure read it: one `testsuite` per run, one
    /// `testcase` per tree (classname = the tree's directory, name = its file name); a mismatch is a
    /// `failure`, an unreadable tree an `error`; new and updated references pass with a `system-out` note.
    /// No timestamps or durations.
    func junit() -> String {
        let errors = count(.error), failures = count(.failed)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        out += "<testsuites name=\"layoutviz check\" \(counts)>\n"
        out += "  <testsuite name=\"layoutviz check\" \(counts)>\n"
        for r in results {
            let dir = (r.path as NSString).deletingLastPathComponent
            let file = (r.path as NSString).lastPathComponent
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

    /// Text and attribute escaping (newlines kept in text, written as `&#10;` in attributes); characters
    /// XML 1.0 forbids are dropped.
    func xml(_ s: String, attribute: Bool = true) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF || (0xD800...0xDFFF).contains(v) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
