import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

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

    /// The figures of `source` (only the one `options.figure` names, when given) with their fonts and output
    /// names (`FileNames.outputNames`, decided before `--figure` chooses, so a chosen figure keeps its name).
    public func load(_ source: SourceFile, frontEnd: FrontEndOptions = FrontEndOptions()) throws(PipelineError)
        -> [LoadedFigure] {
        let figures = try registry.figures(in: source, options: frontEnd)
        let outputNames = try FileNames.outputNames(figures.map(\.name), keepsName: figures.contains(where: \.keepsName),
                                                    input: source.name)
        var chosen = Array(zip(figures, outputNames))
        if let wanted = options.figure {
            guard let match = chosen.first(where: { $0.0.name == wanted }) else {
                let names = figures.compactMap(\.name)
                let hint = names.isEmpty ? "; it has one unnamed figure, leave out --figure"
                    : Suggestion.hint(for: wanted, in: names)
                throw PipelineError.usage("\(source.name): no figure named \"\(wanted)\"\(hint)")
            }
            chosen = [match]
        }
        var out: [LoadedFigure] = []
        for (figure, outputName) in chosen {
            let fonts = try FontChoice.configuration(override: options.fontFile, document: figure.content.fontFile,
                                                     input: source.name,
                                                     documentLocation: figure.content.locations.fontFile,
                                                     systemFont: options.systemFontDirectory)
            out.append(LoadedFigure(source: source.name, figure: figure, fonts: fonts, outputName: outputName))
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
            throw PipelineError.usage("\(path): has \(figures.count) figures (\(names)); choose one with --figure NAME (or --preview NAME)")
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
    ///
    /// A caller that passes its last copy of the figure (`layout(consume figure, ...)`) lets a stateless view tree
    /// be freed once the engine's tree is built (`Viewport.layout(consuming:...)`): the frame dump of a million
    /// views never holds the view tree and the result together.
    public func layout(_ figure: consuming LoadedFigure, measurer: PangoTextMeasurer, scale: Int? = nil,
                       guides: Bool = false, forImage: Bool = true) throws(PipelineError) -> LaidOutFigure {
        let label = figure.label
        var root = ViewNode(.emptyView)
        let stateless = figure.takeStatelessRoot(into: &root)
        switch figure.content {
        case .view(let document):
            let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, scale: scale,
                                        label: label)
            if forImage, let canvas = viewport.canvas {
                try check(canvas, at: document.locations.root, path: "root", label: label)
            }
            let result: LayoutResult
            if stateless {
                // `root` is the tree's last holder (the figure's document has an empty root now).
                result = viewport.layout(consuming: consume root, measurer: measurer, reportsGuides: guides)
            } else {
                result = try StatePassLoop.run(document, label: label) {
                    viewport.layout($0, measurer: measurer, reportsGuides: guides)
                }.result
            }
            try checkLayoutError(figure)
            if forImage { try check(result.canvas, at: document.locations.root, path: "root", label: label) }
            return LaidOutFigure(label: label, content: .view(result), measurer: measurer,
                                 locations: document.locations)
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
            for (i, (panel, input)) in zip(panels, sheet.panels).enumerated() where forImage {
                try check(panel.result.canvas, at: input.document.locations.root, path: "compare[\(i)].root",
                          label: label)
            }
            return LaidOutFigure(label: label, content: .sheet(panels), measurer: measurer, locations: sheet.locations)
        }
    }

    /// A session keeping a view figure laid out while its viewport changes (a live preview), starting from the
    /// viewport `layout` would use. A sheet is refused.
    public func session(_ figure: LoadedFigure, measurer: PangoTextMeasurer, guides: Bool = false)
        throws(PipelineError) -> LayoutSession {
        guard case .view(let document) = figure.content else {
            throw PipelineError.about(figure.label, "a comparison sheet cannot be kept in a layout session")
        }
        let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, label: figure.label)
        // With state, the session runs the passes (docs/semantics.md §10.7) for this viewport now, so a layout that
        // does not settle fails here, and again for every new viewport.
        let session = LayoutSession(document: document, viewport: viewport, measurer: measurer, reportsGuides: guides)
        session.label = figure.label
        if document.state != nil { _ = try session.checkedLayout() }
        return session
    }

    /// A view figure laid out with the negotiation recorded (docs/explain.md); a sheet is refused. No image is
    /// made, so the root may have any size, and every event is recorded (stored compactly: `TraceEvents`), so the
    /// tree may too (docs/limits.md, "explain"). A caller that passes its last copy of the figure (`consume`) lets
    /// a stateless view tree be freed once the engine's tree is built, as `layout` does.
    public func trace(_ figure: consuming LoadedFigure, measurer: PangoTextMeasurer) throws(PipelineError)
        -> (result: LayoutResult, trace: LayoutTrace) {
        var root = ViewNode(.emptyView)
        let stateless = figure.takeStatelessRoot(into: &root)
        guard case .view(let document) = figure.content else {
            throw PipelineError("\(figure.label): a comparison sheet cannot be explained; explain one panel's tree")
        }
        let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, label: figure.label)
        let traced: (result: LayoutResult, trace: LayoutTrace)
        if stateless {
            // `root` is the tree's last holder when the caller gave up the figure.
            traced = viewport.layoutWithTrace(consume root, measurer: measurer, eventLimit: LayoutTrace.unlimitedEvents)
        } else {
            var trace: LayoutTrace?
            let result = try StatePassLoop.run(document, label: figure.label) {
                let t = viewport.layoutWithTrace($0, measurer: measurer, eventLimit: LayoutTrace.unlimitedEvents)
                trace = t.trace
                return t.result
            }.result
            traced = (result, trace ?? LayoutTrace(nodes: [], events: []))
        }
        try checkLayoutError(figure)
        return traced
    }

    /// Fails with the error the figure's layout-time code met (`Figure.layoutError`), one line as the front end
    /// wrote it.
    func checkLayoutError(_ figure: LoadedFigure) throws(PipelineError) {
        if let e = figure.figure.layoutError?() { throw PipelineError("\(e)") }
    }

    /// The canvas check, its error at the root's line:column and path when the front end recorded them.
    func check(_ canvas: CGSize, at root: InputDiagnostic?, path: String, label: String) throws(PipelineError) {
        guard let reason = CanvasCheck.reason(canvas, infiniteFix: options.infiniteCanvasFix) else { return }
        if let root, label == root.file {
            throw PipelineError("\(SourceLocations.error(reason, at: root, file: label))")
        }
        throw PipelineError.about(label, "\(path): \(reason)")
    }
}
