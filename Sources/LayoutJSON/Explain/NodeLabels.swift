import Foundation
import LayoutCore

/// The labels of a trace's nodes (`NodeLabel`), stored compactly: each distinct name once and per node the index
/// of its name, so a million nodes cost a few bytes each rather than a string each (docs/limits.md, "explain").
/// A name two nodes share is followed by the node's path in brackets (`padding(10) [0.1]`), and for a node deeper
/// than `FramesJSON.maxNestingDepth` by its index in the trace's depth-first order (`padding(10) [node 80]`): a
/// path grows with depth, so writing it on every step would make the explanation of a deep chain quadratic
/// (docs/explain.md, "Node names").
public struct NodeLabels: Sendable {
    private let nodes: [TracedNode]
    /// The distinct names, and whether more than one node has each.
    private var names: [String] = []
    private var shared: [Bool] = []
    /// Per node, the index of its name.
    private var nameOf: [UInt32] = []

    public init(_ trace: LayoutTrace, symbols: ExplainSymbols = .unicode) {
        nodes = trace.nodes
        var index: [String: UInt32] = [:]
        nameOf.reserveCapacity(nodes.count)
        // Summaries are cached per kind for kinds that repeat (a colour, a frame): the same kind, the same name.
        var summaries: [NodeKind: String] = [:]
        for node in nodes {
            let summary: String
            if let s = summaries[node.kind] {
                summary = s
            } else {
                summary = NodeLabel.summary(node.kind, symbols)
                if summaries.count < Self.maxCachedSummaries { summaries[node.kind] = summary }
            }
            let name = summary + (node.id.map { " #" + $0 } ?? "")
            if let k = index[name] {
                nameOf.append(k)
                shared[Int(k)] = true
            } else {
                let k = UInt32(names.count)
                index[name] = k
                names.append(name)
                shared.append(false)
                nameOf.append(k)
            }
        }
    }

    /// Kinds whose summary is remembered (a tree of distinct texts would otherwise keep every summary twice).
    static let maxCachedSummaries = 4096

    public var count: Int { nameOf.count }

    /// The label of node `i`.
    public subscript(i: Int) -> String {
        let k = Int(nameOf[i])
        guard shared[k] else { return names[k] }
        if nodes[i].depth > FramesJSON.maxNestingDepth { return names[k] + " [node \(i)]" }
        return names[k] + " [" + nodes[i].path + "]"
    }
}
