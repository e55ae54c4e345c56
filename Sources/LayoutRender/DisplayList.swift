import Foundation
import LayoutCore

/// A laid-out tree flattened into drawing items in paint order, with every frame snapped to the device pixel
/// grid of `scale` (docs/semantics.md §9). Paint order:
/// - a node wrapped in opacity or clip opens a group around everything it draws (its frame is the clip's frame);
/// - a node's own paint comes first, then its children in order, except:
///   - `background` (`secondaryBelow`) draws children[1] (the background) before children[0];
///   - a `strokeBorder` paint (`.border`) is drawn after the children, on top of them;
/// - text lines are drawn at (snapped frame origin + line.x, snapped frame top + line.baseline), their
///   underlines and strikethroughs after all of a Text's lines (`TextDecorationItems`);
/// - the children of a container (stacks, custom layouts) are drawn in zIndex order (ties in order);
/// - a drawing effect brackets everything the node draws: `rotationEffect`/`scaleEffect` a transform about
///   the anchor of the node's snapped frame, `shadow` a shadow group; `mask` draws its mask (children[1])
///   in the mask bracket, then its content (children[0]);
/// - debug borders/labels (when asked) come after all content, outside every group.
/// Fully transparent fills, nodes with opacity 0 and `hidden` nodes draw nothing. Every colour is resolved in
/// the options' colour scheme (system colours take their light or dark value); a margin moves everything
/// right and down and grows the canvas by twice the margin.
public struct DisplayList: Sendable, Hashable {
    /// The canvas in points.
    public var size: CGSize
    public var scale: CGFloat
    /// nil = transparent.
    public var background: Color?
    /// The items in paint order (stored as `PackedItems`: reading or setting the whole array converts it; the
    /// renderers go through `forEachItem`, which does not).
    public var items: [DisplayItem] {
        get { packed.array }
        set { packed = PackedItems(newValue) }
    }
    var packed: PackedItems

    public init(size: CGSize, scale: CGFloat, background: Color?, items: [DisplayItem]) {
        self.init(size: size, scale: scale, background: background, packed: PackedItems(items))
    }

    init(size: CGSize, scale: CGFloat, background: Color?, packed: PackedItems) {
        self.size = size; self.scale = scale; self.background = background; self.packed = packed
    }

    /// How many items the list has.
    public var itemCount: Int { packed.count }

    /// Calls `body` with each item in paint order, without making the `items` array.
    public func forEachItem<E: Error>(_ body: (DisplayItem) throws(E) -> Void) throws(E) {
        for slot in packed.slots { try body(packed.item(slot)) }
    }

    /// The drawing of `result` at the scale it was laid out at.
    public init(_ result: LayoutResult, options: RenderOptions) {
        let scale = result.scale
        var builder = DisplayListBuilder(scale: scale, scheme: options.colorScheme)
        withUnsafePointer(to: result.root) { root in
            // About an item a node (a fill each; containers draw nothing, a text a few): one allocation, not
            // a doubling array's dozen copies.
            builder.items.reserveCapacity(DisplayListBuilder.nodeCount(root))
            builder.add(root)
        }
        var size = result.canvas
        if options.debug != .off {
            var overlay = DebugOverlay(scale: scale, canvas: result.canvas, labels: options.debug == .labels,
                                       scheme: options.colorScheme, obstacles: builder.contentRects)
            builder.items += overlay.build(result.root)
            if options.debug == .labels {
                builder.items += AnchorMarkers.items(result.anchorMarks, scale: scale)
                let legend = overlay.legend(maxDepth: result.root.maxDepth, omitted: overlay.omitted, top: size.height)
                builder.items += legend.items
                size.width = max(size.width, legend.size.width)
                size.height += legend.size.height
            }
        }
        self.init(size: size, scale: scale, background: options.background?.resolved(in: options.colorScheme),
                  packed: builder.items)
        let m = PixelGrid.round(max(0, options.margin), scale: scale)
        if m > 0 { self = withMargin(m) }
    }

    /// Everything moved by `offset` (keep it on the pixel grid so snapped edges stay snapped).
    public func translated(by offset: CGPoint) -> [DisplayItem] {
        items.map { $0.translated(dx: offset.x, dy: offset.y) }
    }

    /// The same drawing with `margin` points of background on every side.
    public func withMargin(_ margin: CGFloat) -> DisplayList {
        DisplayList(size: CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin), scale: scale,
                    background: background, items: translated(by: CGPoint(x: margin, y: margin)))
    }
}

