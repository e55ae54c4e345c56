import Foundation

/// Shared by the frames, background/overlay and ZStack: where a child of size `child` goes inside a box of
/// `box`, so that the box's `alignment` guides (defaults only) meet the child's (explicit ones count).
enum FrameAlignment {
    static func origin(in bounds: CGRect, alignment: Alignment, child: ViewDimensions) -> CGPoint {
        let box = ViewDimensions(size: bounds.size)
        return CGPoint(x: bounds.minX + box[alignment.horizontal] - child[alignment.horizontal],
                       y: bounds.minY + box[alignment.vertical] - child[alignment.vertical])
    }

    /// Places the single subview aligned in `bounds` with `proposal`.
    static func place(_ sub: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        sub.place(at: position(of: sub, in: bounds, alignment: alignment, proposal: proposal), proposal: proposal)
    }

    /// Where the single subview's top-leading corner goes, aligned in `bounds` with `proposal`.
    static func position(of sub: LayoutSubview, in bounds: CGRect, alignment: Alignment,
                         proposal: ProposedViewSize) -> CGPoint {
        origin(in: bounds, alignment: alignment, child: sub.dimensions(in: proposal))
    }
}
