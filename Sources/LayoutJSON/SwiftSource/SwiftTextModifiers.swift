/// The spellings of the text modifiers: font (`.font(.title)`, `.font(.system(size: 20, weight: .bold))`,
/// `.font(.title.weight(.bold).italic())`), lineLimit in all its forms, the alignment and truncation modes,
/// and the text options (lineSpacing, tracking, bold, fontDesign, underline, ...).
extension SwiftSpelling {
    static let font = modifier { a throws(InputError) in
        if let style = a.value.string { return SwiftModifier("font", ["." + style]) }
        let m = a.members
        let weight = m["weight"].map(SwiftValues.enumCase)
        let design = m["design"].map(SwiftValues.enumCase)
        var font: String
        if let size = m["size"] {
            var args = ["size: " + (try a.length("size", size))]
            if let weight { args.append("weight: " + weight) }
            if let design { args.append("design: " + design) }
            font = ".system(" + args.joined(separator: ", ") + ")"
        } else if let style = m["style"]?.string {
            if let design {
                font = ".system(.\(style), design: \(design)" + (weight.map { ", weight: " + $0 } ?? "") + ")"
            } else {
                font = "." + style + (weight.map { ".weight(\($0))" } ?? "")
            }
        } else {
            throw a.error("a font without a style or size inherits them, which a SwiftUI Font cannot say; give "
                          + "\"style\" or \"size\", or use the fontWeight, fontDesign and italic modifiers")
        }
        if m["italic"]?.bool == true { font += ".italic()" }
        return SwiftModifier("font", [font])
    }

    /// `.lineLimit(2)`, `.lineLimit(nil)`, `.lineLimit(3, reservesSpace: true)`, `.lineLimit(2...4)`.
    static let lineLimit = modifier { a throws(InputError) in
        if a.value.isNull { return SwiftModifier("lineLimit", ["nil"]) }
        if let s = a.value.string, s.contains("...") {
            return SwiftModifier("lineLimit", [s.filter { !$0.isWhitespace }])
        }
        if a.value.kind == .object {
            let m = a.members
            var args: [String] = []
            if let limit = m["limit"] { args.append(try SwiftExpression.number(limit, .int, a.path("limit"), a.printer)) }
            if let r = m["reservesSpace"], r.bool == true { args.append("reservesSpace: true") }
            return SwiftModifier("lineLimit", args)
        }
        return SwiftModifier("lineLimit", [try a.number(.int)])
    }

    static let multilineTextAlignment = enumArgument("multilineTextAlignment")
    static let truncationMode = enumArgument("truncationMode")
    static let textCase = enumArgument("textCase")
    static let fontWeight = enumArgument("fontWeight")
    static let fontDesign = enumArgument("fontDesign")

    /// `.name(.value)`, or `.name(nil)`.
    static func enumArgument(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, [SwiftValues.enumCase(a.value)]) }
    }

    static let lineSpacing = unlabeledNumber("lineSpacing", .cgFloat)
    static let minimumScaleFactor = unlabeledNumber("minimumScaleFactor", .cgFloat)
    static let tracking = unlabeledNumber("tracking", .cgFloat)
    static let kerning = unlabeledNumber("kerning", .cgFloat)
    static let monospacedDigit = noArguments("monospacedDigit")

    static let allowsTightening = modifier { a throws(InputError) in
        SwiftModifier("allowsTightening", [SwiftValues.bool(a.value)])
    }

    static let underline = lineStyle("underline")
    static let strikethrough = lineStyle("strikethrough")

    /// `.underline()`, `.underline(false)`, `.underline(pattern: .dash, color: .red)`.
    static func lineStyle(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in
            if a.value.kind != .object { return SwiftModifier(name, a.value.bool == false ? ["false"] : []) }
            let m = a.members
            var args: [String] = []
            if m["isActive"]?.bool == false { args.append("false") }
            if let p = m["pattern"] { args.append("pattern: " + SwiftValues.enumCase(p)) }
            if let c = m["color"] { args.append("color: " + (try SwiftValues.color(c, a.path("color"), a.printer, shorthand: true))) }
            return SwiftModifier(name, args)
        }
    }

    static let bold = toggle("bold")
    static let italic = toggle("italic")

    /// `.bold()` for `{}` or true, `.bold(false)`.
    static func toggle(_ name: String) -> SwiftSpelling {
        modifier { a throws(InputError) in SwiftModifier(name, a.value.bool == false ? ["false"] : []) }
    }
}
