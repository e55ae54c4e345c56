import ArgumentParser
import Foundation
import LayoutJSON
import LayoutPipeline

/// `layoutviz schema`: the JSON Schema (2020-12) of the tree format, generated from `FormatCatalogue`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of the tree format, with a description and an example per view and modifier.",
        discussion: """
            Editors use it for completion and checking: save it (layoutviz schema -o layoutviz.schema.json) and point
            a tree's "$schema" key or VS Code's json.schemas setting at the file. Keys are sorted: the output is stable.
            """)

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String = "-"

    func run() throws {
        try OutputFiles.write(Data(SchemaGenerator.text().utf8), to: output)
    }
}
