/// SwiftUI's `Color`: a view that fills what it is proposed, and the colour argument of modifiers, with the
/// named colours as static members (iOS light-mode values, docs/format.md "Colors").
///
/// It wraps LayoutCore's colour value (`resolved`) rather than extending it: LayoutCore's `Color` has
/// `red`/`green`/`blue` component properties, which would clash with the static `Color.red`. Like SwiftUI's,
/// this `Color` has no component properties. In a file importing LayoutVizDSL, `Color` means this type;
/// `LayoutCore.Color` is the value type.
public struct Color: View, Hashable, Sendable {
    public var resolved: LayoutCore.Color
    public var viewNodes: [ViewNode] { [ViewNode(.color(resolved))] }
    public var body: EmptyView { EmptyView() }

    public init(_ resolved: LayoutCore.Color) { self.resolved = resolved }

    /// Components in 0...1 (values outside are reported by `render`/`layout`).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = LayoutCore.Color(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// `Color(white: 0.5)`: a grey.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// `Color(.systemGray6)`, `Color(.secondarySystemBackground)`: UIKit's element colours (adaptive, as the
    /// JSON names of the same spelling).
    public init(_ uiColor: SystemColor) { resolved = uiColor.color }

    /// `Color(uiColor: .link)`.
    public init(uiColor: SystemColor) { self.init(uiColor) }

    /// `"#RRGGBB"` or `"#RRGGBBAA"`, as in the JSON format; nil for anything else.
    public init?(hex: String) {
        guard let c = LayoutCore.Color(hex: hex) else { return nil }
        resolved = c
    }

    /// A colour with its opacity multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        var c = resolved
        c.opacity *= opacity
        return Color(c)
    }

    public static let black = named("black")
    public static let white = named("white")
    public static let gray = named("gray")
    public static let red = named("red")
    public static let orange = named("orange")
    public static let yellow = named("yellow")
    public static let green = named("green")
    public static let mint = named("mint")
    public static let teal = named("teal")
    public static let cyan = named("cyan")
    public static let blue = named("blue")
    public static let indigo = named("indigo")
    public static let purple = named("purple")
    public static let pink = named("pink")
    public static let brown = named("brown")
    public static let clear = named("clear")
    public static let primary = named("primary")
    public static let secondary = named("secondary")
    public static let accentColor = named("accentColor")

    private static func named(_ name: String) -> Color { Color(LayoutCore.Color.named[name] ?? .clear) }
}
