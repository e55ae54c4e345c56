/// The Swift that `SwiftPrinter` writes, as a small tree: a view is an initializer (or a bare expression
/// such as `Color.teal`), an optional trailing closure of views, and a chain of modifiers, each with its
/// arguments and an optional trailing closure. Rendering lays it out the way SwiftUI code is written by
/// hand: 4-space indentation, one view per line in builders, a short chain on one line, a longer one with a
/// modifier per line, and a closing brace followed by the modifiers of the view it closes.
struct SwiftView {
    /// `Text("Hi")`, `HStack(alignment: .top)`, `Color.teal`, `ForEach(0..<3)`.
    var head: String
    /// The trailing closure of a container (`HStack { ... }`), nil for leaves.
    var content: SwiftClosure?
    var modifiers: [SwiftModifier] = []
    /// `Text("a") + Text("b")`: parenthesized when modifiers follow, so they apply to the whole Text.
    var isConcatenation = false

    init(_ head: String, content: SwiftClosure? = nil) {
        self.head = head
        self.content = content
    }
}

/// `.padding(10)`, `.background { Capsule() }`, `.alignmentGuide(.leading) { d in d[.trailing] }`.
struct SwiftModifier {
    var name: String
    var arguments: [String]
    var closure: SwiftClosure?

    init(_ name: String, _ arguments: [String] = [], closure: SwiftClosure? = nil) {
        self.name = name
        self.arguments = arguments
        self.closure = closure
    }
}

/// A trailing closure: `{ i in ... }` holding views, or `{ d in d[.trailing] - 10 }` holding one expression.
struct SwiftClosure {
    enum Body {
        case views([SwiftView])
        case expression(String)
    }
    /// `i`, `n, c`, `proxy`, `_`; nil for a closure without parameters.
    var parameters: String?
    var body: Body

    static func views(_ views: [SwiftView], parameters: String? = nil) -> SwiftClosure {
        SwiftClosure(parameters: parameters, body: .views(views))
    }
}

/// Writes `SwiftView`s as lines of text.
struct SwiftWriter {
    static let indentUnit = "    "
    /// A chain is written on one line when it fits in this many characters (indentation included).
    static let lineLimit = 100
    /// ... and has at most this many modifiers.
    static let inlineModifiers = 1

    private(set) var lines: [String] = []

    mutating func line(_ text: String, _ indent: Int) {
        lines.append(text.isEmpty ? "" : String(repeating: Self.indentUnit, count: indent) + text)
    }

    /// A view as the statements of a builder at `indent`.
    mutating func write(_ view: SwiftView, _ indent: Int) {
        if let single = Self.singleLine(view), single.count + indent * 4 <= Self.lineLimit,
           view.modifiers.count <= Self.inlineModifiers || Self.isShortChain(view) {
            line(single, indent)
            return
        }
        if let content = view.content {
            writeClosure(opening: view.head, content, indent, closingSuffix: "")
        } else {
            line(view.head, indent)
        }
        // After a closing brace on its own line the chain continues at the same indentation; after a leaf
        // (or an empty closure, `{ _ in }`) it is indented.
        var hasBody = false
        if case .views(let views)? = view.content?.body { hasBody = !views.isEmpty }
        let chainIndent = hasBody ? indent : indent + 1
        for m in view.modifiers {
            writeModifier(m, chainIndent)
        }
    }

    private mutating func writeModifier(_ m: SwiftModifier, _ indent: Int) {
        let call = Self.call(m)
        guard let closure = m.closure else {
            line(call, indent)
            return
        }
        if let inline = Self.inlineClosure(closure), call.count + inline.count + 1 + indent * 4 <= Self.lineLimit {
            line(call + " " + inline, indent)
            return
        }
        writeClosure(opening: call, closure, indent, closingSuffix: "")
    }

    private mutating func writeClosure(opening: String, _ closure: SwiftClosure, _ indent: Int, closingSuffix: String) {
        let params = closure.parameters.map { " \($0) in" } ?? ""
        switch closure.body {
        case .expression(let e):
            line(opening + " {" + params + " " + e + " }" + closingSuffix, indent)
        case .views(let views):
            if views.isEmpty {
                line(opening + " {" + params + (params.isEmpty ? "" : " ") + "}" + closingSuffix, indent)
                return
            }
            line(opening + " {" + params, indent)
            for v in views { write(v, indent + 1) }
            line("}" + closingSuffix, indent)
        }
    }

    /// `.name(arguments)`; `.name()` without arguments unless a trailing closure follows.
    static func call(_ m: SwiftModifier) -> String {
        if m.arguments.isEmpty { return "." + m.name + (m.closure == nil ? "()" : "") }
        return "." + m.name + "(" + m.arguments.joined(separator: ", ") + ")"
    }

    /// The closure on one line, when its body is an expression or one view that is itself one line.
    static func inlineClosure(_ c: SwiftClosure) -> String? {
        let params = c.parameters.map { " \($0) in" } ?? ""
        switch c.body {
        case .expression(let e): return "{" + params + " " + e + " }"
        case .views(let views):
            guard views.count == 1, let v = views.first, let s = singleLine(v), s.count <= 60 else { return nil }
            return "{" + params + " " + s + " }"
        }
    }

    /// The whole view on one line, when it has no multi-line closure.
    static func singleLine(_ v: SwiftView) -> String? {
        var s = v.head
        if let content = v.content {
            guard case .views(let views) = content.body, views.isEmpty else { return nil }
            s += " {" + (content.parameters.map { " \($0) in " } ?? "") + "}"
        }
        for m in v.modifiers {
            s += call(m)
            if let c = m.closure {
                guard let inline = inlineClosure(c) else { return nil }
                s += " " + inline
            }
        }
        return s
    }

    /// A chain of several closure-free modifiers stays on one line only while it is short, as in
    /// `Color.red.frame(width: 40, height: 40).offset(x: 20)`.
    static func isShortChain(_ v: SwiftView) -> Bool {
        v.content == nil && (singleLine(v)?.count ?? .max) <= 60 && v.modifiers.count <= 2
            && (v.head.hasPrefix("Color") || v.head.hasSuffix("()") || v.head.hasPrefix("Image"))
    }
}
