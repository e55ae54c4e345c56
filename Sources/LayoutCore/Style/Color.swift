import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// From 8-bit components.
    public init(r8: Int, g8: Int, b8: Int, opacity: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, opacity: opacity)
    }

    /// SwiftUI's named colours with their iOS light-mode values (docs/format.md lists them).
    public static let named: [String: Color] = [
        "black": Color(r8: 0, g8: 0, b8: 0),
        "white": Color(r8: 255, g8: 255, b8: 255),
        "gray": Color(r8: 142, g8: 142, b8: 147),
        "red": Color(r8: 255, g8: 59, b8: 48),
        "orange": Color(r8: 255, g8: 149, b8: 0),
        "yellow": Color(r8: 255, g8: 204, b8: 0),
        "green": Color(r8: 52, g8: 199, b8: 89),
        "mint": Color(r8: 0, g8: 199, b8: 190),
        "teal": Color(r8: 48, g8: 176, b8: 199),
        "cyan": Color(r8: 50, g8: 173, b8: 230),
        "blue": Color(r8: 0, g8: 122, b8: 255),
        "indigo": Color(r8: 88, g8: 86, b8: 214),
        "purple": Color(r8: 175, g8: 82, b8: 222),
        "pink": Color(r8: 255, g8: 45, b8: 85),
        "brown": Color(r8: 162, g8: 132, b8: 94),
        "clear": Color(red: 0, green: 0, blue: 0, opacity: 0),
        "primary": Color(r8: 0, g8: 0, b8: 0),
        "secondary": Color(r8: 60, g8: 60, b8: 67, opacity: 0.6),
        "accentColor": Color(r8: 0, g8: 122, b8: 255),
    ]

    public static let black = named["black"] ?? Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The default foreground of text and shapes (`.primary` in light mode).
    public static let primary = black
    /// Divider colour (light mode, docs/semantics.md §3.5).
    public static let separator = Color(r8: 60, g8: 60, b8: 67, opacity: 0.29)
    /// The placeholder fill of an `Image` given only a size.
    public static let imagePlaceholder = Color(r8: 229, g8: 229, b8: 234)

    /// `#RRGGBB` or `#RRGGBBAA` (also without `#`); nil when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(r8: Int((v >> 16) & 0xFF), g8: Int((v >> 8) & 0xFF), b8: Int(v & 0xFF))
        } else {
            self.init(r8: Int((v >> 24) & 0xFF), g8: Int((v >> 16) & 0xFF), b8: Int((v >> 8) & 0xFF),
                      opacity: Double(v & 0xFF) / 255)
        }
    }

    /// `#rrggbb` (opacity is written separately by renderers).
    public var hexRGB: String {
        func h(_ c: Double) -> String {
            let v = max(0, min(255, Int((c * 255).rounded())))
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue)
    }
}
