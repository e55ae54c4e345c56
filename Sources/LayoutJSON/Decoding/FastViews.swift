import Foundation
import LayoutCore

/// The decoder's fast path for the views most big trees are made of. A view whose every key, argument and
/// modifier is in a small subset is read straight from the parsed document's table: no `ViewObject`,
/// `ModifierObject` or `Arguments`, no `JSONPath` per value (a node's origin renders its path from the node's
/// place in the document when asked: `DocumentPath`). The subset, each form without expressions or `null`:
/// - views: `Color` with a colour name or "#hex" read before in the document (`DecodeContext.knownColorKind`),
///   `HStack`/`VStack`/`ZStack` (an array, or `alignment` (a built-in name), `spacing` (a number), `content`),
///   `Text` with a string that has no interpolation and passes `TextBreaks`, `Rectangle`/`Circle`/`Ellipse`/
///   `Capsule` with `{}`, `Spacer` with `{}`;
/// - modifiers: `frame` (numbers, "infinity" for a flexible dimension, a built-in alignment name; a value that
///   would warn is not in the subset), `padding` with a number;
/// - beside the type: `modifiers`, and `id` as a plain string.
/// Anything else about a view (another key, a duplicate, a value of another form, one that would warn or fail,
/// nesting near `FormatLimits.maxViewDepth`) and the general decoder (`TreeDecoder.views`) reads that view, so
/// every error and warning is the general decoder's. A fast view's children outside the subset are read by the
/// general decoder, whose children may take the fast path again (`DecodeContext.fastNesting` bounds the
/// recursion). The result is the general decoder's: kinds, ids, children and origins (`FastPathTests` compares
/// both on every fixture and example). It runs on parsed texts only (`DocumentPath` needs their numbering), with
/// no variables in scope.
extension TreeDecoder {
    /// `item` read by the fast path; nil when its view is not in the subset (the caller reads it).
    func fastView(_ item: Item, level: Int) throws(InputError) -> ViewNode? {
        let document = item.value.document
        guard context.usesFastPath, document.isText, item.scope.isEmpty, context.fastNesting < FastViews.maxNesting
        else { return nil }
        var reader = FastViews(decoder: self, document: document, base: DocumentPath.Base(
            document: document, node: item.value.index, path: item.path), scope: item.scope)
        context.fastNesting += 1
        defer { context.fastNesting -= 1 }
        let node = try reader.view(item.value.index, level: level)
        context.fastViewsRead += reader.viewsRead
        return node
    }
}

/// The keys the fast path knows, by what they are.
enum FastKey: UInt8 {
    case unread = 0, other
    case color, hStack, vStack, zStack, text, rectangle, circle, ellipse, capsule, spacer
    case modifiers, id, frame, padding
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment, spacing, content

    static let byName: [String: FastKey] = [
        "Color": .color, "HStack": .hStack, "VStack": .vStack, "ZStack": .zStack, "Text": .text,
        "Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule, "Spacer": .spacer,
        "modifiers": .modifiers, "id": .id, "frame": .frame, "padding": .padding,
        "width": .width, "height": .height, "minWidth": .minWidth, "idealWidth": .idealWidth, "maxWidth": .maxWidth,
        "minHeight": .minHeight, "idealHeight": .idealHeight, "maxHeight": .maxHeight,
        "alignment": .alignment, "spacing": .spacing, "content": .content,
    ]
}

/// What each string of one parsed document is as a key of the fast path, looked up once per string.
final class FastKeyTable {
    let document: JSONDocument
    private let keys: UnsafeMutablePointer<FastKey>
    private let count: Int

    init(document: JSONDocument) {
        self.document = document
        count = document.strings.count
        keys = .allocate(capacity: max(count, 1))
        keys.initialize(repeating: .unread, count: max(count, 1))
    }

    deinit { keys.deallocate() }

    /// The key whose index among the document's strings is `string`.
    @inline(__always)
    func key(_ string: Int) -> FastKey {
        guard string >= 0, string < count else { return .other }
        let known = keys[string]
        if known != .unread { return known }
        let found = FastKey.byName[document.strings[string]] ?? .other
        keys[string] = found
        return found
    }
}

/// One walk of the fast path over a parsed document (see `TreeDecoder.fastView`).
struct FastViews {
    /// Walks of the fast path in one another's calls at most (a fast view's child read by the general decoder,
    /// whose child is fast again: each is a call); deeper ones leave their views to the general decoder.
    static let maxNesting = 4

