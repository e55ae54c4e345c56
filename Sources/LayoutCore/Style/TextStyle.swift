import Foundation

/// Font weights with their CSS/OpenType numeric values.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var numeric: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// SwiftUI's font designs. The measurer maps each to a pinned font family (docs/semantics.md §Text).
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
    case `default`, serif, rounded, monospaced
}

/// SwiftUI's text styles with their iOS sizes and weights at the default Dynamic Type size.
public enum TextStyleName: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    public var size: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}

/// A fully resolved font: what the measurer and the renderers need to shape text.
public struct TextStyle: Hashable, Sendable {
    public var size: CGFloat
    public var weight: FontWeight
    public var design: FontDesign
    public var italic: Bool
    /// `monospacedDigit()`: digits all take the same advance (OpenType `tnum`); other glyphs are unchanged.
    public var monospacedDigit: Bool

    public init(size: CGFloat, weight: FontWeight = .regular, design: FontDesign = .default, italic: Bool = false,
                monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    public init(_ style: TextStyleName) { self.init(size: style.size, weight: style.weight) }

    /// The default font of a Text: `.body`.
    public static let body = TextStyle(.body)
}

public enum TruncationMode: String, Sendable, Hashable, CaseIterable { case head, middle, tail }

public enum TextAlignment: String, Sendable, Hashable, CaseIterable { case leading, center, trailing }

/// `Text.Case` of the `textCase` modifier.
public enum TextCase: String, Sendable, Hashable, CaseIterable { case uppercase, lowercase }
