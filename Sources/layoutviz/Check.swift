import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// `--update`: which references `check` may write (Playwright's `--update-snapshots` modes).
enum UpdateMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Write references that do not exist yet; mismatches fail.
    case missing
    /// Also rewrite references that do not match.
    case changed
    /// Rewrite every reference whose bytes differ from this run's output, even within tolerance.
    case all
    /// Write nothing; a missing reference is a failure (the default when CI is set).
    case none

    /// The mode when `--update` is not given: `LAYOUTVIZ_UPDATE` if set, else `none` when the `CI`
    /// environment variable is set (not empty, "0" or "false"), else `missing`.
    static func implicit(_ env: [String: String] = ProcessInfo.processInfo.environment) -> UpdateMode {
        if let v = env["LAYOUTVIZ_UPDATE"], let mode = UpdateMode(rawValue: v) { return mode }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .none }
        return .missing
    }
}

/// `layoutviz check`: render trees and compare them with their stored references (docs/regression.md).
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
            """)

    @Argument(help: "Tree files, directories (searched recursively for *.json) or globs.")
    var paths: [String]

    @Option(help: "Write references: missing, changed, all or none (plain --update: changed; default: missing, none when CI is set).")
    var update: UpdateMode?

    @Option(help: "Where expected/actual/diff files of failures go.")
    var artifacts: String = "layoutviz-artifacts"

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

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
    }

    func backgroundColor() throws -> Color? { try BackgroundChoice(argument: background).color }

    func run() throws {
        let mode = update ?? UpdateMode.implicit()
        let all = try InputDiscovery.expand(paths)
        let trees = batch.shard?.select(all) ?? all
        if let junit { try Self.checkWritable(junit) }
        let context = CheckContext(
            names: ReferenceNames(scale: common.scale, debug: debug, background: try backgroundColor(),
                                  fontFile: common.font, colorScheme: theme),
            renderOptions: RenderOptions(scale: CGFloat(common.scale), background: try backgroundColor(), debug: debug,
                                         colorScheme: theme),
            compare: compare, mode: mode, artifacts: artifacts, fontOverride: common.font,
            cache: batch.force || mode == .all ? nil : RenderCache(directory: batch.cacheDir),
            cacheWriter: RenderCache(directory: batch.cacheDir))
        let results = BatchRunner.run(count: trees.count, jobs: batch.jobCount, label: { trees[$0] }) { i, measurers in
            context.check(trees[i], measurers: measurers)
        }
        let report = CheckReport(results: results, mode: mode, shard: batch.shard, totalBeforeShard: all.count)
        let human = report.humanText()
        if json {
            FileHandle.standardError.write(Data(human.utf8))
            FileHandle.standardOutput.write(Data((report.json() + "\n").utf8))
        } else {
            FileHandle.standardOutput.write(Data(human.utf8))
        }
        if let junit { try AtomicWriter.write(Data(report.junit().utf8), to: junit) }
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

/// The outcome of one tree.
struct CaseResult: Sendable {
    enum Status: String, Sendable { case passed, failed, new, updated, error }

    var path: String
    var status: Status
    /// One line each: what differed, what was written, the error.
    var messages: [String] = []
    /// Files written into the artifacts directory.
    var artifacts: [String] = []
    /// References written (new or updated).
    var written: [String] = []
    var references: [String] = []
    var cached = false
    var differentPixels: Int?
    var warnings: [String] = []

    var failed: Bool { status == .failed || status == .error }
}

/// Everything a worker needs to check one tree; immutable and shared by all workers.
struct CheckContext: Sendable {
    var names: ReferenceNames
    var renderOptions: RenderOptions
    var compare: ImageCompareOptions
    var mode: UpdateMode
    var artifacts: String
    var fontOverride: String?
    /// Nil when the cache must not be read (--force, --update=all).
    var cache: RenderCache?
    var cacheWriter: RenderCache

    var optionKey: [String] {
        ["scale=\(names.scale)", "image=\(names.imageVariant)", "frames=\(names.framesVariant)",
         "font=\(fontOverride.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")",
         "threshold=\(compare.threshold)", "maxDiffPixels=\(compare.maxDiffPixels.map(String.init) ?? "")",
         "maxDiffRatio=\(compare.maxDiffRatio.map { "\($0)" } ?? "")"]
    }

    func check(_ tree: String, measurers: WorkerMeasurers) -> CaseResult {
        var result = CaseResult(path: tree, status: .passed)
        let framesRef = names.framesPath(for: tree), imageRef = names.imagePath(for: tree)
        result.references = [framesRef, imageRef]
        do {
            let decoded = try BatchPipeline.decode(tree, fontOverride: fontOverride)
            result.warnings = decoded.document.warnings.map { "\($0)" }
            let key = RenderCache.key(command: "check", options: optionKey, tree: tree, bytes: decoded.bytes,
                                      dependencies: RenderCache.dependencies(of: decoded.document, fonts: decoded.fonts))
            if let cache, cache.isFresh(key) {
                result.cached = true
                removeArtifacts(tree, framesRef)
                removeArtifacts(tree, imageRef)
                return result
            }
            let (layout, measurer) = try BatchPipeline.layout(decoded, scale: names.scale, measurers: measurers,
                                                               guides: true)
            let frames = Data((FramesJSON.encode(layout) + "\n").utf8)
            let list = DisplayList(layout, options: renderOptions)
            let png: Data
            do { png = Data(try PNGRenderer.render(list, scale: renderOptions.scale, measurer: measurer)) }
            catch { throw CLIFailure(message: "\(tree): \(error)") }

            var parts: [CaseResult.Status] = []
            parts.append(try settle(tree, reference: framesRef, actual: frames, result: &result) { expected in
                compareFrames(expected: expected, actual: layout)
            })
            var pixels: Int? = nil
            parts.append(try settle(tree, reference: imageRef, actual: png, result: &result) { expected in
                compareImages(expected: expected, actual: png, differentPixels: &pixels)
            })
            result.differentPixels = pixels
            for s in [CaseResult.Status.failed, .updated, .new] where parts.contains(s) {
                result.status = s
                break
            }
            if !result.failed { cacheWriter.record(key, files: [framesRef, imageRef]) }
        } catch let e as CLIFailure {
            result.status = .error
            result.messages = [e.message]
        } catch {
            result.status = .error
            result.messages = ["\(tree): \(error)"]
        }
        return result
    }

    /// What a comparison found: nil = match, else the failure line and the diff image (if any).
    struct Mismatch { var message: String; var diff: Data? }

    /// Compares one reference with this run's bytes and applies the update mode: writes the reference when
    /// allowed, artifacts when it differs, removes stale artifacts when it matches.
    private func settle(_ tree: String, reference: String, actual: Data, result: inout CaseResult,
                        compare: (Data) -> Mismatch?) throws -> CaseResult.Status {
        let label = reference.hasSuffix(".png") ? "image" : "frames"
        guard let expected = FileManager.default.contents(atPath: reference) else {
            if mode == .none {
                result.messages.append("\(label): no reference \(reference) (not written: --update=none)")
                return .failed
            }
            try writeReference(actual, to: reference)
            result.written.append(reference)
            result.messages.append("\(label): wrote new reference \(reference)")
            return .new
        }
        if expected == actual {
            removeArtifacts(tree, reference)
            return .passed
        }
        if let mismatch = compare(expected) {
            try writeArtifacts(tree, reference, expected: expected, actual: actual, diff: mismatch.diff, result: &result)
            if mode == .changed || mode == .all {
                try writeReference(actual, to: reference)
                result.written.append(reference)
                result.messages.append("\(label): updated \(reference) (was: \(mismatch.message))")
                return .updated
            }
            result.messages.append("\(label): \(mismatch.message)")
            return .failed
        }
        removeArtifacts(tree, reference)
        if mode == .all {
            try writeReference(actual, to: reference)
            result.written.append(reference)
            result.messages.append("\(label): rewrote \(reference) (it matched within tolerance)")
            return .updated
        }
        return .passed
    }

    private func compareFrames(expected: Data, actual: LayoutResult) -> Mismatch? {
        let dump: FrameDump
        do { dump = try FramesJSON.decode(expected, file: "reference") } catch {
            return Mismatch(message: "the reference cannot be read: \(error)", diff: nil)
        }
        guard let d = dump.firstDifference(from: FrameDump(actual), tolerance: 0.001) else { return nil }
        return Mismatch(message: "\(d)", diff: nil)
    }

    private func compareImages(expected: Data, actual: Data, differentPixels: inout Int?) -> Mismatch? {
        let e: RGBAImage, a: RGBAImage
        do { e = try PNGImage.decodeRGBA(Array(expected)) } catch {
            return Mismatch(message: "the reference cannot be decoded as PNG", diff: nil)
        }
        do { a = try PNGImage.decodeRGBA(Array(actual)) } catch {
            return Mismatch(message: "the rendered image cannot be decoded (\(error))", diff: nil)
        }
        switch PixelDiff.compare(expected: e, actual: a, options: compare.pixelOptions) {
        case let .sizeMismatch(ex, ac):
            return Mismatch(message: "size differs: expected \(ex.width)x\(ex.height) pixels, got \(ac.width)x\(ac.height)",
                            diff: nil)
        case let .compared(r):
            differentPixels = r.differentPixels
            if compare.budget.allows(r) { return nil }
            let diff = r.diffImage.flatMap { try? PNGImage.encode($0) }.map { Data($0) }
            return Mismatch(message: compare.describe(r), diff: diff)
        }
    }

    private func writeReference(_ bytes: Data, to path: String) throws {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw CLIFailure(message: "\(dir): cannot create the references directory: \(error.localizedDescription)")
        }
        try AtomicWriter.write(bytes, to: path)
    }

    private func artifactPaths(_ tree: String, _ reference: String) -> (dir: String, files: [String: String]) {
        let dir = ArtifactNames.directory(root: artifacts, tree: tree)
        let name = URL(fileURLWithPath: reference).lastPathComponent
        var files: [String: String] = [:]
        for role in ["expected", "actual", "diff"] { files[role] = dir + "/" + ArtifactNames.file(name, role) }
        return (dir, files)
    }

    private func writeArtifacts(_ tree: String, _ reference: String, expected: Data, actual: Data, diff: Data?,
                                result: inout CaseResult) throws {
        let (dir, files) = artifactPaths(tree, reference)
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw CLIFailure(message: "\(dir): cannot create the artifacts directory: \(error.localizedDescription)")
        }
        for (role, bytes) in [("expected", expected), ("actual", actual), ("diff", diff)] {
            guard let path = files[role] else { continue }
            if let bytes {
                try AtomicWriter.write(bytes, to: path)
                result.artifacts.append(path)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    private func removeArtifacts(_ tree: String, _ reference: String) {
        for path in artifactPaths(tree, reference).files.values where FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
