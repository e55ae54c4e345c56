import Foundation

/// A Text made of runs resolved in its environment (docs/semantics.md §3.8): each run starts from the Text's
/// environment and applies its own modifiers, the outermost first, so the one closest to the run's Text wins
/// (as an inner environment modifier does); view modifiers on the whole concatenation are the environment
/// and reach every run (a run's `font` still takes an outer `bold()`, as `FontOverlay` does for a plain Text).
/// The request's `string` is the runs' concatenation and its `style` the first run's, so everything that reads
/// a Text's string or font (labels, the frame dump, spacing) sees the whole Text.
extension EnvironmentFields {
    func textRequest(_ pieces: [TextPiece], scale: CGFloat) -> TextRequest {
        let spans = pieces.map(span)
        var request = textRequest("", scale: scale)
        request.decoration = TextDecoration()
        request.string = spans.map(\.string).joined()
        if let first = spans.first { request.style = first.style }
        request.runs = spans
        return request
    }

    private func span(_ piece: TextPiece) -> TextSpan {
        var e = self
        var color: Color?
        for kind in piece.modifiers.reversed() {
            switch kind {
            case .font(let spec): e.font = spec.resolved(over: e.font)
            case .foregroundColor(let c): color = c
            // A run is drawn in one colour: a gradient run takes its first stop (docs/semantics.md §3.9).
            case .foregroundStyle(let s): color = s.representativeColor
            case .textOption(let o): e.apply(o)
            default: break
            }
        }
        let style = e.fontOverlay.applied(to: e.font)
        switch piece.content {
        case .string(let s):
            return TextSpan(string: e.textRequest(s, scale: 1).string, style: style, color: color,
                            tracking: e.tracking, kerning: e.kerning, decoration: e.decoration)
        case .symbol(let name):
            return TextSpan(string: TextSpan.objectReplacement, style: style, color: color, symbol: name)
        }
    }
}
