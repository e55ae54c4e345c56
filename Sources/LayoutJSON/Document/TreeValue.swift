import Foundation
import LayoutCore

/// A JSON value built in memory by another front end (the Swift source interpreter, LayoutSwiftSource), each
/// value with the source position it came from, so the decoder's messages point into that source. Decoding a
/// `TreeValue` is decoding the JSON text it prints as: one format, one decoder, one semantics.
package struct TreeValue: Sendable {
    package indirect enum Content: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([TreeValue])
        case object([(key: String, value: TreeValue)])
    }

    package var content: Content
    package var position: SourcePosition

    package init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The flat document the decoder reads (children are appended before their container's slots, which stay
    /// contiguous). Recursive: the interpreter bounds the depth of what it builds.
    func document() -> JSONDocument {
        var nodes: [JSONDocument.Node] = []
        var slots: [JSONDocument.Slot] = []
        var strings: [String] = []
        var positions: [SourcePosition] = []
        func locate(_ position: SourcePosition) -> Int {
            positions.append(position)
            return positions.count - 1
        }
        func add(_ v: TreeValue) -> Int {
            var node = JSONDocument.Node(kind: .null, location: locate(v.position), number: 0, payload: 0, count: 0)
            switch v.content {
            case .null: break
            case .bool(let b): node.kind = .bool; node.number = b ? 1 : 0
            case .number(let n): node.kind = .number; node.number = n
            case .string(let s): node.kind = .string; node.payload = strings.count; strings.append(s)
            case .array(let elements):
                let children = elements.map { add($0) }
                node.kind = .array; node.payload = slots.count; node.count = children.count
                for c in children { slots.append(JSONDocument.Slot(key: -1, keyLocation: node.location, value: c)) }
            case .object(let members):
                let children = members.map { ($0.key, $0.value.position, add($0.value)) }
                node.kind = .object; node.payload = slots.count; node.count = children.count
                for (key, position, c) in children {
                    strings.append(key)
                    slots.append(JSONDocument.Slot(key: strings.count - 1, keyLocation: locate(position), value: c))
                }
            }
            nodes.append(node)
            return nodes.count - 1
        }
        let root = add(self)
        return JSONDocument(nodes: nodes, slots: slots, strings: strings, rootIndex: root, positions: positions)
    }
}

/// Decoding `TreeValue`s: what LayoutSwiftSource needs of this module.
package enum TreeValueDecoder {
    /// A document (`{"root": ..., "canvas": ...}`) or a bare VIEW, as `DocumentDecoder.decode` reads a file;
    /// with `state`, its root decoded with those state values (one pass of the state loop).
    package static func document(_ value: TreeValue, file: String, baseDirectory: String, state: StateValues? = nil)
        throws(InputError) -> ViewDocument {
        switch try DocumentDecoder.decodeInput(json: value.document(), file: file, baseDirectory: baseDirectory,
                                               allowComparison: false, state: state) {
        case .view(let document): return document
        case .comparison: throw InputError(file: file, message: "a comparison sheet cannot be used here")
        }
    }

    /// Views decoded at layout time (a GeometryReader's content computed by the interpreter for its size), with
    /// the document's custom alignments (`alignments`: the value of the document's "alignments", or nil). Values
    /// over layout-time quantities are clamped as in a JSON GeometryReader's content.
    package static func views(_ values: [TreeValue], alignments: TreeValue?, file: String, baseDirectory: String,
                              level: Int) throws(InputError) -> [ViewNode] {
        let context = DecodeContext(file: file, baseDirectory: baseDirectory)
        context.contentChecked = true
        if let alignments {
            let json = alignments.document()
            context.alignments = try CustomAlignments.decode(json.root, JSONPath.document.key("alignments"), context)
        }
        let array = TreeValue(.array(values), at: values.first?.position ?? SourcePosition(line: 1, column: 1))
        let json = array.document()
        let items = (json.root.elements ?? []).enumerated().map {
            TreeDecoder.Item(value: $1, path: JSONPath.document.key("content").index($0), scope: Scope())
        }
        let nodes = try TreeDecoder(context: context).views(items, level: level)
        return nodes
    }
}

/// The format's names, for front ends that offer the same did-you-mean (LayoutSwiftSource).
package enum FormatVocabulary {
    package static var views: [String] { Vocabulary.views }
    package static var modifiers: [String] { Vocabulary.modifiers }
    package static var layerModifiers: [String] { Vocabulary.layerModifiers }
    package static var shapes: [String] { Vocabulary.shapes }
    package static var controls: [String] { Vocabulary.controls }
    /// Stacks and containers: views with a list of views as content.
    package static func hasContent(_ view: String) -> Bool {
        Vocabulary.stackSet.contains(view) || Vocabulary.containerSet.contains(view)
    }
    /// The closest candidate when it is close enough (the JSON decoder's rule).
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        Suggestion.nearest(to: word, in: candidates)
    }
    /// The edit distance `nearest` measures (case-insensitive).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        Suggestion.distance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
    }
    /// A number as the decoder prints it in messages (`3`, `2.5`).
    package static func format(_ n: Double) -> String { DecodeContext.format(n) }
}