    let decoder: TreeDecoder
    let context: DecodeContext
    let document: JSONDocument
    let base: DocumentPath.Base
    /// The variables in scope (none).
    let scope: Scope
    let keys: FastKeyTable
    /// Plain fixed frames' kinds read lately (`plainFixedFrame`).
    let frames: FastFrameMemo
    /// The modifiers of the stacks being read, innermost stack's last (one array for all of them): each one's
    /// kind, id and value (its origin is made when it wraps the stack). A leaf is wrapped as its modifiers are read.
    private var modifiers: [(kind: NodeKind, id: String?, value: Int)] = []
    /// The last colour name read (its index among the document's strings) and its kind.
    private var lastColor: (string: Int, kind: NodeKind)?
    /// The last stack kind made, with what it was made of: its type, spacing's bits and alignment's name.
    private var lastStack: (type: FastKey, spacing: UInt64?, alignment: String?, kind: NodeKind)?
    /// Views read so far (added to `DecodeContext.fastViewsRead` at the end of the walk).
    private(set) var viewsRead = 0

    init(decoder: TreeDecoder, document: JSONDocument, base: DocumentPath.Base, scope: Scope) {
        self.decoder = decoder
        self.scope = scope
        context = decoder.context
        self.document = document
        self.base = base
        keys = context.fastKeyTable(for: document)
        frames = context.fastFrames
    }

    private typealias Node = JSONDocument.Node

    /// A stack being read: its kind and id, its content's slots, the next one to read, its children so far and
    /// where its modifiers start in `modifiers`.
    private struct Frame {
        var value: Int
        var kind: NodeKind
        var id: String?
        var content: Range<Int>
        var next: Int
        var childLevel: Int
        var children: [ViewNode]
        var mark: Int
    }

    /// What `open` did with a view: a leaf built and appended, a stack whose content is to be read, or nothing
    /// (the view is not in the subset).
    private enum Opened {
        case built
        case stack(Frame)
        case notFast
    }

    /// The view at value `v` (its outermost modifier at `level`), or nil when it is not in the subset. Iterative:
    /// the stacks being read are on `stack`, so nesting costs heap, not call stack.
    mutating func view(_ v: Int, level: Int) throws(InputError) -> ViewNode? {
        var stack: [Frame] = []
        var top: [ViewNode] = []
        switch open(v, level: level, into: &top) {
        case .notFast: return nil
        case .built: return top.first
        case .stack(let frame): push(frame, on: &stack)
        }
        while let last = stack.indices.last {
            let s = stack[last].next
            if s < stack[last].content.upperBound {
                stack[last].next = s + 1
                let child = document.slots[s].value, childLevel = stack[last].childLevel
                switch open(child, level: childLevel, into: &stack[last].children) {
                case .built:
                    break
                case .stack(let frame):
                    push(frame, on: &stack)
                case .notFast:
                    let item = TreeDecoder.Item(value: JSONValue(document: document, index: child),
                                                path: DocumentPath(base: base, node: child).jsonPath, scope: scope)
                    stack[last].children.append(contentsOf: try decoder.views([item], level: childLevel))
                }
                continue
            }
            let done = stack.removeLast()
            let node = finish(done.value, done.kind, done.id, done.children, mark: done.mark)
            guard let parent = stack.indices.last else { return node }
            stack[parent].children.append(node)
        }
        return nil
    }

    /// `frame` pushed on `stack`, with room for its children (made there, where the array has one owner: room made
    /// before would be copied at the first child).
    private func push(_ frame: Frame, on stack: inout [Frame]) {
        stack.append(frame)
        stack[stack.count - 1].children.reserveCapacity(frame.content.count)
    }

