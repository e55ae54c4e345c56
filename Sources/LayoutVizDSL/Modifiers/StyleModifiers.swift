/// Environment and drawing modifiers: colours, opacity, clipping, font, and the first text options
/// (the others, with the font modifiers, are in TextOptionModifiers.swift).

extension View {
    public func foregroundColor(_ color: Color) -> ModifiedContent { modifier(.foregroundColor(color.resolved)) }
    public func foregroundStyle(_ color: Color) -> ModifiedContent { modifier(.foregroundStyle(.color(color.resolved))) }

    /// Clamped to 0...1, as the JSON decoder does (with a warning there).
    public func opacity(_ opacity: Double) -> ModifiedContent {
        modifier(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }

    /// Clips to a rounded rectangle (`antialiased` is accepted for SwiftUI compatibility; drawing always is).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent {
        modifier(.cornerRadius(radius))
    }

    /// Clips to the frame (`antialiased` is accepted for SwiftUI compatibility).
    public func clipped(antialiased: Bool = false) -> ModifiedContent { modifier(.clipped) }

    /// The font of every Text below; parts a `Font` leaves unset are inherited.
    public func font(_ font: Font) -> ModifiedContent { modifier(.font(font.spec)) }

    /// nil = no limit.
    public func lineLimit(_ number: Int?) -> ModifiedContent { modifier(.lineLimit(number)) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent {
        modifier(.multilineTextAlignment(alignment))
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent { modifier(.truncationMode(mode)) }
}

/// SwiftUI's `Font`: a text style (`.title`), a system font (`.system(size: 20, weight: .bold)`), and the
/// `bold()`, `italic()`, `weight(_:)` variations. What it leaves unset is inherited from the enclosing font.
public struct Font: Hashable, Sendable {
    public var spec: FontSpec
    public init(_ spec: FontSpec) { self.spec = spec }

    public typealias Weight = FontWeight
    public typealias Design = FontDesign
    public typealias TextStyle = TextStyleName

    public static let largeTitle = Font(FontSpec(style: .largeTitle))
    public static let title = Font(FontSpec(style: .title))
    public static let title2 = Font(FontSpec(style: .title2))
    public static let title3 = Font(FontSpec(style: .title3))
    public static let headline = Font(FontSpec(style: .headline))
    public static let subheadline = Font(FontSpec(style: .subheadline))
    public static let body = Font(FontSpec(style: .body))
    public static let callout = Font(FontSpec(style: .callout))
    public static let footnote = Font(FontSpec(style: .footnote))
    public static let caption = Font(FontSpec(style: .caption))
    public static let caption2 = Font(FontSpec(style: .caption2))

    /// `.system(size: 20, weight: .bold, design: .monospaced)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(FontSpec(size: size, weight: weight, design: design))
    }

    /// `.system(.title, design: .serif, weight: .bold)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(FontSpec(style: style, weight: weight, design: design))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.spec.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.spec.italic = true; return f }
}
