import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender

/// One `render` input on a batch worker: load its figures through the pipeline, consult the cache when
/// rendering into a directory (docs/regression.md, "Cache"), lay out with the worker's measurer, draw every
/// file it asks for (one per figure, or a DocC asset set per figure), write them together. In watch mode,
/// prints one line per render: "input -> output[, output...]". Returns the input's one-line failure, or nil.
struct BatchRender: Sendable {
    var render: Render
    var pipeline: Pipeline
    var options: RenderOptions
    var cache: RenderCache?
    var cacheWriter: RenderCache

    var optionKey: [String] {
        ["scale=\(render.common.scale)", "debug=\(options.debug)", "background=\(render.background ?? "")",
         "theme=\(options.colorScheme)", "margin=\(options.margin)", "docc=\(render.docc)",
         "font=\(render.common.font.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")",
         "viewport=\(pipeline.options.overrides)", "figure=\(render.common.figure ?? "")"]
    }

    /// One output file: where, in which format, at which scale, in which colour scheme.
    struct Target {
        var path: String
        var format: OutputFormat
        var scale: Int
        var scheme: ColorScheme
    }

    /// The files of one figure (`figure`: its name when the input has several).
    func targets(for input: String, figure: String?) throws -> [Target] {
        if render.docc {
            let (base, fmt) = try DocCAssetSet.base(output: render.output, input: input, format: render.format)
            return DocCAssetSet(base: FileNames.figureStem(base, figure: figure), format: fmt).variants.map {
                Target(path: $0.path, format: fmt, scale: $0.scale, scheme: $0.scheme)
            }
        }
        let (path, fmt) = try render.destination(for: input, figure: figure)
        return [Target(path: path, format: fmt, scale: render.common.scale, scheme: options.colorScheme)]
    }

    func renderOne(_ input: String, measurers: MeasurerPool) -> CLIFailure? {
        do {
            _ = try targets(for: input, figure: nil)  // usage errors of -o before any reading
            let source = try SourceFile.read(input)
            let figures = try pipeline.load(source)
            for figure in figures { for w in figure.warnings { StandardStreams.error("\(w)") } }
            // Several figures, or a named one (a Swift preview) rendered into a directory: `<file>-<figure>`.
            let named = figures.count > 1 || (render.output.hasSuffix("/") && pipeline.options.figure == nil)
            let jobs = try figures.map { ($0, try targets(for: input, figure: named ? $0.figure.name : nil)) }
            let cacheable = render.output.hasSuffix("/") && input != "-"
            let outputs = jobs.flatMap(\.1).map { (InputDiscovery.absolute($0.path) as NSString).standardizingPath }
            let key = RenderCache.key(command: "render", options: optionKey + ["format=\(jobs[0].1[0].format.rawValue)",
                                      "output=\(outputs.joined(separator: ","))"],
                                      tree: input, bytes: source.data, dependencies: RenderCache.dependencies(of: figures))
            if cacheable, let cache, cache.isFresh(key) { return nil }
            var files: [(bytes: Data, path: String)] = []
            for (figure, targets) in jobs {
                let measurer = try measurers.measurer(for: figure.fonts, input: figure.source)
                var laidOut: [Int: LaidOutFigure] = [:]
                for t in targets {
                    let laid = try laidOut[t.scale] ?? pipeline.layout(figure, measurer: measurer, scale: t.scale)
                    laidOut[t.scale] = laid
                    var o = options
                    o.colorScheme = t.scheme
                    files.append((try laid.render(t.format, options: o), t.path))
                }
            }
            try OutputFiles.writeAll(files)
            if cacheable { cacheWriter.record(key, files: files.map(\.path)) }
            if render.watch {
                StandardStreams.print("\(input) -> " + files.map(\.path).joined(separator: ", ") + "\n")
            }
            return nil
        } catch let e as CLIFailure {
            return e
        } catch let e as PipelineError {
            return CLIFailure(e)
        } catch {
            return CLIFailure(message: "\(input): \(error)")
        }
    }
}
