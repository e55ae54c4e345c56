import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender

extension UpdateMode: ExpressibleByArgument {}
extension Shard: ExpressibleByArgument {}

/// `layoutviz check`: render trees and compare them with their stored references (docs/regression.md). The
/// engine is the pipeline's `CheckEngine`; this parses the options and prints the report.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render trees and compare frames and images with stored references.",
        discussion: """
            For cases/card.json the references are cases/__layoutviz__/card.frames.json and card@2x.png \
            (docs/regression.md). Exit 0 when everything matches, 1 on any failure, 64 on usage errors.
            Examples:
              layoutviz check cases/                       every *.json under cases/, recursively
              layoutviz check 'cases/**/*.json' --update   rewrite references that changed
              layoutviz check cases/ --shard 2/4 --junit report.xml
              layoutviz check cases/ --report report.html  (images and differing nodes of each failure)
              layoutviz check cases/ --device "iPhone 15"  references named card~iphone-15@2x.png
            """)

    @Argument(help: "Tree files, directories (searched recursively for *.json) or globs.")
    var paths: [String]

    @Option(help: "Write references: missing, changed, all or none (plain --update: changed; default: missing, none when CI is set).")
    var update: UpdateMode?

    @Option(help: "Where expected/actual/diff files of failures go.")
    var artifacts: String = "layoutviz-artifacts"

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Option(help: "Write a self-contained HTML report here: each failure's expected, actual and difference images, a slider/onion-skin comparison and every differing node with where the input wrote it.")
    var report: String?

    @Flag(help: "Print the results as JSON on standard output (the human report goes to standard error).")
    var json = false

    @Option(help: "Debug overlay in the image: off, borders or labels (plain --debug: borders).")
    var debug: DebugMode = .off

    @Option(help: "Background: transparent, a SwiftUI color name or #RRGGBB[AA] (default: the theme's, white or black).")
    var background: String?

    @Option(help: "light or dark: SwiftUI's dark-mode colours; dark references are named ~dark.")
    var theme: ColorScheme = .light

    @OptionGroup var common: CommonOptions
    @OptionGroup var compare: ImageCompareOptions
    @OptionGroup var batch: BatchOptions

    func validate() throws {
        _ = try backgroundColor()
        if let junit, junit.hasSuffix("/") { throw ValidationError("--junit takes a file name (got \(junit))") }
        if let report, report.hasSuffix("/") || report == "-" {
            throw ValidationError("--report takes a file name, such as report.html (got \(report))")
        }
    }

    func backgroundColor() throws -> Color? { try BackgroundChoice(argument: background).color }

    func run() throws {
        let mode = update ?? UpdateMode.implicit()
        let pipeline = try common.pipeline(inputs: paths)
        let all = try common.selectInputs(try InputDiscovery.expand(paths, registry: pipeline.registry), given: paths)
        let trees = batch.shard?.select(all) ?? all
        if let junit { try Self.checkWritable(junit) }
        if let report { try Self.checkWritable(report) }
        let engine = CheckEngine(
            pipeline: pipeline,
            names: ReferenceNames(scale: common.scale, debug: debug, background: try backgroundColor(),
                                  fontFile: common.font, colorScheme: theme, overrides: pipeline.options.overrides),
            renderOptions: RenderOptions(background: try backgroundColor(), debug: debug, colorScheme: theme),
            compare: compare.comparison, mode: mode, artifacts: artifacts,
            cache: batch.force || mode == .all ? nil : RenderCache(directory: batch.cacheDir),
            cacheWriter: RenderCache(directory: batch.cacheDir))
        let results = BatchRunner.run(count: trees.count, jobs: batch.jobCount, label: { trees[$0] }) { i, measurers in
            engine.check(trees[i], measurers: measurers)
        }
        let report = CheckReport(results: results.flatMap { $0 }, mode: mode, shard: batch.shard,
                                 totalBeforeShard: all.count)
        let human = report.humanText()
        if json {
            StandardStreams.errorText(human)
            try StandardStreams.print(report.json() + "\n")
        } else {
            try StandardStreams.print(human)
        }
        if let junit { try OutputFiles.write(Data(report.junit().utf8), to: junit) }
        if let page = self.report { try OutputFiles.write(Data(report.html().utf8), to: page) }
        if report.failed > 0 { throw ExitCode.failure }
    }

    /// A report path must be in an existing directory (checked before any work, so a typo costs nothing).
    static func checkWritable(_ path: String) throws {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw CLIFailure(message: "\(path): the directory \(dir) does not exist", code: 64)
        }
    }
}

/// Options for running many trees: `--jobs`, `--shard`, `--force` (docs/regression.md, "Batches").
struct BatchOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Parallel jobs (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Take only part i of n of the sorted inputs (1-based), e.g. 2/4, for a CI matrix.")
    var shard: Shard?

    @Flag(help: "Render everything again, ignoring the cache.")
    var force = false

    @Option(help: "The cache directory (default: .layoutviz-cache in the current directory).")
    var cacheDir: String = ".layoutviz-cache"

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
    }

    var jobCount: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
