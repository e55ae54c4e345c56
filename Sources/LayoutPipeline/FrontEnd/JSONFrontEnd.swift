import Foundation
import LayoutJSON

/// The JSON tree format (docs/format.md): one figure per file, a view document or a comparison sheet. A
/// directory search skips the JSON files that sit beside trees without being trees (docs/regression.md,
/// "Inputs"): frame dumps (`frames.json`, `*.frames.json`), a fixture folder's notes (`fixture.json`) and JSON
/// Schemas (`*.schema.json`). The rule is by name, never by content, so a tree with a typo is still read and
/// reported; a skipped file given by name is read as a tree.
public struct JSONFrontEnd: FrontEnd {
    public init() {}

    public var language: String { "JSON" }
    public var fileExtensions: [String] { ["json"] }

    /// Whole names and name endings of the JSON files a directory search leaves out.
    public static let sidecarNames: Set<String> = ["frames.json", "fixture.json"]
    public static let sidecarSuffixes = [".frames.json", ".schema.json"]

    public func isInput(fileName: String) -> Bool {
        fileName.hasSuffix(".json") && !fileName.hasPrefix(".") && !Self.sidecarNames.contains(fileName)
            && !Self.sidecarSuffixes.contains { fileName.hasSuffix($0) }
    }

    public func figures(in source: SourceFile, options: FrontEndOptions) throws -> [Figure] {
        if !options.allowsComparison {
            return [Figure(document: try DocumentDecoder.decode(data: source.data, file: source.name,
                                                                baseDirectory: source.baseDirectory))]
        }
        let input = try DocumentDecoder.decodeInput(data: source.data, file: source.name,
                                                    baseDirectory: source.baseDirectory)
        switch input {
        case .view(let document): return [Figure(document: document)]
        case .comparison: return [Figure(content: input, hints: ViewportHints())]
        }
    }
}
