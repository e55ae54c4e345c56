import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// The reference check of `layoutviz check` (docs/regression.md): every figure of a tree is laid out and
/// drawn through the pipeline, its frame dump and PNG compared with the stored references, references
/// written as the update mode allows, failure artifacts written or cleared, successes recorded in the cache.
/// Immutable and shared by all batch workers.
public struct CheckEngine: Sendable {
    public var pipeline: Pipeline
    public var names: ReferenceNames
    public var renderOptions: RenderOptions
    public var compare: ImageComparison
    public var mode: UpdateMode
    public var artifacts: String
    /// Nil when the cache must not be read (--force, --update=all).
    public var cache: RenderCache?
    public var cacheWriter: RenderCache

    public init(pipeline: Pipeline, names: ReferenceNames, renderOptions: RenderOptions, compare: ImageComparison,
                mode: UpdateMode, artifacts: String, cache: RenderCache?, cacheWriter: RenderCache) {
        self.pipeline = pipeline; self.names = names; self.renderOptions = renderOptions; self.compare = compare
        self.mode = mode; self.artifacts = artifacts; self.cache = cache; self.cacheWriter = cacheWriter
    }

    var optionKey: [String] {
        ["scale=\(names.scale)", "image=\(names.imageVariant)", "frames=\(names.framesVariant)",
         "font=\(pipeline.options.fontFile.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")",
         "threshold=\(compare.threshold)", "maxDiffPixels=\(compare.maxDiffPixels.map(String.init) ?? "")",
         "maxDiffRatio=\(compare.maxDiffRatio.map { "\($0)" } ?? "")"]
    }

    /// Checks every figure of `tree`: one result per figure (one for an unreadable tree).
    public func check(_ tree: String, measurers: MeasurerPool) -> [CaseResult] {
        let source: SourceFile, figures: [LoadedFigure]
        do {
            source = try SourceFile.read(tree)
            figures = try pipeline.load(source, frontEnd: FrontEndOptions(allowsComparison: false))
        } catch {
            var result = CaseResult(path: tree, status: .error)
            result.references = [names.framesPath(for: tree), names.imagePath(for: tree)]
            result.messages = [error.message]
            return [result]
        }
        let figureName: (LoadedFigure) -> String? = { $0.outputName }
        let references = figures.map { [names.framesPath(for: tree, figure: figureName($0)),
                                        names.imagePath(for: tree, figure: figureName($0))] }
        let key = RenderCache.key(command: "check", options: optionKey, tree: tree, bytes: source.data,
                                  dependencies: RenderCache.dependencies(of: figures))
        if let cache, cache.isFresh(key) {
            return zip(figures, references).map { figure, refs in
                var result = CaseResult(path: tree, figure: figureName(figure), status: .passed)
                result.references = refs
                result.warnings = figure.warnings.map { "\($0)" }
                result.cached = true
                for ref in refs { removeArtifacts(tree, ref) }
                return result
            }
        }
        let results = zip(figures, references).map { figure, refs in
            check(figure, tree: tree, name: figureName(figure), references: refs, measurers: measurers)
        }
        if !results.contains(where: \.failed) { cacheWriter.record(key, files: references.flatMap { $0 }) }
        return results
    }

    func check(_ figure: LoadedFigure, tree: String, name: String?, references: [String], measurers: MeasurerPool)
        -> CaseResult {
        var result = CaseResult(path: tree, figure: name, status: .passed)
        let framesRef = references[0], imageRef = references[1]
        result.references = references
        result.warnings = figure.warnings.map { "\($0)" }
        do {
            let measurer = try measurers.measurer(for: figure.fonts, input: figure.source)
            let laid = try pipeline.layout(figure, measurer: measurer, guides: true)
            guard case .view(let layout) = laid.content else {
                throw PipelineError("\(figure.label): a comparison sheet cannot be checked")
            }
            let frames = Data((laid.frames + "\n").utf8)
            let png = try laid.render(.png, options: renderOptions)

            var parts: [CaseResult.Status] = []
            // Where the input wrote a differing node (docs/regression.md, "Reports").
            let locate = { (path: String) -> (at: String, path: String?)? in
                guard case .view(let document) = figure.content,
                      let at = NodeOrigins.origin(at: path, layout.root, document.root) else { return nil }
                return ("\(at.file ?? figure.source):\(at.line):\(at.column)", at.path.isEmpty ? nil : at.path)
            }
            parts.append(try settle(tree, reference: framesRef, actual: frames, result: &result) { expected in
                compareFrames(expected: expected, actual: layout, locate: locate)
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
        } catch {
            result.status = .error
            result.messages = [(error as? PipelineError)?.message ?? "\(tree): \(error)"]
        }
        return result
    }

    /// What a comparison found: nil = match, else the failure line and the diff image (if any).
    struct Mismatch {
        var message: String
        var diff: Data?
        /// Every differing node, with where the input wrote it (frames only).
        var nodes: [CaseResult.NodeDifference] = []
    }

    /// Compares one reference with this run's bytes and applies the update mode: writes the reference when
    /// allowed, artifacts when it differs, removes stale artifacts when it matches.
    private func settle(_ tree: String, reference: String, actual: Data, result: inout CaseResult,
                        compare: (Data) -> Mismatch?) throws(PipelineError) -> CaseResult.Status {
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
            result.frameDifferences += mismatch.nodes
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

    /// The frames' differences: the text names the first differing node, where the input wrote it, and counts
    /// the rest; every one is kept for the HTML report.
    private func compareFrames(expected: Data, actual: LayoutResult, locate: (String) -> (at: String, path: String?)?)
        -> Mismatch? {
        let dump: FrameDump
        do { dump = try FramesJSON.decode(expected, file: "reference") } catch {
            return Mismatch(message: "the reference cannot be read: \(error)", diff: nil)
        }
        let all = dump.differences(from: FrameDump(actual), tolerance: 0.001)
        guard let first = all.first else { return nil }
        let nodes = all.map { d in
            let origin = locate(d.path)
            return CaseResult.NodeDifference(path: d.path, kindPath: d.kindPath, message: d.message,
                                             location: origin?.at, inputPath: origin?.path)
        }
        var message = "\(first)"
        if let at = nodes[0].location { message += "; written at \(at)" }
        if all.count > 1 { message += "; and \(all.count - 1) more differing node\(all.count == 2 ? "" : "s")" }
        return Mismatch(message: message, diff: nil, nodes: nodes)
    }

    private func compareImages(expected: Data, actual: Data, differentPixels: inout Int?) -> Mismatch? {
        // Identical bytes match without decoding either image (the usual case for an unchanged tree).
        if expected == actual, (try? PNGHeader.check(Array(actual))) != nil {
            differentPixels = 0
            return nil
        }
        let outcome: PixelDiff.Outcome
        do { outcome = try PNGComparison.compare(expected: Array(expected), actual: Array(actual), options: compare.pixelOptions) } catch {
            switch error {
            case .expected: return Mismatch(message: "the reference cannot be decoded as PNG", diff: nil)
            case .actual(let reason): return Mismatch(message: "the rendered image cannot be decoded (\(reason))", diff: nil)
            }
        }
        switch outcome {
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

    private func writeReference(_ bytes: Data, to path: String) throws(PipelineError) {
        try OutputFiles.makeDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                      what: "references directory")
        try OutputFiles.write(bytes, to: path)
    }

    private func artifactPaths(_ tree: String, _ reference: String) -> (dir: String, files: [String: String]) {
        let dir = ArtifactNames.directory(root: artifacts, tree: tree)
        let name = URL(fileURLWithPath: reference).lastPathComponent
        var files: [String: String] = [:]
        for role in ["expected", "actual", "diff"] { files[role] = dir + "/" + ArtifactNames.file(name, role) }
        return (dir, files)
    }

    private func writeArtifacts(_ tree: String, _ reference: String, expected: Data, actual: Data, diff: Data?,
                                result: inout CaseResult) throws(PipelineError) {
        let (dir, files) = artifactPaths(tree, reference)
        try OutputFiles.makeDirectory(dir, what: "artifacts directory")
        for (role, bytes) in [("expected", expected), ("actual", actual), ("diff", diff)] {
            guard let path = files[role] else { continue }
            if let bytes {
                try OutputFiles.write(bytes, to: path)
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