    /// The view `v` read: a leaf built with its modifiers and appended to `children` (a Text's location recorded),
    /// or a stack with its modifiers' kinds read, to fill.
    private mutating func open(_ v: Int, level: Int, into children: inout [ViewNode]) -> Opened {
        let object = document.nodes[v]
        guard object.kind == .object, object.count > 0, object.count <= 3 else { return .notFast }
        // The view object's keys: one type, optionally "modifiers" and "id".
        var type = FastKey.other, arguments = -1, modifierList = -1, id: String?
        for s in object.payload..<(object.payload + object.count) {
            let slot = document.slots[s]
            let key = keys.key(slot.key)
            switch key {
            case .color, .hStack, .vStack, .zStack, .text, .rectangle, .circle, .ellipse, .capsule, .spacer:
                guard arguments < 0 else { return .notFast }
                type = key
                arguments = slot.value
            case .modifiers:
                guard modifierList < 0, document.nodes[slot.value].kind == .array else { return .notFast }
                modifierList = slot.value
            case .id:
                guard id == nil, let s = plainString(slot.value) else { return .notFast }
                id = s
            default:
                return .notFast
            }
        }
        guard arguments >= 0 else { return .notFast }
        let modifierSlots: Range<Int>
        if modifierList >= 0 {
            let list = document.nodes[modifierList]
            modifierSlots = list.payload..<(list.payload + list.count)
        } else {
            modifierSlots = 0..<0
        }
        // Well inside the depth limit (the general decoder reports going past it).
        guard level + modifierSlots.count + 2 <= FormatLimits.maxViewDepth else { return .notFast }

        // The view's own kind, and a stack's content.
        var content = 0..<0
        let kind: NodeKind
        switch type {
        case .color:
            let name = document.nodes[arguments]
            if name.kind == .string, name.count == 1, let last = lastColor, last.string == name.payload {
                kind = last.kind
            } else {
                guard let known = context.knownColorKind(document, arguments) else { return .notFast }
                kind = known
                if name.kind == .string { lastColor = (name.payload, known) }
            }
        case .hStack, .vStack, .zStack:
            guard let stack = stackKind(type, arguments, &content) else { return .notFast }
            kind = stack
        case .text:
            guard let s = plainString(arguments), TextBreaks.check(s) == nil else { return .notFast }
            kind = .text(s)
        case .rectangle, .circle, .ellipse, .capsule, .spacer:
            let a = document.nodes[arguments]
            guard a.kind == .object, a.count == 0 else { return .notFast }
            kind = switch type {
            case .rectangle: .shape(.rectangle)
            case .circle: .shape(.circle)
            case .ellipse: .shape(.ellipse)
            case .capsule: .shape(.capsule)
            default: .spacer(minLength: nil)
            }
        default:
            return .notFast
        }

        if content.isEmpty {
            // A leaf (or an empty stack): built, then wrapped in each modifier as it is read (nothing is kept when
            // one is not in the subset).
            var node = built(kind, id: id, v)
            for s in modifierSlots {
                let m = document.slots[s].value
                guard let modifier = modifier(m) else { return .notFast }
                node = wrapped(node, modifier.kind, id: modifier.id, m)
            }
            if type == .text { context.locations.texts.append((textString(arguments), location(arguments))) }
            viewsRead += 1
            children.append(node)
            return .built
        }
        // A stack: its modifiers checked and read before anything is built, applied when its content is read.
        let mark = modifiers.count
        for s in modifierSlots {
            let m = document.slots[s].value
            guard let modifier = modifier(m) else {
                dropModifiers(from: mark)
                return .notFast
            }
            modifiers.append((modifier.kind, modifier.id, m))
        }
        return .stack(Frame(value: v, kind: kind, id: id, content: content, next: content.lowerBound,
                            childLevel: level + modifierSlots.count + 1, children: [], mark: mark))
    }

    /// The stack `v` built from its parts, wrapped in its modifiers (`modifiers[mark...]`, then dropped).
    private mutating func finish(_ v: Int, _ kind: NodeKind, _ id: String?, _ children: [ViewNode], mark: Int) -> ViewNode {
        var node = ViewNode(kind, id: id, children: children, origin: origin(v))
        for i in mark..<modifiers.count {
            node = wrapped(node, modifiers[i].kind, id: modifiers[i].id, modifiers[i].value)
        }
        dropModifiers(from: mark)
        viewsRead += 1
        return node
    }

    /// A node of `kind` for value `v` (no children yet).
    private func built(_ kind: NodeKind, id: String?, _ v: Int) -> ViewNode {
        ViewNode(kind, id: id, origin: origin(v))
    }

    /// `node.modifier(kind, id:)` for the modifier at value `m`, with the view moved into its wrapper.
    private func wrapped(_ node: consuming ViewNode, _ kind: NodeKind, id: String?, _ m: Int) -> ViewNode {
        ViewNode(kind, id: id, children: [node], origin: origin(m))
    }

