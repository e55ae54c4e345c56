import Foundation
import LayoutCore

/// A laid-out tree flattened into drawing items in paint order, with every frame snapped to the device pixel
/// grid of `scale` (docs/semantics.md §9). Paint order:
/// - a node wrapped in opacity or clip opens a group around everything it draws (its frame is the clip's frame);
/// - a node's own paint comes first, then its children in order, except:
///   - `background` (`secondaryBelow`) draws children[1] (the background) before children[0];
///   - a `strokeBorder` paint (`.border`) is drawn after the children, on top of them;
/// - text lines are drawn at (snapped frame origin + line.x, snapped frame top + line.baseline);
/// - the children of a container (stacks, custom layouts) are drawn in zIndex order (ties in order);
/// - a drawing effect brackets everything the node draws: `rotationEffect`/`scaleEffect` a transform about
///   the anchor of the node's snapped frame, `shadow` a shadow group; `mask` draws its mask (children[1])
///   in the mask bracket, then its content (children[0]);
/// - debug borders/labels (when asked) come after all content, outside every group.
/// Fully transparent fills, nodes with opacity 0 and `hidden` nodes draw nothing.
public struct DisplayList: Sendable, Hashable {
    /// The canvas in points.
    public var size: CGSize
    public var scale: CGFloat
    /// nil = transparent.
    public var background: Color?
    public var items: [DisplayItem]

    public init(size: CGSize, scale: CGFloat, background: Color?, items: [DisplayItem]) {
        self.size = size; self.scale = scale; self.background = background; self.items = items
    }

    public init(_ result: LayoutResult, options: RenderOptions) {
        var builder = DisplayListBuilder(scale: options.scale)
        builder.add(result.root)
        if options.debug != .off {
            builder.items += DebugOverlay(scale: options.scale, canvas: result.canvas,
                                          labels: options.debug == .labels).items(for: result.root)
        }
        self.init(size: result.canvas, scale: options.scale, background: options.background, items: builder.items)
    }
}

/// Walks `PlacedNode`s and appends their drawing (see `DisplayList` for the order).
struct DisplayListBuilder {
    let scale: CGFloat
    var items: [DisplayItem] = []

    mutating func add(_ node: PlacedNode) {
        if node.opacity <= 0 || node.hidden { return }
        let frame = PixelSnap.snap(node.frame, scale: scale)
        let grouped = node.opacity < 1 || node.clip != nil
        if grouped {
            items.append(.beginGroup(opacity: min(1, node.opacity),
                                     clip: node.clip.map { ShapeGeometry.shape($0, in: frame) }))
        }
        var effect = node.effect
        if case .mask? = effect, node.children.count != 2 { effect = nil }
        let closing = openEffect(effect, frame: frame)
        if case .mask? = effect {
            add(node.children[1])
            items.append(.beginMaskedContent)
            add(node.children[0])
        } else {
            addContent(node, frame: frame)
        }
        if let closing { items.append(closing) }
        if grouped { items.append(.endGroup) }
    }

    /// Opens the item bracket of a drawing effect; returns the item that closes it.
    private mutating func openEffect(_ effect: DrawingEffect?, frame: CGRect) -> DisplayItem? {
        switch effect {
        case nil: return nil
        case .rotation?, .scale?:
            guard let t = effect?.transform(in: frame) else { return nil }
            items.append(.beginTransform(t))
            return .endTransform
        case .shadow(let s)?:
            items.append(.beginShadow(s))
            return .endShadow
        case .mask?:
            items.append(.beginMask)
            return .endMask
        }
    }

    /// The node's own paint and its children, in paint order.
    private mutating func addContent(_ node: PlacedNode, frame: CGRect) {
        let own = node.paint.map { paintItems($0, frame: frame) } ?? []
        var onTop = false
        if case .strokeBorder? = node.paint { onTop = true }
        if !onTop { items += own }
        if node.secondaryBelow, node.children.count == 2 {
            add(node.children[1])
            add(node.children[0])
        } else {
            for child in Self.paintOrder(node) { add(child) }
        }
        if onTop { items += own }
    }

    /// A container's children sorted by zIndex (stable: equal zIndex keeps the declaration order); other
    /// nodes' children in order.
    static func paintOrder(_ node: PlacedNode) -> [PlacedNode] {
        guard node.ordersChildrenByZIndex, node.children.contains(where: { $0.zIndex != 0 }) else {
            return node.children
        }
        return node.children.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// What one paint draws in `frame` (nothing for clear colours and zero widths).
    private func paintItems(_ paint: Paint, frame: CGRect) -> [DisplayItem] {
        switch paint {
        case .fill(let kind, let color):
            return color.opacity > 0 ? [.fill(ShapeGeometry.shape(kind, in: frame), color)] : []
        case .stroke(let kind, let color, let width):
            guard color.opacity > 0, width > 0 else { return [] }
            return [.stroke(ShapeGeometry.shape(kind, in: frame), color, lineWidth: width)]
        case .strokeBorder(let kind, let color, let width):
            guard color.opacity > 0, width > 0 else { return [] }
            return [.stroke(ShapeGeometry.shape(kind, in: frame, inset: width / 2), color, lineWidth: width)]
        case .text(let layout, let style, let color):
            return layout.lines.filter { !$0.text.isEmpty }.map { line in
                .text(TextRun(text: line.text, origin: CGPoint(x: frame.minX + line.x, y: frame.minY + line.baseline),
                              width: line.width, style: style, color: color))
            }
        case .image(.file(let path)):
            return [.image(path: path, rect: frame)]
        case .image(.placeholder):
            return Self.placeholder(in: frame, scale: scale)
        }
    }

    /// The stand-in for an image without pixels: a light grey box with a thin diagonal cross.
    static func placeholder(in frame: CGRect, scale: CGFloat) -> [DisplayItem] {
        let cross = Color(r8: 174, g8: 174, b8: 178)
        let hairline = 1 / max(scale, 1e-9)
        return [
            .fill(.rect(frame), .imagePlaceholder),
            .line(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY), cross,
                  lineWidth: hairline),
            .line(from: CGPoint(x: frame.maxX, y: frame.minY), to: CGPoint(x: frame.minX, y: frame.maxY), cross,
                  lineWidth: hairline),
        ]
    }
}
