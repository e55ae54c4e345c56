import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline

/// A front end for tests of multi-figure inputs (what the Swift front end will be): a `.figures` file holds
/// figures, each a line `--- NAME` followed by a JSON tree; a figure named `device:NAME` is previewed on that
/// device (its hints name it); the others take their document's canvas, safe area and proposal.
struct FiguresFrontEnd: FrontEnd {
    var language: String { "figures" }
    var fileExtensions: [String] { ["figures"] }

    func figures(in source: SourceFile, options: FrontEndOptions) throws -> [Figure] {
        let text = String(decoding: source.data, as: UTF8.self)
        var figures: [Figure] = []
        for chunk in text.components(separatedBy: "--- ").dropFirst() {
            let name = String(chunk.prefix { $0 != "\n" })
            let json = String(chunk.dropFirst(name.count))
            let document = try DocumentDecoder.decode(data: Data(json.utf8), file: source.name,
                                                      baseDirectory: source.baseDirectory)
            if name.hasPrefix("device:") {
                figures.append(Figure(name: name, content: .view(document),
                                      hints: ViewportHints(device: String(name.dropFirst("device:".count)))))
            } else {
                figures.append(Figure(name: name, document: document))
            }
        }
        return figures
    }
}

enum Temp {
    /// A fresh directory under the system's temporary directory.
    static func directory() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("layoutpipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @discardableResult
    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
