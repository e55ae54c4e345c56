import Foundation

/// `Image(systemName:)`: no symbol artwork is shipped, so a placeholder image (the grey box with a cross) of a
/// square sized from the font in effect: 20/17 of its point size (20 x 20 in the body font, about a line of
/// text, as a medium-scale SF Symbol is), times 0.8 for the small scale and 1.3 for the large
/// (docs/semantics.md, "Controls"). The node's description names the symbol.
public struct SymbolImage: ControlBody {
    public enum Scale: String, Sendable, CaseIterable {
        case small, medium, large
        var factor: CGFloat { self == .small ? 0.8 : self == .large ? 1.3 : 1 }
    }
    public static let sizePerPoint: CGFloat = 20.0 / 17.0

    public var systemName: String
    public var scale: Scale
    public init(systemName: String, scale: Scale = .medium) { self.systemName = systemName; self.scale = scale }

    public var name: String { "Image" }
    public var description: String {
        "Image(systemName: \(systemName.debugDescription)" + (scale == .medium ? ")" : ", scale: .\(scale.rawValue))")
    }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let side = (environment.font.size * Self.sizePerPoint * scale.factor * 8).rounded() / 8
        return ViewNode(.image(.placeholder, width: side, height: side))
    }
}
