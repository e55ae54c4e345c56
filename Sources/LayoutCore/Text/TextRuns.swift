import Foundation

/// A Text made of runs: `Text("a") + Text("b").bold()`, `Text("\(Image(systemName: "star")) 4.5")`
/// (docs/semantics.md §3.8). `TextPiece` is a run as written (its content and the Text modifiers applied to
/// it); `TextSpan` is a run resolved in its environment, what a `TextMeasurer` measures; `TextSegment` is the
/// part of one measured line a run covers, what a renderer draws. The whole Text is measured as one paragraph:
/// lines break and truncate across runs, and each line is as tall as its tallest run.
public struct TextPiece: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case string(String)
        /// `Image(systemName:)` inside the Text: a placeholder square of the run font's cap height on the
        /// baseline (docs/semantics.md §3.8).
        case symbol(String)
    }

    public var content: Content
    /// The Text modifiers of this run, innermost first: only the kinds `isRunModifier` accepts.
    public var modifiers: [NodeKind]

    public init(_ content: Content, modifiers: [NodeKind] = []) {
        self.content = content; self.modifiers = modifiers
    }

    /// The modifiers a run of a concatenation can carry: SwiftUI's Text-returning font, colour, spacing and
    /// decoration modifiers.
    public static func isRunModifier(_ kind: NodeKind) -> Bool {
        switch kind {
        case .font, .foregroundColor, .foregroundStyle: true
        case .textOption(let o):
            switch o {
            case .fontWeight, .bold, .italic, .fontDesign, .monospacedDigit, .tracking, .kerning, .underline,
                 .strikethrough: true
            default: false
            }
        default: false
        }
    }

    /// The runs a view stands for inside a concatenation: its Text modifiers, outermost first, over a Text, a
    /// Text made of runs or a symbol image; nil when it is anything else.
    public static func pieces(of node: ViewNode) -> [TextPiece]? {
        var outer: [NodeKind] = []
        var n = node
        while isRunModifier(n.kind), n.children.count == 1, let child = n.children.first {
            outer.append(n.kind)
            n = child
        }
        let inner: [TextPiece]
        switch n.kind {
        case .text(let s): inner = [TextPiece(.string(s))]
        case .textRuns(let pieces): inner = pieces
        case .image(.symbol(let name, _), _, _): inner = [TextPiece(.symbol(name))]
        default: return nil
        }
        return inner.map { TextPiece($0.content, modifiers: $0.modifiers + outer.reversed()) }
    }

    /// The Text `pieces` make: a plain Text for one plain string run (so a badge written as a string is drawn
    /// exactly as before), else a Text made of runs.
    public static func text(_ pieces: [TextPiece]) -> ViewNode {
        if pieces.count == 1, let p = pieces.first, p.modifiers.isEmpty, case .string(let s) = p.content {
            return ViewNode(.text(s))
        }
        return ViewNode(.textRuns(pieces))
    }

    /// The text a run stands for in the concatenated string: its characters, or U+FFFC for an image.
    public var string: String {
        switch content {
        case .string(let s): s
        case .symbol: TextSpan.objectReplacement
        }
    }
}

/// One run resolved in its environment: what it shows and how.
public struct TextSpan: Hashable, Sendable {
    /// U+FFFC OBJECT REPLACEMENT CHARACTER: an inline image's place in the text.
    public static let objectReplacement = "\u{FFFC}"

    /// The run's characters (case applied), or `objectReplacement` for an inline image.
    public var string: String
    public var style: TextStyle
    /// The run's own colour; nil = the Text's foreground.
    public var color: Color?
    public var tracking: CGFloat
    public var kerning: CGFloat
    /// The symbol's name when the run is an inline `Image(systemName:)`.
    public var symbol: String?
    /// The run's underline and strikethrough (`TextDecoration.swift`).
    public var decoration: TextDecoration

    public init(string: String, style: TextStyle, color: Color? = nil, tracking: CGFloat = 0, kerning: CGFloat = 0,
                symbol: String? = nil, decoration: TextDecoration = TextDecoration()) {
        self.string = string; self.style = style; self.color = color; self.tracking = tracking
        self.kerning = kerning; self.symbol = symbol; self.decoration = decoration
    }

    /// The extra advance after each character cluster of this run (tracking and kerning together).
    public var letterSpacing: CGFloat { tracking + kerning }

    /// The run as measured at `scale` (`minimumScaleFactor`): its lengths multiplied.
    public func scaled(by scale: CGFloat) -> TextSpan {
        var s = self
        s.style.size *= scale; s.tracking *= scale; s.kerning *= scale
        return s
    }

    /// The UTF-8 byte ranges of `spans` in their concatenation.
    public static func byteRanges(_ spans: [TextSpan]) -> [Range<Int>] {
        var offset = 0
        return spans.map { span in
            defer { offset += span.string.utf8.count }
            return offset..<(offset + span.string.utf8.count)
        }
    }
}

/// The part of a measured line that one run covers.
public struct TextSegment: Hashable, Sendable {
    /// The characters drawn (an inline image's U+FFFC; may end in "…" where the line was truncated).
    public var text: String
    /// Left edge from the line's own left edge (`TextLine.x`).
    public var x: CGFloat
    /// The segment's advance; for an inline image, the side of its square.
    public var width: CGFloat
    /// The run's index in `TextLayout.runs`.
    public var run: Int

    public init(text: String, x: CGFloat, width: CGFloat, run: Int) {
        self.text = text; self.x = x; self.width = width; self.run = run
    }
}
