import LayoutJSON
import LayoutPipeline
import LayoutRender

/// How the root view is sized, with the names of swift-snapshot-testing's `SwiftUISnapshotLayout` and
/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
    /// The root is proposed nil x nil (its ideal size) and the image is exactly its size (a document
    /// without "canvas").
    case sizeThatFits
    /// A window of this size: the root is proposed it and centred in it (`"canvas"`).
    case fixed(width: CGFloat, height: CGFloat)
    /// A window with unsafe bands (a phone's notch and home indicator: `"canvas"` with `"safeArea"`): the root
    /// is proposed the window minus them and centred in what is left.
    case device(width: CGFloat, height: CGFloat, safeArea: EdgeInsets)
}

/// The output of `render`: PNG at a scale (pixels per point; layout rounds text to that grid) or SVG.
public struct RenderFormat: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case png, svg }
    public var kind: Kind
    /// Pixels per point: 1, 2 or 3. SVG lays out at scale 2, like the command line.
    public var scale: Int

    /// PNG @2x, the command line's default.
    public static let png = RenderFormat(kind: .png, scale: 2)
    public static func png(scale: Int) -> RenderFormat { RenderFormat(kind: .png, scale: scale) }
    public static let svg = RenderFormat(kind: .svg, scale: 2)
}

/// Why a view could not be laid out or drawn: one line, like the command line's messages.
public struct LayoutVizError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ViewDocument {
    /// The document the JSON format would describe for `view` shown in `layout`.
    public init(_ view: some View, layout: PreviewLayout = .sizeThatFits, proposal: ProposedViewSize? = nil,
                fontFile: String? = nil) {
        let root = view.singleNode { ViewNode(.vStack(alignment: .center, spacing: nil), children: $0) }
        var canvas: CGSize?, safeArea = EdgeInsets()
        switch layout {
        case .sizeThatFits: break
        case .fixed(let w, let h): canvas = CGSize(width: w, height: h)
        case .device(let w, let h, let insets): canvas = CGSize(width: w, height: h); safeArea = insets
        }
        self.init(canvas: canvas, proposal: proposal, root: root, fontFile: fontFile)
        self.safeArea = safeArea
    }
}

/// Lays out `view` with the pinned fonts; the result holds every node's frame (`FramesJSON.encode` writes
/// it as `layoutviz layout` does).
public func layout(_ view: some View, in layout: PreviewLayout = .sizeThatFits, scale: Int = 2) throws -> LayoutResult {
    try DSLPipeline.result(ViewDocument(view, layout: layout), scale: scale)
}

/// Lays out a document (from `DocumentDecoder` or `ViewDocument(_:layout:)`).
public func layout(_ document: ViewDocument, scale: Int = 2) throws -> LayoutResult {
    try DSLPipeline.result(document, scale: scale)
}

/// The frame dump of `view`: exactly what `layoutviz layout` prints for the equivalent JSON.
public func frames(_ view: some View, in layout: PreviewLayout = .sizeThatFits, scale: Int = 2) throws -> String {
    try frames(ViewDocument(view, layout: layout), scale: scale)
}

public func frames(_ document: ViewDocument, scale: Int = 2) throws -> String {
    try DSLPipeline.run(document, scale: scale).frames + "\n"
}

/// PNG or SVG bytes of `view`: what `layoutviz render` writes for the equivalent JSON. `text` is how an SVG
/// carries its text (`--text`; default: fonts embedded).
public func render(_ view: some View, as format: RenderFormat = .png, layout: PreviewLayout = .sizeThatFits,
                   debug: DebugMode = .off, background: Color? = .white, text: SVGTextMode = .embed) throws -> Data {
    try render(ViewDocument(view, layout: layout), as: format, debug: debug, background: background, text: text)
}

public func render(_ document: ViewDocument, as format: RenderFormat = .png, debug: DebugMode = .off,
                   background: Color? = .white, text: SVGTextMode = .embed) throws -> Data {
    let laid = try DSLPipeline.run(document, scale: format.scale)
    do {
        return try laid.render(format.kind == .svg ? .svg : .png,
                               options: RenderOptions(background: background?.resolved, debug: debug, textMode: text))
    } catch {
        throw LayoutVizError(error.message)
    }
}

/// The DSL's way through the pipeline: the tree checked as the JSON decoder would, the document's own
/// viewport at `scale`, its font file or the pinned fonts, layout, and the size check (with the DSL's fix).
enum DSLPipeline {
    static let pipeline = Pipeline(options: PipelineOptions(
        infiniteCanvasFix: "use PreviewLayout.fixed or give the root a frame"))

    static func result(_ document: ViewDocument, scale: Int) throws -> LayoutResult {
        guard let result = try run(document, scale: scale).result else { throw LayoutVizError("not a view document") }
        return result
    }

    static func run(_ document: ViewDocument, scale: Int) throws -> LaidOutFigure {
        do {
            _ = try Viewport.resolve(document: document, scale: scale)
            if let problem = TreeCheck.firstProblem(in: document.root) { throw LayoutVizError(problem) }
            let fonts = try FontChoice.configuration(override: nil, document: document.fontFile, input: "")
            let figure = LoadedFigure(source: "", figure: Figure(document: document), fonts: fonts)
            var run = pipeline
            run.options.scale = scale
            return try run.layout(figure, measurer: try MeasurerPool().measurer(for: fonts, input: ""))
        } catch let error as PipelineError {
            throw LayoutVizError(error.message)
        }
    }
}
