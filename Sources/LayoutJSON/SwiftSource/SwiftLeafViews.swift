/// The spellings of the leaf views: `Text("...")`, `Color.teal`, the shapes, `Image`, `Spacer`, `Divider`,
/// `EmptyView`. A placeholder image of a given size is SwiftUI's `Image(size:renderer:)` drawing nothing
/// (its intrinsic size is that size); an image file is `Image("photo.png")`, the name as the document
/// writes it (docs/convert.md).
extension SwiftSpelling {
    static let text = view { a throws(InputError) in
        if a.value.elements != nil { return try textRuns(a) }
        if let verbatim = a.members["verbatim"], let s = verbatim.string {
            return SwiftView("Text(verbatim: \(SwiftLiteral.plain(s)))")
        }
        // A literal SwiftUI would read as Markdown: verbatim, so it shows as the tree says.
        if let s = a.value.string, !Interpolation.contains(s), MarkdownRuns.parse(s) != nil {
            return SwiftView("Text(verbatim: \(SwiftLiteral.plain(s)))")
        }
        return SwiftView("Text(\(try SwiftLiteral.string(a.value, a.path, a.printer)))")
    }

    static let color = view { a throws(InputError) in SwiftView(try a.color(shorthand: false)) }

    static func shape(_ name: String) -> SwiftSpelling {
        view { a throws(InputError) in SwiftView(try shapeInstance(name, a)) }
    }

    /// `RoundedRectangle(cornerRadius: 8, style: .continuous)`, `Circle()`.
    static func shapeInstance(_ name: String, _ a: SwiftArgument) throws(InputError) -> String {
        let args = try a.labeled([("cornerRadius", "cornerRadius"), ("style", "style")]) { key, v throws(InputError) in
            key == "style" ? SwiftValues.enumCase(v) : try a.length(key, v)
        }
        return name + "(" + args.joined(separator: ", ") + ")"
    }

    static let image = view { a throws(InputError) in
        if let file = a.value.string ?? a.members["file"]?.string {
            return SwiftView("Image(\(SwiftLiteral.plain(file)))")
        }
        let m = a.members
        if let symbol = m["systemName"] {
            return SwiftView("Image(systemName: \(try SwiftLiteral.string(symbol, a.path("systemName"), a.printer)))")
        }
        guard let w = m["width"], let h = m["height"] else { throw a.error("expected a file or a width and height") }
        let size = "CGSize(width: \(try a.length("width", w)), height: \(try a.length("height", h)))"
        return SwiftView("Image(size: \(size))", content: SwiftClosure(parameters: "_", body: .views([])))
    }

    static let spacer = view { a throws(InputError) in
        let args = try a.labeled([("minLength", "minLength")], a.length)
        return SwiftView("Spacer(" + args.joined(separator: ", ") + ")")
    }

    static let divider = view { _ throws(InputError) in SwiftView("Divider()") }
    static let emptyView = view { _ throws(InputError) in SwiftView("EmptyView()") }
}
