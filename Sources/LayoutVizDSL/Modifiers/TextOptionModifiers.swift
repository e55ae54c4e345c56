/// The Text environment modifiers beyond `font` and `lineLimit(_:)` (docs/format.md "Text options",
/// docs/semantics.md §3.2), with SwiftUI's names and labels. Each is a `NodeKind.textOption` node, exactly what
/// the JSON modifier of the same name decodes to. The font modifiers (`fontWeight`, `bold`, `italic`,
/// `fontDesign`, `monospacedDigit`) apply over whatever `font` a Text gets, even one set closer to it, as in
/// SwiftUI; `.font(.body.bold())` instead is part of the font. `underline` and `strikethrough` draw lines
/// (docs/semantics.md §3.10).

extension View {
    /// `.lineSpacing(4)`: points between lines (negative counts as 0).
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent { modifier(.textOption(.lineSpacing(lineSpacing))) }

    /// `.lineLimit(3, reservesSpace: true)`: at most 3 lines, and 3 lines tall even when shorter.
    /// `reservesSpace: false` is `.lineLimit(3)`, as in the JSON format.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent {
        reservesSpace ? modifier(.textOption(.lineLimitRange(reserved: limit, max: limit))) : lineLimit(limit)
    }

    /// `.lineLimit(2...4)`: at most 4 lines, at least 2 lines tall (`{"lineLimit": "2...4"}`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent {
        modifier(.textOption(.lineLimitRange(reserved: limit.lowerBound, max: limit.upperBound)))
    }

    /// `.lineLimit(2...)`: no maximum, at least 2 lines tall (`{"lineLimit": "2..."}`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent {
        modifier(.textOption(.lineLimitRange(reserved: limit.lowerBound, max: nil)))
    }

    /// `.lineLimit(...4)`: at most 4 lines (`{"lineLimit": "...4"}`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent {
        modifier(.textOption(.lineLimitRange(reserved: 0, max: limit.upperBound)))
    }

    /// `.minimumScaleFactor(0.5)`: the font may shrink to this fraction of its size to fit; in (0, 1].
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent {
        modifier(.textOption(.minimumScaleFactor(factor)))
    }

    /// `.tracking(2)`: extra space after each character; a line's last one does not count in its width.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent { modifier(.textOption(.tracking(tracking))) }

    /// `.kerning(1)`: extra space after each character, the last one included.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent { modifier(.textOption(.kerning(kerning))) }

    /// `.textCase(.uppercase)`; nil shows the text as written.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent { modifier(.textOption(.textCase(textCase))) }

    /// `.allowsTightening(true)`: accepted; no effect on the layout.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent { modifier(.textOption(.allowsTightening(flag))) }

    /// `.fontWeight(.bold)`; nil removes an outer one.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent { modifier(.textOption(.fontWeight(weight))) }

    /// `.fontDesign(.serif)`; nil removes an outer one.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent { modifier(.textOption(.fontDesign(design))) }

    /// `.bold()`: bold whatever the font's weight; `.bold(false)` undoes an outer `bold()`.
    public func bold(_ isActive: Bool = true) -> ModifiedContent { modifier(.textOption(.bold(isActive))) }

    /// `.italic()`; `.italic(false)` undoes an outer `italic()`.
    public func italic(_ isActive: Bool = true) -> ModifiedContent { modifier(.textOption(.italic(isActive))) }

    /// `.monospacedDigit()`: all digits equally wide.
    public func monospacedDigit() -> ModifiedContent { modifier(.textOption(.monospacedDigit)) }

    /// `.underline()`, `.underline(pattern: .dash, color: .blue)`: a line under the text at the font's underline
    /// position, in the text's colour unless `color` is given; `.underline(false)` removes an outer one. The
    /// layout does not change.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> ModifiedContent {
        modifier(.textOption(.underline(isActive ? Text.LineStyle(pattern: pattern, color: color?.resolved) : nil)))
    }

    /// `.strikethrough()`, `.strikethrough(pattern: .dot, color: .red)`: a line through the text at the font's
    /// strikethrough position; arguments as `underline`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> ModifiedContent {
        modifier(.textOption(.strikethrough(isActive ? Text.LineStyle(pattern: pattern, color: color?.resolved)
                                                     : nil)))
    }
}
