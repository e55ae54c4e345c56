import Foundation

/// The Text environment modifiers beyond `font`, `lineLimit(_:)`, `multilineTextAlignment` and `truncationMode`
/// (docs/format.md "Text options", docs/semantics.md §3.2). Each sets an environment value for every Text
/// below; an inner one overrides an outer one. None has a layout of its own.
public enum TextOption: Sendable, Hashable {
    /// `lineSpacing(_:)`: points between lines (negative values count as 0, as in TextKit).
    case lineSpacing(CGFloat)
    /// `lineLimit(_:reservesSpace:)` and `lineLimit(2...4)` / `lineLimit(2...)` / `lineLimit(...4)`: at most
    /// `max` lines (nil = unlimited), at least `reserved` lines tall.
    case lineLimitRange(reserved: Int, max: Int?)
    /// `minimumScaleFactor(_:)`, in (0, 1].
    case minimumScaleFactor(CGFloat)
    case tracking(CGFloat)
    case kerning(CGFloat)
    /// `textCase(_:)`; nil = as written.
    case textCase(TextCase?)
    case allowsTightening(Bool)
    /// `fontWeight(_:)`; nil removes an outer one.
    case fontWeight(FontWeight?)
    /// `bold(_:)`: true makes the text bold whatever the font's weight; false undoes an outer `bold()`.
    case bold(Bool)
    /// `italic(_:)`.
    case italic(Bool)
    /// `fontDesign(_:)`; nil removes an outer one.
    case fontDesign(FontDesign?)
    /// `monospacedDigit()`.
    case monospacedDigit
    /// `underline(_:pattern:color:)`; nil = `underline(false)`, which removes an outer one (§3.10).
    case underline(TextLineStyle?)
    /// `strikethrough(_:pattern:color:)`; nil = `strikethrough(false)`.
    case strikethrough(TextLineStyle?)

    /// The modifier's name in the tree format and the frame dump.
    public var name: String {
        switch self {
        case .lineSpacing: "lineSpacing"
        case .lineLimitRange: "lineLimit"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .tracking: "tracking"
        case .kerning: "kerning"
        case .textCase: "textCase"
        case .allowsTightening: "allowsTightening"
        case .fontWeight: "fontWeight"
        case .bold: "bold"
        case .italic: "italic"
        case .fontDesign: "fontDesign"
        case .monospacedDigit: "monospacedDigit"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        }
    }
}

/// The font modifiers of the environment (`fontWeight`, `bold`, `italic`, `fontDesign`, `monospacedDigit`):
/// they apply on top of whatever `font` a Text resolves, including one set closer to the Text, like
/// SwiftUI's font modifiers (docs/semantics.md §3.2, "Font modifiers").
public struct FontOverlay: Sendable, Hashable {
    public var weight: FontWeight?
    public var bold: Bool?
    public var italic: Bool?
    public var design: FontDesign?
    public var monospacedDigit = false

    public init() {}

    public func applied(to font: TextStyle) -> TextStyle {
        var t = font
        if let design { t.design = design }
        if let weight { t.weight = weight }
        if bold == true { t.weight = .bold }
        if let italic { t.italic = italic }
        if monospacedDigit { t.monospacedDigit = true }
        return t
    }
}
