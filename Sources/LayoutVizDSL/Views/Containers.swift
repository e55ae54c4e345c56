/// The containers beyond the three stacks, with SwiftUI's initializers: ScrollView, LazyVStack/LazyHStack,
/// ViewThatFits, Grid/GridRow, LazyVGrid/LazyHGrid (docs/format.md "Containers"; rules: docs/semantics.md §8),
/// the grid cell modifiers and the size-class environment. `AnyLayout(HStackLayout()) { ... }` is a container
/// too (see `Layout.callAsFunction`).

/// SwiftUI's `PinnedScrollableViews`: accepted and ignored (nothing scrolls in a picture, so nothing pins).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A container node with the builder's views as children.
public struct ContainerView: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    init(_ kind: NodeKind, _ content: some View) { viewNodes = [ViewNode(kind, children: content.viewNodes)] }
}

// The SwiftUI names, as functions returning the container (a type per container would add nothing).

/// `ScrollView(.horizontal) { ... }`: the content is drawn clipped, scrolled to the top-leading corner.
public func ScrollView<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
                                      @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.scrollView(axes: axes, showsIndicators: showsIndicators), content())
}

public func LazyVStack<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                      pinnedViews: PinnedScrollableViews = [],
                                      @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.lazyVStack(alignment: alignment, spacing: spacing), content())
}

public func LazyHStack<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                      pinnedViews: PinnedScrollableViews = [],
                                      @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.lazyHStack(alignment: alignment, spacing: spacing), content())
}

/// The first child that fits the proposal on `axes` (the last one otherwise).
public func ViewThatFits<Content: View>(in axes: Axis.Set = [.horizontal, .vertical],
                                        @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.viewThatFits(axes: axes), content())
}

public func Grid<Content: View>(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                  content())
}

/// A row of a Grid: it has no frame of its own, so (as in the JSON format) give modifiers to its cells.
public func GridRow<Content: View>(alignment: VerticalAlignment? = nil,
                                   @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.gridRow(alignment: alignment), content())
}

public func LazyVGrid<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center,
                                     spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                                     @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.lazyVGrid(columns: columns, alignment: alignment, spacing: spacing), content())
}

public func LazyHGrid<Content: View>(rows: [GridItem], alignment: VerticalAlignment = .center,
                                     spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                                     @ViewBuilder content: () -> Content) -> ContainerView {
    ContainerView(.lazyHGrid(rows: rows, alignment: alignment, spacing: spacing), content())
}

extension View {
    /// `.gridCellColumns(2)`: the cell spans that many columns.
    public func gridCellColumns(_ count: Int) -> ModifiedContent { modifier(.gridCellColumns(count)) }
    /// The cell does not size its column/row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent { modifier(.gridCellUnsizedAxes(axes)) }
    /// The horizontal alignment of every cell in the cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent { modifier(.gridColumnAlignment(guide)) }
    /// Where the cell sits in its box.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent { modifier(.gridCellAnchor(anchor)) }

    /// `.environment(\.horizontalSizeClass, .regular)`: the size class for this view and everything in it.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, UserInterfaceSizeClass>,
                            _ value: UserInterfaceSizeClass) -> ModifiedContent {
        var values = EnvironmentValues()
        values[keyPath: keyPath] = value
        return modifier(.horizontalSizeClass(values.horizontalSizeClass))
    }
}

/// `AnyLayout(HStackLayout(spacing: 4))` as the JSON format's AnyLayout (`{"AnyLayout": {"layout": ...}}`):
/// the built-in stack and grid layouts become its LAYOUT; any other layout stays a custom one.
func anyLayoutSpec(_ layout: any Layout) -> AnyLayoutSpec? {
    switch layout {
    case let l as HStackLayout: .hStack(alignment: l.alignment, spacing: l.spacing)
    case let l as VStackLayout: .vStack(alignment: l.alignment, spacing: l.spacing)
    case let l as ZStackLayout: .zStack(alignment: l.alignment)
    case let l as GridLayout where l.rows.isEmpty:
        .grid(alignment: l.alignment, horizontalSpacing: l.horizontalSpacing, verticalSpacing: l.verticalSpacing)
    default: nil
    }
}
