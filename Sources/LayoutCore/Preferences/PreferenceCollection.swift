import Foundation

/// What each preference modifier does to the values its subtree sends up, after the subtree was placed
/// (docs/semantics.md §10.2–10.4).
enum PreferenceCollection {
    static func apply(_ node: LayoutNode, frame: CGRect, geometry: PlacementGeometry,
                      _ values: inout PreferenceOutputs, _ state: LayoutEngineState) {
        switch node.kind {
        case .preference(let writer):
            // A modifier on an EmptyView is applied to each view of an empty list: it writes nothing (§10.3).
            guard !isEmptyList(node) else { return }
            switch writer.write {
            case .value(let v):
                values.set(writer.key, v)
            case .transform(let f):
                values.set(writer.key, f(values[writer.key] ?? writer.key.defaultValue))
            case .anchor(let source, let f):
                let (kind, local) = source.local(in: frame.size)
                let rect = local.offsetBy(dx: frame.minX, dy: frame.minY)
                let anchor = Anchor(kind: kind, global: geometry.transform.map { $0.boundingBox(of: rect) } ?? rect)
                let v = f(anchor)
                values.set(writer.key, v)
                if v.contains(anchor) { state.anchorMarks.append(AnchorMark(key: writer.key.name, anchor: anchor)) }
            }
        case .onPreferenceChange(let observer):
            let rank = state.observations.filter { $0.observer.location == observer.location }.count
            state.observations.append(PreferenceObservation(observer: observer, identity: "\(observer.location)#\(rank)",
                                                            value: values[observer.key]))
        default:
            break
        }
    }

    /// An EmptyView under modifiers (no view at all in a list).
    static func isEmptyList(_ node: LayoutNode) -> Bool {
        var n = node
        while n.kind.isModifier, let first = n.children.first { n = first }
        if case .emptyView = n.kind { return true }
        return false
    }
}

extension PreferenceValue {
    /// True when `anchor` is this value or inside it.
    func contains(_ anchor: Anchor) -> Bool {
        switch self {
        case .anchor(let a): a == anchor
        case .array(let a): a.contains { $0.contains(anchor) }
        case .dictionary(let d): d.contains { $0.value.contains(anchor) }
        default: false
        }
    }
}
