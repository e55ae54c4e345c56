import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// What `layoutviz render` does with one input, as a library (docs/rendering.md): load its figures through
/// the pipeline, work out every file it writes (one per figure, or a DocC asset set per figure), consult the
/// cache when rendering into a directory (docs/regression.md, "Cache"), lay out each figure once per scale
/// with the worker's measurer, draw, and write all of the input's files together (`OutputFiles.writeAll`).
/// With `reportsWrites` (watch mode) it prints one line per render: "input -> output[, output...]".
/// Immutable and shared by all batch workers.
public struct RenderEngine: Sendable {
    public var pipeline: Pipeline
    public var options: RenderOptions
    /// `-o`: a file, `-` (standard output) or a directory ending in `/`.
    public var output: String
    /// `--format`; nil: from each output's extension.
    public var format: ImageFormat?
    /// `--docc`: a DocC asset set per figure (light and dark, @1x and @2x).
    public var docc: Bool
    public var reportsWrites: Bool
    /// Nil when the cache must not be read (`--force`, watch mode).
    public var cache: RenderCache?
    public var cacheWriter: RenderCache
    /// Each input's folder under the directory argument it was found in (`FileNames.relativeFolder`), mirrored
    /// under an output directory; inputs named one by one are absent (written directly into it).
    public var folders: [String: String] = [:]

    public init(pipeline: Pipeline, options: RenderOptions, output: String, format: ImageFormat?, docc: Bool,
                reportsWrites: Bool, cache: RenderCache?, cacheWriter: RenderCache) {
        self.pipeline = pipeline; self.options = options; self.output = output; self.format = format
        self.docc = docc; self.reportsWrites = reportsWrites; self.cache = cache; self.cacheWriter = cacheWriter
    }

