/// The adaptive system colours behind SwiftUI's named colours, with their iOS values in the light and dark
/// appearances (default contrast, base elevation). Values: Apple's Human Interface Guidelines colour tables
/// and UIKit's `UIColor` system/element colours (iOS 15–18 values; docs/format.md, "Colors", lists them).
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// `UIColor.label`: `Color.primary`, the default foreground.
    case label
    /// `UIColor.secondaryLabel`: `Color.secondary`.
    case secondaryLabel
    /// `UIColor.separator`: what a Divider draws.
    case separator
    /// `UIColor.systemBackground`: the window behind the content (the default canvas background).
    case systemBackground
    /// `UIColor.systemGray2` and `systemGray5` (the image placeholder's cross and fill).
    case systemGray2, systemGray5
    /// More UIKit element colours, named in JSON as in `Color(.systemGray6)` / `Color(uiColor: .link)`.
    case systemGray3, systemGray4, systemGray6
    case secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case tertiaryLabel, quaternaryLabel, opaqueSeparator, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill

    /// (light, dark) as 8-bit sRGB plus opacity.
    private var values: (light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)) {
        switch self {
        case .red: ((255, 59, 48, 1), (255, 69, 58, 1))
        case .orange: ((255, 149, 0, 1), (255, 159, 10, 1))
        case .yellow: ((255, 204, 0, 1), (255, 214, 10, 1))
        case .green: ((52, 199, 89, 1), (48, 209, 88, 1))
        case .mint: ((0, 199, 190, 1), (99, 230, 226, 1))
        case .teal: ((48, 176, 199, 1), (64, 200, 224, 1))
        case .cyan: ((50, 173, 230, 1), (100, 210, 255, 1))
        case .blue: ((0, 122, 255, 1), (10, 132, 255, 1))
        case .indigo: ((88, 86, 214, 1), (94, 92, 230, 1))
        case .purple: ((175, 82, 222, 1), (191, 90, 242, 1))
        case .pink: ((255, 45, 85, 1), (255, 55, 95, 1))
        case .brown: ((162, 132, 94, 1), (172, 142, 104, 1))
        case .gray: ((142, 142, 147, 1), (142, 142, 147, 1))
        case .label: ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1))
        case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1))
        case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1))
        case .link: ((0, 122, 255, 1), (9, 132, 255, 1))
        case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        }
    }

    /// This colour's value in `scheme` (not itself adaptive).
    public func value(in scheme: ColorScheme) -> Color {
        let v = scheme == .light ? values.light : values.dark
        return Color(r8: v.0, g8: v.1, b8: v.2, opacity: v.3)
    }

    /// The adaptive colour: the light value, tagged so that `Color.resolved(in:)` can switch it.
    public var color: Color {
        var c = value(in: .light)
        c.system = self
        return c
    }
}

extension Color {
    /// The colour as drawn in `scheme`: a system colour takes that appearance's value (its opacity scaled by
    /// how much the colour's own opacity differs from the light value's) and stays tagged with its system
    /// colour, so resolving in the light scheme changes nothing; any other colour is itself.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let system, scheme != .light else { return self }
        let light = system.value(in: .light)
        var out = system.value(in: scheme)
        if light.opacity > 0 { out.opacity = min(1, max(0, out.opacity * opacity / light.opacity)) }
        out.system = system
        return out
    }
}
