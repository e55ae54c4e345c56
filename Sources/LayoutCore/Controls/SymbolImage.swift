import Foundation

/// `Image(systemName:)`'s size: no symbol artwork is shipped, so a symbol is an image placeholder (the grey box
/// with a cross, `ImageSource.symbol`) of a square sized from the font in effect: 20/17 of its point size (20 x 20
/// in the body font, about a line of text, as a medium-scale SF Symbol is), times 0.8 for the small scale and 1.3
/// for the large (docs/semantics.md §12.3). The frame dump's labels name the symbol.
public enum SymbolImage {
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large
        var factor: CGFloat { self == .small ? 0.8 : self == .large ? 1.3 : 1 }
    }
    public static let sizePerPoint: CGFloat = 20.0 / 17.0

    /// The side of the symbol's square in `font`, on an eighth-of-a-point grid.
    public static func side(in font: TextStyle, scale: Scale) -> CGFloat {
        (font.size * sizePerPoint * scale.factor * 8).rounded() / 8
    }

    /// The image node of a symbol.
    public static func node(_ name: String, scale: Scale = .medium) -> ViewNode {
        ViewNode(.image(.symbol(name, scale: scale), width: 0, height: 0))
    }
}