/// Walks `PlacedNode`s and appends their drawing (see `DisplayList` for the order). The common node (no group,
/// effect or zIndex; a solid fill or nothing) costs no allocation: nodes and their children arrays are read in
/// place, not copied (`children(of:)`), and its item is appended straight to `items`, sized once for the tree.
struct DisplayListBuilder {
    let scale: CGFloat
    var scheme: ColorScheme = .light
    var items = PackedItems()
    /// The snapped rectangles of drawn text lines and images: what debug labels must not cover.
    var contentRects: [CGRect] = []

    /// The last solid-colour Rectangle paint drawn (`SolidPaintMemo`): a run of Color views of one colour is
    /// drawn from it without matching each one's paint.
    private var solid = SolidPaintMemo()
    /// Frames snapped to the pixel grid, with the last frame's edges remembered (`FrameSnapMemo`).
    private var frames: FrameSnapMemo

    init(scale: CGFloat, scheme: ColorScheme = .light) {
        self.scale = scale; self.scheme = scheme; frames = FrameSnapMemo(scale: scale)
    }

    mutating func add(_ node: borrowing PlacedNode) {
        withUnsafePointer(to: node) { add($0) }
    }

    /// `add` for a node read through a pointer: its properties are read in place, the node is never copied (a
    /// copy would retain and release everything it holds).
    mutating func add(_ pointer: UnsafePointer<PlacedNode>) {
        // Most nodes have none of the out-of-line values: one check instead of a getter each.
        guard pointer.pointee.hasRareValues else {
            if !appendRememberedFill(pointer) { addContent(pointer, frame: frames.snap(pointer.pointee.frame)) }
            return
        }
        let opacity = pointer.pointee.opacity
        if opacity <= 0 || pointer.pointee.hidden { return }
        let unsnapped = pointer.pointee.frame
        let frame = frames.snap(unsnapped)
        let clip = pointer.pointee.clip
        let grouped = opacity < 1 || clip != nil
        if grouped {
            let o = pointer.pointee.clipOutsets
            let clipFrame = o == .zero ? frame : PixelSnap.snap(CGRect(
                x: unsnapped.minX - o.leading, y: unsnapped.minY - o.top,
                width: unsnapped.width + o.leading + o.trailing, height: unsnapped.height + o.top + o.bottom), scale: scale)
            items.append(.beginGroup(opacity: min(1, opacity), clip: clip.map { ShapeGeometry.shape($0, in: clipFrame) }))
        }
        if let effect = pointer.pointee.effect {
            addWithEffect(pointer, effect, frame: frame)
        } else {
            addContent(pointer, frame: frame)
        }
        if grouped { items.append(.endGroup) }
    }

    /// The common node of a big tree, a Color view like the last solid one drawn (no out-of-line values, no
    /// children): its fill appended straight. False (nothing drawn) for any other node.
    @inline(__always)
    private mutating func appendRememberedFill(_ node: UnsafePointer<PlacedNode>) -> Bool {
        guard let color = Self.rememberedColor(node, solid) else { return false }
        items.appendFill(ShapeGeometry.rectangle(in: frames.snap(node.pointee.frame)), color)
        return true
    }

    /// The colour `appendRememberedFill` draws `node` in, nil when it draws nothing.
    @inline(__always)
    private static func rememberedColor(_ node: UnsafePointer<PlacedNode>, _ solid: SolidPaintMemo) -> Color? {
        guard !node.pointee.hasRareValues, let color = solid.color(of: node), node.pointee.children.isEmpty else { return nil }
        return color
    }

    /// `appendRememberedFill` for the run of children from `start` (before `end`) it draws, at least the first:
    /// their fills written in place into the list's room for them (`PackedItems.appendSlots`), without a check
    /// per fill of whether the list's storage is shared or full. Returns the index after the run.
    private mutating func appendRememberedFills(_ first: UnsafePointer<PlacedNode>, from start: Int, to end: Int) -> Int {
        var i = start
        // The memos as locals while the list is being written (the closure must not reach `self`).
        var frames = self.frames
        let solid = self.solid
        items.appendSlots(atMost: end - start) { span in
            while i < end, let color = Self.rememberedColor(first + i, solid) {
                span.append(.fill(ShapeGeometry.rectangle(in: frames.snap((first + i).pointee.frame)), color))
                i += 1
            }
        }
        self.frames = frames
        return i
    }

