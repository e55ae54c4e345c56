import Foundation
import LayoutCore

/// A Text made of runs (docs/format.md, "Text made of runs"): `"Text": [RUN, ...]`, SwiftUI's
/// `Text("a") + Text("b").bold()`. A RUN is a string (a plain run), a Text view with Text modifiers (font,
/// fontWeight, bold, italic, fontDesign, monospacedDigit, foregroundColor, foregroundStyle, kerning,
/// tracking, underline, strikethrough), itself possibly made of runs, or `{"Image": {"systemName": "star"}}` with the same modifiers
/// (an inline image). Anything else is an error naming the run's JSON path.
extension TreeDecoder {
    func textRuns(_ object: ViewObject, level: Int) throws(InputError) -> NodeKind {
        .textRuns(try textPieces(object.arguments, object.argumentsPath, level: level + 1))
    }

    private func textPieces(_ v: JSONValue, _ p: JSONPath, level: Int) throws(InputError) -> [TextPiece] {
        guard let elements = v.elements, !elements.isEmpty else {
            throw context.error("a Text made of runs needs at least one run", v, p)
        }
        var pieces: [TextPiece] = []
        for (i, element) in elements.enumerated() {
            let path = p.index(i)
            if element.string != nil {
                pieces.append(TextPiece(.string(try context.checkedText(try context.interpolated(element, path),
                                                                        element, path))))
                continue
            }
            guard element.kind == .object else {
                throw context.typeError(expected: "a string, a Text or an Image(systemName:)", element, path)
            }
            pieces += try Self.pieces(of: try view(element, path, level: level), element, path, context)
        }
        return pieces
    }

    /// The runs a decoded run view stands for (`TextPiece.pieces(of:)`), or an error naming what it is.
    static func pieces(of node: ViewNode, _ v: JSONValue, _ p: JSONPath, _ context: DecodeContext)
        throws(InputError) -> [TextPiece] {
        if let pieces = TextPiece.pieces(of: node) { return pieces }
        var n = node
        while TextPiece.isRunModifier(n.kind), let child = n.children.first { n = child }
        let what = n.kind.isModifier ? "the modifier \(n.kind.name)" : n.kind.name
        throw context.error("a run of a Text is a string, a Text or an Image(systemName:) with Text modifiers "
                            + "(font, fontWeight, bold, italic, fontDesign, monospacedDigit, foregroundColor, "
                            + "kerning, tracking, underline, strikethrough), not \(what)", v, p)
    }
}
