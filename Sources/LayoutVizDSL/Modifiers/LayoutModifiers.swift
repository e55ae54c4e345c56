/// The layout modifiers with SwiftUI's signatures: padding, frame, fixedSize, layoutPriority, aspectRatio,
/// scaledToFit/scaledToFill, offset (docs/format.md, "Modifiers"; their rules: docs/semantics.md).

/// SwiftUI's `Edge.Set`, for arguments such as `.padding(.horizontal, 8)` (LayoutCore's `EdgeSet`).
extension Edge {
    public typealias Set = EdgeSet
}

extension View {
    /// `.padding()`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`: nil length = 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent {
        modifier(.padding(EdgeInsets(edges: edges, length: length ?? 16)))
    }

    /// `.padding(10)`: every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent { modifier(.padding(EdgeInsets(length))) }

    /// `.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))`.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent { modifier(.padding(insets)) }

    /// The fixed frame. A negative or non-finite width/height counts as unspecified, as in SwiftUI
    /// (the JSON decoder warns about it).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent {
        func valid(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
        return modifier(.frame(width: valid(width), height: valid(height), alignment: alignment))
    }

    /// The flexible frame, values passed on as written (`FlexibleFrameLayout` normalizes them as SwiftUI does).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent {
        modifier(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)))
    }

    /// `.frame()` (no arguments): a fixed frame with nothing fixed, like `{"frame": {}}`.
    public func frame() -> ModifiedContent { frame(width: nil, height: nil, alignment: .center) }

    /// `.fixedSize()`: both axes.
    public func fixedSize() -> ModifiedContent { modifier(.fixedSize(horizontal: true, vertical: true)) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    public func layoutPriority(_ value: Double) -> ModifiedContent { modifier(.layoutPriority(value)) }

    /// `.aspectRatio(1.5, contentMode: .fit)`; nil = the view's own ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent {
        modifier(.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    /// `.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)`: the ratio width / height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent {
        modifier(.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    public func scaledToFit() -> ModifiedContent { modifier(.scaledToFit) }
    public func scaledToFill() -> ModifiedContent { modifier(.scaledToFill) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent { modifier(.offset(x: x, y: y)) }
    public func offset(_ offset: CGSize) -> ModifiedContent { modifier(.offset(x: offset.width, y: offset.height)) }
}
