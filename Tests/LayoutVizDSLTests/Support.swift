import Foundation
import LayoutCore
import LayoutJSON
import LayoutVizDSL

/// A view written in the DSL and the JSON document that should build the same tree.
struct Pair: CustomStringConvertible, Sendable {
    var name: String
    var json: String
    var view: @Sendable () -> any View
    /// False where the DSL's closures (GeometryReader, alignmentGuide) or custom alignment types have other
    /// identities than the JSON's expressions: the trees are then compared by node names and structure.
    var exactTree = true
    var description: String { name }
}

enum Trees {
    /// The JSON decoded as the file "tree.json" in the repository root.
    static func document(_ json: String) throws -> ViewDocument {
        try DocumentDecoder.decode(data: Data(json.utf8), file: "tree.json", baseDirectory: repo.path)
    }

    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The DSL view as a document with the JSON document's canvas and proposal.
    static func document(_ view: any View, like json: ViewDocument) -> ViewDocument {
        var doc = ViewDocument(view)
        doc.canvas = json.canvas
        doc.proposal = json.proposal
        doc.safeArea = json.safeArea
        doc.environment = json.environment
        return doc
    }

    /// nil when equal, else the first difference as "path: a vs b".
    static func difference(_ a: ViewNode, _ b: ViewNode, path: String = "root", exact: Bool = true) -> String? {
        if exact ? a.kind != b.kind : a.kind.name != b.kind.name { return "\(path): \(a.kind) vs \(b.kind)" }
        if a.id != b.id { return "\(path): id \(a.id ?? "nil") vs \(b.id ?? "nil")" }
        if a.children.count != b.children.count {
            return "\(path): \(a.children.count) children vs \(b.children.count)"
        }
        for (i, (x, y)) in zip(a.children, b.children).enumerated() {
            if let d = difference(x, y, path: "\(path)/\(i):\(x.kind.name)", exact: exact) { return d }
        }
        return nil
    }
}
