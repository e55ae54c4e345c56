import LayoutCore

/// A document's viewport as `#Preview` traits (docs/convert.md, "Previews"): a canvas is
/// `.fixedLayout(width:height:)` (that size proposed in a canvas of that size, as Xcode's canvas does); no
/// canvas is `.sizeThatFitsLayout` (the image is the view's size). What traits cannot say — a proposal other
/// than the canvas, a document without canvas (proposed nil x nil, where Xcode offers the device's size), a
/// safe area, a font file — is said in `// layoutviz:` comment lines above the preview, each naming the
/// command-line option that gives it.
struct SwiftPreview {
    var traits: String?
    var comments: [String] = []
    /// `.environment(\.horizontalSizeClass, .regular)` for the document's environment.
    var viewModifiers: [SwiftModifier] = []

    init(canvas: JSONValue?, proposal: JSONValue?, fontFile: JSONValue?, environment: JSONValue?) {
        let size = canvas.flatMap { c in Self.size(c, "width", "height") }
        if let size {
            traits = ".fixedLayout(width: \(size.0), height: \(size.1))"
        } else {
            traits = ".sizeThatFitsLayout"
        }
        if let proposal, !proposal.isNull {
            let w = Self.dimension(proposal.members?.first { $0.key == "width" }?.value)
            let h = Self.dimension(proposal.members?.first { $0.key == "height" }?.value)
            comments.append("layoutviz: proposes \(w) x \(h) to the view: --proposal \(w)x\(h)")
        } else if size == nil {
            comments.append("layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil")
        }
        if let safeArea = canvas?.members?.first(where: { $0.key == "safeArea" })?.value {
            let edges = ["top", "leading", "bottom", "trailing"].map { key in
                safeArea.members?.first { $0.key == key }?.value.number.map { SwiftExpression.literal($0) } ?? "0"
            }
            comments.append("layoutviz: safe area \(edges.joined(separator: ", ")) (top, leading, bottom, trailing): "
                            + "--safe-area \(edges.joined(separator: ","))")
        }
        if let file = fontFile?.string {
            comments.append("layoutviz: text uses the font file \(SwiftLiteral.plain(file)): --font \(file)")
        }
        if let sizeClass = environment?.members?.first(where: { $0.key == "horizontalSizeClass" })?.value.string {
            viewModifiers.append(SwiftModifier("environment", ["\\.horizontalSizeClass", "." + sizeClass]))
        }
    }

    private static func size(_ v: JSONValue, _ w: String, _ h: String) -> (String, String)? {
        let m = v.members ?? JSONMembers()
        guard let wv = m.first(where: { $0.key == w })?.value.number,
              let hv = m.first(where: { $0.key == h })?.value.number else { return nil }
        return (SwiftExpression.literal(wv), SwiftExpression.literal(hv))
    }

    /// A proposal dimension as the command line writes it: a number, `nil` or `inf`.
    private static func dimension(_ v: JSONValue?) -> String {
        guard let v, !v.isNull else { return "nil" }
        if v.string == "infinity" { return "inf" }
        return v.number.map { SwiftExpression.literal($0) } ?? "nil"
    }

    /// The lines of `#Preview(name, traits: ...) { View() }`.
    func lines(name: String?, viewName: String) -> [String] {
        var args: [String] = []
        if let name { args.append(SwiftLiteral.plain(name)) }
        if let traits { args.append("traits: " + traits) }
        var view = SwiftView(viewName + "()")
        view.modifiers = viewModifiers
        var writer = SwiftWriter()
        writer.write(view, 1)
        return comments.map { "// " + $0 }
            + ["#Preview" + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")") + " {"]
            + writer.lines + ["}"]
    }
}