    /// Everything that changes the files, for the cache key.
    var optionKey: [String] {
        ["scale=\(pipeline.options.scale)", "debug=\(options.debug)", "background=\(String(describing: options.background))",
         "theme=\(options.colorScheme)", "margin=\(options.margin)", "docc=\(docc)", "text=\(options.textMode)",
         "nodeGroups=\(options.nodeGroups)",
         "font=\(pipeline.options.fontFile.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")",
         "systemFont=\(pipeline.options.systemFontDirectory ?? "")", "viewport=\(pipeline.options.overrides)", "figure=\(pipeline.options.figure ?? "")"]
    }

    /// One output file: where, in which format, at which scale, in which colour scheme.
    public struct Target: Sendable, Hashable {
        public var path: String
        public var format: ImageFormat
        public var scale: Int
        public var scheme: ColorScheme
    }

    /// The files of one figure of `input` (`figure`: its output name, nil for an input's only figure).
    public func targets(for input: String, figure: String?) throws(PipelineError) -> [Target] {
        if docc {
            let (base, fmt) = try DocCAssetSet.base(output: output, input: input, format: format)
            return DocCAssetSet(base: FileNames.figureStem(base, figure: figure), format: fmt).variants.map {
                Target(path: $0.path, format: fmt, scale: $0.scale, scheme: $0.scheme)
            }
        }
        let (path, fmt) = try FileNames.output(output, input: input, figure: figure, format: format,
                                               folder: folders[input] ?? "")
        return [Target(path: path, format: fmt, scale: pipeline.options.scale, scheme: options.colorScheme)]
    }

    /// Renders every figure of `input` and writes its files; the one-line failure, or nil. Warnings go to
    /// standard error as the figures are read.
    public func render(_ input: String, measurers: MeasurerPool) -> PipelineError? {
        do {
            _ = try targets(for: input, figure: nil)  // usage errors of -o before any reading
            let source = try SourceFile.read(input)
            var figures = try pipeline.load(source)
            for figure in figures { for w in figure.warnings { StandardStreams.error("\(w)") } }
            // One figure written to a named file (`--preview Card -o card.png`) is that file; into a directory,
            // or several into one name, each adds its output name (`out/ContentView-Card.png`, `card-Card.png`).
            let exact = figures.count == 1 && !output.hasSuffix("/")
            var jobs = try figures.map { figure throws(PipelineError) in
                (figure, try targets(for: input, figure: exact ? nil : figure.outputName))
            }
            let cacheable = output.hasSuffix("/") && input != "-"
            let outputs = jobs.flatMap(\.1).map { (InputDiscovery.absolute($0.path) as NSString).standardizingPath }
            let key = RenderCache.key(command: "render", options: optionKey + ["format=\(jobs[0].1[0].format.rawValue)",
                                      "output=\(outputs.joined(separator: ","))"],
                                      tree: input, bytes: source.data, dependencies: RenderCache.dependencies(of: figures))
            if cacheable, let cache, cache.isFresh(key) { return nil }
            var files: [(bytes: Data, path: String)] = []
            // The jobs hold the figures from here on, and each job is taken out of them in turn, so a figure
            // with one image gives its view tree up to its layout (freed before the layout pass; a million views
            // stay under 1 GB, docs/limits.md).
            figures = []
            jobs.reverse()
            while let (figure, targets) = jobs.popLast() {
                let measurer = try measurers.measurer(for: figure.fonts, input: figure.source)
                for t in targets { try checkPixels(figure, t) }
                if targets.count == 1, let t = targets.first, t.format != .html {
                    let laid = try pipeline.layout(consume figure, measurer: measurer, scale: t.scale)
                    for w in laid.coverageWarnings { StandardStreams.error("\(w)") }
                    files.append((try image(laid, t), t.path))
                    continue
                }
                var laidOut: [Int: LaidOutFigure] = [:]
                for t in targets {
                    if t.format == .html {
                        var o = options
                        o.colorScheme = t.scheme
                        let inspection = try pipeline.inspect(figure, measurer: measurer, scale: t.scale)
                        files.append((try InspectorPage.html(inspection, options: o), t.path))
                        continue
                    }
                    let laid: LaidOutFigure
                    if let done = laidOut[t.scale] { laid = done } else {
                        laid = try pipeline.layout(figure, measurer: measurer, scale: t.scale)
                        if laidOut.isEmpty { for w in laid.coverageWarnings { StandardStreams.error("\(w)") } }
                        laidOut[t.scale] = laid
                    }
                    files.append((try image(laid, t), t.path))
                }
            }
            try OutputFiles.writeAll(files)
            if cacheable { cacheWriter.record(key, files: files.map(\.path)) }
            if reportsWrites {
                try StandardStreams.print("\(input) -> " + files.map(\.path).joined(separator: ", ") + "\n")
            }
            return nil
        } catch {
            return error
        }
    }

    /// A PNG target's pixel limit (`PNGRenderer.pixelSize`), checked before any layout work when the figure gives
    /// its canvas: the canvas and margins at the target's scale, which the image can only exceed (docs/limits.md).
    /// A canvas the points check refuses is left to it (its message is the usual one).
    private func checkPixels(_ figure: LoadedFigure, _ t: Target) throws(PipelineError) {
        guard t.format == .png, case .view(let document) = figure.content else { return }
        let viewport = try pipeline.viewport(hints: figure.figure.hints, environment: document.environment,
                                             scale: t.scale, label: figure.label)
        guard let canvas = viewport.canvas, CanvasCheck.reason(canvas) == nil else { return }
        let scale = CGFloat(t.scale)
        let margins = 2 * PixelGrid.round(max(0, options.margin), scale: scale)
        do {
            _ = try PNGRenderer.pixelSize(CGSize(width: canvas.width + margins, height: canvas.height + margins),
                                          scale: scale)
        } catch {
            if let root = document.locations.root, root.file == figure.label {
                throw PipelineError("\(SourceLocations.error(error.message, at: root, file: figure.label))")
            }
            throw PipelineError.about(figure.label, error.message)
        }
    }

    /// The bytes of target `t` of a laid-out figure, in the target's colour scheme.
    private func image(_ laid: LaidOutFigure, _ t: Target) throws(PipelineError) -> Data {
        var o = options
        o.colorScheme = t.scheme
        return try laid.render(t.format, options: o)
    }
}
