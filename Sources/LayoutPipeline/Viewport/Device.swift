import Foundation
import LayoutCore
import LayoutJSON

/// A device a figure can be previewed on (`--device NAME`, a Swift preview's device): its screen in points
/// (portrait), pixel scale, and safe-area insets in portrait and landscape, with how sure the numbers are
/// (the tags of shared/spec/previews-and-controls.md §2: documented, measured, article, inferred). The table
/// and the default are listed in docs/rendering.md, "Devices".
public struct Device: Sendable, Hashable {
    public enum Orientation: String, Sendable, Hashable { case portrait, landscape }

    public var name: String
    /// Portrait width x height in points.
    public var size: CGSize
    /// The device's own pixel scale (informational: the rendering scale stays `--scale`'s, see docs).
    public var nativeScale: Int
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// How sure the numbers are: "measured", "article", ... (with a conflict note when sources disagree).
    public var confidence: String

    /// The screen and its unsafe bands in `orientation` (landscape swaps width and height).
    public func screen(_ orientation: Orientation = .portrait) -> (size: CGSize, safeArea: EdgeInsets) {
        switch orientation {
        case .portrait: (size, portraitSafeArea)
        case .landscape: (CGSize(width: size.height, height: size.width), landscapeSafeArea)
        }
    }
}

/// The devices `--device` knows (shared/spec/previews-and-controls.md §2, iOS 17–18 values unless noted).
public enum DeviceCatalog {
    static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> EdgeInsets {
        EdgeInsets(top: t, leading: l, bottom: b, trailing: r)
    }

