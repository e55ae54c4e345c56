import Foundation

/// A layout that gives its view explicit values for alignment guides other than the text baselines (the
/// `alignmentGuide` modifier) names those guides here. The frame dump then reports their values for its node
/// and for every ancestor that exports them (docs/format.md, "Frames output"); layouts that only pass their
/// children's guides on need not conform.
public protocol ExplicitGuideDeclaring {
    /// The guides this layout may give an explicit value for.
    var declaredGuides: [AlignmentKey] { get }
}

/// An explicit alignment guide value reported for a placed node, measured in the node's own frame (from its
/// leading or top edge), as `ViewDimensions[explicit:]` gives it.
public struct ReportedGuide: Sendable, Hashable {
    public var key: AlignmentKey
    public var value: CGFloat

    public init(key: AlignmentKey, value: CGFloat) { self.key = key; self.value = value }
}
