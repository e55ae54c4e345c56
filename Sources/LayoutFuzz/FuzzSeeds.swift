// The seed corpora, from the repository's fixtures (docs/limits.md, "Fuzzing"): `json` gets every tree a
// directory search finds (the examples, the fixture folders' tree.json, the sheets), `swift` every .swift file,
// `expression` every expression written in those trees (the strings of numeric arguments that are not plain
// numbers, and the inside of each "\(...)" interpolation) with their free names bound to the target's scope
// (`bind`), plus the grammar's forms. Fixtures/fuzz/<target>/ holds inputs the fuzzer once found (kept as
// regression inputs): each goes to its target's corpus as it is. Files are named by content hash, so writing
// twice gives the same corpus.
import Foundation
import LayoutPipeline
import LayoutRender

enum FuzzSeeds {
    /// The grammar's forms (docs/format.md, "Expressions"), so every production is in the corpus.
    static let grammar = ["1 + 2 * 3", "-(4 / 2)", "CGFloat(i) * 10", "Double(i) / 2", "Int(proxy.size.width)",
                          "min(proxy.size.height, 40)", "max(1, 2, 3)", "abs(-1.5)", "Float(2)", "d.width / 2",
                          "d[.trailing]", "d[HorizontalAlignment.center] + 10", "proxy.safeAreaInsets.top",
                          "i / 2"]

    /// Writes OUT/<target>/<hash> for each seed; returns the count per target.
    static func write(fixtures: String, to out: String) throws -> [FuzzTarget: Int] {
        var corpus: [FuzzTarget: Set<Data>] = [:]
        let kept = (fixtures as NSString).appendingPathComponent("fuzz") + "/"
        for file in files(under: [fixtures]) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if file.hasPrefix(kept) {
                let folder = file.dropFirst(kept.count).split(separator: "/").first.map(String.init) ?? ""
                if let target = FuzzTarget(rawValue: folder) { corpus[target, default: []].insert(data) }
                continue
            }
            if file.hasSuffix(".swift") { corpus[.swift, default: []].insert(data); continue }
            guard JSONFrontEnd().isInput(fileName: (file as NSString).lastPathComponent),
                  let tree = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { continue }
            corpus[.json, default: []].insert(data)
            for expression in expressions(in: tree) {
                guard let bound = bind(expression) else { continue }
                corpus[.expression, default: []].insert(Data(bound.utf8))
            }
        }
        for form in grammar { corpus[.expression, default: []].insert(Data(form.utf8)) }
        var counts: [FuzzTarget: Int] = [:]
        for (target, inputs) in corpus {
            let dir = URL(fileURLWithPath: out).appendingPathComponent(target.rawValue)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for input in inputs {
                try input.write(to: dir.appendingPathComponent(String(SHA256Hasher.hex(input).prefix(16))))
            }
            counts[target] = inputs.count
        }
        return counts
    }

    /// The expressions written in a tree: interpolations' insides, and strings with an operator, a call or a name.
    static func expressions(in value: Any) -> [String] {
        if let object = value as? [String: Any] { return object.keys.sorted().flatMap { expressions(in: object[$0] as Any) } }
        if let array = value as? [Any] { return array.flatMap { expressions(in: $0) } }
        guard let string = value as? String else { return [] }
        var out: [String] = []
        var rest = Substring(string)
        while let start = rest.range(of: "\\(") {
            var depth = 1, end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                if depth > 0 { end = rest.index(after: end) }
            }
            out.append(String(rest[start.upperBound..<end]))
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
        }
        if out.isEmpty, string.contains(where: { "+-*/(.[".contains($0) }), string.count < 200,
           string.first.map({ $0.isNumber || $0.isLetter || $0 == "-" || $0 == "(" }) == true,
           !string.contains(" "), !string.contains("://"),  // a URL (a Link's destination) is not an expression
           !string.contains(where: \.isUppercase) || string.contains("(") {
            out.append(string)
        }
        return out
    }

    /// Names the expression target has in scope (FuzzTarget's templates), and the grammar's own words.
    static let inScope: Set<String> = ["i", "proxy", "d", "HorizontalAlignment", "VerticalAlignment"]

    /// `expression` with its free names bound to the target's scope: a ForEach element or index, a state value
    /// (`n`, `title`, ...) becomes `i`, another GeometryReader's proxy (`geo.size`) becomes `proxy`. nil for what
    /// the target cannot give a context: a range ("2...4", a lineLimit), an anchor (`proxy[anchor]` needs its
    /// anchorPreference).
    static func bind(_ expression: String) -> String? {
        if expression.contains("...") || expression.contains("proxy[") { return nil }
        guard let names = try? NSRegularExpression(pattern: #"(?<![.\w])[A-Za-z_][A-Za-z0-9_]*\b(?!\s*\()"#) else {
            return expression
        }
        var out = expression
        let whole = NSRange(expression.startIndex..., in: expression)
        for match in names.matches(in: expression, range: whole).reversed() {
            guard let range = Range(match.range, in: out) else { continue }
            let name = String(out[range])
            guard !inScope.contains(name) else { continue }
            let isProxy = out[range.upperBound...].hasPrefix(".size") || out[range.upperBound...].hasPrefix(".safeAreaInsets")
            out.replaceSubrange(range, with: isProxy ? "proxy" : "i")
        }
        return out
    }

    /// Every regular file under `paths` (a file is itself; FIFOs and devices are left out), sorted, each real
    /// directory walked once.
    static func files(under paths: [String]) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        func walk(_ path: String) {
            let type = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path)
                .resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
            if type == .typeRegular { out.append(path) }
            guard type == .typeDirectory else { return }
            guard seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted else { return }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            where !name.hasPrefix(".") {
                walk((path as NSString).appendingPathComponent(name))
            }
        }
        paths.forEach(walk)
        return out
    }
}
