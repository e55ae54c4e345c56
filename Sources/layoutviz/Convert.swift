import ArgumentParser
import Foundation
import LayoutJSON
import LayoutPipeline
import LayoutSwiftSource

/// `layoutviz convert`: one tree, two spellings. The conversions are a table keyed by the input's language
/// (the language of the front end `LayoutViz.frontEnds` picks for its extension, as `render` would read it)
/// and the output's (`--to`, defaulting to the only output the input's language has); `tree.json --to swift`
/// prints SwiftUI source (`SwiftPrinter`). A language's conversions are added to the table with its front
/// end. Errors are one line, exit 1 (usage: 64), and nothing is written.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a view tree between its spellings: a JSON tree (docs/format.md) to SwiftUI source.",
        discussion: """
            The input's extension gives its language, as for render (standard input, "-", is a JSON tree); --to
            gives the output's.
            Conversions: \(Convert.conversions.map { "\($0.from) -> \($0.to)" }.joined(separator: ", ")).
            docs/convert.md says how each view, modifier and canvas is written.
            """)

    /// One conversion: the input's language (a front end's, lowercase), the output's, and the converter.
    struct Conversion: Sendable {
        var from: String
        var to: String
        var convert: @Sendable (SourceFile) throws -> Data
    }

    static let conversions: [Conversion] = [
        Conversion(from: "json", to: "swift") { source in
            do {
                return Data(try SwiftPrinter.swiftSource(data: source.data, file: source.name,
                                                         baseDirectory: source.baseDirectory).utf8)
            } catch {
                throw CLIFailure(message: "\(error)")
            }
        },
        // The JSON of a Swift file's previews, each with its viewport (docs/swift-source.md, "convert").
        Conversion(from: "swift", to: "json") { source in
            do { return try SwiftConvert.json(source) } catch { throw CLIFailure(message: "\(error)") }
        },
    ]

    @Argument(help: "The input file (\"-\" for a JSON tree on standard input).")
    var input: String

    @Option(help: "The output kind: \(Set(Convert.conversions.map(\.to)).sorted().joined(separator: ", ")) (default: the only one the input's kind has).")
    var to: String?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String = "-"

    func run() throws {
        let source = try SourceFile.read(input)
        let kind = LayoutViz.frontEnds.frontEnd(forExtension: source.fileExtension)?.language.lowercased() ?? "json"
        let available = Self.conversions.filter { $0.from == kind }
        guard !available.isEmpty else {
            let kinds = Set(Self.conversions.map(\.from)).sorted().joined(separator: ", ")
            throw CLIFailure(message: "\(input): convert reads \(kinds); this input is \(kind)", code: 64)
        }
        let conversion: Conversion
        if let to {
            guard let c = available.first(where: { $0.to == to.lowercased() }) else {
                throw CLIFailure(message: "--to \(to): a \(kind) input converts to "
                                 + available.map(\.to).joined(separator: ", "), code: 64)
            }
            conversion = c
        } else {
            guard available.count == 1, let c = available.first else {
                throw CLIFailure(message: "\(input): say what to convert to: --to "
                                 + available.map(\.to).joined(separator: " or "), code: 64)
            }
            conversion = c
        }
        try OutputFiles.write(try conversion.convert(source), to: output)
    }
}
