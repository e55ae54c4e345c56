import Foundation

/// `.frame(width:height:alignment:)` (docs/semantics.md §4.2).
///
/// - Proposes: the given dimensions; a missing one passes the frame's own proposal through.
/// - Reports: the given dimensions; a missing one is the child's size on that axis. With both given the child
///   is not consulted.
/// - Places: the child aligned by `alignment` (it may overflow, with a negative origin).
/// - Spacing: axes with a fixed value look like a plain view's; a Spacer child keeps its own (§5.1).
public struct FixedFrameLayout: ModifierLayout, ChildSizedLayout {
    // Stored in three words, so that the engine keeps a frame's layout inline (an existential's buffer holds
    // three words; a larger layout is boxed, one allocation per frame): a missing side as NaN (input never
    // holds NaN sizes: the front ends reject them), the alignment packed in one word.
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat
    private var packedAlignment: PackedAlignment

    public var width: CGFloat? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    public var height: CGFloat? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }
    public var alignment: Alignment {
        get { packedAlignment.alignment }
        set { packedAlignment = PackedAlignment(newValue) }
    }

    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment = .center) {
        storedWidth = width ?? .nan; storedHeight = height ?? .nan; packedAlignment = PackedAlignment(alignment)
    }

    /// With both sides given the child does not count (`ChildSizedLayout`).
    func sizeIgnoresProposal(_ children: NodeList) -> Bool {
        (width != nil && height != nil) || children.allSatisfy(\.sizeIgnoresProposal)
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = subviews.first?.sizeThatFits(childProposal(proposal)) ?? CGSize(width: 10, height: 10)
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let sub = subviews.first else { return }
        let (position, p) = childPlacement(in: bounds, proposal: proposal, child: sub)
        sub.place(at: position, proposal: p)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize,
                        child: LayoutSubview) -> (position: CGPoint, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        if let (fx, fy) = packedAlignment.defaultFractions, child.hasDefaultGuides {
            // Both guides are default values, the frame's and the child's: `FrameAlignment.origin`'s arithmetic
            // on the fractions, without making the alignment and the child's dimensions.
            let s = child.sizeThatFits(p)
            return (CGPoint(x: bounds.minX + bounds.width * fx - s.width * fx,
                            y: bounds.minY + bounds.height * fy - s.height * fy), p)
        }
        return (FrameAlignment.position(of: child, in: bounds, alignment: alignment, proposal: p), p)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        // A Spacer keeps its spacing (0 along its axis) inside a frame, as in OpenSwiftUI's frame layouts.
        if let sub = subviews.first, sub.requiresSpacingProjection { return sub.spacing }
        var s = subviews.first?.spacing ?? ViewSpacing()
        var fixed = Set<ViewSpacing.Edge>()
        if width != nil { fixed.formUnion([.left, .right]) }
        if height != nil { fixed.formUnion([.top, .bottom]) }
        s.reset(fixed)
        return s
    }
}
