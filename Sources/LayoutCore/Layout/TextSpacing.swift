import Foundation

/// Text's spacing preferences (docs/semantics.md §5.3), for horizontal writing. Horizontally a Text is plain
/// (8 to its neighbours); vertically its preferences come from its font, so the gaps above and below a Text
/// differ and depend on the font size:
///
///     lineH   = ascent + descent                  (unrounded font metrics)
///     textSp  = 0.1 · lineH rounded up to the pixel grid (iOS 17 and later)
///     defLine = lineH + textSp
///     top:    (edgeAboveText) defLine − ascent,   (textToText) the metrics,  (textBaseline) −firstBaseline
///     bottom: (edgeBelowText) max(defLine − capHeight, textSp + descent),
///             (textToText) the metrics,           (textBaseline) lastBaseline − height
///
/// With a plain view's `0` on the facing category this gives: plain view above a Text `defLine − ascent`;
/// a Text above a plain view `max(defLine − capHeight, textSp + descent)`; Text above Text the lower one's
/// line gap rounded up (0 for SF Pro). Baselines and height are the Text's ideal (unwrapped) layout.
extension ViewSpacing {
    public static func text(ideal: TextLayout, pixelLength: CGFloat) -> ViewSpacing {
        let lineHeight = ideal.ascent + ideal.descent
        let textSpacing = PixelGrid.ceil(lineHeight * 0.1, scale: pixelLength > 0 ? 1 / pixelLength : 0)
        let defaultLine = lineHeight + textSpacing
        let metrics = TextMetrics(ascend: ideal.ascent, descend: ideal.descent, leading: ideal.leading,
                                  pixelLength: pixelLength)
        return ViewSpacing(values: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            Key(category: .textBaseline, edge: .top): .distance(-ideal.firstBaseline),
            Key(category: .textBaseline, edge: .bottom): .distance(ideal.lastBaseline - ideal.size.height),
            Key(category: .edgeAboveText, edge: .top): .distance(defaultLine - ideal.ascent),
            Key(category: .edgeBelowText, edge: .bottom):
                .distance(max(defaultLine - ideal.capHeight, textSpacing + ideal.descent)),
        ])
    }
}
