import Foundation
import LayoutCore

/// `layoutviz explain`'s text: one numbered line per event, indented by the depth of the node it is about, two
/// spaces a level down to `FramesJSON.maxNestingDepth` levels, then no more, so the text is linear in the number of
/// events at any depth (docs/explain.md):
///
///      1. root proposes 320×480 to padding(10)
///      2.   padding(10) proposes 300×460 to Text "Hello"
///      3.   Text "Hello" answers 76×17
///      4. padding(10) answers 96×37
///      5. root places padding(10) at (112, 221.5), size 96×37, proposal 320×480
///
/// Numbers are the events' steps in the whole trace (a selection keeps them), right-aligned. `node` keeps the
/// events about that node and its descendants; `skipCached` leaves out questions answered from the cache.
/// The text is written as a stream (`render(_:chunk:)`), never whole in memory, so a trace of any size can be
/// written.
public enum ExplainText {
    public static func render(_ trace: LayoutTrace, node: Int? = nil, symbols: ExplainSymbols = .unicode,
                              skipCached: Bool = false) -> String {
        var text = ""
        render(trace, node: node, symbols: symbols, skipCached: skipCached) { text += $0 }
        return text
    }

    /// The same text as `render(_:node:symbols:skipCached:)`, handed to `chunk` in pieces of about
    /// `FramesJSON.chunkSize` bytes (concatenated they are that text).
    public static func render(_ trace: LayoutTrace, node: Int? = nil, symbols: ExplainSymbols = .unicode,
                              skipCached: Bool = false, chunk: (String) throws -> Void) rethrows {
        let labels = NodeLabels(trace, symbols: symbols)
        let range = node.map { trace.subtree(of: $0) } ?? 0..<trace.nodes.count
        let baseDepth = node.map { trace.nodes[$0].depth } ?? 0
        let events = trace.events
        func cachedPair(_ i: Int) -> Bool {
            switch events.kind(at: i) {
            case .propose: return i + 1 < events.count && events.kind(at: i + 1) == .answer && events.isCached(at: i + 1)
            case .answer: return events.isCached(at: i)
            case .place: return false
            }
        }
        func kept(_ i: Int) -> Bool { range.contains(events.node(at: i)) && !(skipCached && cachedPair(i)) }
        // The last step written sets the width of the numbers.
        let width = String((events.indices.last(where: kept) ?? 0) + 1).count
        var out = ""
        for i in events.indices where kept(i) {
            let e = events[i]
            let number = String(i + 1)
            out += String(repeating: " ", count: width - number.count) + number + ". "
            out += String(repeating: "  ", count: min(max(0, trace.nodes[e.node].depth - baseDepth), FramesJSON.maxNestingDepth))
            out += line(e, labels, symbols) + "\n"
            if out.utf8.count >= FramesJSON.chunkSize {
                try chunk(out)
                out = ""
            }
        }
        try chunk(out)
    }

    static func line(_ e: TraceEvent, _ labels: NodeLabels, _ symbols: ExplainSymbols) -> String {
        let who = e.from.map { labels[$0] } ?? "root"
        let node = labels[e.node]
        switch e.kind {
        case .propose:
            var tags: [String] = []
            if let probe = e.probe { tags.append(describe(probe)) }
            if e.phase == .placement { tags.append("while placing") }
            if e.phase == .alignment { tags.append("for alignment") }
            return "\(who) proposes \(symbols.proposal(e.proposal)) to \(node)"
                + (tags.isEmpty ? "" : " (" + tags.joined(separator: ", ") + ")")
        case .answer:
            return "\(node) answers \(symbols.size(e.size ?? .zero))" + (e.cached ? " (cached)" : "")
        case .place:
            let f = e.frame ?? .zero
            return "\(who) places \(node) at (\(symbols.number(f.origin.x)), \(symbols.number(f.origin.y))), "
                + "size \(symbols.size(f.size)), proposal \(symbols.proposal(e.proposal))"
        }
    }

    /// "probe: min" when both axes ask the same, else per axis: "probe: min width", "probe: ideal width, min height".
    static func describe(_ probe: TraceEvent.Probe) -> String {
        func word(_ q: TraceEvent.ProbeQuestion) -> String { q == .other ? "trial" : q.rawValue }
        if let w = probe.width, let h = probe.height, w == h { return "probe: " + word(w) }
        var parts: [String] = []
        if let w = probe.width { parts.append(word(w) + " width") }
        if let h = probe.height { parts.append(word(h) + " height") }
        return "probe: " + parts.joined(separator: ", ")
    }
}
