import Foundation

/// How a run lays out and draws, decided once from the command line (or the caller): the scale, a font file
/// for all text, and viewport overrides over what each figure's source says.
public struct PipelineOptions: Sendable, Hashable {
    public var scale: Int
    /// A font file used for all text instead of the document's or the pinned set (`--font`).
    public var fontFile: String?
    /// A folder holding the user's SF Pro Text/Display fonts (`--system-font`, or the environment variable
    /// `LAYOUTVIZ_SYSTEM_FONT_DIR`): the default design then uses them with Apple's tracking
    /// (`FontConfiguration.systemFont(directory:)`). A font file (`fontFile`, a document's) still wins.
    public var systemFontDirectory: String?
    public var overrides: ViewportOverrides
    /// Only this figure of each input (`--figure`); nil = every figure.
    public var figure: String?
    /// The fix suggested when a root's size is infinite.
    public var infiniteCanvasFix: String

    /// The environment variable naming the SF Pro folder when no `systemFontDirectory` is given.
    public static let systemFontVariable = "LAYOUTVIZ_SYSTEM_FONT_DIR"

    /// `systemFontDirectory` defaults to the `LAYOUTVIZ_SYSTEM_FONT_DIR` environment variable (unset or empty:
    /// none), so the command line, the DSL and the snapshot strategies all follow it.
    public init(scale: Int = 2, fontFile: String? = nil,
                systemFontDirectory: String? = PipelineOptions.systemFontDirectoryFromEnvironment(),
                overrides: ViewportOverrides = ViewportOverrides(),
                figure: String? = nil, infiniteCanvasFix: String = CanvasCheck.documentFix) {
        self.scale = scale
        self.fontFile = fontFile
        self.systemFontDirectory = systemFontDirectory
        self.overrides = overrides
        self.figure = figure
        self.infiniteCanvasFix = infiniteCanvasFix
    }
}

extension PipelineOptions {
    /// `LAYOUTVIZ_SYSTEM_FONT_DIR`, or nil when unset or empty.
    public static func systemFontDirectoryFromEnvironment() -> String? {
        guard let dir = ProcessInfo.processInfo.environment[systemFontVariable], !dir.isEmpty else { return nil }
        return dir
    }
}
