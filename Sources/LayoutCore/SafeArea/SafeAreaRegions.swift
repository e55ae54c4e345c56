import Foundation

/// Kinds of safe area, as SwiftUI's `SafeAreaRegions` (docs/semantics.md §4.12). layoutviz has no software
/// keyboard: every inset it knows (the canvas's, `safeAreaInset`, `safeAreaPadding`) is a container inset.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The device's and containers' insets (notch, home indicator, bars, `safeAreaInset`).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's extent (always empty in layoutviz).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A screen edge, as SwiftUI's `Edge` (`safeAreaInset(edge:)`).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// The axis the edge is at an end of: top/bottom → vertical.
    public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    /// True for top and leading (the start of their axis).
    public var isStart: Bool { self == .top || self == .leading }
}

extension EdgeInsets {
    /// `length` on `edge`, 0 elsewhere.
    public init(_ edge: Edge, _ length: CGFloat) {
        self.init(edges: EdgeSet(edge), length: length)
    }

    /// Only the insets on `edges`; the others 0.
    public func on(_ edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    public static let zero = EdgeInsets()
}

extension EdgeSet {
    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}

extension CGRect {
    /// The rectangle moved inwards by `insets` (outwards for negative values).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}

extension ProposedViewSize {
    /// The proposal grown by `insets` on each specified dimension (nil stays nil, infinity stays infinity).
    public func outset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 + insets.total(.horizontal)) },
                         height: height.map { max(0, $0 + insets.total(.vertical)) })
    }
}
