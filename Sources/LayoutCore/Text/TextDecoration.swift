import Foundation

/// Text decorations (docs/semantics.md §3.10): `underline(_:pattern:color:)` and
/// `strikethrough(_:pattern:color:)`, on a Text, on a run of a Text made of runs, or on any view (every Text below,
/// like the other Text options). A decoration is drawn, never laid out: a Text's size, lines and baselines are the
/// same with or without it. `TextLineStyle` is SwiftUI's `Text.LineStyle`; `TextDecoration` is the pair a Text or
/// a run carries; `TextDecorationMetrics` is where the font puts the lines, which the measurer reports with the
/// layout (`TextLayout.decorationMetrics`) and the display list draws from.
public struct TextLineStyle: Sendable, Hashable {
    /// SwiftUI's `Text.LineStyle.Pattern`. The lengths of the dashes are in `dashes` ([inferred]).
    public enum Pattern: String, Sendable, Hashable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot

        /// On and off lengths, in units of the line's drawn thickness, repeated from the line's left end; empty
        /// for a solid line (docs/semantics.md §3.10: a dot is as long as the line is thick, a dash four times,
        /// gaps twice).
        public var dashes: [CGFloat] {
            switch self {
            case .solid: []
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }

    public var pattern: Pattern
    /// The line's colour; nil = the colour of the text it decorates.
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
        self.pattern = pattern; self.color = color
    }

    /// SwiftUI's `Text.LineStyle.single`: a solid line in the text's colour.
    public static let single = TextLineStyle()
}

/// The decorations of a Text or a run: nil = no line.
public struct TextDecoration: Sendable, Hashable {
    public var underline: TextLineStyle?
    public var strikethrough: TextLineStyle?

    public init(underline: TextLineStyle? = nil, strikethrough: TextLineStyle? = nil) {
        self.underline = underline; self.strikethrough = strikethrough
    }

    public var isEmpty: Bool { underline == nil && strikethrough == nil }
}

/// Where a font draws its underline and strikethrough, in points: each position is the distance of the line's
/// top above the baseline (an underline's is negative: it lies below), as fonts and Pango give it.
public struct TextDecorationMetrics: Sendable, Hashable {
    public var underlinePosition: CGFloat
    public var underlineThickness: CGFloat
    public var strikethroughPosition: CGFloat
    public var strikethroughThickness: CGFloat

    public init(underlinePosition: CGFloat, underlineThickness: CGFloat, strikethroughPosition: CGFloat,
                strikethroughThickness: CGFloat) {
        self.underlinePosition = underlinePosition; self.underlineThickness = underlineThickness
        self.strikethroughPosition = strikethroughPosition; self.strikethroughThickness = strikethroughThickness
    }

    /// The layout with the decorations of `request` and the metrics they are drawn with (`metrics` of each
    /// decorated style, at the size the layout was drawn: `minimumScaleFactor` applied). One entry for a plain
    /// Text, one per run for a Text made of runs; none when nothing is decorated, so an undecorated layout is
    /// exactly what it was without decorations. Every measurer ends with this.
    public static func attach(to layout: TextLayout, of request: TextRequest,
                              _ metrics: (TextStyle) -> TextDecorationMetrics) -> TextLayout {
        var l = layout
        if request.runs.isEmpty {
            guard !request.decoration.isEmpty else { return l }
            var style = request.style
            style.size *= layout.fontScale
            l.decoration = request.decoration
            l.decorationMetrics = [metrics(style)]
        } else {
            guard layout.runs.contains(where: { !$0.decoration.isEmpty }) else { return l }
            l.decorationMetrics = layout.runs.map { metrics($0.style) }
        }
        return l
    }
}
