import Foundation
import LayoutCore

/// How `layoutviz explain` writes numbers that are not plain: "×"/"∞" by default, "x"/"inf" with --ascii.
/// An unspecified dimension is "nil" either way (docs/explain.md).
public struct ExplainSymbols: Sendable, Hashable {
    public var times: String
    public var infinity: String

    public static let unicode = ExplainSymbols(times: "×", infinity: "∞")
    public static let ascii = ExplainSymbols(times: "x", infinity: "inf")

    public init(times: String, infinity: String) { self.times = times; self.infinity = infinity }

    public func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? infinity : "-" + infinity) }
        return NumberFormat.decimal(v)
    }

    public func dimension(_ v: CGFloat?) -> String { v.map(number) ?? "nil" }

    public func proposal(_ p: ProposedViewSize) -> String { dimension(p.width) + times + dimension(p.height) }

    public func size(_ s: CGSize) -> String { number(s.width) + times + number(s.height) }
}

/// The names nodes go by in an explanation: the view type or modifier as written in SwiftUI, with its main
/// arguments (`padding(10)`, `frame(maxWidth: ∞)`, `Text "Hello"`), then `#id` when the input named it.
/// Two nodes that would read the same get their path in brackets (`padding(10) [0.1]`; `NodeLabels`).
public enum NodeLabel {
    /// Every node's label (`NodeLabels` gives them one at a time).
    public static func labels(_ trace: LayoutTrace, symbols: ExplainSymbols = .unicode) -> [String] {
        let labels = NodeLabels(trace, symbols: symbols)
        return (0..<labels.count).map { labels[$0] }
    }

    /// The kind with its arguments; kinds without a summary here read as their name.
    public static func summary(_ kind: NodeKind, _ symbols: ExplainSymbols = .unicode) -> String {
        let n = symbols.number
        func args(_ parts: [(String, CGFloat?)]) -> String {
            parts.compactMap { label, v in v.map { "\(label): \(n($0))" } }.joined(separator: ", ")
        }
        switch kind {
        case .control(let c):
            return c.description
        case .text(let s):
            return "Text " + Quote.json(s, limit: 24)
        case .textRuns(let pieces):
            // Every run shown: its string, or the inline image's symbol.
            return "Text " + pieces.map { piece in
                switch piece.content {
                case .string(let s): Quote.json(s, limit: 24)
                case .symbol(let name): "Image(" + Quote.json(name, limit: 24) + ")"
                }
            }.joined(separator: " + ")
        case .color(let c):
            let name = Color.named.filter { $0.value == c }.map(\.key).sorted().first
            return "Color(" + (name ?? c.hexRGB) + ")"
        case .shape(.roundedRectangle(let r)):
            return "RoundedRectangle(cornerRadius: \(n(r)))"
        case .image(.symbol(let name, _), _, _):
            return "Image(systemName: " + Quote.json(name, limit: 40) + ")"
        case .image(_, let w, let h):
            return "Image(" + symbols.size(CGSize(width: w, height: h)) + ")"
        case .spacer(let m):
            return m.map { "Spacer(minLength: \(n($0)))" } ?? "Spacer"
        case .hStack(let a, let s):
            return stack("HStack", a == .center ? nil : a.key.name, s, n)
        case .vStack(let a, let s):
            return stack("VStack", a == .center ? nil : a.key.name, s, n)
        case .zStack(let a):
            return a == .center ? "ZStack" : "ZStack(alignment: \(alignmentName(a)))"
        case .padding(let e):
            if e.top == e.leading && e.top == e.bottom && e.top == e.trailing { return "padding(\(n(e.top)))" }
            return "padding(" + args([("top", e.top), ("leading", e.leading), ("bottom", e.bottom),
                                      ("trailing", e.trailing)].filter { $0.1 != 0 }) + ")"
        case .frame(let w, let h, _):
            return "frame(" + args([("width", w), ("height", h)]) + ")"
        case .flexibleFrame(let f):
            return "frame(" + args([("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                    ("minHeight", f.minHeight), ("idealHeight", f.idealHeight),
                                    ("maxHeight", f.maxHeight)]) + ")"
        case .fixedSize(let h, let v):
            return h && v ? "fixedSize()" : "fixedSize(horizontal: \(h), vertical: \(v))"
        case .layoutPriority(let p):
            return "layoutPriority(\(n(CGFloat(p))))"
        case .aspectRatio(let r, let mode):
            return "aspectRatio(" + (r.map { n($0) + ", " } ?? "") + "contentMode: .\(mode.rawValue))"
        case .offset(let x, let y):
            return "offset(" + args([("x", x), ("y", y)]) + ")"
        case .alignmentGuide(let key, _):
            return "alignmentGuide(." + key.name + ")"
        case .opacity(let o):
            return "opacity(\(n(CGFloat(o))))"
        default:
            return kind.name
        }
    }

    private static func stack(_ name: String, _ alignment: String?, _ spacing: CGFloat?,
                              _ n: (CGFloat) -> String) -> String {
        var parts: [String] = []
        if let alignment { parts.append("alignment: .\(alignment)") }
        if let spacing { parts.append("spacing: \(n(spacing))") }
        return parts.isEmpty ? name : name + "(" + parts.joined(separator: ", ") + ")"
    }

    private static func alignmentName(_ a: Alignment) -> String {
        let h = a.horizontal.key.name, v = a.vertical.key.name
        if h == "center" { return "." + v }
        if v == "center" { return "." + h }
        return "." + v + h.prefix(1).uppercased() + h.dropFirst()
    }
}
