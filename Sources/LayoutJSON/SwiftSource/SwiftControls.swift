/// The spellings of the controls (docs/convert.md): SwiftUI's initializers with constant bindings
/// (`Toggle("Wi-Fi", isOn: .constant(true))`), empty actions (`Button("Sign In") {}`), label views in the
/// trailing closure (`Button {} label: { ... }` is written `Button(action: {}) { ... }`), a range as
/// `lower...upper` and a destination as `URL(string: "...")!`.
extension SwiftSpelling {
    static let button = view { a throws(InputError) in
        if a.value.string != nil { return SwiftView("Button(\(try a.title())) {}") }
        if a.value.elements != nil { return SwiftView("Button(action: {})", content: .views(try a.printer.views(a.value, a.path))) }
        let m = a.members
        let role = m["role"].map { ", role: " + SwiftValues.enumCase($0) } ?? ""
        if m["title"] != nil { return SwiftView("Button(\(try a.title(key: "title"))\(role)) {}") }
        return SwiftView("Button(\(role.isEmpty ? "" : String(role.dropFirst(2)) + ", ")action: {})",
                         content: .views(try a.contentViews()))
    }

    static let label = view { a throws(InputError) in
        let symbol = try SwiftLiteral.string(a.members["systemImage"] ?? a.value, a.path("systemImage"), a.printer)
        return SwiftView("Label(\(try a.title(key: "title")), systemImage: \(symbol))")
    }

    static let link = view { a throws(InputError) in
        if a.value.string != nil { return SwiftView("Link(\(try a.title()), destination: URL(string: \"about:blank\")!)") }
        let m = a.members
        let destination = try m["destination"].map { v throws(InputError) in
            try SwiftLiteral.string(v, a.path("destination"), a.printer)
        } ?? "\"about:blank\""
        if m["title"] != nil {
            return SwiftView("Link(\(try a.title(key: "title")), destination: URL(string: \(destination))!)")
        }
        return SwiftView("Link(destination: URL(string: \(destination))!)", content: .views(try a.contentViews()))
    }

    static let picker = view { a throws(InputError) in
        let m = a.members
        var args = [m["title"] != nil ? try a.title(key: "title") : "\"\""]
        if let s = m["selection"] {
            let value: String
            if let n = s.number { value = SwiftExpression.literal(n) } else {
                value = try SwiftLiteral.string(s, a.path("selection"), a.printer)
            }
            args.append("selection: .constant(\(value))")
        } else {
            args.append("selection: .constant(\"\")")
        }
        return SwiftView("Picker(" + args.joined(separator: ", ") + ")", content: .views(try a.contentViews()))
    }

    static let progressView = view { a throws(InputError) in
        if a.value.string != nil { return SwiftView("ProgressView(\(try a.title()))") }
        var args: [String] = []
        if a.members["title"] != nil { args.append(try a.title(key: "title")) }
        args += try a.labeled([("value", "value"), ("total", "total")]) { key, v throws(InputError) in
            try SwiftExpression.number(v, .double, a.path(key), a.printer)
        }
        return SwiftView("ProgressView(" + args.joined(separator: ", ") + ")")
    }

    static func textField(_ name: String) -> SwiftSpelling {
        view { a throws(InputError) in
            let title = a.value.string != nil ? try a.title() : try a.title(key: "title")
            let text = try a.members["text"].map { v throws(InputError) in try SwiftLiteral.string(v, a.path("text"), a.printer) } ?? "\"\""
            return SwiftView("\(name)(\(title), text: .constant(\(text)))")
        }
    }

    static let slider = view { a throws(InputError) in
        var args = ["value: .constant(\(try SwiftExpression.number(a.members["value"] ?? a.value, .double, a.path("value"), a.printer)))"]
        if let r = a.members["in"] { args.append("in: " + (try a.range(r, "in"))) }
        if let s = a.members["step"] { args.append("step: " + (try SwiftExpression.number(s, .double, a.path("step"), a.printer))) }
        return SwiftView("Slider(" + args.joined(separator: ", ") + ")")
    }

    static let stepper = view { a throws(InputError) in
        if a.value.string != nil { return SwiftView("Stepper(\(try a.title()), onIncrement: {}, onDecrement: {})") }
        let m = a.members
        var args: [String] = []
        if m["title"] != nil { args.append(try a.title(key: "title")) }
        if let v = m["value"] {
            args.append("value: .constant(\(try SwiftExpression.number(v, .double, a.path("value"), a.printer)))")
            if let r = m["in"] { args.append("in: " + (try a.range(r, "in"))) }
            if let s = m["step"] { args.append("step: " + (try SwiftExpression.number(s, .double, a.path("step"), a.printer))) }
        } else {
            args += ["onIncrement: {}", "onDecrement: {}"]
        }
        if m["content"] != nil { return SwiftView("Stepper(" + args.joined(separator: ", ") + ")", content: .views(try a.contentViews())) }
        return SwiftView("Stepper(" + args.joined(separator: ", ") + ")")
    }

    static let toggle = view { a throws(InputError) in
        let m = a.members
        let isOn = "isOn: .constant(\(SwiftValues.bool(m["isOn"] ?? a.value)))"
        if m["title"] != nil { return SwiftView("Toggle(\(try a.title(key: "title")), \(isOn))") }
        return SwiftView("Toggle(\(isOn))", content: .views(try a.contentViews()))
    }

    /// `.contentMargins(20)`, `.contentMargins(.horizontal, 20)`, `.contentMargins(EdgeInsets(...))`.
    static let contentMargins = paddingLike("contentMargins")

    /// `.tint(.orange)`.
    static let tint = colorArgument("tint")
    static let labelsHidden = noArguments("labelsHidden")
    /// `.textFieldStyle(.roundedBorder)`.
    static let textFieldStyle = modifier { a throws(InputError) in SwiftModifier("textFieldStyle", [SwiftValues.enumCase(a.value)]) }

    /// `.buttonStyle(.bordered)`.
    static let buttonStyle = modifier { a throws(InputError) in SwiftModifier("buttonStyle", [SwiftValues.enumCase(a.value)]) }
}

extension SwiftArgument {
    /// The title string (the value itself, or the member `key`) as a Swift string literal.
    func title(key: String? = nil) throws(InputError) -> String {
        guard let key else { return try SwiftLiteral.string(value, path, printer) }
        guard let v = members[key] else { throw error("expected \(key)") }
        return try SwiftLiteral.string(v, path(key), printer)
    }

    /// The views of the member "content".
    func contentViews() throws(InputError) -> [SwiftView] {
        try members["content"].map { c throws(InputError) in try printer.views(c, path("content")) } ?? []
    }

    /// `[lower, upper]` as `lower...upper`.
    func range(_ v: JSONValue, _ key: String) throws(InputError) -> String {
        guard let list = v.elements, list.count == 2 else { throw error("expected [lower, upper]") }
        return (try SwiftExpression.number(list[0], .double, path(key).index(0), printer)) + "..."
            + (try SwiftExpression.number(list[1], .double, path(key).index(1), printer))
    }
}
