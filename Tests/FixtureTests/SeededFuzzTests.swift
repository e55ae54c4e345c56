import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import Testing

/// A deterministic, seeded fuzz pass over the docs' and examples' trees: each mutant (a number made huge,
/// negative, tiny or an expression that overflows; a value of the wrong type; a key with a typo; a subtree
/// nested deeply or repeated) must either decode to a document that lays out, dumps, explains and builds a
/// display list with debug labels, or fail with one line naming tree.json:line:column. A trap anywhere fails the
/// run. (The fuzzing after the feature merges found the bugs in HardeningTests this way.)
@Suite("Seeded fuzzing")
struct SeededFuzzTests {
    /// SplitMix64: the same seed gives the same mutants on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Trees from docs/format.md's ```json blocks and Fixtures/examples.
    static var seeds: [Any] {
        var texts: [String] = []
        if let doc = try? String(contentsOf: repo.appendingPathComponent("docs/format.md"), encoding: .utf8) {
            var current: [String]?
            for line in doc.components(separatedBy: "\n") {
                if current == nil, line == "```json" { current = [] }
                else if current != nil, line == "```" { texts.append((current ?? []).joined(separator: "\n")); current = nil }
                else if current != nil { current?.append(line) }
            }
        }
        let examples = repo.appendingPathComponent("Fixtures/examples")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).sorted()
        where name.hasSuffix(".json") {
            if let s = try? String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8) { texts.append(s) }
        }
        return texts.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    static var numbers: [Any] { [1e308, -1e308, 1e300, -1, 0, 1e-300, 100_001, -100_001, 9.3e18, 1e22, 0.5,
                                 "1/0", "0/0", "Int(1e300)", "max(1, 100000000000000000000)", "1e308 * 10",
                                 "-(1/0)", "abs(-9223372036854775807 - 1)", "9223372036854775807 + 1"] }
    static var values: [Any] { [NSNull(), true, [Any](), [String: Any](), "teal", "infinity", "nan", -3.5,
                                String(repeating: "x", count: 300), "\\(", "((((1))))"] }

    /// Every path into `v`, dictionary keys in sorted order.
    static func paths(_ v: Any, _ prefix: [Any] = []) -> [[Any]] {
        var out = [prefix]
        if let d = v as? [String: Any] {
            for k in d.keys.sorted() { out += paths(d[k] as Any, prefix + [k]) }
        } else if let a = v as? [Any] {
            for (i, e) in a.enumerated() { out += paths(e, prefix + [i]) }
        }
        return out
    }

    static func get(_ v: Any, _ path: ArraySlice<Any>) -> Any? {
        guard let first = path.first else { return v }
        if let k = first as? String, let d = v as? [String: Any], let c = d[k] { return get(c, path.dropFirst()) }
        if let i = first as? Int, let a = v as? [Any], i < a.count { return get(a[i], path.dropFirst()) }
        return nil
    }

    static func set(_ v: Any, _ path: ArraySlice<Any>, _ new: Any) -> Any {
        guard let first = path.first else { return new }
        if let k = first as? String, var d = v as? [String: Any], let c = d[k] {
            d[k] = set(c, path.dropFirst(), new)
            return d
        }
        if let i = first as? Int, var a = v as? [Any], i < a.count {
            a[i] = set(a[i], path.dropFirst(), new)
            return a
        }
        return v
    }

    static func mutate(_ tree: Any, _ g: inout Generator) -> Any {
        var t = tree
        for _ in 0..<Int.random(in: 1...2, using: &g) {
            let all = paths(t)
            guard let p = all.randomElement(using: &g), let v = get(t, p[...]) else { continue }
            switch Int.random(in: 0..<7, using: &g) {
            case 0 where v is NSNumber: t = set(t, p[...], numbers.randomElement(using: &g) ?? 0)
            case 1: t = set(t, p[...], values.randomElement(using: &g) ?? 0)
            case 2:
                if var d = v as? [String: Any], let k = d.keys.sorted().randomElement(using: &g) {
                    d[k + "s"] = d.removeValue(forKey: k)
                    t = set(t, p[...], d)
                }
            case 3 where v is [String: Any]:
                var w: Any = v
                for i in 0..<Int.random(in: 2...40, using: &g) {
                    w = [["ScrollView", "VStack", "Group", "ZStack", "LazyHStack", "ViewThatFits"][i % 6]: [w]]
                }
                t = set(t, p[...], w)
            case 4 where v is [Any]:
                let a = v as? [Any] ?? []
                t = set(t, p[...], a + Array(repeating: a, count: 20).flatMap { $0 })
            case 5 where v is NSNumber:
                t = set(t, p[...], ((v as? NSNumber)?.doubleValue ?? 0) * 3)
            default:
                break
            }
        }
        return t
    }

    @Test("300 mutants of the docs' trees: a layout or a one-line error, never a trap")
    func mutants() throws {
        let seeds = Self.seeds
        #expect(seeds.count > 20)
        var g = Generator(state: 2026)
        var laidOut = 0, rejected = 0
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2, reportsGuides: true)
        for _ in 0..<300 {
            guard let seed = seeds.randomElement(using: &g) else { break }
            let mutant = Self.mutate(seed, &g)
            guard JSONSerialization.isValidJSONObject(mutant) || mutant is NSNumber || mutant is String,
                  let data = try? JSONSerialization.data(withJSONObject: mutant, options: [.sortedKeys, .fragmentsAllowed])
            else { continue }
            do {
                let doc = try DocumentDecoder.decode(data: data, file: "tree.json", baseDirectory: "/nonexistent")
                let result = engine.layout(doc)
                _ = FramesJSON.encode(result)
                _ = ExplainText.render(engine.layoutWithTrace(doc).trace)
                _ = DisplayList(result, options: RenderOptions(background: .white, debug: .labels))
                laidOut += 1
            } catch {
                rejected += 1
                let message = error.description
                #expect(!message.contains("\n"), "\(message)")
                #expect(message.hasPrefix("tree.json:"), "\(message)")
            }
        }
        #expect(laidOut > 50 && rejected > 50, "laid out \(laidOut), rejected \(rejected) of \(seeds.count) seeds")
    }
}
