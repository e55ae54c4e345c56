import Foundation
import LayoutCore

/// SF Pro's tracking by point size, from Apple's typography guidelines as transcribed in
/// shared/spec/previews-and-controls.md §4.2, in 1/1000 em, for a default design drawn with two static cuts that
/// switch at 20 pt (SF Pro Text/Display, or Inter/Inter Display standing in for them): below 20 pt the current
/// (variable-font) table, whose sizes there are the Text design's; from 20 pt the Display column of the split
/// Text/Display table, made for the static Display cut (the current table's values from 20 to 28 pt belong to
/// the variable font's gradual change of optical size, whose glyphs are wider there than the Display cut's).
/// A size between listed sizes takes the value of the next smaller listed size; below 6 pt the 6 pt value; from
/// 80 pt 0. Applied as letter spacing between characters, on top of `tracking`/`kerning`
/// (`FontConfiguration.tracking`; docs/rendering.md, "Text widths against the device").
public enum SFProTracking {
    /// The current table (iOS 14+), used below 20 pt.
    static let table: [(size: Int, milliEm: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5),
        (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The Display column of the split table, from 20 pt (beyond its last entry, 69 pt, the current table's).
    static let displayTable: [(size: Int, milliEm: Int)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (40, 10), (44, 9), (48, 8),
        (50, 7), (53, 6), (56, 5), (60, 4), (65, 3), (69, 2), (76, 1), (80, 0),
    ]

    /// The tracking in 1/1000 em at `size` points: the current table below `FontConfiguration.displaySize`, the
    /// Display column from it.
    public static func milliEm(at size: CGFloat) -> Int {
        guard size.isFinite else { return 0 }
        let rows = size < FontConfiguration.displaySize ? table : displayTable
        var value = rows[0].milliEm
        for entry in rows where CGFloat(entry.size) <= size { value = entry.milliEm }
        return value
    }

    /// Whether a text takes the table: every character is in a script SF Pro (and Inter) draws: Latin,
    /// Greek, Cyrillic (below U+0590), Latin and Greek extended (U+1E00–U+1FFF), punctuation and symbols
    /// (U+2000–U+2E7F), variation selectors, or an emoji (U+1F000 on). Any character of another script
    /// (Hebrew, Arabic, Devanagari, Thai, CJK, ...) is drawn by a fallback font: the text is not tracked.
    public static func tracks(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            let v = s.value
            return v < 0x0590 || (0x1E00..<0x2E80).contains(v) || (0xFE00...0xFE0F).contains(v) || v >= 0x1F000
        }
    }

    /// The tracking in points at `size` points.
    public static func points(at size: CGFloat) -> CGFloat {
        size.isFinite ? size * CGFloat(milliEm(at: size)) / 1000 : 0
    }
}
