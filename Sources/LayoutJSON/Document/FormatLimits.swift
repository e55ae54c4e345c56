import Foundation

/// The documented limits of the tree format (docs/format.md, "Limits"). Inputs beyond them are errors
/// with a message naming the limit, never a crash.
public enum FormatLimits {
    /// Bytes of one input document: 32 MB (a million views fit), so a batch of hostile files cannot take the
    /// machine down. The environment variable `LAYOUTVIZ_MAX_INPUT_BYTES` raises or lowers it.
    public static let maxInputBytes: Int = {
        if let text = ProcessInfo.processInfo.environment[maxInputBytesVariable], let n = Int(text), n > 0 { return n }
        return defaultMaxInputBytes
    }()
    public static let defaultMaxInputBytes = 32 << 20
    public static let maxInputBytesVariable = "LAYOUTVIZ_MAX_INPUT_BYTES"
    /// Containers (objects and arrays) nested inside each other in the JSON text.
    public static let maxJSONDepth = 10_000
    /// Views and modifiers nested inside each other; each modifier counts as a level.
    public static let maxViewDepth = 3_000
    /// Largest magnitude of any length (padding, frame, offset, spacing, image size...).
    public static let maxLength: Double = 100_000
    /// Largest canvas side; canvas sides must also be greater than 0.
    public static let maxCanvasSide: Double = 10_000
    /// `lineLimit` must lie in this range (or be null).
    public static let lineLimitRange: ClosedRange<Int> = 1...10_000
    /// Font sizes must be greater than 0 and at most this.
    public static let maxFontSize: Double = 1_000
    /// Aspect ratios (width / height) must lie in this range.
    public static let aspectRatioRange: ClosedRange<Double> = 0.00001...100_000
    /// Panels in one comparison sheet.
    public static let maxPanels = 24
    /// Views a document's ForEach views may produce in all (each element times each content view, nested
    /// ForEach multiplying), so a huge range is an error rather than a hang.
    public static let maxForEachViews = 10_000
    /// GeometryReaders nested inside each other's content.
    public static let maxGeometryReaderDepth = 64
    /// Operations in one custom shape's path.
    public static let maxPathOperations = 10_000
    /// Custom alignments a document may declare.
    public static let maxCustomAlignments = 100
    /// Characters a Text may hold in a row without a word break (a wrapped run is quadratic to lay out;
    /// `TextBreaks` says what breaks a run).
    public static let maxUnbrokenText = 1_000
    /// Unicode scalars in one Text.
    public static let maxTextLength = 100_000
    /// Longest text shown from the input inside an error message (longer text is cut with "...").
    static let quotedTextLength = 40
    /// The most columns one grid cell may span (`gridCellColumns`).
    public static let maxGridColumns = 1_000
}
