import Foundation
import LayoutJSON

/// The JSON tree format (docs/format.md): one figure per file, a view document or a comparison sheet. Files
/// ending in `.frames.json` are frame dumps (references), not trees.
public struct JSONFrontEnd: FrontEnd {
    public init() {}

    public var language: String { "JSON" }
    public var fileExtensions: [String] { ["json"] }

    public func isInput(fileName: String) -> Bool {
        fileName.hasSuffix(".json") && !fileName.hasSuffix(".frames.json") && !fileName.hasPrefix(".")
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
