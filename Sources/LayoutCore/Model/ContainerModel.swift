import Foundation

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (ScrollView axes, ViewThatFits `in:`, `gridCellUnsizedAxes`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        public func contains(_ axis: Axis) -> Bool { contains(axis == Axis.horizontal ? Set.horizontal : Set.vertical) }
    }
}

/// SwiftUI's `UserInterfaceSizeClass` (the environment's `horizontalSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// One column of a LazyVGrid (or row of a LazyHGrid): SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The distance to the next item; nil = the default 8.
    public var spacing: CGFloat?
    /// How cells sit in this item's cell boxes; nil = the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// The layout an `AnyLayout` uses: SwiftUI's `HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`,
/// or a choice on the horizontal size class (`sizeClass == .regular ? HStackLayout() : VStackLayout()`).
/// A value type, so `NodeKind` stays Hashable by what the layout is.
public indirect enum AnyLayoutSpec: Sendable, Hashable {
    case hStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)
    case vStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)
    case zStack(alignment: Alignment = .center)
    case grid(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    case ifHorizontalSizeClass(UserInterfaceSizeClass, then: AnyLayoutSpec, else: AnyLayoutSpec)

    /// The concrete layout for a size class.
    public func resolved(horizontalSizeClass: UserInterfaceSizeClass) -> AnyLayoutSpec {
        if case .ifHorizontalSizeClass(let c, let a, let b) = self {
            return (c == horizontalSizeClass ? a : b).resolved(horizontalSizeClass: horizontalSizeClass)
        }
        return self
    }
}

/// The grid layout values a cell carries up through its modifiers (`gridCellColumns`, `gridCellUnsizedAxes`,
/// `gridColumnAlignment`, `gridCellAnchor`); read by `GridLayout` (docs/semantics.md §8.4).
public struct GridCellValues: Sendable, Hashable {
    public var columns = 1
    public var unsizedAxes: Axis.Set = []
    public var columnAlignment: HorizontalAlignment?
    public var anchor: UnitPoint?
    public init() {}
}

/// The values the whole document sets in the environment (`"environment"` in a document).
public struct EnvironmentValues: Sendable, Hashable {
    /// Default compact: an iPhone in portrait (docs/semantics.md §8.7).
    public var horizontalSizeClass: UserInterfaceSizeClass = .compact
    public init(horizontalSizeClass: UserInterfaceSizeClass = .compact) { self.horizontalSizeClass = horizontalSizeClass }
}
