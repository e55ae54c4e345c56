import Foundation
import LayoutCore

/// The arguments of the views without children: Text, Color, the shapes, Image, Spacer, Divider, EmptyView.
extension TreeDecoder {
    @inline(never)
    func leafKind(_ object: ViewObject) throws(InputError) -> NodeKind {
        if object.type == "Color", let known = context.knownColorKind(object.arguments) { return known }
        let v = object.arguments, p = object.argumentsPath
        switch object.type {
        case "Text":
            return .text(try text(v, p))
        case "Color":
            return try context.colorKind(v, p)
        case "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient":
            return .gradient(try context.gradientStyle(object.type, v, p))
        case "Rectangle", "Circle", "Ellipse", "Capsule":
            try context.noArguments(v, p, owner: object.type)
            let shapes: [String: ShapeKind] = ["Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse,
                                               "Capsule": .capsule]
            return .shape(shapes[object.type] ?? .rectangle)
        case "RoundedRectangle":
            return .shape(try roundedRectangle(v, p))
        case "Path", "Shape":
            return .shape(try customShape(object))
        case "Image":
            return try image(v, p)
        case "Spacer":
            let a = try Arguments(v, p, allowed: ["minLength"], owner: "Spacer", context)
            var minLength: CGFloat?
            if let m = a["minLength"] { minLength = try context.size(m, a.path("minLength")) }
            return .spacer(minLength: minLength)
        case "Divider":
            try context.noArguments(v, p, owner: "Divider")
            return .divider
        default:
            try context.noArguments(v, p, owner: "EmptyView")
            return .emptyView
        }
    }

