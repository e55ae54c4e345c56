// The fuzz targets (docs/limits.md, "Fuzzing"): each turns one input of bytes into a run through the pipeline as
// the command line would make it (front end, layout, frame dump, explain, display list with debug labels, SVG
// with embedded fonts, PNG), and checks what the hardening promises: every failure is one line naming the input,
// nothing traps (a trap is the fuzzer's crash), no step is unbounded (the fuzzer's -timeout and -rss_limit_mb).
// `json` reads the bytes as a tree file, `swift` as a SwiftUI source file (the interpreter), `expression` puts
// them into a tree as an expression (a length, an interpolation, an alignment guide, inside ForEach and a
// GeometryReader, so every name an expression can use is in scope).
import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
// FUZZ_SWIFT (Package.swift) rather than canImport: an earlier build with the Swift front end leaves its module
// in the build directory, where canImport would find it without its swift-syntax.
#if FUZZ_SWIFT
import LayoutSwiftSource
#endif
import PangoCairoBackend

enum FuzzTarget: String, CaseIterable {
    case json, swift, expression

    /// The input's name in messages (every error must start with it).
    var fileName: String {
        switch self {
        case .json, .expression: "tree.json"
        case .swift: "Preview.swift"
        }
    }

    /// The source file the bytes make (a Swift file is read as one of its own, as standard input is).
    func source(_ bytes: [UInt8]) -> SourceFile {
        var data = Data(bytes)
        if self == .expression {
            let expression = String(decoding: bytes, as: UTF8.self)
            // `d` (a view's dimensions) exists only in an alignment guide's value.
            let usesDimensions = expression.contains("d.") || expression.contains("d[")
            let template = usesDimensions ? Self.guideTemplate : Self.expressionTemplate
            data = Data(template.replacingOccurrences(of: "EXPR", with: Quote.jsonString(expression))
                .replacingOccurrences(of: "INTERPOLATED", with: Quote.jsonString("\\(" + expression + ")")).utf8)
        }
        return SourceFile(name: fileName, data: data, baseDirectory: "/nonexistent",
                          fileExtension: self == .swift ? "swift" : "json", isFile: self != .swift)
    }

    /// A tree with the expression wherever the format reads one, with a ForEach's `i` and a GeometryReader's
    /// `proxy` in scope.
    static let expressionTemplate = """
    {"canvas": {"width": 200, "height": 200}, "root": {"VStack": [{"ForEach": {"range": [0, 2], "as": "i",
      "content": {"GeometryReader": {"as": "proxy", "content": [{"VStack": {"alignment": "leading", "content": [
        {"Text": INTERPOLATED, "modifiers": [{"frame": {"width": EXPR}}, {"padding": {"leading": EXPR}}]},
        {"Color": "teal", "modifiers": [{"frame": {"width": 10, "height": EXPR}}, {"offset": {"x": EXPR}}]},
        {"Text": "guide", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": EXPR}}]}
      ]}}]}}}}]}}
    """

    /// The same scope with the expression only as an alignment guide's value (where `d` is defined).
    static let guideTemplate = """
    {"canvas": {"width": 200, "height": 200}, "root": {"VStack": [{"ForEach": {"range": [0, 2], "as": "i",
      "content": {"GeometryReader": {"as": "proxy", "content": [{"VStack": {"alignment": "leading", "content": [
        {"Text": "guide", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": EXPR}}]},
        {"Color": "teal", "modifiers": [{"alignmentGuide": {"guide": "top", "value": EXPR}}]}
      ]}}]}}}}]}}
    """

    #if FUZZ_SWIFT
    static let registry = FrontEndRegistry.standard.registering(SwiftFrontEnd())
    /// Whether this build has the Swift front end (an instrumented build has it with LAYOUTVIZ_FUZZ_SWIFT=1).
    static let hasSwift = true
    #else
    static let registry = FrontEndRegistry.standard
    static let hasSwift = false
    #endif
    static let pipeline = Pipeline(registry: registry, options: PipelineOptions(scale: 1))
    nonisolated(unsafe) static let measurers = MeasurerPool()

    /// PNGs are drawn only up to this many pixels, so an input stays fast to run (the fuzzer looks for traps,
    /// hangs and unbounded memory, not for large legitimate drawings).
    static let maxFuzzedPixels: CGFloat = 400_000

    /// What one input did.
    enum Outcome: Equatable {
        /// Every figure was laid out, explained and drawn.
        case drawn
        /// Refused with a one-line error naming the input (the message).
        case rejected(String)
        /// A promise broken (the driver crashes on it, so the fuzzer keeps the input).
        case broken(String)
    }

    /// Runs one input.
    func run(_ bytes: [UInt8]) -> Outcome {
        let source = source(bytes)
        let figures: [LoadedFigure]
        do { figures = try Self.pipeline.load(source) } catch { return check(error) }
        for figure in figures {
            let outcome = exercise(figure)
            if outcome != .drawn { return outcome }
        }
        return .drawn
    }

    private func exercise(_ figure: LoadedFigure) -> Outcome {
        let pipeline = Self.pipeline
        do {
            let measurer = try Self.measurers.measurer(for: figure.fonts, input: figure.source)
            let dump = try pipeline.layout(figure, measurer: measurer, guides: true, forImage: false)
            _ = dump.frames
            _ = dump.coverageWarnings
            if case .view = figure.content {
                do { _ = ExplainText.render(try pipeline.trace(figure, measurer: measurer).trace) } catch {
                    if case .broken(let message) = check(error) { return .broken(message) }
                }
            }
            let laidOut = try pipeline.layout(figure, measurer: measurer)
            _ = try laidOut.render(.svg, options: RenderOptions(debug: .labels, textMode: .embed))
            let size = laidOut.displayList(RenderOptions()).size
            if size.width * size.height <= Self.maxFuzzedPixels {
                _ = try laidOut.render(.png, options: RenderOptions(debug: .labels))
            }
        } catch {
            return check(error)
        }
        return .drawn
    }

    /// `.rejected` when `error` keeps the promise (one line, starting with the input's name), else `.broken`.
    private func check(_ error: PipelineError) -> Outcome {
        let message = error.message
        if message.contains("\n") { return .broken("an error of more than one line: \(message)") }
        if !message.hasPrefix(fileName) { return .broken("an error not naming \(fileName): \(message)") }
        return .rejected(message)
    }
}
