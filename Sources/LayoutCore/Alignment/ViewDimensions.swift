import Foundation

/// A view's size plus its alignment guides: `d[g]` is the explicit value the view gives for `g`, else the
/// guide's default (docs/semantics.md §1.4).
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: @Sendable (AlignmentKey) -> CGFloat?

    public init(size: CGSize, explicit: @escaping @Sendable (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public var size: CGSize { CGSize(width: width, height: height) }

    public subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit key: AlignmentKey) -> CGFloat? { explicit(key) }
}
