import LayoutCore

/// The spellings of the view-trait modifiers and control settings (docs/convert.md): `.tag("s")`, `.badge(3)`,
/// `.badge("New")`, `.badge(Text("New").bold())`, `.listRowBackground(Color.yellow)`, `.listRowSeparator(.hidden, edges: .bottom)`,
/// `.listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))`, `.pickerStyle(.segmented)`, `.imageScale(.large)`,
/// `.disabled(true)`.
extension SwiftSpelling {
    static let tag = modifier { a throws(InputError) in
        if let n = a.value.number { return SwiftModifier("tag", [SwiftExpression.literal(n)]) }
        return SwiftModifier("tag", [try SwiftLiteral.string(a.value, a.path, a.printer)])
    }

    static let badge = modifier { a throws(InputError) in
        if a.value.isNull { return SwiftModifier("badge", ["0"]) }
        if a.value.number != nil { return SwiftModifier("badge", [try a.number(.int)]) }
        if a.value.kind == .object {
            guard let line = SwiftWriter.singleLine(try a.printer.view(a.value, a.path)) else {
                throw a.error("this badge cannot be written on one line")
            }
            return SwiftModifier("badge", [line])
        }
        return SwiftModifier("badge", [try SwiftLiteral.string(a.value, a.path, a.printer)])
    }

    static let disabled = modifier { a throws(InputError) in SwiftModifier("disabled", [SwiftValues.bool(a.value)]) }
    static let imageScale = modifier { a throws(InputError) in SwiftModifier("imageScale", [SwiftValues.enumCase(a.value)]) }
    static let pickerStyle = modifier { a throws(InputError) in SwiftModifier("pickerStyle", [SwiftValues.enumCase(a.value)]) }

    static let listRowBackground = modifier { a throws(InputError) in
        if a.value.isNull { return SwiftModifier("listRowBackground", ["Color?.none"]) }
        if isColor(a.value) { return SwiftModifier("listRowBackground", [try a.color(shorthand: false)]) }
        guard let line = SwiftWriter.singleLine(try a.printer.view(a.value, a.path)) else {
            throw a.error("this row background cannot be written on one line; use a colour or a simpler view")
        }
        return SwiftModifier("listRowBackground", [line])
    }

    static let listRowSeparator = separator("listRowSeparator")
    static let listSectionSeparator = separator("listSectionSeparator")

    static func separator(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in
            if a.value.string != nil { return SwiftModifier(name, [SwiftValues.enumCase(a.value)]) }
            var args = [SwiftValues.enumCase(a.members["visibility"] ?? a.value)]
            if let e = a.members["edges"], e.string != "all" { args.append("edges: " + SwiftValues.enumCase(e)) }
            return SwiftModifier(name, args)
        }
    }

    static let listRowInsets = modifier { a throws(InputError) in
        if a.value.isNull { return SwiftModifier("listRowInsets", ["nil"]) }
        if a.value.number != nil {
            let n = try a.number()
            return SwiftModifier("listRowInsets", ["EdgeInsets(top: \(n), leading: \(n), bottom: \(n), trailing: \(n))"])
        }
        var parts: [String] = []
        for key in ["top", "leading", "bottom", "trailing"] {
            parts.append(key + ": " + (try a.members[key].map { v throws(InputError) in try a.length(key, v) } ?? "0"))
        }
        return SwiftModifier("listRowInsets", ["EdgeInsets(" + parts.joined(separator: ", ") + ")"])
    }
}
