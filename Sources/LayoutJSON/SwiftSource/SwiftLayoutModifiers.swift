/// The spellings of the modifiers that size and place: padding (and safeAreaPadding, which takes the same
/// forms), frame, fixedSize, layoutPriority, aspectRatio, scaledToFit/Fill, resizable, offset, position,
/// zIndex. `"infinity"` is `.infinity`; the format's shorthands become SwiftUI's own overloads.
extension SwiftSpelling {
    static let padding = paddingLike("padding")

    /// `.padding()`, `.padding(10)`, `.padding(.horizontal)`, `.padding(.horizontal, 20)`,
    /// `.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))`.
    static func paddingLike(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in
            if a.value.number != nil || a.value.string.map({ !["all", "horizontal", "vertical", "top", "leading",
                                                                "bottom", "trailing"].contains($0) }) == true {
                return SwiftModifier(name, [try a.number()])
            }
            if a.value.kind != .object { return SwiftModifier(name, [try SwiftValues.set(a.value, a.path, a.printer)]) }
            let m = a.members
            let sides = ["top", "leading", "bottom", "trailing"]
            if sides.contains(where: { m[$0] != nil }) {
                var parts: [String] = []
                for side in sides {
                    parts.append(side + ": " + (try m[side].map { v throws(InputError) in try a.length(side, v) } ?? "0"))
                }
                return SwiftModifier(name, ["EdgeInsets(" + parts.joined(separator: ", ") + ")"])
            }
            var args: [String] = []
            if let edges = m["edges"] {
                let set = try SwiftValues.set(edges, a.path("edges"), a.printer)
                if set != ".all" || m["length"] == nil { args.append(set) }
            }
            if let length = m["length"] { args.append(try a.length("length", length)) }
            return SwiftModifier(name, args)
        }
    }

    static let frame = modifier { a throws(InputError) in
        let keys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        var args = try a.labeled(keys.map { ($0, $0) }, a.length)
        if let alignment = a.members["alignment"] {
            let text = try SwiftValues.alignment(alignment, a.path("alignment"), a.printer)
            if text != ".center" { args.append("alignment: " + text) }
        }
        return SwiftModifier("frame", args)
    }

    static let fixedSize = modifier { a throws(InputError) in
        SwiftModifier("fixedSize", try a.labeled([("horizontal", "horizontal"), ("vertical", "vertical")]) { _, v in
            SwiftValues.bool(v)
        })
    }

    static let layoutPriority = unlabeledNumber("layoutPriority", .double)
    static let zIndex = unlabeledNumber("zIndex", .double)

    /// `.name(value)` for a number argument of Swift type `context`.
    static func unlabeledNumber(_ name: String, _ context: SwiftExpression.Context) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, [try a.number(context)]) }
    }

    /// `.name()`.
    static func noArguments(_ name: String) -> SwiftSpelling {
        modifier { _ throws(InputError) in SwiftModifier(name) }
    }

    /// `.aspectRatio(4 / 3, contentMode: .fit)`, `.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)`,
    /// `.aspectRatio(contentMode: .fit)`. SwiftUI requires the content mode; the format's default is `.fit`.
    static let aspectRatio = modifier { a throws(InputError) in
        var args: [String] = []
        var mode = ".fit"
        if a.value.kind == .object {
            let m = a.members
            if let ratio = m["ratio"] { args.append(try ratioText(ratio, a.path("ratio"), a.printer)) }
            if let cm = m["contentMode"] { mode = SwiftValues.enumCase(cm) }
        } else {
            args.append(try ratioText(a.value, a.path, a.printer))
        }
        return SwiftModifier("aspectRatio", args + ["contentMode: " + mode])
    }

    /// A ratio; one that is exactly a fraction of small whole numbers is written as one (`4 / 3`).
    static func ratioText(_ v: JSONValue, _ path: JSONPath, _ s: SwiftPrinter.Session) throws(InputError) -> String {
        if let n = v.number, n != n.rounded() {
            for q in 2...16 {
                let p = (n * Double(q)).rounded()
                if p >= 1, p < 10_000, p / Double(q) == n, Double(Int(p)).remainder(dividingBy: Double(q)) != 0 {
                    return "\(Int(p)) / \(q)"
                }
            }
        }
        if v.kind == .object {
            let a = SwiftArgument(value: v, path: path, printer: s)
            return "CGSize(" + (try a.labeled([("width", "width"), ("height", "height")], a.length))
                .joined(separator: ", ") + ")"
        }
        return try SwiftExpression.number(v, .cgFloat, path, s)
    }

    static let scaledToFit = noArguments("scaledToFit")
    static let scaledToFill = noArguments("scaledToFill")
    static let resizable = noArguments("resizable")

    static let offset = xy("offset")
    static let position = xy("position")

    /// `.offset(x: 10, y: -5)`, `.position(x: 30, y: 40)`.
    static func xy(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, try a.labeled([("x", "x"), ("y", "y")], a.length)) }
    }
}