    static func device(_ name: String, _ w: CGFloat, _ h: CGFloat, _ scale: Int, portrait: EdgeInsets,
                       landscape: EdgeInsets, _ confidence: String) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), nativeScale: scale, portraitSafeArea: portrait,
               landscapeSafeArea: landscape, confidence: confidence)
    }

    static let phoneX = (insets(59, 0, 34, 0), insets(0, 59, 21, 59))
    static let modernIPad = insets(24, 0, 20, 0)

    public static let all: [Device] = [
        device("iPhone SE (3rd generation)", 375, 667, 2, portrait: insets(20, 0, 0, 0), landscape: insets(0, 0, 0, 0),
               "measured"),
        device("iPhone 13 mini", 375, 812, 3, portrait: insets(50, 0, 34, 0), landscape: insets(0, 50, 21, 50),
               "measured"),
        device("iPhone 14", 390, 844, 3, portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47), "measured"),
        device("iPhone 15", 393, 852, 3, portrait: phoneX.0, landscape: phoneX.1, "measured"),
        device("iPhone 15 Pro", 393, 852, 3, portrait: phoneX.0, landscape: phoneX.1, "measured"),
        device("iPhone 15 Plus", 430, 932, 3, portrait: phoneX.0, landscape: phoneX.1, "measured"),
        device("iPhone 15 Pro Max", 430, 932, 3, portrait: phoneX.0, landscape: phoneX.1, "measured"),
        device("iPhone 16", 393, 852, 3, portrait: phoneX.0, landscape: phoneX.1,
               "measured (landscape bottom: conflict, 20 or 21; 21 taken)"),
        device("iPhone 16 Plus", 430, 932, 3, portrait: phoneX.0, landscape: phoneX.1,
               "measured (landscape bottom: conflict, 20 or 21; 21 taken)"),
        device("iPhone 16 Pro", 402, 874, 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62),
               "measured (landscape bottom: conflict, 20 or 21; 21 taken)"),
        device("iPhone 16 Pro Max", 440, 956, 3, portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62),
               "article (top: conflict, 59 or 62; 62 taken)"),
        device("iPhone 17", 402, 874, 3, portrait: insets(62, 0, 34, 0), landscape: insets(20, 62, 20, 62),
               "article (iOS 26)"),
        device("iPhone 17 Pro", 402, 874, 3, portrait: insets(62, 0, 34, 0), landscape: insets(20, 62, 20, 62),
               "article (iOS 26)"),
        device("iPhone 17 Pro Max", 440, 956, 3, portrait: insets(62, 0, 34, 0), landscape: insets(20, 62, 20, 62),
               "article (iOS 26)"),
        device("iPhone Air", 420, 912, 3, portrait: insets(68, 0, 34, 0), landscape: insets(20, 68, 29, 68),
               "article (iOS 26; top: conflict, 62 or 68; 68 taken)"),
        device("iPad (10th generation)", 820, 1180, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad Air 11-inch", 820, 1180, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad Air 13-inch", 1024, 1366, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad Pro 11-inch", 834, 1194, 2, portrait: modernIPad, landscape: modernIPad, "measured"),
        device("iPad Pro 11-inch (M4)", 834, 1210, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad Pro 12.9-inch", 1024, 1366, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad Pro 13-inch (M4)", 1032, 1376, 2, portrait: modernIPad, landscape: modernIPad, "article"),
        device("iPad mini (6th generation)", 744, 1133, 2, portrait: modernIPad, landscape: modernIPad,
               "article (iPadOS 26 may differ: 32/25)"),
    ]

    /// The device used when a figure asks for "the device" without naming one (`--device default`): iPhone 15,
    /// whose numbers are measured in both orientations.
    public static let defaultName = "iPhone 15"

    /// Lowercase letters and digits only: "iphone15pro" matches "iPhone 15 Pro", "iphone-15-pro", ...
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Short names people type, and devices with the same screen as one of the table's (shared/spec/
    /// previews-and-controls.md §2: the SE's 2nd and 3rd generations share a screen, as the 12, 13 and 14 do, the
    /// 12 mini and 13 mini, the 14 Pro and 15 Pro, the 14 Pro Max and 15 Pro Max), each with the table's name.
    public static let aliases: [(alias: String, name: String)] = [
        ("iPhone SE", "iPhone SE (3rd generation)"), ("iPhone SE 3", "iPhone SE (3rd generation)"),
        ("iPhone SE (2nd generation)", "iPhone SE (3rd generation)"), ("iPhone SE 2", "iPhone SE (3rd generation)"),
        ("iPhone 12 mini", "iPhone 13 mini"), ("iPhone 12", "iPhone 14"), ("iPhone 12 Pro", "iPhone 14"),
        ("iPhone 13", "iPhone 14"), ("iPhone 13 Pro", "iPhone 14"),
        ("iPhone 14 Pro", "iPhone 15 Pro"), ("iPhone 14 Pro Max", "iPhone 15 Pro Max"),
        ("iPad", "iPad (10th generation)"), ("iPad 10", "iPad (10th generation)"),
        ("iPad mini", "iPad mini (6th generation)"), ("iPad mini 6", "iPad mini (6th generation)"),
        ("iPad Air", "iPad Air 11-inch"), ("iPad Air 11", "iPad Air 11-inch"), ("iPad Air 13", "iPad Air 13-inch"),
        ("iPad Pro 11", "iPad Pro 11-inch"), ("iPad Pro 12.9", "iPad Pro 12.9-inch"),
        ("iPad Pro 13", "iPad Pro 13-inch (M4)"), ("iPad Pro 11 (M4)", "iPad Pro 11-inch (M4)"),
    ]

    /// The device called `name` (case, spaces and punctuation ignored; "default" is `defaultName`; an alias is the
    /// device it names).
    public static func named(_ name: String) -> Device? {
        let k = key(name) == "default" ? key(defaultName) : key(name)
        if let d = all.first(where: { key($0.name) == k }) { return d }
        guard let target = aliases.first(where: { key($0.alias) == k })?.name else { return nil }
        return all.first { $0.name == target }
    }

    /// `--device NAME`: the device, or a usage error with the closest name.
    public static func parse(_ name: String) throws(PipelineError) -> Device {
        if let d = named(name) { return d }
        throw PipelineError.usage("--device: " + unknown(name))
    }

    /// "unknown device "X"; did you mean "Y"?" (or where the list is).
    public static func unknown(_ name: String) -> String {
        let names = all.map(\.name) + aliases.map(\.alias)
        var hint = "; see docs/rendering.md, \"Devices\", for the list"
        if let near = Suggestion.nearest(to: key(name), in: names.map(key)),
           let match = names.first(where: { key($0) == near }) {
            hint = "; did you mean \"\(match)\"?"
        }
        return "unknown device \"\(name)\"\(hint)"
    }
}
