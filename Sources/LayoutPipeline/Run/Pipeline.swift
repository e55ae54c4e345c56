import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

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

/// One figure of an input, read and with its fonts chosen: what every command starts from.
public struct LoadedFigure: Sendable {
    /// The input's name as given ("cases/card.json", "<stdin>").
    public var source: String
    public var figure: Figure
    public var fonts: FontConfiguration

    public init(source: String, figure: Figure, fonts: FontConfiguration) {
        self.source = source
        self.figure = figure
        self.fonts = fonts
    }

    /// For messages: the input's name, with the figure's name in brackets when it has one.
    public var label: String { figure.name.map { "\(source) [\($0)]" } ?? source }
    public var content: TreeInput { figure.content }
    public var warnings: [InputDiagnostic] { figure.content.warnings }
}

/// A figure laid out: a view's result, or a sheet's panels, with the measurer that measured its text (and
/// draws it).
public struct LaidOutFigure: Sendable {
    public enum Content: Sendable {
        case view(LayoutResult)
        case sheet([ComparisonSheet.LaidOutPanel])
    }

    public var label: String
    public var content: Content
    public var measurer: PangoTextMeasurer

    /// The result of a view figure (nil for a sheet).
    public var result: LayoutResult? {
        if case .view(let result) = content { return result }
        return nil
    }

    /// The figure's drawing in `options`; a sheet composes its panels'.
    public func displayList(_ options: RenderOptions) -> DisplayList {
        switch content {
        case .view(let result): DisplayList(result, options: options)
        case .sheet(let panels): ComparisonSheet.displayList(panels, options: options)
        }
    }

    /// Encoded image bytes; errors name the figure.
    public func render(_ format: ImageFormat, options: RenderOptions) throws(PipelineError) -> Data {
        do { return try format.encode(displayList(options), measurer: measurer) } catch {
            throw PipelineError.about(label, error.message)
        }
    }

    /// The frame dump (`layoutviz layout`): one document's frames, or one per panel of a sheet.
    public var frames: String {
        switch content {
        case .view(let result): FramesJSON.encode(result)
        case .sheet(let panels): ComparisonFrames.encode(panels.map { ($0.caption, $0.result) })
        }
    }

    /// `frames`, handed to `chunk` piece by piece as it is written (a view's dump is never whole in memory).
    public func writeFrames(_ chunk: (String) throws(PipelineError) -> Void) throws(PipelineError) {
        switch content {
        case .view(let result):
            do { try FramesJSON.encode(result) { try chunk($0) } } catch let e as PipelineError { throw e } catch {
                throw PipelineError("\(error)")
            }
        case .sheet: try chunk(frames)
        }
    }
}

/// The one path from a file to pixels (docs/architecture.md, "Data flow"): read → front end (figures) → font
/// choice → viewport → layout → display list → PNG/SVG. The command line, the DSL, the snapshot strategies and
/// the bench all go through it.
public struct Pipeline: Sendable {
    public var registry: FrontEndRegistry
    public var options: PipelineOptions

    public init(registry: FrontEndRegistry = .standard, options: PipelineOptions = PipelineOptions()) {
        self.registry = registry
        self.options = options
    }

    /// Reads `path` ("-" = standard input) and returns its figures with their fonts. Warnings are in the
    /// figures; the caller reports them.
    public func load(_ path: String, frontEnd: FrontEndOptions = FrontEndOptions()) throws(PipelineError)
        -> [LoadedFigure] {
        try load(SourceFile.read(path), frontEnd: frontEnd)
    }

    /// The figures of `source` (only the one `options.figure` names, when given) with their fonts.
    public func load(_ source: SourceFile, frontEnd: FrontEndOptions = FrontEndOptions()) throws(PipelineError)
        -> [LoadedFigure] {
        var figures = try registry.figures(in: source, options: frontEnd)
        if let wanted = options.figure {
            guard let chosen = figures.first(where: { $0.name == wanted }) else {
                let names = figures.compactMap(\.name)
                let hint = names.isEmpty ? "; it has one unnamed figure, leave out --figure"
                    : Suggestion.hint(for: wanted, in: names)
                throw PipelineError.usage("\(source.name): no figure named \"\(wanted)\"\(hint)")
            }
            figures = [chosen]
        }
        var out: [LoadedFigure] = []
        for figure in figures {
            let fonts = try FontChoice.configuration(override: options.fontFile, document: figure.content.fontFile,
                                                     input: source.name)
            out.append(LoadedFigure(source: source.name, figure: figure, fonts: fonts))
        }
        return out
    }

