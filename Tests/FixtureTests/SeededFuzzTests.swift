import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import SwiftParser
import SwiftSyntax
import Testing

/// A deterministic, seeded fuzz pass over the docs' and examples' trees: each mutant (a number made huge,
/// negative, tiny or an expression that overflows; a value of the wrong type; a key with a typo; a subtree
/// nested deeply or repeated) must either decode to a document that lays out, dumps, explains and builds a
/// display list with debug labels, or fail with one line naming tree.json:line:column. A trap anywhere fails the
/// run. (The fuzzing after the feature merges found the bugs in HardeningTests this way.) The seed corpus is
/// docs/format.md's trees, Fixtures/examples and every Fixtures/<area>/<case>/tree.json; the mutations include
/// the hostile inputs of issue 13 (unbroken text, nested effect layers), and a byte-level pass feeds the JSON
/// parser and expression parser damaged text. CI runs a fixed seed and budget; a release runs longer
/// (docs/limits.md, "Checking the limits: fuzzing"): `LAYOUTVIZ_FUZZ_SEED` and `LAYOUTVIZ_FUZZ_ROUNDS` (mutants per
/// test, in hundreds) change them.
@Suite("Seeded fuzzing")
struct SeededFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["LAYOUTVIZ_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2026
    static let rounds = max(1, environment["LAYOUTVIZ_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 3)

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

    /// The seed corpus as JSON objects.
    static var seeds: [Any] {
        seedTexts.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    /// Trees from docs/format.md's ```json blocks, Fixtures/examples and the fixture folders, as text.
    static var seedTexts: [String] {
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
        let fixtures = repo.appendingPathComponent("Fixtures")
        let cases = (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/tree.json") }.sorted()
        for path in cases {
            if let s = try? String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8) { texts.append(s) }
        }
        return texts
    }

    /// Text that once hung or exhausted the machine (issue 13), and text at the edge of the limits.
    static var hostileTexts: [Any] {
        [String(repeating: "a\u{00A0}", count: 2_000), String(repeating: "a\u{FE0F}", count: 2_000),
         String(repeating: " ", count: 20_000), String(repeating: "\t", count: 20_000),
         String(repeating: "word ", count: 2_000), String(repeating: "漢", count: 3_000),
         String(repeating: "a", count: 1_000), "\u{1B}[31m\n\u{0}", "\\(0/0)", "\\(1/0.0)"]
    }

    /// Modifiers that each draw into a canvas-sized layer.
    static var effectModifiers: [[String: Any]] {
        [["opacity": 0.5], ["shadow": ["radius": 2]], ["mask": ["Color": "black"]]]
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
            switch Int.random(in: 0..<9, using: &g) {
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
            case 6 where v is String:
                t = set(t, p[...], hostileTexts.randomElement(using: &g) ?? "")
            case 7 where v is [String: Any]:
                if var d = v as? [String: Any], let effect = effectModifiers.randomElement(using: &g) {
                    let n = Int.random(in: 1...400, using: &g)
                    d["modifiers"] = ((d["modifiers"] as? [Any]) ?? []) + Array(repeating: effect, count: n)
                    t = set(t, p[...], d)
                }
            default:
                break
            }
        }
        return t
    }

    /// Lays out, dumps, explains and draws one decoded mutant (a display list; with `png`, also a PNG, where the
    /// effect-layer and pixel limits apply).
    static func exercise(_ doc: ViewDocument, _ engine: LayoutEngine, png: PangoTextMeasurer?) {
        let result = engine.layout(doc)
        _ = FramesJSON.encode(result)
        _ = ExplainText.render(engine.layoutWithTrace(doc).trace)
        let list = DisplayList(result, options: RenderOptions(background: .white, debug: .labels))
        if let png, CanvasCheck.reason(result.canvas) == nil {
            do { _ = try PNGRenderer.render(list, measurer: png) } catch {
                #expect(!error.message.contains("\n"), "\(error.message)")
            }
        }
    }

    @Test("mutants of the docs' and fixtures' trees: a layout or a one-line error, never a trap")
    func mutants() throws {
        let seeds = Self.seeds
        #expect(seeds.count > 80)
        var g = Generator(state: Self.seed)
        var laidOut = 0, rejected = 0
        let engine = LayoutEngine(measurer: BoxFont(), scale: 2, reportsGuides: true)
        let png = try? PangoTextMeasurer(fonts: FontConfiguration.standard())
        for round in 0..<(100 * Self.rounds) {
            guard let seed = seeds.randomElement(using: &g) else { break }
            let mutant = Self.mutate(seed, &g)
            guard JSONSerialization.isValidJSONObject(mutant) || mutant is NSNumber || mutant is String,
                  let data = try? JSONSerialization.data(withJSONObject: mutant, options: [.sortedKeys, .fragmentsAllowed])
            else { continue }
            do {
                let doc = try DocumentDecoder.decode(data: data, file: "tree.json", baseDirectory: "/nonexistent")
                Self.exercise(doc, engine, png: round % 10 == 0 ? png : nil)
                laidOut += 1
                // The same tree as Swift (docs/convert.md): source SwiftParser reads, or one line naming the path.
                do {
                    let swift = try SwiftPrinter.swiftSource(data: data, file: "tree.json", baseDirectory: "/nonexistent")
                    // SwiftParser in a debug build reads at most 20 levels of nesting (swift-syntax's
                    // defaultMaximumNestingLevel); deeper mutants are checked for printing only.
                    let depth = swift.split(separator: "\n").map { $0.prefix { $0 == " " }.count / 4 }.max() ?? 0
                    if depth < 12 { #expect(!Parser.parse(source: swift).hasError, "\(swift)") }
                } catch {
                    #expect(!error.description.contains("\n") && error.description.hasPrefix("tree.json:"), "\(error)")
                }
            } catch {
                rejected += 1
                let message = error.description
                #expect(!message.contains("\n"), "\(message)")
                #expect(message.hasPrefix("tree.json:"), "\(message)")
            }
        }
        #expect(laidOut > 50 && rejected > 50, "laid out \(laidOut), rejected \(rejected) of \(seeds.count) seeds")
    }

    @Test("damaged JSON and expressions: the parser and the expression reader answer with one line")
    func damagedBytes() {
        let texts = Self.seedTexts
        var g = Generator(state: Self.seed &+ 1)
        let junk: [[UInt8]] = [Array("\\(".utf8), Array("((((".utf8), [0xFF, 0xFE], [0xC3], Array("\\u12".utf8),
                               Array("1e999".utf8), Array("\"\\u{1B}[2J".utf8), [0], Array("}]".utf8), Array("[{".utf8)]
        for round in 0..<(100 * Self.rounds) {
            guard var bytes = texts.randomElement(using: &g).map({ Array($0.utf8) }), !bytes.isEmpty else { continue }
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let at = Int.random(in: 0..<bytes.count, using: &g)
                switch Int.random(in: 0..<4, using: &g) {
                case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &g))
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &g)))
                case 2: bytes.insert(contentsOf: junk.randomElement(using: &g) ?? [], at: at)
                default: bytes = Array(bytes.prefix(at))
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                let doc = try DocumentDecoder.decode(data: Data(bytes), file: "tree.json", baseDirectory: "/nonexistent")
                _ = LayoutEngine(measurer: BoxFont(), scale: 2).layout(doc)
            } catch {
                #expect(!error.description.contains("\n"), "round \(round): \(error.description)")
                #expect(error.description.hasPrefix("tree.json:"), "round \(round): \(error.description)")
            }
        }
    }
}