    /// A node whose drawing a `DrawingEffect` brackets (a mask draws its mask, then its content).
    private mutating func addWithEffect(_ node: UnsafePointer<PlacedNode>, _ effect: DrawingEffect, frame: CGRect) {
        var effect: DrawingEffect? = effect
        if case .mask? = effect, node.pointee.children.count != 2 { effect = nil }
        let closing = openEffect(effect, frame: frame)
        if case .mask? = effect {
            add(node.pointee.children[1])
            items.append(.beginMaskedContent)
            add(node.pointee.children[0])
        } else {
            addContent(node, frame: frame)
        }
        if let closing { items.append(closing) }
    }

    /// Opens the item bracket of a drawing effect; returns the item that closes it.
    private mutating func openEffect(_ effect: DrawingEffect?, frame: CGRect) -> DisplayItem? {
        switch effect {
        case nil: return nil
        case .rotation?, .scale?:
            guard let t = effect?.transform(in: frame) else { return nil }
            items.append(.beginTransform(t))
            return .endTransform
        case .shadow(var s)?:
            s.color = s.color.resolved(in: scheme)
            items.append(.beginShadow(s))
            return .endShadow
        case .mask?:
            items.append(.beginMask)
            return .endMask
        }
    }

    /// The children of a node of the tree being drawn, read in place. The tree is borrowed, unchanged, for the
    /// whole walk, so its arrays' storage stays where it is: reading the buffer once, rather than through the
    /// array around every child's drawing, spares a retain and release of the array per node.
    @inline(__always)
    static func children(of node: UnsafePointer<PlacedNode>) -> UnsafeBufferPointer<PlacedNode> {
        node.pointee.children.withUnsafeBufferPointer { $0 }
    }

    /// How many nodes the tree has (what `items` is sized for).
    static func nodeCount(_ root: UnsafePointer<PlacedNode>) -> Int {
        var count = 0
        var stack = [children(of: root)]
        count += 1
        while let level = stack.popLast() {
            count += level.count
            guard let first = level.baseAddress else { continue }
            for i in 0..<level.count {
                let c = children(of: first + i)
                if !c.isEmpty { stack.append(c) }
            }
        }
        return count
    }

    /// The node's own paint and its children, in paint order.
    private mutating func addContent(_ pointer: UnsafePointer<PlacedNode>, frame: CGRect) {
        var onTop: [DisplayItem] = []
        switch pointer.pointee.paint {
        case nil:
            break
        case .fill(.rectangle, .color(let c))?:
            // The most common paint (every Color view), matched without copying its shape kind.
            let color = scheme == .light ? c : c.resolved(in: scheme)
            if color.opacity > 0 {
                items.appendFill(ShapeGeometry.rectangle(in: frame), color)
                solid.remember(pointer, color: color)
            }
        case .fill(let kind, .color(let c))?:
            // A solid shape, appended in place (never content for labels).
            let color = scheme == .light ? c : c.resolved(in: scheme)
            if color.opacity > 0 { items.append(.fill(ShapeGeometry.shape(kind, in: frame), color)) }
        case let paint?:
            let own = paintItems(paint.resolved(in: scheme), frame: frame)
            for item in own { if let r = item.contentRect { contentRects.append(r) } }
            if case .strokeBorder = paint { onTop = own } else { items += own }
        }
        let children = Self.children(of: pointer)
        if let first = children.baseAddress {
            if pointer.pointee.hasRareValues, pointer.pointee.secondaryBelow, children.count == 2 {
                add(first + 1)
                add(first)
            } else if pointer.pointee.ordersChildrenByZIndex, Self.anyZIndex(children) {
                for child in Self.zIndexOrder(Array(children)) { add(child) }
            } else {
                // Each child read in place (a copy would retain and release everything it holds); a run of Color
                // views drawn here, in one go.
                var i = 0
                while i < children.count {
                    if Self.rememberedColor(first + i, solid) != nil {
                        i = appendRememberedFills(first, from: i, to: children.count)
                    } else {
                        add(first + i)
                        i += 1
                    }
                }
            }
        }
        if !onTop.isEmpty { items += onTop }
    }

    /// Whether a child has a zIndex (read in place: a sequence's iterator would copy each child).
    static func anyZIndex(_ children: UnsafeBufferPointer<PlacedNode>) -> Bool {
        for i in children.indices where children[i].hasRareValues && children[i].zIndex != 0 { return true }
        return false
    }

