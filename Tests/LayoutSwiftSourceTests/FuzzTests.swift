import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Seeded, deterministic fuzzing: view files mutated (characters deleted, lines swapped or repeated, tokens that
/// loop, recurse, overflow or unbalance inserted) must each end in figures that lay out, or in one-line errors:
/// never a crash or a hang.
@Suite struct FuzzTests {
    static let seeds: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/swift")
        let names = ["profile-card/ProfileCard.swift", "settings-rows/SettingsRows.swift",
                     "flow-layout/FlowLayout.swift", "model-list/ModelList.swift", "card-modifier/CardModifier.swift",
                     "radial-layout/RadialLayout.swift"]
        return names.compactMap { try? String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
    }()

    static let tokens = ["(", ")", "{", "}", "\"", ".padding()", ".pading()", "for i in 0..<100000 { }",
                         "while true { }", "ForEach(0..<5000) { _ in Text(\"x\") }", "1 / 0", "Int.max + 1",
                         "self", "body", "ProfileCard(name: \"x\")", "GeometryReader { p in Text(\"\\(p.size.width)\") }",
                         "nil", "!", "?", ".frame(width: -1)", "#Preview { }", "Text(12)", "$0", "let x = x",
                         "if true {", "switch 1 { }", "x += 1", "[", "]", "\\.self", "await f()",
                         ".environment(\\.horizontalSizeClass, .regular)", "@Environment(\\.horizontalSizeClass) var s",
                         ".alignmentGuide(.leading) { d in d.width > 10 ? d[.trailing] : 0 }", "String(format: \"%d\", 1.5)",
                         "UUID()", ".modifier(CardStyle())", "proxy.frame(in: .global)"]

    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
        }
    }

    static func mutate(_ source: String, _ r: inout Random) -> String {
        var lines = source.components(separatedBy: "\n")
        for _ in 0...r.next(3) {
            guard !lines.isEmpty else { break }
            let i = r.next(lines.count)
            switch r.next(5) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[i], at: r.next(lines.count))
            case 2: lines.swapAt(i, r.next(lines.count))
            case 3:
                var chars = Array(lines[i])
                if !chars.isEmpty { chars.remove(at: r.next(chars.count)) }
                lines[i] = String(chars)
            default:
                var chars = Array(lines[i])
                chars.insert(contentsOf: Array(tokens[r.next(tokens.count)]), at: r.next(chars.count + 1))
                lines[i] = String(chars)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedSourcesEndInFiguresOrOneLineErrors() {
        #expect(Self.seeds.count == 6)
        var r = Random(state: 2026)
        var figures = 0, errors = 0
        for round in 0..<240 {
            let seed = Self.seeds[round % Self.seeds.count]
            let source = Self.mutate(seed, &r)
            let start = Date()
            do {
                let module = try SwiftSourceModule.load(sources: [("Fuzz.swift", source)])
                module.maxSteps = 20_000
                for f in try module.previews() {
                    var d = f.document
                    d.canvas = CGSize(width: 320, height: 480)
                    _ = SwiftTest.engine.layout(d)
                    figures += 1
                    for e in f.layoutErrors {
                        #expect(!e.description.contains("\n") && e.description.hasPrefix("Fuzz.swift"), "round \(round): \(e)")
                    }
                }
            } catch {
                errors += 1
                let line = error.description
                #expect(!line.contains("\n") && line.hasPrefix("Fuzz.swift"), "round \(round): \(line)")
            }
            #expect(Date().timeIntervalSince(start) < 10, "round \(round) took too long")
        }
        #expect(figures > 20 && errors > 20, "figures \(figures), errors \(errors)")
    }
}
