import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1. A system colour (`system` set,
/// e.g. SwiftUI's `.red` or `.primary`) holds its light value and adapts to the colour scheme when drawn
/// (`resolved(in:)`); colours given by components or hex never adapt.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// The adaptive system colour this is, nil for a fixed colour.
    public var system: SystemColor?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// From 8-bit components.
    public init(r8: Int, g8: Int, b8: Int, opacity: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, opacity: opacity)
    }

    /// SwiftUI's named colours (docs/format.md lists them): the system colours adapt to the colour scheme;
    /// black, white and clear do not.
    public static let named: [String: Color] = [
        "black": Color(r8: 0, g8: 0, b8: 0),
        "white": Color(r8: 255, g8: 255, b8: 255),
        "gray": SystemColor.gray.color,
        "red": SystemColor.red.color,
        "orange": SystemColor.orange.color,
        "yellow": SystemColor.yellow.color,
        "green": SystemColor.green.color,
        "mint": SystemColor.mint.color,
        "teal": SystemColor.teal.color,
        "cyan": SystemColor.cyan.color,
        "blue": SystemColor.blue.color,
        "indigo": SystemColor.indigo.color,
        "purple": SystemColor.purple.color,
        "pink": SystemColor.pink.color,
        "brown": SystemColor.brown.color,
        "clear": Color(red: 0, green: 0, blue: 0, opacity: 0),
        "primary": SystemColor.label.color,
        "secondary": SystemColor.secondaryLabel.color,
        "accentColor": SystemColor.blue.color,
    ].merging(uiKitNames) { a, _ in a }

    /// UIKit's element colours by their `UIColor` names (`Color(.systemGray6)` in SwiftUI).
    static let uiKitNames: [String: Color] = Dictionary(uniqueKeysWithValues: [
        SystemColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator, .opaqueSeparator, .link,
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
        .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemGray2, .systemGray3,
        .systemGray4, .systemGray5, .systemGray6, .systemFill, .secondarySystemFill, .tertiarySystemFill,
        .quaternarySystemFill,
    ].map { ($0.rawValue, $0.color) })

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The default foreground of text and shapes (`.primary`: black in light mode, white in dark).
    public static let primary = SystemColor.label.color
    /// Divider colour (docs/semantics.md §3.5).
    public static let separator = SystemColor.separator.color
    /// The placeholder fill of an `Image` given only a size.
    public static let imagePlaceholder = SystemColor.systemGray5.color

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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(7)
        appendHexRGB(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `hexRGB`'s UTF-8 bytes appended to `out`: each component rounded to 0...255, two lowercase hex digits.
    public func appendHexRGB(to out: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        func component(_ c: Double, _ out: inout [UInt8]) {
            let v = max(0, min(255, Int((c * 255).rounded())))
            digits.withUTF8Buffer { hex in
                out.append(hex[v >> 4])
                out.append(hex[v & 15])
            }
        }
        out.append(UInt8(ascii: "#"))
        component(red, &out)
        component(green, &out)
        component(blue, &out)
    }
}
