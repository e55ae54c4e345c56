import LayoutCore

/// Where each placed node was written: walks the placed tree and the input tree together, in pre-order, and
/// takes the input node's `origin` where the kinds agree, and goes on into the children where their numbers
/// agree too. Nodes the engine made that the input tree does not hold (a GeometryReader's content, decoded at
/// layout time) get nil, as does everything below a disagreement.
public enum NodeOrigins {
    public static func match(_ placed: PlacedNode, _ input: ViewNode) -> [NodeOrigin?] {
        var out: [NodeOrigin?] = []
        var stack: [(placed: PlacedNode, input: ViewNode?)] = [(placed, input)]
        while let (p, v) = stack.popLast() {
            let same = v.map { $0.kind.name == p.kind } ?? false
            out.append(same ? v?.origin : nil)
            let inputs = same ? v?.children ?? [] : []
            let descend = inputs.count == p.children.count
            for (i, child) in p.children.enumerated().reversed() {
                stack.append((child, descend ? inputs[i] : nil))
            }
        }
        return out
    }

    /// The origin of the placed node at `path` (the frame dump's `root.children[1].children[0]`, as
    /// `FrameDifference` names nodes), by the same pairing as `match`; nil when the input did not write it.
    public static func origin(at path: String, _ placed: PlacedNode, _ input: ViewNode) -> NodeOrigin? {
        guard path.hasPrefix("root") else { return nil }
        var p = placed, v = input
        for part in path.dropFirst(4).split(separator: "]") {
            guard part.hasPrefix(".children["), let i = Int(part.dropFirst(".children[".count)),
                  v.kind.name == p.kind, v.children.count == p.children.count, p.children.indices.contains(i)
            else { return nil }
            p = p.children[i]; v = v.children[i]
        }
        return v.kind.name == p.kind ? v.origin : nil
    }
}