    private mutating func dropModifiers(from mark: Int) {
        while modifiers.count > mark { modifiers.removeLast() }
    }

    /// A modifier element: `{"frame": {...}}` or `{"padding": n}`, optionally with a plain "id".
    private func modifier(_ m: Int) -> (kind: NodeKind, id: String?)? {
        let object = document.nodes[m]
        guard object.kind == .object, object.count == 1 || object.count == 2 else { return nil }
        var name = FastKey.other, arguments = -1, id: String?
        for s in object.payload..<(object.payload + object.count) {
            let slot = document.slots[s]
            let key = keys.key(slot.key)
            switch key {
            case .frame, .padding:
                guard arguments < 0 else { return nil }
                name = key
                arguments = slot.value
            case .id:
                guard id == nil, let s = plainString(slot.value) else { return nil }
                id = s
            default:
                return nil
            }
        }
        let kind: NodeKind
        switch name {
        case .frame:
            let object = document.nodes[arguments]
            guard object.kind == .object, let frame = plainFixedFrame(object) ?? frame(arguments) else { return nil }
            kind = frame
        case .padding:
            let a = document.nodes[arguments]
            guard a.kind == .number, abs(a.number) <= FormatLimits.maxLength else { return nil }
            kind = context.shared(.padding(EdgeInsets(CGFloat(a.number))))
        default:
            return nil
        }
        return (kind, id)
    }

    /// `frame`'s kind (shared) when every argument is in the subset and none would warn (`TreeDecoder.frame`).
    private func frame(_ a: Int) -> NodeKind? {
        let object = document.nodes[a]
        guard object.kind == .object, object.count <= 9 else { return nil }
        // Indexed by FastKey.width.rawValue...maxHeight: nil = absent.
        var values = (width: CGFloat?.none, height: CGFloat?.none, minWidth: CGFloat?.none, idealWidth: CGFloat?.none,
                      maxWidth: CGFloat?.none, minHeight: CGFloat?.none, idealHeight: CGFloat?.none,
                      maxHeight: CGFloat?.none)
        var seen: UInt32 = 0
        var alignment = Alignment.center
        var fixed = false, flexible = false
        for s in object.payload..<(object.payload + object.count) {
            let slot = document.slots[s]
            let key = keys.key(slot.key)
            let bit = UInt32(1) << UInt32(key.rawValue)
            guard seen & bit == 0 else { return nil }
            seen |= bit
            let value = document.nodes[slot.value]
            if value.kind == .null {
                // Counts as left out, but must still be a frame argument.
                switch key {
                case .width, .height, .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight,
                     .alignment: continue
                default: return nil
                }
            }
            if key == .alignment {
                guard let name = plainString(slot.value),
                      let found = Self.named(name, in: DecodeContext.namedAlignments, else: .center) else { return nil }
                alignment = found
                continue
            }
            let n: CGFloat
            switch value.kind {
            case .number:
                n = CGFloat(value.number)
            case .string:
                // "infinity", for a flexible dimension only.
                guard key != .width, key != .height, plainString(slot.value) == "infinity" else { return nil }
                n = .infinity
            default:
                return nil
            }
            switch key {
            case .width, .height:
                guard n >= 0, n <= FormatLimits.maxLength else { return nil }
                fixed = true
                if key == .width { values.width = n } else { values.height = n }
            case .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight:
                guard n.isInfinite || abs(n) <= FormatLimits.maxLength else { return nil }
                flexible = true
                switch key {
                case .minWidth: values.minWidth = n
                case .idealWidth: values.idealWidth = n
                case .maxWidth: values.maxWidth = n
                case .minHeight: values.minHeight = n
                case .idealHeight: values.idealHeight = n
                default: values.maxHeight = n
                }
            default:
                return nil
            }
        }
        if fixed && flexible { return nil }
        if !flexible { return context.sharedFrame(width: values.width, height: values.height, alignment: alignment) }
        guard TreeDecoder.flexibleAxisWarnings(("minWidth", "idealWidth", "maxWidth"), min: values.minWidth,
                                               ideal: values.idealWidth, max: values.maxWidth).isEmpty,
              TreeDecoder.flexibleAxisWarnings(("minHeight", "idealHeight", "maxHeight"), min: values.minHeight,
                                               ideal: values.idealHeight, max: values.maxHeight).isEmpty
        else { return nil }
        return context.shared(.flexibleFrame(FlexibleFrame(minWidth: values.minWidth, idealWidth: values.idealWidth,
                                                           maxWidth: values.maxWidth, minHeight: values.minHeight,
                                                           idealHeight: values.idealHeight, maxHeight: values.maxHeight,
                                                           alignment: alignment)))
    }

