import Foundation

/// What fills or strokes a shape, colours text or a border: SwiftUI's `ShapeStyle` values that layoutviz draws,
/// a colour or a gradient (docs/semantics.md §3.9). Resolved in the colour scheme when the display list is built.
public enum ShapeStyle: Hashable, Sendable {
    case color(Color)
    case gradient(GradientStyle)

    /// The default foreground of text and shapes.
    public static let primary = ShapeStyle.color(.primary)

    public func resolved(in scheme: ColorScheme) -> ShapeStyle {
        switch self {
        case .color(let c): .color(c.resolved(in: scheme))
        case .gradient(let g): .gradient(g.resolved(in: scheme))
        }
    }

    /// False when nothing would show (a clear colour, a gradient of clear stops).
    public var isVisible: Bool {
        switch self {
        case .color(let c): c.opacity > 0
        case .gradient(let g): g.gradient.isVisible
        }
    }

    /// The colour, nil for a gradient.
    public var color: Color? {
        if case .color(let c) = self { c } else { nil }
    }

    /// One colour standing for the style where only a colour can be used (a run of a Text made of runs): the
    /// colour, or a gradient's first stop.
    public var representativeColor: Color {
        switch self {
        case .color(let c): c
        case .gradient(let g): g.gradient.stops.first?.color ?? .clear
        }
    }
}
