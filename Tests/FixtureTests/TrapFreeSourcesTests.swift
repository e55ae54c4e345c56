import Foundation
import Testing

/// No trap reachable from input, the environment or the file system (issue 13, §2): Sources/ holds no `try!`,
/// force unwrap (`x!`), forced cast (`as!`), `fatalError`, `precondition`/`preconditionFailure`, and none of the
/// Foundation calls that trap on an I/O error (`FileHandle.write(_:)`, `readDataToEndOfFile()`, `FileHandle`'s
/// `readToEnd`-less `availableData`). Comments and string literals are skipped. Each allowed exception is listed
/// below with its reason; there are none today.
@Suite("Trap-free sources")
struct TrapFreeSourcesTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// "path:pattern" → why it cannot trap.
    static let allowed: [String: String] = [:]

    static let patterns: [(name: String, regex: String)] = [
        ("try!", #"try!"#),
        ("as!", #"\bas!"#),
        ("force unwrap", #"[A-Za-z0-9_)\]>?](?<!\btry)(?<!\bas)!(?![=])"#),
        ("fatalError", #"\bfatalError\("#),
        ("precondition", #"\bprecondition(Failure)?\("#),
        ("FileHandle.write", #"FileHandle\.standard(Output|Error)\.write\("#),
        ("readDataToEndOfFile", #"readDataToEndOfFile\(\)"#),
        ("availableData", #"\.availableData\b"#),
    ]

    /// `line` without its `//` comment and the contents of its string literals (so `"!"` and prose do not count).
    static func code(_ line: String) -> String {
        // Raw string literals first: their quotes need no escaping.
        let line = line.replacingOccurrences(of: ##"#+".*?"#+"##, with: "#\"\"#", options: .regularExpression)
        var out = ""
        var inString = false
        var previous: Character = " "
        var escaped = false
        for c in line {
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false; out.append(c) }
                previous = c
                continue
            }
            if c == "/" && previous == "/" { out.removeLast(); break }
            if c == "\"" { inString = true }
            out.append(c)
            previous = c
        }
        return out
    }

    static var sources: [String] {
        let root = repo.appendingPathComponent("Sources").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/" + $0 }
    }

    @Test("Sources has no try!, force unwrap, as!, fatalError, precondition or trapping I/O call")
    func noTraps() throws {
        #expect(Self.sources.count > 100)
        var found: [String] = []
        for file in Self.sources {
            let text = try String(contentsOf: Self.repo.appendingPathComponent(file), encoding: .utf8)
            var inBlockComment = false
            for (i, raw) in text.components(separatedBy: "\n").enumerated() {
                var line = raw
                if inBlockComment {
                    guard let end = line.range(of: "*/") else { continue }
                    line = String(line[end.upperBound...])
                    inBlockComment = false
                }
                if let start = line.range(of: "/*"), !line.contains("\"") {
                    inBlockComment = line.range(of: "*/", range: start.upperBound..<line.endIndex) == nil
                    line = String(line[..<start.lowerBound])
                }
                let code = Self.code(line)
                for (name, regex) in Self.patterns where code.range(of: regex, options: .regularExpression) != nil {
                    if Self.allowed["\(file):\(name)"] == nil { found.append("\(file):\(i + 1): \(name): \(raw)") }
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the scanner sees what it looks for, and not what comments and strings say")
    func scanner() {
        func hits(_ line: String) -> [String] {
            Self.patterns.filter { Self.code(line).range(of: $0.regex, options: .regularExpression) != nil }.map(\.name)
        }
        #expect(hits("let x = try! f()") == ["try!"])
        #expect(hits("let y = value!.count") == ["force unwrap"])
        #expect(hits("let z = a as! B") == ["as!"])
        #expect(hits("fatalError(\"no\")") == ["fatalError"])
        #expect(hits("precondition(x > 0)") == ["precondition"])
        #expect(hits("FileHandle.standardOutput.write(data)") == ["FileHandle.write"])
        #expect(hits("if a != b, !c { }").isEmpty)
        #expect(hits("let s = \"Hello!\" // try! here").isEmpty)
        #expect(hits("x = y // value!").isEmpty)
        #expect(hits(##"let j = #"{"Text": "Hi!"}"#, k = 1"##).isEmpty)
    }
}