    /// `"Hello"` or `{"verbatim": "Hello"}` (this format never localizes, so both show the string as is).
    func text(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> String {
        if v.string != nil { return try context.checkedText(try context.interpolated(v, p), v, p) }
        guard v.kind == .object else {
            throw context.typeError(expected: "a string or {\"verbatim\": \"...\"}", v, p)
        }
        let a = try Arguments(v, p, allowed: ["verbatim"], owner: "Text", context)
        let verbatim = try a.required("verbatim", context, owner: "Text")
        return try context.checkedText(try context.string(verbatim, a.path("verbatim")), verbatim, a.path("verbatim"))  // verbatim: no interpolation
    }

    /// `"photo.png"`, `{"file": "photo.png"}` (a PNG whose pixel size is its point size) or
    /// `{"width": 100, "height": 30}` (a placeholder of that size).
    private func image(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        if v.string != nil { return try imageFile(v, p) }
        let a = try Arguments(v, p, allowed: ["file", "width", "height", "systemName"], owner: "Image",
                              expected: "a file name or an object with file, width and height, or systemName", context)
        if let symbol = a["systemName"] {
            if let extra = a.present(["file", "width", "height"]).first {
                throw context.error("give either systemName or \(extra), not both", at: a.keyPosition(extra), a.path(extra))
            }
            let name = try context.string(symbol, a.path("systemName"))
            guard !name.isEmpty else { throw context.error("the symbol name is empty", symbol, a.path("systemName")) }
            return .image(.symbol(name, scale: .medium), width: 0, height: 0)
        }
        if let file = a["file"] {
            if let extra = a.present(["width", "height"]).first {
                throw context.error("give either file or width and height, not both (an image file's size is its "
                                    + "pixel size; resize it with resizable and frame)", at: a.keyPosition(extra),
                                    a.path(extra))
            }
            return try imageFile(file, a.path("file"))
        }
        guard a.has("width") || a.has("height") else {
            throw context.error("Image needs {\"file\": \"name.png\"} or {\"width\": w, \"height\": h}", v, p)
        }
        let w = try context.size(a.required("width", context, owner: "Image"), a.path("width"))
        let h = try context.size(a.required("height", context, owner: "Image"), a.path("height"))
        return .image(.placeholder, width: w, height: h)
    }

    private func imageFile(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let name = try context.string(v, p)
        guard !name.isEmpty else { throw context.error("the image file name is empty", v, p) }
        let path = FilePaths.resolve(name, relativeTo: context.baseDirectory)
        let size: PNGHeader.Size
        do {
            size = try PNGHeader.read(path: path)
        } catch {
            throw context.error("cannot read image \(Quote.json(name, limit: 200)): \(error.reason)"
                                + (name == path ? "" : " (looked for \(path))"), v, p)
        }
        let limit = Int(FormatLimits.maxLength)
        guard size.width <= limit, size.height <= limit else {
            throw context.error("image \(Quote.json(name, limit: 200)) is \(size.width)x\(size.height) pixels; "
                                + "the limit is \(limit) on each side", v, p)
        }
        if context.locations.images[path] == nil { context.locations.images[path] = context.location(v, p) }
        return .image(.file(path), width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

/// A stack's kind and children: `[VIEW, ...]` or `{"alignment": ..., "spacing": ..., "content": [...]}`.
struct StackHeader {
    var kind: NodeKind
    var content: [JSONValue]
    var contentPath: JSONPath
}

extension TreeDecoder {
    @inline(never)
    func stackHeader(_ object: ViewObject) throws(InputError) -> StackHeader {
        let v = object.arguments, p = object.argumentsPath
        let isZ = object.type == "ZStack"
        if let list = v.elements {
            let kind: NodeKind = switch object.type {
            case "HStack": .hStack(alignment: .center, spacing: nil)
            case "VStack": .vStack(alignment: .center, spacing: nil)
            default: .zStack(alignment: .center)
            }
            return StackHeader(kind: kind, content: list, contentPath: p)
        }
        let allowed = isZ ? ["alignment", "content"] : ["alignment", "spacing", "content"]
        let a = try Arguments(v, p, allowed: allowed, owner: object.type,
                              expected: "an array of views or an object with content", context)
        let contentValue = try a.required("content", context, owner: object.type)
        guard let content = contentValue.elements else {
            throw context.typeError(expected: "an array of views", contentValue, a.path("content"))
        }
        var spacing: CGFloat?
        if let s = a["spacing"] { spacing = try context.length(s, a.path("spacing")) }
        let kind: NodeKind
        switch object.type {
        case "HStack":
            var alignment = VerticalAlignment.center
            if let al = a["alignment"] { alignment = try context.verticalAlignment(al, a.path("alignment")) }
            kind = .hStack(alignment: alignment, spacing: spacing)
        case "VStack":
            var alignment = HorizontalAlignment.center
            if let al = a["alignment"] { alignment = try context.horizontalAlignment(al, a.path("alignment")) }
            kind = .vStack(alignment: alignment, spacing: spacing)
        default:
            var alignment = Alignment.center
            if let al = a["alignment"] { alignment = try context.alignment(al, a.path("alignment")) }
            kind = .zStack(alignment: alignment)
        }
        return StackHeader(kind: kind, content: content, contentPath: a.path("content"))
    }
}

extension DecodeContext {
    /// The text, unless it is longer than `FormatLimits.maxTextLength` or holds a run of more than
    /// `FormatLimits.maxUnbrokenText` characters without a word break (`TextBreaks`): Pango reshapes the rest
    /// of such a run for every line it breaks it into, quadratic time when it wraps at a narrow width.
    func checkedText(_ s: String, _ v: JSONValue, _ p: JSONPath) throws(InputError) -> String {
        switch TextBreaks.check(s) {
        case nil:
            locations.texts.append((s, location(v, p)))
            return s
        case .tooLong:
            throw error("the text has more than \(FormatLimits.maxTextLength) characters; split it "
                                + "into several Texts (docs/limits.md)", v, p)
        case .unbroken:
            throw error("the text has more than \(FormatLimits.maxUnbrokenText) characters without a "
                                + "word break; break it with spaces or newlines (docs/limits.md)", v, p)
        }
    }
}
