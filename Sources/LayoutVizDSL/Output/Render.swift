import LayoutJSON
import LayoutRender
import PangoCairoBackend

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
    try Pipeline.run(ViewDocument(view, layout: layout), scale: scale).result
}

/// Lays out a document (from `DocumentDecoder` or `ViewDocument(_:layout:)`).
public func layout(_ document: ViewDocument, scale: Int = 2) throws -> LayoutResult {
    try Pipeline.run(document, scale: scale).result
}

/// The frame dump of `view`: exactly what `layoutviz layout` prints for the equivalent JSON.
public func frames(_ view: some View, in layout: PreviewLayout = .sizeThatFits, scale: Int = 2) throws -> String {
    try frames(ViewDocument(view, layout: layout), scale: scale)
}

public func frames(_ document: ViewDocument, scale: Int = 2) throws -> String {
    FramesJSON.encode(try Pipeline.run(document, scale: scale).result) + "\n"
}

/// PNG or SVG bytes of `view`: what `layoutviz render` writes for the equivalent JSON.
public func render(_ view: some View, as format: RenderFormat = .png, layout: PreviewLayout = .sizeThatFits,
                   debug: DebugMode = .off, background: Color? = .white) throws -> Data {
    try render(ViewDocument(view, layout: layout), as: format, debug: debug, background: background)
}

public func render(_ document: ViewDocument, as format: RenderFormat = .png, debug: DebugMode = .off,
                   background: Color? = .white) throws -> Data {
    let run = try Pipeline.run(document, scale: format.scale)
    let list = DisplayList(run.result, options: RenderOptions(scale: CGFloat(format.scale), background: background?.resolved,
                                                              debug: debug))
    switch format.kind {
    case .svg:
        return Data(SVGRenderer.render(list, fonts: run.measurer.fonts).utf8)
    case .png:
        do {
            return Data(try PNGRenderer.render(list, scale: CGFloat(format.scale), measurer: run.measurer))
        } catch {
            throw LayoutVizError("\(error)")
        }
    }
}

/// Checks, measures with the pinned fonts (or the document's font file), lays out, checks the size.
enum Pipeline {
    static func run(_ document: ViewDocument, scale: Int) throws -> (result: LayoutResult, measurer: PangoTextMeasurer) {
        guard [1, 2, 3].contains(scale) else { throw LayoutVizError("scale must be 1, 2 or 3 (got \(scale))") }
        let insets = document.safeArea
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 && $0 <= 10_000 }) else {
            throw LayoutVizError("the safe area insets must be between 0 and 10000")
        }
        if let problem = TreeCheck.firstProblem(in: document.root) { throw LayoutVizError(problem) }
        let measurer: PangoTextMeasurer
        do {
            let fonts = try document.fontFile.map { file throws(RenderError) in try FontConfiguration.custom(file: file) }
                ?? FontConfiguration.standard()
            measurer = try PangoTextMeasurer(fonts: fonts)
        } catch {
            throw LayoutVizError("\(error)")
        }
        let result = LayoutEngine(measurer: measurer, scale: CGFloat(scale), environment: document.environment)
            .layout(document.root, canvas: document.canvas, proposal: document.proposal, safeArea: document.safeArea)
        if let problem = CanvasCheck.problem(result.canvas,
                                             infiniteHint: "use PreviewLayout.fixed or give the root a frame") {
            throw LayoutVizError("root: " + problem)
        }
        return (result, measurer)
    }
}
