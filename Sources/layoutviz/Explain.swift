import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON

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
            """)

    @Argument(help: "A tree file (JSON), or - for standard input.")
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
        let tree = try Pipeline.load(input, options: common, request: LayoutRequest(trace: true))
        guard let trace = tree.trace else { throw CLIFailure(message: "\(tree.name): no trace was recorded") }
        guard !trace.isTruncated else {
            throw CLIFailure(message: "\(tree.name): the negotiation has more than \(LayoutTrace.maxEvents) steps; "
                             + "explain a smaller tree (docs/limits.md)")
        }
        var selected: Int?
        if let node {
            switch NodeReference.resolve(node, in: trace) {
            case .success(let i): selected = i
            case .failure(let e): throw CLIFailure(message: "\(tree.name): \(e.message)", code: 64)
            }
        }
        let text: String
        switch format {
        case .text: text = ExplainText.render(trace, node: selected, symbols: ascii ? .ascii : .unicode,
                                              skipCached: skipCached)
        case .json: text = ExplainJSON.encode(trace, canvas: tree.result.canvas, node: selected) + "\n"
        }
        try AtomicWriter.write(Data(text.utf8), to: output)
    }
}
