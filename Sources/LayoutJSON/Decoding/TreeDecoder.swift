import LayoutCore

/// Decodes a VIEW and everything below it into a `ViewNode`.
///
/// The walk is iterative: views under construction live on an explicit stack (`Pending`), so nesting costs
/// heap, not call stack, in debug and release builds alike. Each view is built in two phases: its children
/// (stack content) first, then its modifiers in order; a background's or overlay's content is decoded like a
/// child and attached when it is complete. Errors and warnings therefore come in document order.
///
/// Nesting is counted as in the built tree: the outermost modifier of a view is at the view's level, the view
/// itself below all its modifiers, a stack's children one below the view, a background's or overlay's content
/// one below that modifier. Beyond `FormatLimits.maxViewDepth` it is an error.
struct TreeDecoder {
    let context: DecodeContext
    /// The file holds a bare VIEW (no document around it): its top object may carry "$schema".
    var isBareView = false

    /// A view being decoded.
    private struct Pending {
        var object: ViewObject
        /// The level of the view's outermost modifier (where the view sits in its parent).
        var level: Int
        /// The view's own kind (a stack's; leaves are built at once).
        var kind: NodeKind
        var content: [JSONValue] = []
        var contentPath: JSONPath
        var children: [ViewNode] = []
        /// Set once the view itself is built; modifiers then wrap it one by one.
        var node: ViewNode?
        var chain = ModifierChain(base: .emptyView)
        var nextModifier = 0
        /// A background/overlay waiting for its content view.
        var layer: (kind: NodeKind, id: String?)?

        /// The level of the view itself, below its modifiers.
        var viewLevel: Int { level + object.modifiers.count }
    }

    func view(_ value: JSONValue, _ path: JSONPath, level: Int) throws(InputError) -> ViewNode {
        var stack: [Pending] = [try start(value, path, level: level)]
        while let last = stack.indices.last {
            if stack[last].node == nil {
                let next = stack[last].children.count
                if next < stack[last].content.count {
                    let child = try start(stack[last].content[next], stack[last].contentPath.index(next),
                                          level: stack[last].viewLevel + 1)
                    stack.append(child)
                    continue
                }
                built(ViewNode(stack[last].kind, id: stack[last].object.id, children: stack[last].children),
                      &stack[last])
            }
            if let secondary = try applyModifiers(&stack[last]) {
                stack.append(try start(secondary.value, secondary.path, level: secondary.level))
                continue
            }
            let done = stack.removeLast()
            let node = done.node ?? ViewNode(.emptyView)
            guard let parent = stack.indices.last else { return node }
            if let layer = stack[parent].layer, let base = stack[parent].node {
                stack[parent].node = base.modifier(layer.kind, id: layer.id, secondary: node)
                stack[parent].chain.append(layer.kind)
                stack[parent].layer = nil
                stack[parent].nextModifier += 1
            } else {
                stack[parent].children.append(node)
            }
        }
        return ViewNode(.emptyView)
    }

    /// Reads a VIEW object: a leaf is built at once, a stack gets its content to decode.
    private func start(_ value: JSONValue, _ path: JSONPath, level: Int) throws(InputError) -> Pending {
        let object = try ViewObject(value, path, allowsSchema: isBareView && level == 1, context)
        guard level + object.modifiers.count <= FormatLimits.maxViewDepth else { throw depthError(value, path) }
        if Vocabulary.stacks.contains(object.type) {
            let header = try stackHeader(object)
            return Pending(object: object, level: level, kind: header.kind, content: header.content,
                           contentPath: header.contentPath)
        }
        if Vocabulary.containers.contains(object.type) {
            if object.type == "GridRow", !object.modifiers.isEmpty || object.id != nil {
                throw context.error("a GridRow groups its cells and has no frame of its own; put modifiers and ids "
                                    + "on its cells", value, path)
            }
            let header = try containerHeader(object)
            return Pending(object: object, level: level, kind: header.kind, content: header.content,
                           contentPath: header.contentPath)
        }
        var pending = Pending(object: object, level: level, kind: .emptyView, contentPath: path)
        built(ViewNode(try leafKind(object), id: object.id), &pending)
        return pending
    }

    private func built(_ node: ViewNode, _ pending: inout Pending) {
        pending.node = node
        pending.chain = ModifierChain(base: node.kind)
        pending.children = []
        pending.content = []
    }

    /// Applies the remaining modifiers; stops at a background/overlay whose content is a view, returning it.
    private func applyModifiers(_ p: inout Pending) throws(InputError)
        -> (value: JSONValue, path: JSONPath, level: Int)? {
        let count = p.object.modifiers.count
        while p.nextModifier < count, let node = p.node {
            let i = p.nextModifier
            let entry = try ModifierObject(p.object.modifiers[i], p.object.modifiersPath.index(i), context)
            let kind: NodeKind
            if entry.name == "background" || entry.name == "overlay" {
                let layer = try layerArguments(entry)
                switch layer.content {
                case .color(let c):
                    kind = layer.kind
                    p.node = node.modifier(kind, id: entry.id, secondary: ViewNode(.color(c)))
                case .view(let value, let path):
                    p.layer = (layer.kind, entry.id)
                    // This modifier sits at level + (count - 1 - i); its content one below.
                    return (value, path, p.level + count - i)
                }
            } else {
                kind = try modifierKind(entry, p.chain)
                p.node = node.modifier(kind, id: entry.id)
            }
            p.chain.append(kind)
            p.nextModifier += 1
        }
        return nil
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
