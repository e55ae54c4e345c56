import Foundation
import LayoutCore

/// `layoutviz explain --format json` (docs/explain.md, "JSON output"; schema version 1):
///
///     {
///       "version": 1,
///       "canvas": {"width": 320, "height": 480},
///       "nodes": [
///         {"path": "0", "kind": "padding", "id": null, "label": "padding(10)", "depth": 0, "parent": null},
///         ...
///       ],
///       "events": [
///         {"step": 1, "kind": "propose", "node": "0", "from": null, "phase": "sizing",
///          "proposal": {"width": 320, "height": 480}, "probe": null},
///         {"step": 4, "kind": "answer", "node": "0", "from": null, "phase": "sizing",
///          "proposal": {"width": 320, "height": 480}, "size": {"width": 96, "height": 37}, "cached": false,
///          "probe": null},
///         {"step": 5, "kind": "place", "node": "0", "from": null, "proposal": {"width": 320, "height": 480},
///          "frame": {"x": 112, "y": 221.5, "width": 96, "height": 37}},
///         ...
///       ]
///     }
///
/// One node or event per line, every key always present (null when empty), in this order. Nodes are named by
/// path. A proposal's dimension is a number, null (unspecified) or "infinity"; other non-finite numbers are
/// the strings "infinity", "-infinity", "nan" as in the frame dump. `probe` is null or
/// {"width": q, "height": q} with q one of "min", "ideal", "max", "other" or null (that axis as placed).
public enum ExplainJSON {
    public static let version = 1

    public static func encode(_ trace: LayoutTrace, canvas: CGSize, node: Int? = nil, passes: [StatePass] = []) -> String {
        var text = ""
        encode(trace, canvas: canvas, node: node, passes: passes) { text += $0 }
        return text
    }

    /// The same text as `encode(_:canvas:node:passes:)`, handed to `chunk` in pieces of about
    /// `FramesJSON.chunkSize` bytes (concatenated they are that text): a trace of any size is written as a stream.
    public static func encode(_ trace: LayoutTrace, canvas: CGSize, node: Int? = nil, passes: [StatePass] = [],
                              chunk: (String) throws -> Void) rethrows {
        let labels = NodeLabels(trace)
        let range = node.map { trace.subtree(of: $0) } ?? 0..<trace.nodes.count
        func path(_ i: Int?) -> String { i.map { Quote.json(trace.nodes[$0].path, limit: .max) } ?? "null" }
        var out = "{\n  \"version\": \(version),\n"
        out += "  \"canvas\": " + size(canvas) + ",\n"
        out += ExplainPasses.json(passes) ?? ""
        out += "  \"nodes\": ["
        var first = true
        for i in range {
            let n = trace.nodes[i]
            out += (first ? "\n" : ",\n") + "    {\"path\": " + path(i) + ", \"kind\": " + Quote.json(n.kind.name, limit: .max)
                + ", \"id\": " + (n.id.map { Quote.json($0, limit: .max) } ?? "null")
                + ", \"label\": " + Quote.json(labels[i], limit: .max)
                + ", \"depth\": \(n.depth), \"parent\": " + path(n.parent) + "}"
            first = false
            if out.utf8.count >= FramesJSON.chunkSize {
                try chunk(out)
                out = ""
            }
        }
        out += first ? "],\n" : "\n  ],\n"
        out += "  \"events\": ["
        first = true
        let events = trace.events
        for i in events.indices where range.contains(events.node(at: i)) {
            let e = events[i]
            var line = "{\"step\": \(i + 1), \"kind\": \"\(e.kind.rawValue)\", \"node\": " + path(e.node)
                + ", \"from\": " + path(e.from)
            if e.kind != .place { line += ", \"phase\": \"\(e.phase.rawValue)\"" }
            line += ", \"proposal\": " + FramesJSON.proposal(e.proposal)
            switch e.kind {
            case .propose:
                line += ", \"probe\": " + probe(e.probe)
            case .answer:
                line += ", \"size\": " + size(e.size ?? .zero) + ", \"cached\": \(e.cached), \"probe\": " + probe(e.probe)
            case .place:
                let f = e.frame ?? .zero
                line += ", \"frame\": {\"x\": \(FramesJSON.number(f.origin.x)), \"y\": \(FramesJSON.number(f.origin.y)), "
                    + "\"width\": \(FramesJSON.number(f.size.width)), \"height\": \(FramesJSON.number(f.size.height))}"
            }
            out += (first ? "\n" : ",\n") + "    " + line + "}"
            first = false
            if out.utf8.count >= FramesJSON.chunkSize {
                try chunk(out)
                out = ""
            }
        }
        out += first ? "]\n}" : "\n  ]\n}"
        try chunk(out)
    }

    static func size(_ s: CGSize) -> String {
        "{\"width\": \(FramesJSON.number(s.width)), \"height\": \(FramesJSON.number(s.height))}"
    }

    static func probe(_ p: TraceEvent.Probe?) -> String {
        guard let p else { return "null" }
        func q(_ v: TraceEvent.ProbeQuestion?) -> String { v.map { "\"\($0.rawValue)\"" } ?? "null" }
        return "{\"width\": \(q(p.width)), \"height\": \(q(p.height))}"
    }
}
