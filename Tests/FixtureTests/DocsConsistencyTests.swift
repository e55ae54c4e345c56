import Foundation
import Testing

/// The documentation as a set: relative links and #anchors between README.md and docs/*.md resolve, and
/// docs/semantics.md keeps its numbered sections in order with every **Decision** listed in its index.
@Suite("Documentation consistency")
struct DocsConsistencyTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var files: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func text(_ file: String) -> String {
        (try? String(contentsOf: repo.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    /// Lines outside ``` fences.
    static func prose(_ text: String) -> [String] {
        var inFence = false
        var out: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { out.append(line) }
        }
        return out
    }

    /// GitHub's heading anchor: lowercased, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        let kept = heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }
        return kept.replacingOccurrences(of: " ", with: "-")
    }

    static func anchors(_ file: String) -> Set<String> {
        var result: Set<String> = []
        var counts: [String: Int] = [:]
        for line in prose(text(file)) {
            var rest = Substring(line)
            while let r = rest.range(of: "<a id=\"") {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                result.insert(String(after[..<end]))
                rest = after[end...]
            }
            guard line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { continue }
            var s = slug(String(line[line.index(after: space)...]))
            if let n = counts[s] { counts[s] = n + 1; s += "-\(n + 1)" } else { counts[s] = 0 }
            result.insert(s)
        }
        return result
    }

    /// `](target)` links, with inline code spans removed.
    static func links(_ file: String) -> [String] {
        var out: [String] = []
        for line in prose(text(file)) {
            var clean = ""
            var inCode = false
            for c in line { if c == "`" { inCode.toggle() } else if !inCode { clean.append(c) } }
            var rest = Substring(clean)
            while let r = rest.range(of: "](") {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                out.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return out
    }

    @Test("relative links and anchors between the docs resolve")
    func linksResolve() {
        let all = Dictionary(uniqueKeysWithValues: Self.files.map { ($0, Self.anchors($0)) })
        var broken: [String] = []
        for file in Self.files {
            for link in Self.links(file) where !link.hasPrefix("http") && !link.contains(" ") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let dir = (file as NSString).deletingLastPathComponent
                let target = parts[0].isEmpty ? file
                    : ((dir.isEmpty ? parts[0] : dir + "/" + parts[0]) as NSString).standardizingPath
                if !FileManager.default.fileExists(atPath: Self.repo.appendingPathComponent(target).path) {
                    broken.append("\(file): \(link) (no file)")
                } else if parts.count == 2, let known = all[target], !known.contains(parts[1]) {
                    broken.append("\(file): \(link) (no such anchor)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test("docs/semantics.md: sections in order, every Decision in the index")
    func semanticsDecisions() {
        let lines = Self.prose(Self.text("docs/semantics.md"))
        var numbers: [[Int]] = []
        var section = ""
        var sectionsWithDecisions: [String] = []
        var indexed: Set<String> = []
        var inIndex = false
        for line in lines {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                let title = String(line.drop { $0 == "#" }.dropFirst())
                inIndex = title.hasPrefix("Decisions")
                let number = title.prefix { $0.isNumber || $0 == "." }
                if !number.isEmpty {
                    numbers.append(number.split(separator: ".").compactMap { Int($0) })
                    section = Self.slug(title)
                }
                continue
            }
            if inIndex, let r = line.range(of: "](#") {
                indexed.insert(String(line[r.upperBound...].prefix { $0 != ")" }))
            } else if !inIndex, line.contains("**Decision"), !section.isEmpty, sectionsWithDecisions.last != section {
                sectionsWithDecisions.append(section)
            }
        }
        #expect(!numbers.isEmpty)
        for (a, b) in zip(numbers, numbers.dropFirst()) {
            #expect(a.lexicographicallyPrecedes(b), "section \(b) comes after \(a)")
        }
        let missing = sectionsWithDecisions.filter { !indexed.contains($0) }
        #expect(missing.isEmpty, "sections with a **Decision** not linked from \"Decisions at a glance\": \(missing)")
    }
}
