import LayoutCore

/// A Text made of runs (docs/swift-api.md): `Text("a") + Text("b").bold()`, `Text(Image(systemName: "star"))`.
/// Each side is a Text, a Text with Text modifiers or such a concatenation; anything else (a padded Text, a
/// Color) is kept as a run the tree check reports ("padding is not a Text modifier"), as the JSON decoder does.
extension Text {
    /// `Text(Image(systemName: "star"))`: the image inline, sized from the font.
    public init(_ image: Image) { viewNodes = [ViewNode(.textRuns(Self.runs(image.viewNodes)))] }

    init(runs: [TextPiece]) { viewNodes = [ViewNode(.textRuns(runs))] }

    static func runs(_ nodes: [ViewNode]) -> [TextPiece] {
        nodes.flatMap { node -> [TextPiece] in
            if let pieces = TextPiece.pieces(of: node) { return pieces }
            var kinds: [NodeKind] = []
            var n: ViewNode? = node
            while let m = n { kinds.append(m.kind); n = m.children.first }
            let modifiers = kinds.filter(\.isModifier)
            return [TextPiece(.string(""), modifiers: (modifiers.isEmpty ? kinds : modifiers).reversed())]
        }
    }
}

public func + (lhs: Text, rhs: Text) -> Text { Text(runs: Text.runs(lhs.viewNodes + rhs.viewNodes)) }
public func + (lhs: Text, rhs: ModifiedContent) -> Text { Text(runs: Text.runs(lhs.viewNodes + rhs.viewNodes)) }
public func + (lhs: ModifiedContent, rhs: Text) -> Text { Text(runs: Text.runs(lhs.viewNodes + rhs.viewNodes)) }
public func + (lhs: ModifiedContent, rhs: ModifiedContent) -> Text {
    Text(runs: Text.runs(lhs.viewNodes + rhs.viewNodes))
}