    /// A stack's kind from its arguments (an array, or an object of alignment, spacing and content), with the
    /// slots of its content.
    private mutating func stackKind(_ type: FastKey, _ a: Int, _ content: inout Range<Int>) -> NodeKind? {
        let arguments = document.nodes[a]
        var spacing: CGFloat?
        var alignmentName: String?
        if arguments.kind == .array {
            content = arguments.payload..<(arguments.payload + arguments.count)
        } else {
            guard arguments.kind == .object, arguments.count <= 3 else { return nil }
            var list = -1, seenSpacing = false, seenAlignment = false
            for s in arguments.payload..<(arguments.payload + arguments.count) {
                let slot = document.slots[s]
                let value = document.nodes[slot.value]
                switch keys.key(slot.key) {
                case .content:
                    guard list < 0, value.kind == .array else { return nil }
                    list = slot.value
                case .spacing:
                    guard type != .zStack, !seenSpacing else { return nil }
                    seenSpacing = true
                    if value.kind == .null { continue }
                    guard value.kind == .number, abs(value.number) <= FormatLimits.maxLength else { return nil }
                    spacing = CGFloat(value.number)
                case .alignment:
                    guard !seenAlignment else { return nil }
                    seenAlignment = true
                    if value.kind == .null { continue }
                    guard let name = plainString(slot.value) else { return nil }
                    alignmentName = name
                default:
                    return nil
                }
            }
            guard list >= 0 else { return nil }
            let items = document.nodes[list]
            content = items.payload..<(items.payload + items.count)
        }
        // Rows of a tree repeat one stack: its kind is made once.
        let spacingBits = spacing.map { Double($0).bitPattern }
        if let last = lastStack, last.type == type, last.spacing == spacingBits, last.alignment == alignmentName {
            return last.kind
        }
        let kind: NodeKind
        switch type {
        case .hStack:
            guard let alignment = Self.named(alignmentName, in: Self.verticalAlignments, else: .center) else { return nil }
            kind = .hStack(alignment: alignment, spacing: spacing)
        case .vStack:
            guard let alignment = Self.named(alignmentName, in: Self.horizontalAlignments, else: .center) else { return nil }
            kind = .vStack(alignment: alignment, spacing: spacing)
        default:
            guard let alignment = Self.named(alignmentName, in: DecodeContext.namedAlignments, else: .center) else { return nil }
            kind = .zStack(alignment: alignment)
        }
        lastStack = (type, spacingBits, alignmentName, kind)
        return kind
    }

    /// The value `name` stands for in `table` (`absent` without a name); nil for a name not in it.
    private static func named<T>(_ name: String?, in table: [(String, T)], else absent: T) -> T? {
        guard let name else { return absent }
        return table.first { $0.0 == name }?.1
    }

    /// The built-in names `DecodeContext.verticalAlignment` and `horizontalAlignment` accept before the custom ones.
    private static let verticalAlignments: [(String, VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]
    private static let horizontalAlignments: [(String, HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]

    /// The string at value `v` when it is a string without interpolation (read as it is written).
    private func plainString(_ v: Int) -> String? {
        let n = document.nodes[v]
        guard n.kind == .string else { return nil }
        let s = document.strings[n.payload]
        return Interpolation.contains(s) ? nil : s
    }

    private func textString(_ v: Int) -> String { document.strings[document.nodes[v].payload] }

    private func origin(_ v: Int) -> NodeOrigin {
        let position = document.position(document.nodes[v].location)
        return NodeOrigin(line: position.line, column: position.column,
                          pathSource: DocumentPath(base: base, node: v))
    }

    /// What `DecodeContext.location` gives for value `v`.
    private func location(_ v: Int) -> InputDiagnostic {
        let position = document.position(document.nodes[v].location)
        return InputDiagnostic(file: context.file, line: position.line, column: position.column,
                               path: DocumentPath(base: base, node: v).description, message: "")
    }
}
