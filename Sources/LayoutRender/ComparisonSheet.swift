import Foundation
import LayoutCore

/// A comparison sheet (docs/format.md, "Comparison sheets"): panels, each already drawn as its own document
/// would be, composed side by side into one display list with their captions underneath.
///
/// Geometry, in points, every offset rounded to the pixel grid: a `padding` border around everything; one
/// column per panel, `spacing` apart, as wide as the wider of the panel and its caption; panels centred
/// horizontally in their column and vertically in the row of panels (as tall as the tallest); the captions
/// in a row `captionGap` below it, centred in their columns. Each panel's canvas gets a one-pixel outline in
/// the separator colour just outside it, so its extent shows on the shared background.
public enum ComparisonSheet {
    public static let padding: CGFloat = 12
    public static let spacing: CGFloat = 24
    public static let captionGap: CGFloat = 8
    /// Captions are proposed the wider of this and the panel's width, so captions of narrow panels keep whole lines.
    public static let minimumCaptionWidth: CGFloat = 280

    public struct Panel: Sendable {
        public var content: DisplayList
        public var caption: DisplayList

        public init(content: DisplayList, caption: DisplayList) { self.content = content; self.caption = caption }
    }

    /// - Parameters: background: the sheet's (already resolved) background; scheme: for the outline colour.
    public static func compose(_ panels: [Panel], scale: CGFloat, background: Color?, scheme: ColorScheme) -> DisplayList {
        func snap(_ v: CGFloat) -> CGFloat { PixelGrid.round(v, scale: scale) }
        let px = 1 / max(scale, 1e-9)
        let rowHeight = panels.map(\.content.size.height).max() ?? 0
        let captionHeight = panels.map(\.caption.size.height).max() ?? 0
        let outline = SystemColor.separator.value(in: scheme)
        var items: [DisplayItem] = []
        var x = padding
        for (i, panel) in panels.enumerated() {
            if i > 0 { x += spacing }
            let column = max(panel.content.size.width, panel.caption.size.width)
            let origin = CGPoint(x: snap(x + (column - panel.content.size.width) / 2),
                                 y: snap(padding + (rowHeight - panel.content.size.height) / 2))
            if let bg = panel.content.background, bg.opacity > 0 {
                items.append(.fill(.rect(CGRect(origin: origin, size: panel.content.size)), bg))
            }
            items += panel.content.translated(by: origin)
            let frame = CGRect(origin: origin, size: panel.content.size).insetBy(dx: -px / 2, dy: -px / 2)
            items.append(.stroke(.rect(frame), outline, lineWidth: px))
            let captionOrigin = CGPoint(x: snap(x + (column - panel.caption.size.width) / 2),
                                        y: snap(padding + rowHeight + captionGap))
            items += panel.caption.translated(by: captionOrigin)
            x += column
        }
        let size = CGSize(width: PixelGrid.ceil(x + padding, scale: scale),
                          height: PixelGrid.ceil(padding + rowHeight + captionGap + captionHeight + padding, scale: scale))
        return DisplayList(size: size, scale: scale, background: background, items: items)
    }
}
