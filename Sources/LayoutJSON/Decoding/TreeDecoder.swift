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
/// one below that modifier; a Group's or ForEach's views take the group's place (below its modifiers, which
/// wrap each of them). Beyond `FormatLimits.maxViewDepth` it is an error.
///
/// Every view is decoded with the variables it sees (`Item.scope`, set on the context before its arguments are
/// read), so ForEach content is decoded once per element with that element bound.
///
/// Each view (the first of a list, a stack's child) is first offered to the fast path (`FastViews`), which reads
/// the common views without this machinery and gives back the ones it does not read.
struct TreeDecoder {
    let context: DecodeContext
    /// The file holds a bare VIEW (no document around it): its top object may carry "$schema".
    var isBareView = false

    /// A view to decode, with the variables it sees.
    struct Item {
        var value: JSONValue
        var path: JSONPath
        var scope: Scope
    }

    /// A view being decoded.
    private struct Pending {
        var object: ViewObject
        var scope: Scope
        /// The level of the view's outermost modifier (where the view sits in its parent).
        var level: Int
        /// The view's own kind (a stack's; leaves are built at once).
        var kind: NodeKind
        /// Group and ForEach: no node of their own; their children take their place in the parent, each
        /// wrapped in the group's modifiers (docs/semantics.md §3.7).
        var isGroup = false
        var content: [Item] = []
        var children: [ViewNode] = []
        /// How many items of `content` are decoded.
        var decoded = 0
        /// Set once the view itself is built (several for a group); modifiers then wrap them one by one.
        var nodes: [ViewNode]?
        var chain = ModifierChain(base: .emptyView)
        var nextModifier = 0
        /// A background/overlay waiting for its content view.
        var layer: (kind: NodeKind, id: String?, origin: NodeOrigin)?
        /// Where the view was written (its modifiers' nodes get their own entries' positions).
        var origin: NodeOrigin?
        /// A system container: builds the view from its decoded content (`SystemHeader`).
        var build: (@Sendable ([ViewNode]) -> ViewNode)?

        /// The level of the view itself, below its modifiers.
        var viewLevel: Int { level + object.modifiers.count }
    }

    /// Decodes one VIEW; a Group or ForEach standing for several views becomes an implicit VStack, as several
    /// top-level views do in SwiftUI (docs/semantics.md §1.3).
    func view(_ value: JSONValue, _ path: JSONPath, level: Int) throws(InputError) -> ViewNode {
        let nodes = try views([Item(value: value, path: path, scope: context.scope)], level: level)
        if nodes.count == 1, let only = nodes.first { return only }
        return ViewNode(.vStack(alignment: .center, spacing: nil), children: nodes)
    }

    /// Decodes a list of VIEWs (Groups and ForEach flattened into it).
    func views(_ items: [Item], level: Int) throws(InputError) -> [ViewNode] {
        var result: [ViewNode] = []
        for item in items {
            if let node = try fastView(item, level: level) {
                result.append(node)
                continue
            }
            var stack: [Pending] = [try start(item, level: level)]
            while let last = stack.indices.last {
                context.scope = stack[last].scope
                if stack[last].nodes == nil {
                    let next = stack[last].decoded
                    if next < stack[last].content.count {
                        let childLevel = stack[last].viewLevel + (stack[last].isGroup ? 0 : 1)
                        let item = stack[last].content[next]
                        if let node = try fastView(item, level: childLevel) {
                            stack[last].children.append(node)
                            stack[last].decoded += 1
                            continue
                        }
                        var child = try start(item, level: childLevel)
                        // A leaf is built at once: its modifiers are applied here, and unless one holds a view
                        // it goes straight to its parent.
                        if child.nodes != nil {
                            if let secondary = try applyModifiers(&child) {
                                stack.append(child)
                                stack.append(try start(secondary.item, level: secondary.level))
                                continue
                            }
                            stack[last].children.append(contentsOf: child.nodes ?? [])
                            stack[last].decoded += 1
                            continue
                        }
                        stack.append(child)
                        continue
                    }
                    let view = stack[last].build.map { build in build(stack[last].children) }
                        ?? ViewNode(stack[last].kind, id: stack[last].object.id, children: stack[last].children,
                                    origin: stack[last].origin)
                    built(stack[last].isGroup ? stack[last].children : [view], &stack[last])
                }
                if let secondary = try applyModifiers(&stack[last]) {
                    stack.append(try start(secondary.item, level: secondary.level))
                    continue
                }
                let done = stack.removeLast()
                let nodes = done.nodes ?? []
                guard let parent = stack.indices.last else {
                    result.append(contentsOf: nodes)
                    break
                }
                if let layer = stack[parent].layer, let bases = stack[parent].nodes {
                    // Several secondary views are layered in an implicit centred ZStack (docs/semantics.md §4.9).
                    let secondary = nodes.count == 1 ? nodes[0]
                        : nodes.isEmpty ? ViewNode(.emptyView) : ViewNode(.zStack(alignment: .center), children: nodes)
                    stack[parent].nodes = bases.map {
                        $0.modifier(layer.kind, id: layer.id, secondary: secondary, origin: layer.origin)
                    }
                    stack[parent].chain.append(layer.kind)
                    stack[parent].layer = nil
                    stack[parent].nextModifier += 1
                } else {
                    // A group's views all become children of the parent.
                    stack[parent].children.append(contentsOf: nodes)
                    stack[parent].decoded += 1
                }
            }
        }
        return result
    }

