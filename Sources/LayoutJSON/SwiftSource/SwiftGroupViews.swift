import LayoutCore

/// The spellings of the views that bind or group: `Group { }`, `ForEach(0..<3) { i in }`,
/// `ForEach(data, id: \.self) { c in }` / `ForEach(Array(data.enumerated()), id: \.offset) { n, c in }`, and
/// `GeometryReader { proxy in }`. The variables they bind are in scope while their content is printed, with
/// their Swift types (`Int` for ranges and indices, `Double`, `String`, or `Color` for data that names
/// colours and is used as colours).
extension SwiftSpelling {
    static let group = view { a throws(InputError) in
        let content = a.value.elements != nil ? a.value : (a.members["content"] ?? a.value)
        let path = a.value.elements != nil ? a.path : a.path("content")
        return SwiftView("Group", content: .views(try a.printer.views(content, path)))
    }

    static let forEach = view { a throws(InputError) in
        let m = a.members
        let element = m["as"]?.string
        guard let contentValue = m["content"] else { throw a.error("expected content") }
        if let range = m["range"], let bounds = range.elements, bounds.count == 2 {
            let lower = try SwiftExpression.number(bounds[0], .int, a.path("range").index(0), a.printer)
            let upper = try SwiftExpression.number(bounds[1], .int, a.path("range").index(1), a.printer)
            let content = try a.printer.with(element.map { [($0, .int)] } ?? []) { () throws(InputError) in
                try a.printer.views(contentValue, a.path("content"))
            }
            return SwiftView("ForEach(\(lower)..<\(upper))", content: .views(content, parameters: element ?? "_"))
        }
        guard let data = m["data"]?.elements else { throw a.error("expected a range or data") }
        let strings = data.compactMap(\.string)
        let type: SwiftVariableType
        var items: [String]
        if strings.count == data.count, !strings.isEmpty {
            let colors = strings.allSatisfy { Color.named[$0] != nil || ($0.hasPrefix("#") && Color(hex: $0) != nil) }
            if colors, let element, usesAsColor(element, contentValue) {
                type = .color
                items = []
                for (i, s) in data.enumerated() {
                    items.append(try SwiftValues.color(s, a.path("data").index(i), a.printer, shorthand: false))
                }
                if items.count > 1, items[0].hasPrefix("Color.") {
                    items = [items[0]] + items.dropFirst().map { $0.hasPrefix("Color.") ? String($0.dropFirst(5)) : $0 }
                }
            } else {
                type = .string
                items = strings.map(SwiftLiteral.plain)
            }
        } else {
            let numbers = data.compactMap(\.number)
            let whole = numbers.allSatisfy { $0 == $0.rounded() && abs($0) < 1e15 }
            type = whole ? .int : .double
            items = numbers.map { whole ? SwiftExpression.literal($0) : "\($0)" }
        }
        let list = "[" + items.joined(separator: ", ") + "]"
        let index = m["index"]?.string
        var bound: [(String, SwiftVariableType)] = []
        if let element { bound.append((element, type)) }
        if let index { bound.append((index, .int)) }
        let content = try a.printer.with(bound) { () throws(InputError) in
            try a.printer.views(contentValue, a.path("content"))
        }
        if let index {
            return SwiftView("ForEach(Array(\(list).enumerated()), id: \\.offset)",
                             content: .views(content, parameters: "\(index), \(element ?? "_")"))
        }
        return SwiftView("ForEach(\(list), id: \\.self)", content: .views(content, parameters: element ?? "_"))
    }

    /// Whether the ForEach element is used where a colour goes (`{"Color": "c"}`, `{"background": "c"}`).
    static func usesAsColor(_ name: String, _ v: JSONValue) -> Bool {
        var pending = [v]
        while let x = pending.popLast() {
            for m in x.members ?? JSONMembers() {
                if ["Color", "background", "overlay", "fill", "foregroundColor", "foregroundStyle", "border", "color",
                    "stroke", "mask"].contains(m.key), let s = m.value.string, SwiftValues.colorVariable(s) == name {
                    return true
                }
                pending.append(m.value)
            }
            pending += x.elements ?? []
        }
        return false
    }

    static let geometryReader = view { a throws(InputError) in
        let isList = a.value.elements != nil
        let name = isList ? "proxy" : (a.members["as"]?.string ?? "proxy")
        let content = isList ? a.value : (a.members["content"] ?? a.value)
        let views = try a.printer.with([(name, .proxy)]) { () throws(InputError) in
            try a.printer.views(content, isList ? a.path : a.path("content"))
        }
        return SwiftView("GeometryReader", content: .views(views, parameters: name))
    }
}
