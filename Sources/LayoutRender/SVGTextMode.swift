import Foundation

/// How an SVG carries its text (docs/rendering.md, "Text in SVG"):
/// - `embed` (the default): real `<text>` elements, and the fonts they use embedded as `@font-face` data, each
///   subset to the characters and glyphs the document draws, so the file looks the same on every machine;
/// - `outlines`: every line drawn as a filled `<path>` of its glyph outlines (no fonts needed, text not
///   selectable);
/// - `reference`: real `<text>` naming the fonts only (smallest file; a machine without them substitutes).
public enum SVGTextMode: String, Sendable, Hashable, CaseIterable {
    case embed, outlines, reference
}

/// What `SVGRenderer` asks the text engine about text: the CSS font-family list of a line, a style sheet for
/// the document (the embedded `@font-face` rules; nil for none), when text is drawn as outlines, the SVG
/// path data of a line in canvas coordinates, and letter spacing the fonts add to a line's own (SF Pro's
/// tracking table, when the user's SF Pro is configured). `colorGlyphs`: glyphs drawn as PNG images (colour
/// emoji, which have no outline), each with its rectangle in canvas coordinates, written as `<image>` after the
/// line.
public struct SVGTextSupport {
    public var fontFamily: (TextRun) -> String
    public var styleSheet: String?
    public var outline: ((TextRun) -> String)?
    public var extraLetterSpacing: (TextRun) -> CGFloat
    public var colorGlyphs: (TextRun) -> [(rect: CGRect, png: Data)]

    public init(fontFamily: @escaping (TextRun) -> String, styleSheet: String? = nil,
                outline: ((TextRun) -> String)? = nil, extraLetterSpacing: @escaping (TextRun) -> CGFloat = { _ in 0 },
                colorGlyphs: @escaping (TextRun) -> [(rect: CGRect, png: Data)] = { _ in [] }) {
        self.fontFamily = fontFamily; self.styleSheet = styleSheet; self.outline = outline
        self.extraLetterSpacing = extraLetterSpacing; self.colorGlyphs = colorGlyphs
    }
}
