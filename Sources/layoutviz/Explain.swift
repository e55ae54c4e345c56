import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline

enum ExplainFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

/// `layoutviz explain`: the negotiation, step by step (docs/explain.md).
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the layout negotiation step by step: proposals, answers, placements (docs/explain.md).",
        discussion: """
            Examples:
              layoutviz explain tree.json
              layoutviz explain tree.json --node title        (one subtree: an id, or a path like 0.1)
              layoutviz explain tree.json --format json
              layoutviz explain tree.json --proposal 200xnil  (what the root is proposed)
            """)

    @Argument(help: "A tree file (JSON), a Swift file (its preview), or - for standard input.")
    var input: String

    @Option(help: "text (numbered steps) or json (events for tools).")
    var format: ExplainFormat = .text

    @Option(help: "Follow one subtree: a node's id, or its path (0 is the root, 0.1 its second child).")
    var node: String?

    @Flag(help: "Write x and inf instead of × and ∞ in the text.")
    var ascii = false

    @Flag(help: "Leave out questions answered from a node's cache (text format; numbering is kept).")
    var skipCached = false

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String = "-"

    @OptionGroup var common: CommonOptions

    func run() throws {
        let pipeline = try common.pipeline(inputs: [input])
        let figure = try common.singleFigure(input, pipeline: pipeline, frontEnd: FrontEndOptions(allowsComparison: false))
        let label = figure.label
        let (canvas, passes, trace): (CGSize, [StatePass], LayoutTrace)
        do {
            let measurer = try MeasurerPool().measurer(for: figure.fonts, input: figure.source)
            // The figure is given up, so its view tree is freed once the engine's tree is built; of the result only
            // the canvas and the passes are kept (a million views: docs/limits.md, "explain").
            let traced = try pipeline.trace(consume figure, measurer: measurer)
            (canvas, passes, trace) = (traced.result.canvas, traced.result.passes, traced.trace)
        } catch { throw CLIFailure(error) }
        var selected: Int?
        if let node {
            switch NodeReference.resolve(node, in: trace) {
            case .success(let i): selected = i
            case .failure(let e): throw CLIFailure(message: "\(label): \(e.message)", code: 64)
            }
        }
        // Written as a stream: the text of a big negotiation is never whole in memory.
        try OutputFiles.stream(to: output) { (sink: (String) throws(PipelineError) -> Void) throws(PipelineError) in
            do {
                switch format {
                case .text:
                    try sink(ExplainPasses.text(passes))
                    try ExplainText.render(trace, node: selected, symbols: ascii ? .ascii : .unicode,
                                           skipCached: skipCached, chunk: sink)
                case .json:
                    try ExplainJSON.encode(trace, canvas: canvas, node: selected, passes: passes, chunk: sink)
                    try sink("\n")
                }
            } catch let e as PipelineError { throw e } catch { throw PipelineError("\(error)") }
        }
    }
}
