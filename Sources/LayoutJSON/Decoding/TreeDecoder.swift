import LayoutCore

/// Decodes a VIEW and everything below it into a `ViewNode`.
///
/// This is the only recursive part of decoding. The functions on the recursion path (`view`, `stack`,
/// `applyModifiers`, `layer`) stay small and call `@inline(never)` helpers for the argument-reading work, so
/// each level of nesting costs little stack. Nesting is counted as in the built tree: the outermost modifier
/// of a view is at the view's level, the view itself is below its modifiers, and a background's or overlay's
/// content is one level below that modifier. Beyond `FormatLimits.maxViewDepth` it is an error.
struct TreeDecoder {
    let context: DecodeContext
    /// The file holds a bare VIEW (no document around it): its top object may carry "$schema".
    var isBareView = false

    func view(_ value: JSONValue, _ path: JSONPath, level: Int) throws(InputError) -> ViewNode {
        let object = try ViewObject(value, path, allowsSchema: isBareView && level == 1, context)
        let viewLevel = level + object.modifiers.count
        guard viewLevel <= FormatLimits.maxViewDepth else { throw depthError(value, path) }
        let node: ViewNode
        if Vocabulary.stacks.contains(object.type) {
            node = try stack(object, level: viewLevel)
        } else {
            node = ViewNode(try leafKind(object), id: object.id)
        }
        return try applyModifiers(object, to: node, level: level)
    }

    private func stack(_ object: ViewObject, level: Int) throws(InputError) -> ViewNode {
        let header = try stackHeader(object)
        var children: [ViewNode] = []
        children.reserveCapacity(header.content.count)
        for (i, element) in header.content.enumerated() {
            children.append(try view(element, header.contentPath.index(i), level: level + 1))
        }
        return ViewNode(header.kind, id: object.id, children: children)
    }

    private func applyModifiers(_ object: ViewObject, to base: ViewNode, level: Int) throws(InputError) -> ViewNode {
        var node = base
        var chain = ModifierChain(base: base.kind)
        let count = object.modifiers.count
        for (i, value) in object.modifiers.enumerated() {
            let entry = try ModifierObject(value, object.modifiersPath.index(i), context)
            let kind: NodeKind
            if entry.name == "background" || entry.name == "overlay" {
                // This modifier sits at level + (count - 1 - i); its content one below.
                let layer = try layer(entry, level: level + count - i)
                kind = layer.kind
                node = node.modifier(kind, id: entry.id, secondary: layer.content)
            } else {
                kind = try modifierKind(entry, chain)
                node = node.modifier(kind, id: entry.id)
            }
            chain.append(kind)
        }
        return node
    }

    private func layer(_ entry: ModifierObject, level: Int) throws(InputError) -> (kind: NodeKind, content: ViewNode) {
        let arguments = try layerArguments(entry)
        switch arguments.content {
        case .color(let c): return (arguments.kind, ViewNode(.color(c)))
        case .view(let v, let p): return (arguments.kind, try view(v, p, level: level))
        }
    }

    @inline(never)
    private func depthError(_ value: JSONValue, _ path: JSONPath) -> InputError {
        context.error("views nested too deeply: more than \(FormatLimits.maxViewDepth) levels of views and "
                      + "modifiers (each modifier counts as a level)", value, path)
    }
}

/// What the modifiers so far have made of the view, for the modifiers that only apply directly to a view:
/// `resizable` (an Image, before anything else) and `fill`/`stroke` (a shape, first modifier).
struct ModifierChain {
    /// An Image with only `resizable` applied so far.
    private(set) var isBareImage: Bool
    /// A shape with no modifier yet.
    private(set) var isBareShape: Bool
    let base: NodeKind

    init(base: NodeKind) {
        self.base = base
        if case .image = base { isBareImage = true } else { isBareImage = false }
        if case .shape = base { isBareShape = true } else { isBareShape = false }
    }

    mutating func append(_ kind: NodeKind) {
        if case .resizable = kind {} else { isBareImage = false }
        isBareShape = false
    }
}