    /// The one figure of `path` a single-figure command (`layout`, `explain`) works on: an input with several
    /// needs `options.figure`.
    public func loadOne(_ path: String, frontEnd: FrontEndOptions = FrontEndOptions()) throws(PipelineError)
        -> LoadedFigure {
        let figures = try load(path, frontEnd: frontEnd)
        guard figures.count == 1, let only = figures.first else {
            let names = figures.compactMap(\.figure.name).map { "\"\($0)\"" }.joined(separator: ", ")
            throw PipelineError.usage("\(path): has \(figures.count) figures (\(names)); choose one with --figure NAME")
        }
        return only
    }

    /// The viewport of a view figure (or of one panel of a sheet, with `document` the panel's).
    public func viewport(hints: ViewportHints, environment: EnvironmentValues, scale: Int? = nil, label: String)
        throws(PipelineError) -> Viewport {
        do {
            return try Viewport.resolve(hints: hints, overrides: options.overrides, scale: scale ?? options.scale,
                                        environment: environment)
        } catch {
            throw PipelineError.about(label, error.message, isUsage: error.isUsage)
        }
    }

    /// Lays out a figure at `scale` (default: the options'), with `measurer` (from a `MeasurerPool`, for the
    /// figure's fonts). `guides`: report explicit alignment guides (the frame dump). `forImage`: check that the
    /// result can be drawn (a canvas the document gives is checked before any layout work); without it (the
    /// frame dump) a tree of any size is laid out.
    public func layout(_ figure: LoadedFigure, measurer: PangoTextMeasurer, scale: Int? = nil, guides: Bool = false,
                       forImage: Bool = true) throws(PipelineError) -> LaidOutFigure {
        let label = figure.label
        switch figure.content {
        case .view(let document):
            let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, scale: scale,
                                        label: label)
            if forImage, let canvas = viewport.canvas { try check(canvas, path: "root", label: label) }
            let result = viewport.layout(document.root, measurer: measurer, reportsGuides: guides)
            if forImage { try check(result.canvas, path: "root", label: label) }
            return LaidOutFigure(label: label, content: .view(result), measurer: measurer)
        case .comparison(let sheet):
            var inputs: [ComparisonSheet.PanelInput] = []
            for panel in sheet.panels {
                var hints = ViewportHints(document: panel.document)
                hints.device = figure.figure.hints.device
                let vp = try viewport(hints: hints, environment: panel.document.environment, scale: scale, label: label)
                inputs.append(ComparisonSheet.PanelInput(caption: panel.caption, root: panel.document.root,
                                                         canvas: vp.canvas, proposal: vp.proposal,
                                                         safeArea: vp.safeArea, environment: vp.environment))
            }
            let engine = Viewport(scale: scale ?? options.scale).engine(measurer: measurer, reportsGuides: guides)
            let panels = ComparisonSheet.layout(inputs, engine: engine)
            for (i, panel) in panels.enumerated() where forImage {
                try check(panel.result.canvas, path: "compare[\(i)].root", label: label)
            }
            return LaidOutFigure(label: label, content: .sheet(panels), measurer: measurer)
        }
    }

    /// A view figure laid out with the negotiation recorded (docs/explain.md); a sheet is refused. No image is
    /// made, so the root may have any size.
    public func trace(_ figure: LoadedFigure, measurer: PangoTextMeasurer) throws(PipelineError)
        -> (result: LayoutResult, trace: LayoutTrace) {
        guard case .view(let document) = figure.content else {
            throw PipelineError("\(figure.label): a comparison sheet cannot be explained; explain one panel's tree")
        }
        let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, label: figure.label)
        return viewport.layoutWithTrace(document.root, measurer: measurer)
    }

    func check(_ canvas: CGSize, path: String, label: String) throws(PipelineError) {
        if let problem = CanvasCheck.problem(canvas, path: path, infiniteFix: options.infiniteCanvasFix) {
            throw PipelineError.about(label, problem)
        }
    }
}
