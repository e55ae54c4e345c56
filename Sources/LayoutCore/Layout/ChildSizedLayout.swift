import Foundation

/// A built-in layout whose size depends on its proposal only through its children's sizes: when the children
/// that make its size answer every proposal with one size, so does it (stacks, ZStack, padding, fixed frames,
/// fixedSize, background/overlay, the pass-through modifiers). The engine then sizes such a subtree once and
/// answers every later question, at any proposal, from that one size without asking the subtree again
/// (`LayoutNode.sizeIgnoresProposal`). This is what keeps nested stacks linear: a stack probes each child at
/// the minimum and maximum of every proposal it gets, so without it the number of distinct proposals a node
/// is asked grows with its depth (1,000 nested stacks of fixed frames were quadratic).
///
/// Layouts whose size reads the proposal itself (flexible frames, aspect ratios, grids, scroll views, safe
/// areas, GeometryReader, custom layouts) do not conform. Answers are exactly those of asking: the same children
/// sizes go through the same arithmetic whatever the proposal.
protocol ChildSizedLayout {
    /// Whether the layout's size is one for every proposal, given its children (whose
    /// `sizeIgnoresProposal` is decided).
    func sizeIgnoresProposal(_ children: NodeList) -> Bool
}

extension ChildSizedLayout {
    /// Every child makes the size.
    func sizeIgnoresProposal(_ children: NodeList) -> Bool { children.allSatisfy(\.sizeIgnoresProposal) }
}
