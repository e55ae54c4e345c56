import Foundation

/// How a run lays out and draws, decided once from the command line (or the caller): the scale, a font file
/// for all text, and viewport overrides over what each figure's source says.
public struct PipelineOptions: Sendable, Hashable {
    public var scale: Int
    /// A font file used for all text instead of the document's or the pinned set (`--font`).
    public var fontFile: String?
    public var overrides: ViewportOverrides
    /// Only this figure of each input (`--figure`); nil = every figure.
    public var figure: String?
    /// The fix suggested when a root's size is infinite.
    public var infiniteCanvasFix: String

    public init(scale: Int = 2, fontFile: String? = nil, overrides: ViewportOverrides = ViewportOverrides(),
                figure: String? = nil, infiniteCanvasFix: String = CanvasCheck.documentFix) {
        self.scale = scale
        self.fontFile = fontFile
        self.overrides = overrides
        self.figure = figure
        self.infiniteCanvasFix = infiniteCanvasFix
    }
}
