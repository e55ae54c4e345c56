import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case png, svg }

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

/// `layoutviz render`: trees to PNG or SVG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render view trees to PNG or SVG.",
        discussion: """
            Examples:
              layoutviz render tree.json -o out.png --scale 2 --debug
              layoutviz render tree.json -o out.svg
              layoutviz render a.json b.json -o out/        (one file per input)
              cat tree.json | layoutviz render - -o - --format svg
            """)

    @Argument(help: "Tree files (JSON), or - for standard input.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file, - for standard output, or a directory ending in / for several inputs.")
    var output: String

    @Option(help: "png or svg (default: from the output's extension, else png).")
    var format: OutputFormat?

    @Option(help: "Debug overlay: borders (a border around every node's frame) or labels (borders plus 'kind WxH'). Plain --debug means borders.")
    var debug: DebugMode = .off

    @Option(help: "Background: white (default), transparent, or #RRGGBB[AA].")
    var background: String = "white"

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if inputs.count > 1 && !output.hasSuffix("/") {
            throw ValidationError("several inputs need an output directory ending in / (got \(output))")
        }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input can be read only once") }
        if output == "-" && format == nil { throw ValidationError("writing to standard output needs --format png|svg") }
        _ = try backgroundColor()
    }

    func backgroundColor() throws -> Color? {
        switch background {
        case "white": return .white
        case "transparent": return nil
        default:
            guard let c = Color(hex: background) else {
                throw ValidationError("--background must be white, transparent or #RRGGBB[AA] (got \(background))")
            }
            return c
        }
    }

    @OptionGroup var batch: BatchOptions

    func run() throws {
        let options = RenderOptions(scale: CGFloat(common.scale), background: try backgroundColor(), debug: debug)
        let inputs = batch.shard?.select(self.inputs.sorted()) ?? self.inputs
        let renderer = BatchRender(render: self, options: options,
                                   cache: batch.force ? nil : RenderCache(directory: batch.cacheDir),
                                   cacheWriter: RenderCache(directory: batch.cacheDir))
        let errors = BatchRunner.run(count: inputs.count, jobs: batch.jobCount, label: { inputs[$0] }) { i, measurers in
            renderer.renderOne(inputs[i], measurers: measurers)
        }
        let failures = errors.compactMap { $0 }
        if inputs.count == 1, let only = failures.first { throw only }
        for e in failures { FileHandle.standardError.write(Data((e.message + "\n").utf8)) }
        if !failures.isEmpty { throw CLIFailure(message: "\(failures.count) of \(inputs.count) inputs failed") }
    }

    /// Where one input goes, and in which format.
    func destination(for input: String) throws -> (String, OutputFormat) {
        var path = output
        if output.hasSuffix("/") {
            let base = input == "-" ? "stdin" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            path = output + base + "." + (format ?? .png).rawValue
        }
        if let format { return (path, format) }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let f = OutputFormat(rawValue: ext) else {
            throw CLIFailure(message: "\(path): unknown output extension \"\(ext)\"; use .png or .svg, or --format", code: 64)
        }
        return (path, f)
    }
}

/// `layoutviz layout`: the computed frames as JSON.
struct LayoutDump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the computed frames of a view tree as JSON (docs/format.md, \"Frames output\").")

    @Argument(help: "A tree file (JSON), or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String = "-"

    @OptionGroup var common: CommonOptions

    func run() throws {
        let tree = try Pipeline.load(input, options: common, request: LayoutRequest(guides: true))
        try AtomicWriter.write(Data((FramesJSON.encode(tree.result) + "\n").utf8), to: output)
    }
}
