import Foundation

/// The value of an `alignmentGuide` closure: `{ d in d[.trailing] }`. Hashable by its description (the
/// expression's source text plus the values it captured), never by the closure's identity.
public struct GuideComputation: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    let compute: @Sendable (ViewDimensions) -> CGFloat

    public init(_ description: String, _ compute: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.description = description
        self.compute = compute
    }

    /// A constant guide value (`{ _ in 10 }`).
    public init(constant: CGFloat) {
        self.init(NumberFormat.decimal(constant)) { _ in constant }
    }

    public func callAsFunction(_ d: ViewDimensions) -> CGFloat { compute(d) }

    public static func == (a: GuideComputation, b: GuideComputation) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}

/// What a `GeometryReader` holds: its content, built for the reader's final size at placement
/// (docs/semantics.md §3.6). Hashable by its description (where it was written and what it captured).
public struct GeometryContent: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    let make: @Sendable (GeometryProxy) -> [ViewNode]

    public init(_ description: String, _ make: @escaping @Sendable (GeometryProxy) -> [ViewNode]) {
        self.description = description
        self.make = make
    }

    public func callAsFunction(_ proxy: GeometryProxy) -> [ViewNode] { make(proxy) }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}
