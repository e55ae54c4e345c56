import LayoutCore

/// The whole Swift file for a document: `import SwiftUI`, the custom alignments, the view struct and its
/// preview; for a comparison sheet, one struct and one preview (named by its caption) per panel.
struct SwiftSourceFile {
    let session: SwiftPrinter.Session
    let viewName: String

    func print(_ top: JSONValue) throws(InputError) -> String {
        let members = top.members ?? JSONMembers()
        func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
        var blocks: [[String]] = [["import SwiftUI"]]
        if let alignments = member("alignments") {
            blocks += try customAlignments(alignments, JSONPath.document.key("alignments"))
        }
        if let keys = member("preferences") {
            for m in keys.members ?? JSONMembers() {
                var fields: [String: JSONValue] = [:]
                for f in m.value.members ?? JSONMembers() { fields[f.key] = f.value }
                session.preferenceDeclarations.append((m.key, try SwiftPreferences.keyDeclaration(
                    m.key, fields, JSONPath.document.key("preferences").key(m.key), session)))
            }
        }
        if let state = member("state") {
            session.stateLines = try SwiftPreferences.stateLines(state, JSONPath.document.key("state"), session)
        }
        let shapesAt = blocks.count
        let isDocument = members.contains { DocumentDecoder.documentKeys.contains($0.key) && $0.key != "$schema" }
        if let panels = member("compare")?.elements {
            for (i, panel) in panels.enumerated() {
                let pm = panel.members ?? JSONMembers()
                func panelMember(_ key: String) -> JSONValue? {
                    if let m = pm.first(where: { $0.key == key }) { return m.value }
                    return key == "root" || key == "caption" ? nil : member(key)
                }
                guard let root = panelMember("root") else { continue }
                let name = "\(viewName)\(i + 1)"
                blocks.append(try viewStruct(name, root, JSONPath.document.key("compare").index(i).key("root")))
                let preview = SwiftPreview(canvas: panelMember("canvas"), proposal: panelMember("proposal"),
                                           fontFile: member("fontFile"), environment: member("environment"))
                blocks.append(preview.lines(name: panelMember("caption")?.string, viewName: name))
            }
        } else {
            let root = isDocument ? member("root") ?? top : top
            let rootPath = JSONPath.document.key("root")
            blocks.append(try viewStruct(viewName, root, rootPath))
            let preview = isDocument
                ? SwiftPreview(canvas: member("canvas"), proposal: member("proposal"), fontFile: member("fontFile"),
                               environment: member("environment"))
                : SwiftPreview(canvas: nil, proposal: nil, fontFile: nil, environment: nil)
            blocks.append(preview.lines(name: nil, viewName: viewName))
        }
        blocks.insert(contentsOf: session.shapeDeclarations.map(\.lines) + session.preferenceDeclarations.map(\.lines),
                      at: shapesAt)
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// `struct Name: View { var body: some View { ... } }`, with the size-class property when read.
    private func viewStruct(_ name: String, _ root: JSONValue, _ path: JSONPath) throws(InputError) -> [String] {
        session.readsSizeClass = false
        session.layoutProperties = []
        let view = try session.view(root, path)
        var writer = SwiftWriter()
        writer.write(view, 2)
        var lines = ["struct \(name): View {"]
        if !session.stateLines.isEmpty { lines += session.stateLines + [""] }
        if session.readsSizeClass {
            lines += ["    @Environment(\\.horizontalSizeClass) private var horizontalSizeClass", ""]
        }
        lines.append("    var body: some View {")
        for p in session.layoutProperties {
            lines += Self.ternaryLines("let \(p.name) = " + p.expression)
        }
        return lines + writer.lines + ["    }", "}"]
    }

    /// Each custom alignment as SwiftUI declares one:
    /// `extension VerticalAlignment { private enum MyCenter: AlignmentID { ... }; static let myCenter = ... }`.
    private func customAlignments(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> [[String]] {
        var blocks: [[String]] = []
        for m in v.members ?? JSONMembers() {
            let a = SwiftArgument(value: m.value, path: path.key(m.key), printer: session)
            let fields = a.members
            let vertical = fields["axis"]?.string == "vertical"
            session.alignments[m.key] = vertical ? .vertical : .horizontal
            let type = vertical ? "VerticalAlignment" : "HorizontalAlignment"
            let idName = m.key.prefix(1).uppercased() + m.key.dropFirst() + "ID"
            var value = "0"
            if let d = fields["default"] {
                value = try SwiftExpression.number(d, .cgFloat, a.path("default"), session,
                                                   guideAxis: vertical ? .vertical : .horizontal)
            }
            blocks.append([
                "extension \(type) {",
                "    private enum \(idName): AlignmentID {",
                "        static func defaultValue(in d: ViewDimensions) -> CGFloat { \(value) }",
                "    }",
                "",
                "    static let \(m.key) = \(type)(\(idName).self)",
                "}",
            ])
        }
        return blocks
    }

    /// A `let` at the start of `body`: one line, or a long single ternary as Swift style breaks it, each branch
    /// on its own line.
    static func ternaryLines(_ expression: String) -> [String] {
        let indent = SwiftWriter.indentUnit + SwiftWriter.indentUnit
        let parts = expression.components(separatedBy: " ? ")
        guard indent.count + expression.count > SwiftWriter.lineLimit, parts.count == 2 else { return [indent + expression] }
        let branches = parts[1].components(separatedBy: " : ")
        guard branches.count == 2 else { return [indent + expression] }
        return [indent + parts[0], indent + SwiftWriter.indentUnit + "? " + branches[0],
                indent + SwiftWriter.indentUnit + ": " + branches[1]]
    }
}
