import Foundation
import LayoutCore

/// The frames JSON of `layoutviz layout` (issue 2 §6; docs/format.md, "Frames output"):
///
///     {
///       "canvas": {"width": 320, "height": 480},
///       "root": {
///         "kind": "padding",
///         "id": "outer",
///         "frame": {"x": 0, "y": 221.5, "width": 320, "height": 37},
///         "proposal": {"width": 320, "height": 480},
///         "guides": {"firstTextBaseline": 24.5, "lastTextBaseline": 24.5},
///         "children": [
///           ...
///         ]
///       }
///     }
///
/// Two-space indentation, keys in the order kind, id, frame, proposal, guides, children; `id` only when the
/// input gave one; `guides` only when the node has explicit guides (`LayoutEngine.reportsGuides`); `children`
/// omitted for leaves; `canvas`, `frame`, `proposal` and `guides` objects on one line. A proposal's dimension
/// is a number, null (unspecified) or "infinity". Numbers use
/// `NumberFormat.decimal` (at most 3 decimals, no trailing zeros); a non-finite number is written as the
/// string "infinity", "-infinity" or "nan". The text has no trailing newline. Writing is iterative, so any
/// depth is fine, and linear in the tree's size: indentation grows with depth up to `maxNestingIndent`
/// (depth 24), then stays (deeper nodes are indented like their parents; the JSON is the same).
/// `encode(_:chunk:)` hands the text out in pieces of about `chunkSize` bytes as it is written (a stream).
public enum FramesJSON {
    /// The depth after which indentation stops growing (here and in `explain`'s text, `ExplainText`).
    public static let maxNestingDepth = 24
    /// The deepest indentation of a node's `{` (spaces): 2 for the root, 4 more per level up to this.
    public static let maxNestingIndent = 2 + 4 * maxNestingDepth
    /// About how many bytes `encode(_:chunk:)` gathers before handing them out.
    public static let chunkSize = 1 << 16

    public static func encode(_ result: LayoutResult) -> String {
        var text = ""
        encode(canvas: result.canvas, root: result.root, passes: FramePasses(result.passes)) { text += $0 }
        return text
    }

    /// The same text as `encode(_:)`, handed to `chunk` piece by piece (concatenated they are that text).
    public static func encode(_ result: LayoutResult, chunk: (String) throws -> Void) rethrows {
        try encode(canvas: result.canvas, root: result.root, passes: FramePasses(result.passes), chunk: chunk)
    }

    public static func encode(_ dump: FrameDump) -> String {
        var text = ""
        encode(canvas: dump.canvas, root: dump.root, passes: dump.passes) { text += $0 }
        return text
    }

    private static func encode<Node: FrameTree>(canvas: CGSize, root: Node, passes: FramePasses? = nil,
                                                chunk: (String) throws -> Void) rethrows {
        var out = "{\n  \"canvas\": {\"width\": \(number(canvas.width)), \"height\": \(number(canvas.height))},\n"
        if let passes {
            let state = passes.state.map { "\(Quote.jsonString($0.name)): \(Quote.jsonString($0.value))" }.joined(separator: ", ")
            out += "  \"passes\": {\"count\": \(passes.count), \"state\": {\(state)}},\n"
        }
        out += "  \"root\": "
        var stack: [(node: Node, indent: Int, next: Int)] = []
        writeHeader(root, indent: 2, into: &out)
        stack.append((root, 2, 0))
        while let top = stack.last {
            if out.utf8.count >= chunkSize {
                try chunk(out)
                out = ""
            }
            if top.next < top.node.children.count {
                let child = top.node.children[top.next]
                stack[stack.count - 1].next += 1
                if top.next > 0 { out.append(",\n") }
                let indent = min(top.indent + 4, maxNestingIndent)
                out.append(spaces(indent))
                writeHeader(child, indent: indent, into: &out)
                stack.append((child, indent, 0))
            } else {
                stack.removeLast()
                if !top.node.children.isEmpty {
                    out.append("\n")
                    out.append(spaces(top.indent + 2))
                    out.append("]")
                }
                out.append("\n")
                out.append(spaces(top.indent))
                out.append("}")
            }
        }
        try chunk(out + "\n}")
    }

    /// Every indentation written (up to `maxNestingIndent` + 2 spaces), made once.
    private static let indentations = (0...maxNestingIndent + 2).map { String(repeating: " ", count: $0) }

    private static func spaces(_ n: Int) -> String {
        n >= 0 && n < indentations.count ? indentations[n] : String(repeating: " ", count: max(0, n))
    }

    /// `{`, kind, id, frame and, when there are children, the opening of the children array.
    private static func writeHeader<Node: FrameTree>(_ node: Node, indent: Int, into out: inout String) {
        // Appended piece by piece: a `+` chain makes a new string at every step.
        let pad = spaces(indent + 2)
        out.append("{\n"); out.append(pad); out.append("\"kind\": "); out.append(Quote.json(node.kind, limit: .max))
        out.append(",\n")
        if let id = node.id {
            out.append(pad); out.append("\"id\": "); out.append(Quote.json(id, limit: .max)); out.append(",\n")
        }
        let f = node.frame
        out.append(pad)
        out.append("\"frame\": {\"x\": "); out.append(number(f.origin.x))
        out.append(", \"y\": "); out.append(number(f.origin.y))
        out.append(", \"width\": "); out.append(number(f.size.width))
        out.append(", \"height\": "); out.append(number(f.size.height)); out.append("}")
        if let p = node.dumpedProposal {
            out.append(",\n"); out.append(pad); out.append("\"proposal\": ")
            appendProposal(p, into: &out)
        }
        let guides = node.dumpedGuides
        if !guides.isEmpty {
            out.append(",\n"); out.append(pad); out.append("\"guides\": {")
            for (i, g) in guides.enumerated() {
                if i > 0 { out.append(", ") }
                out.append(Quote.json(g.name, limit: .max)); out.append(": "); out.append(number(g.value))
            }
            out.append("}")
        }
        if !node.children.isEmpty { out.append(",\n"); out.append(pad); out.append("\"children\": [\n") }
    }

    /// `{"width": 300, "height": null}`: null for an unspecified dimension, "infinity" for an infinite one.
    public static func proposal(_ p: ProposedViewSize) -> String {
        var text = ""
        appendProposal(p, into: &text)
        return text
    }

    private static func appendProposal(_ p: ProposedViewSize, into out: inout String) {
        out.append("{\"width\": "); out.append(p.width.map(number) ?? "null")
        out.append(", \"height\": "); out.append(p.height.map(number) ?? "null"); out.append("}")
    }

    public static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "\"nan\"" : (v > 0 ? "\"infinity\"" : "\"-infinity\"") }
        // NumberFormat.decimal works in Int64 thousandths; beyond that, Swift's shortest exact form.
        if abs(v) >= 1e15 { return "\(Double(v))" }
        return NumberFormat.decimal(v)
    }
}

/// What the encoder needs of a node: `PlacedNode` (encoded directly, without building a `FrameDump`) and
/// `FrameNode` both have it.
protocol FrameTree {
    var kind: String { get }
    var id: String? { get }
    var frame: CGRect { get }
    var dumpedProposal: ProposedViewSize? { get }
    var dumpedGuides: [FrameGuide] { get }
    var children: [Self] { get }
}

extension PlacedNode: FrameTree {
    var dumpedProposal: ProposedViewSize? { proposal }
    var dumpedGuides: [FrameGuide] { FrameGuide.list(guides) }
}

extension FrameNode: FrameTree {
    var dumpedProposal: ProposedViewSize? { proposal }
    var dumpedGuides: [FrameGuide] { guides }
}
