/// The text-length limits checked when a Text is decoded (docs/limits.md, "Text"): at most
/// `FormatLimits.maxTextLength` Unicode scalars, and no run of more than `FormatLimits.maxUnbrokenText` scalars
/// without a word break. A word break is where a new word starts after breaking whitespace (a run of spaces is
/// part of the run before it: Pango lets it hang, so it costs as much as letters), a paragraph break, or a
/// character of a script that breaks between characters (CJK ideographs, kana, hangul, Yi). No-break spaces
/// (U+00A0, U+2007, U+202F), joiners, variation selectors and every other character continue the run.
enum TextBreaks {
    enum Problem: Equatable { case tooLong, unbroken }

    static func check(_ s: String) -> Problem? {
        var count = 0, run = 0
        var afterSpace = false
        for c in s.unicodeScalars {
            count += 1
            if count > FormatLimits.maxTextLength { return .tooLong }
            if isParagraphBreak(c) || breaksBetweenCharacters(c) {
                run = 0; afterSpace = false
                continue
            }
            if isBreakingSpace(c) {
                afterSpace = true
            } else if afterSpace {
                run = 0; afterSpace = false
            }
            run += 1
            if run > FormatLimits.maxUnbrokenText { return .unbroken }
        }
        return nil
    }

    static func isParagraphBreak(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whitespace after which a line may break: not the no-break spaces.
    static func isBreakingSpace(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0xA0, 0x2007, 0x202F: false
        default: c.properties.isWhitespace
        }
    }

    /// Scripts whose lines break between any two characters (UAX #14 classes ID, H2, H3 and kana).
    static func breaksBetweenCharacters(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x2E80...0x2FDF, 0x3040...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x3FFFD: true
        default: false
        }
    }
}
