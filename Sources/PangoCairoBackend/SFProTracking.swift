import Foundation
import LayoutCore

/// SF Pro's tracking by point size, from Apple's typography guidelines (the current, variable-font table of
/// shared/spec/previews-and-controls.md §4.2), in 1/1000 em. A size between listed sizes takes the value of the
/// next smaller listed size; below 6 pt the 6 pt value, from 80 pt on 0. Applied (as letter spacing, on top
/// of `tracking`/`kerning`) only when the user's SF Pro fonts are configured (`FontConfiguration.systemFont`).
public enum SFProTracking {
    static let table: [(size: Int, milliEm: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5),
        (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The tracking in 1/1000 em at `size` points.
    public static func milliEm(at size: CGFloat) -> Int {
        guard size.isFinite else { return 0 }
        var value = table[0].milliEm
        for entry in table where CGFloat(entry.size) <= size { value = entry.milliEm }
        return value
    }

    /// The tracking in points at `size` points.
    public static func points(at size: CGFloat) -> CGFloat {
        size.isFinite ? size * CGFloat(milliEm(at: size)) / 1000 : 0
    }
}
