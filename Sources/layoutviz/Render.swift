import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender

extension ImageFormat: ExpressibleByArgument {}
extension SVGTextMode: ExpressibleByArgument {}

extension DebugMode: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "off": self = .off
        case "borders": self = .borders
        case "labels": self = .labels
        default: return nil
        }
    }
    public static var allValueStrings: [String] { ["off", "borders", "labels"] }
}

/// `layoutviz render`: trees to PNG, SVG or the HTML inspector.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render view trees (or comparison sheets) to PNG or SVG, or a view tree to an HTML inspector.",
        discussion: """
            Examples:
              layoutviz render tree.json -o out.png --scale 2 --debug
              layoutviz render tree.json -o out.svg              (fonts embedded; --text outlines|reference)
              layoutviz render tree.json -o figure.html     (inspector: hover a view for its frame, proposal,
                  size answers and source; click for its negotiation; figure.html#node=title links to a view)
              layoutviz render a.json b.json -o out/        (one file per input)
              cat tree.json | layoutviz render - -o - --format svg
              layoutviz render tree.json -o out.png --theme dark --margin 16
              layoutviz render tree.json -o Resources/figure.png --docc
                  (figure.png, figure@2x.png, figure~dark.png, figure~dark@2x.png)
              layoutviz render tree.json -o out.png --watch (re-render on every change; Ctrl-C ends)
              layoutviz render tree.json -o out.png --device "iPhone 15"   (the device's screen and safe area)
              layoutviz render tree.json -o out.png --proposal 320xnil
            An input with several figures (a Swift file's previews) writes one file per figure, named
            <output>-<figure>.png.
            """)

    @Argument(help: "Tree files (JSON), Swift files (their previews), directories (their *.json and *.swift files, recursively), globs, or - for standard input.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file, - for standard output, or a directory ending in / for several inputs. With --docc: the asset set's name (out/figure or out/figure.png).")
    var output: String

    @Option(help: "png, svg or html (the inspector page; default: from the output's extension, else png).")
    var format: ImageFormat?

    @Option(help: "Debug overlay: borders (a border around every node's frame) or labels (borders plus 'kind WxH' and a colour legend). Plain --debug means borders.")
    var debug: DebugMode = .off

    @Option(help: "light (default) or dark: the appearance system colours (red, primary, ...) and the default background take.")
    var theme: ColorScheme?

    @Option(help: "Background: the theme's (white in light, black in dark; default), transparent, a SwiftUI color name, or #RRGGBB[AA].")
    var background: String?

    @Option(help: "Points of empty space (in the background) around the canvas. Default 0.")
    var margin: Double = 0

    @Option(help: "Text in SVG: embed (default: real <text> with the fonts it uses embedded, subset), outlines (glyphs as paths, no fonts needed) or reference (fonts named only: smallest, needs them installed).")
    var text: SVGTextMode = .embed

    @Flag(help: "SVG: add an invisible group per view (id node-<path>, data-path, data-kind, data-id, data-frame, data-proposal, and a <title>), nested as the tree.")
    var nodeGroups = false

    @Flag(help: "Write the DocC asset set: name.png, name@2x.png, name~dark.png, name~dark@2x.png (--scale is not used; --theme is refused).")
    var docc = false

    @Flag(help: "Keep running and render again whenever an input file changes (Ctrl-C ends).")
    var watch = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if inputs.count > 1 && !output.hasSuffix("/") {
            throw ValidationError("several inputs need an output directory ending in / (got \(output))")
        }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input can be read only once") }
        if output == "-" && format == nil && !docc { throw ValidationError("writing to standard output needs --format png|svg|html") }
        _ = try BackgroundChoice(argument: background)
        guard margin.isFinite, margin >= 0, margin <= 1000 else {
            throw ValidationError("--margin must be a number of points from 0 to 1000 (got \(margin))")
        }
        if docc && theme != nil { throw ValidationError("--docc writes both themes; leave out --theme") }
        if docc && output == "-" {
            throw ValidationError("--docc writes several files; give -o a name (out/figure) or a directory (out/)")
        }
        if watch && (output == "-" || inputs.contains("-")) {
            throw ValidationError("--watch needs input and output files (not -)")
        }
    }

    @OptionGroup var batch: BatchOptions

    func renderOptions() throws -> RenderOptions {
        var options = RenderOptions(background: try BackgroundChoice(argument: background).color, debug: debug,
                                    colorScheme: theme ?? .light, margin: CGFloat(margin), textMode: text)
        options.nodeGroups = nodeGroups
        return options
    }

    func run() throws {
        if watch { Watcher.installInterruptHandler() }
        let options = try renderOptions()
        let pipeline = try common.pipeline(inputs: inputs)
        let (all, folders) = try expandedInputs(registry: pipeline.registry)
        let inputs = batch.shard?.select(all.sorted()) ?? all
        if output.hasSuffix("/") && !inputs.isEmpty {
            // An output directory is made when missing, as `mkdir -p` would.
            do { try OutputFiles.makeDirectory(output, what: "output directory") } catch {
                throw CLIFailure(message: "\(output): cannot create the output directory")
            }
        }
        let makeRenderer = { (pipeline: Pipeline) -> RenderEngine in
            var engine = RenderEngine(pipeline: pipeline, options: options, output: output, format: format, docc: docc,
                                      reportsWrites: watch,
                                      cache: batch.force || watch ? nil : RenderCache(directory: batch.cacheDir),
                                      cacheWriter: RenderCache(directory: batch.cacheDir))
            engine.folders = folders
            return engine
        }
        let renderer = makeRenderer(pipeline)
        let errors = BatchRunner.run(count: inputs.count, jobs: batch.jobCount, label: { inputs[$0] }) { i, measurers in
            renderer.render(inputs[i], measurers: measurers)
        }
        let failures = errors.compactMap { $0 }.map(CLIFailure.init)
        if let usage = failures.first(where: { $0.code == 64 }) { throw usage }
        if inputs.count == 1 && !watch, let only = failures.first { throw only }
        for e in failures { StandardStreams.error(e.message) }
        if watch {
            let measurers = MeasurerPool()
            var watcher = Watcher(paths: inputs)
            let arguments = self.inputs
            watcher.run(onChange: { path in
                // A Swift module is loaded once per pipeline: an edited .swift file needs a fresh one.
                var current = renderer
                if path.lowercased().hasSuffix(".swift"), let fresh = try? common.pipeline(inputs: arguments) {
                    current = makeRenderer(fresh)
                }
                if let e = current.render(path, measurers: measurers) { StandardStreams.error(e.message) }
            }, onMissing: { path in
                StandardStreams.error("\(path): no such file (still watching)")
            })
        }
        if !failures.isEmpty { throw CLIFailure(message: "\(failures.count) of \(inputs.count) inputs failed") }
    }

    /// The inputs with directories (their *.json trees, recursively) and globs expanded as `check` does; files
    /// and `-` as given; with each found input's folder under its directory argument (mirrored under an output
    /// directory). Several trees need an output directory, and two trees may not write the same file.
    func expandedInputs(registry: FrontEndRegistry) throws -> (inputs: [String], folders: [String: String]) {
        var out: [String] = []
        var folders: [String: String] = [:]
        var seen = Set<String>()
        for arg in inputs {
            var isDir: ObjCBool = false
            let glob = arg != "-" && InputDiscovery.isGlob(arg)
            let expands = glob || (arg != "-" && FileManager.default.fileExists(atPath: arg, isDirectory: &isDir)
                && isDir.boolValue)
            // A glob's folders count from its leading directories without wildcards.
            let base = glob ? arg.split(separator: "/", omittingEmptySubsequences: false)
                .prefix { !InputDiscovery.isGlob(String($0)) }.joined(separator: "/") : arg
            for path in expands ? try InputDiscovery.expand([arg], registry: registry) : [arg] where seen.insert(path).inserted {
                out.append(path)
                if expands { folders[path] = FileNames.relativeFolder(of: path, under: base.isEmpty ? "." : base) }
            }
        }
        // Swift helper files without previews belong to the module, not the outputs (docs/swift-source.md).
        out = try common.selectInputs(out, given: inputs)
        if out.count > 1 && !output.hasSuffix("/") {
            throw CLIFailure(message: "\(out.count) trees need an output directory ending in / (got \(output))", code: 64)
        }
        if output.hasSuffix("/") && !docc {
            var writers: [String: String] = [:]
            for input in out {
                let (path, _) = try FileNames.output(output, input: input, figure: nil, format: format,
                                                     folder: folders[input] ?? "")
                if let other = writers[path] {
                    throw CLIFailure(message: "\(other) and \(input) would both write \(path); render them separately",
                                     code: 64)
                }
                writers[path] = input
            }
        }
        return (out, folders)
    }
}

/// `layoutviz layout`: the computed frames as JSON.
struct LayoutDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the computed frames of a view tree as JSON (docs/format.md, \"Frames output\"); for a comparison sheet, one dump per panel.")

    @Argument(help: "A tree file (JSON), a Swift file (its preview), or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String = "-"

    @OptionGroup var common: CommonOptions

    func run() throws {
        let pipeline = try common.pipeline(inputs: [input])
        let figure = try common.singleFigure(input, pipeline: pipeline)
        let measurer = try MeasurerPool().measurer(for: figure.fonts, input: figure.source)
        // No image: a tree of any size is dumped, written as it is encoded. The figure is given up, so its view
        // tree is freed before the engine lays out (a million views under 1 GB).
        let laid = try pipeline.layout(consume figure, measurer: measurer, guides: true, forImage: false)
        try OutputFiles.stream(to: output) { (sink: (String) throws(PipelineError) -> Void) throws(PipelineError) in
            try laid.writeFrames(sink)
            try sink("\n")
        }
    }
}