    /// Reads a VIEW object: a leaf is built at once, a stack, Group or ForEach gets its content to decode.
    private func start(_ item: Item, level: Int) throws(InputError) -> Pending {
        context.scope = item.scope
        let value = item.value, path = item.path
        let object = try ViewObject(value, path, allowsSchema: isBareView && level == 1, context)
        guard level + object.modifiers.count <= FormatLimits.maxViewDepth else { throw depthError(value, path) }
        let category = object.typeFacts.category
        if category == .stack {
            let header = try stackHeader(object)
            let content = header.content.enumerated().map {
                Item(value: $1, path: header.contentPath.index($0), scope: item.scope)
            }
            var pending = Pending(object: object, scope: item.scope, level: level, kind: header.kind, content: content,
                                  origin: origin(value, path))
            pending.children.reserveCapacity(content.count)
            return pending
        }
        if category == .container {
            if object.type == "GridRow", !object.modifiers.isEmpty || object.id != nil {
                throw context.error("a GridRow groups its cells and has no frame of its own; put modifiers and ids "
                                    + "on its cells", value, path)
            }
            let header = try containerHeader(object)
            let content = header.content.enumerated().map {
                Item(value: $1, path: header.contentPath.index($0), scope: item.scope)
            }
            return Pending(object: object, scope: item.scope, level: level, kind: header.kind, content: content,
                           origin: origin(value, path))
        }
        if category == .system {
            // The container's own nodes (bars, cards, row frames) nest its content deeper: count them.
            let level = level + Self.chromeLevels(object.type)
            guard level + object.modifiers.count <= FormatLimits.maxViewDepth else { throw depthError(value, path) }
            let header = try systemHeader(object, level: level + object.modifiers.count, origin: origin(value, path))
            let content = header.content.enumerated().map {
                Item(value: $1, path: header.contentPath.index($0), scope: item.scope)
            }
            return Pending(object: object, scope: item.scope, level: level, kind: .emptyView, content: content,
                           origin: origin(value, path), build: header.build)
        }
        if category == .control, let control = ControlCatalogue.entry(object.type) {
            var reader = ControlReader(object, context)
            let kind = NodeKind.control(try control.read(&reader))
            let content = reader.content.enumerated().map {
                Item(value: $1, path: reader.contentPath.index($0), scope: item.scope)
            }
            var pending = Pending(object: object, scope: item.scope, level: level, kind: kind, content: content,
                                  origin: origin(value, path))
            pending.children = reader.labels
            return pending
        }
        if category == .group {
            let content = try groupContent(object)
            return Pending(object: object, scope: item.scope, level: level, kind: .emptyView, isGroup: true,
                           content: content)
        }
        var pending = Pending(object: object, scope: item.scope, level: level, kind: .emptyView)
        let kind = object.type == "GeometryReader" ? try geometryReader(object, level: level + object.modifiers.count)
            : object.type == "Text" && object.arguments.kind == .array
            ? try textRuns(object, level: level + object.modifiers.count) : try leafKind(object)
        built([ViewNode(kind, id: object.id, origin: origin(value, path))], &pending)
        return pending
    }

    private func built(_ nodes: [ViewNode], _ pending: inout Pending) {
        pending.nodes = nodes
        pending.chain = ModifierChain(base: pending.isGroup ? .emptyView : (nodes.first?.kind ?? .emptyView))
        pending.children = []
        pending.content = []
        pending.decoded = 0
    }

    /// Applies the remaining modifiers; stops at a background/overlay/safeAreaInset whose content is a view,
    /// returning it.
    private func applyModifiers(_ p: inout Pending) throws(InputError) -> (item: Item, level: Int)? {
        let count = p.object.modifiers.count
        while p.nextModifier < count, p.nodes != nil {
            let i = p.nextModifier
            let entryPath = p.object.modifiersPath.index(i)
            let entry = try ModifierObject(p.object.modifiers[i], entryPath, context)
            let at = origin(p.object.modifiers[i], entryPath)
            let kind: NodeKind
            // The most common modifiers go straight to their reader.
            let plain = entry.facts.contains(.plainModifier)
            if !plain, entry.facts.contains(.layerModifier) {
                let layer = entry.name == "safeAreaInset" ? try safeAreaInset(entry) : try layerArguments(entry)
                switch layer.content {
                case .style(let style):
                    kind = layer.kind
                    wrap(&p, kind, id: entry.id, secondary: ViewNode(style, origin: at), origin: at)
                case .view(let value, let path):
                    p.layer = (layer.kind, entry.id, at)
                    // This modifier sits at level + (count - 1 - i); its content one below.
                    return (Item(value: value, path: path, scope: p.scope), p.level + count - i)
                }
            } else if !plain, entry.facts.contains(.barModifier) {
                kind = try barModifierKind(entry, level: p.level + count - 1 - i)
                wrap(&p, kind, id: entry.id, origin: at)
            } else if !plain, entry.facts.contains(.traitModifier) {
                kind = try traitModifierKind(entry, level: p.level + count - 1 - i)
                wrap(&p, kind, id: entry.id, origin: at)
            } else if !plain, let k = try preferenceModifierKind(entry, level: p.level + count - i) {
                kind = k
                wrap(&p, kind, id: entry.id, origin: at)
            } else {
                kind = context.shared(try modifierKind(entry, p.chain))
                wrap(&p, kind, id: entry.id, origin: at)
            }
            p.chain.append(kind)
            p.nextModifier += 1
        }
        return nil
    }

    /// Wraps each of the view's nodes in a modifier, in place (the array is not copied).
    private func wrap(_ p: inout Pending, _ kind: NodeKind, id: String?, secondary: ViewNode? = nil, origin: NodeOrigin) {
        guard var nodes = p.nodes else { return }
        p.nodes = nil
        for i in nodes.indices { nodes[i] = nodes[i].modifier(kind, id: id, secondary: secondary, origin: origin) }
        p.nodes = nodes
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
