import Foundation
import LayoutCore

/// `--node`: a node named by its input id (`title`, or `#title`) or by its path (`0.1`: the root's second
/// child). An id names the first node with it, depth-first.
public enum NodeReference {
    /// The node's index in `trace.nodes`, or a one-line message (with a did-you-mean over the tree's ids).
    public static func resolve(_ reference: String, in trace: LayoutTrace) -> Result<Int, NodeReferenceError> {
        let name = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
        if let i = trace.nodes.firstIndex(where: { $0.id == name }) { return .success(i) }
        if let i = trace.nodes.firstIndex(where: { $0.path == name }) { return .success(i) }
        let quoted = "--node " + Quote.json(reference)
        var ids: [String] = []
        for n in trace.nodes { if let id = n.id, !ids.contains(id) { ids.append(id) } }
        let isPath = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        if isPath {
            return .failure(NodeReferenceError(message: quoted + ": no node at this path (a path lists child "
                + "indices from the root: 0 is the root, 0.1 its second child)"))
        }
        if let near = Suggestion.nearest(to: name, in: ids) {
            return .failure(NodeReferenceError(message: quoted + ": no node has this id; did you mean \(Quote.json(near))?"))
        }
        if ids.isEmpty {
            return .failure(NodeReferenceError(message: quoted + ": no node has this id (the tree names none; "
                + "give a node an \"id\" or use a path such as 0.0)"))
        }
        return .failure(NodeReferenceError(message: quoted + ": no node has this id"
            + Suggestion.hint(for: name, in: ids, fallback: "; ids: " + ids.prefix(Suggestion.maxListed).joined(separator: ", ") + ", ...")))
    }
}

public struct NodeReferenceError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
