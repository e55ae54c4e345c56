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

/// Laying out a sheet's panels: each panel as its own document would be, and its caption as real Text.
extension ComparisonSheet {
    /// One panel as given: a caption and a document's root, canvas and proposal.
    public struct PanelInput: Sendable {
        public var caption: String
        public var root: ViewNode
        public var canvas: CGSize?
        public var proposal: ProposedViewSize?
        public var safeArea: EdgeInsets
        public var environment: EnvironmentValues

        public init(caption: String, root: ViewNode, canvas: CGSize?, proposal: ProposedViewSize?,
                    safeArea: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()) {
            self.caption = caption; self.root = root; self.canvas = canvas; self.proposal = proposal
            self.safeArea = safeArea; self.environment = environment
        }
    }

    /// One panel laid out: its result (frames in the panel's own canvas) and its caption's.
    public struct LaidOutPanel: Sendable {
        public var caption: String
        public var result: LayoutResult
        public var captionResult: LayoutResult
    }

    /// A caption is real Text, `Text(caption).font(.system(.caption, design: .monospaced))` in the primary
    /// colour (lines leading-aligned, as code reads).
    public static func captionView(_ caption: String) -> ViewNode {
        ViewNode(.text(caption)).modifier(.font(FontSpec(style: .caption, design: .monospaced)))
    }

    /// Lays out every panel independently, and each caption proposed the panel's width or
    /// `minimumCaptionWidth`, whichever is wider, and no height (it takes its ideal width up to that, and wraps
    /// beyond). Text is measured by the engine's measurer, once.
    public static func layout(_ panels: [PanelInput], engine: LayoutEngine) -> [LaidOutPanel] {
        panels.map { panel in
            var panelEngine = engine
            panelEngine.environment = panel.environment
            let result = panelEngine.layout(panel.root, canvas: panel.canvas, proposal: panel.proposal,
                                            safeArea: panel.safeArea)
            let width = max(result.canvas.width.isFinite ? result.canvas.width : 0, minimumCaptionWidth)
            let caption = engine.layout(captionView(panel.caption), proposal: ProposedViewSize(width: width, height: nil))
            return LaidOutPanel(caption: panel.caption, result: result, captionResult: caption)
        }
    }

    /// The sheet's drawing: each panel drawn with `options` (its own debug overlay, no background, no margin),
    /// captions without overlay, composed on the options' background; the margin goes around the whole sheet.
    /// The scale is the panels' (laid out together by one engine, so they share it).
    public static func displayList(_ panels: [LaidOutPanel], options: RenderOptions) -> DisplayList {
        let scale = panels.first?.result.scale ?? 1
        var panelOptions = options
        panelOptions.margin = 0
        panelOptions.background = nil
        var captionOptions = panelOptions
        captionOptions.debug = .off
        let drawn = panels.map {
            Panel(content: DisplayList($0.result, options: panelOptions),
                  caption: DisplayList($0.captionResult, options: captionOptions))
        }
        let list = compose(drawn, scale: scale, background: options.background?.resolved(in: options.colorScheme),
                           scheme: options.colorScheme)
        let m = PixelGrid.round(max(0, options.margin), scale: scale)
        return m > 0 ? list.withMargin(m) : list
    }
}