    /// Children sorted by zIndex (stable: equal zIndex keeps the declaration order).
    static func zIndexOrder(_ children: [PlacedNode]) -> [PlacedNode] {
        children.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// What one paint draws in `frame` (nothing for clear colours and zero widths).
    private func paintItems(_ paint: Paint, frame: CGRect) -> [DisplayItem] {
        switch paint {
        case .fill(let kind, let style):
            guard style.isVisible else { return [] }
            return GradientItems.filled(ShapeGeometry.shape(kind, in: frame), style, frame: frame)
        case .stroke(let kind, let style, let width):
            guard style.isVisible, width > 0 else { return [] }
            return GradientItems.stroked(ShapeGeometry.shape(kind, in: frame), style, lineWidth: width, frame: frame)
        case .strokeBorder(let kind, let style, let width):
            guard style.isVisible, width > 0 else { return [] }
            return GradientItems.stroked(ShapeGeometry.shape(kind, in: frame, inset: width / 2), style,
                                         lineWidth: width, frame: frame)
        case .text(let layout, let textStyle, let style):
            guard case .gradient(let gradient) = style else {
                let color = style.representativeColor
                let lines = TextDecorationItems(layout, color: color, frame: frame, scale: scale)
                return textItems(layout, textStyle, color: color, frame: frame) + lines.inked + lines.own
            }
            let lines = TextDecorationItems(layout, color: GradientItems.maskInk, frame: frame, scale: scale)
            return GradientItems.text(textItems(layout, textStyle, color: GradientItems.maskInk, frame: frame)
                                      + lines.inked, gradient, frame: frame,
                                      fontSize: textStyle.size * layout.fontScale) + lines.own
        case .image(.file(let path)):
            return [.image(path: path, rect: frame)]
        case .image(.placeholder), .image(.symbol):
            return Self.placeholder(in: frame, scale: scale, scheme: scheme)
        }
    }

    /// A Text's lines (or its runs' pieces) as text items, in `color` where a run has no colour of its own.
    private func textItems(_ layout: TextLayout, _ textStyle: TextStyle, color: Color, frame: CGRect) -> [DisplayItem] {
        if !layout.runs.isEmpty {
            return layout.lines.flatMap { line in
                line.segments.flatMap { segment in
                    runItems(segment, of: layout.runs[segment.run], at: CGPoint(x: frame.minX + line.x,
                                                                                y: frame.minY + line.baseline),
                             color: color)
                }
            }
        }
        var style = textStyle
        style.size *= layout.fontScale
        return layout.lines.filter { !$0.text.isEmpty }.map { line in
            .text(TextRun(text: line.text, origin: CGPoint(x: frame.minX + line.x, y: frame.minY + line.baseline),
                          width: line.width, style: style, color: color, letterSpacing: layout.letterSpacing))
        }
    }

    /// One run's part of a line whose left end on the baseline is `line`: its text in the run's font and colour
    /// (else the Text's), or an inline image's placeholder square standing on the baseline (docs/semantics.md
    /// §3.8).
    private func runItems(_ segment: TextSegment, of run: TextSpan, at line: CGPoint, color: Color) -> [DisplayItem] {
        let x = line.x + segment.x
        if run.symbol != nil {
            let side = segment.width
            return Self.placeholder(in: CGRect(x: x, y: line.y - side, width: side, height: side), scale: scale,
                                    scheme: scheme)
        }
        guard !segment.text.isEmpty else { return [] }
        return [.text(TextRun(text: segment.text, origin: CGPoint(x: x, y: line.y), width: segment.width,
                              style: run.style, color: run.color ?? color, letterSpacing: run.letterSpacing))]
    }

    /// The stand-in for an image without pixels: a light grey box with a thin diagonal cross.
    static func placeholder(in frame: CGRect, scale: CGFloat, scheme: ColorScheme = .light) -> [DisplayItem] {
        let cross = SystemColor.systemGray2.color.resolved(in: scheme)
        let hairline = 1 / max(scale, 1e-9)
        return [
            .fill(.rect(frame), Color.imagePlaceholder.resolved(in: scheme)),
            .line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY), cross,
                  lineWidth: hairline),
            .line(from: CGPoint(x: frame.maxX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY), cross,
                  lineWidth: hairline),
        ]
    }
}
