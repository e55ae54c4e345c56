import LayoutCore

/// `Group` and `ForEach` (docs/semantics.md §3.7): they have no node of their own; their views are decoded in
/// place and flattened into the enclosing container, each wrapped in the group's modifiers.
///
/// - `{"Group": [VIEW, ...]}` or `{"Group": {"content": [VIEW, ...]}}`.
/// - `{"ForEach": {"range": [0, 10], "as": "i", "content": VIEW-or-[VIEW]}}`: `0..<10`; bounds are whole
///   numbers (or expressions), the lower not above the upper.
/// - `{"ForEach": {"data": ["red", "green"], "as": "c", "index": "n", "content": ...}}`: the elements (all
///   strings, or all numbers: Ints when all are whole) and optionally their index.
extension TreeDecoder {
    @inline(never)
    func groupContent(_ object: ViewObject) throws(InputError) -> [Item] {
        let v = object.arguments, p = object.argumentsPath
        let scope = context.scope
        if object.type == "Group" {
            if let list = v.elements { return list.enumerated().map { Item(value: $1, path: p.index($0), scope: scope) } }
            let a = try Arguments(v, p, allowed: ["content"], owner: "Group",
                                  expected: "an array of views or {\"content\": [...]}", context)
            return try contentItems(a.required("content", context, owner: "Group"), a.path("content"), [scope])
        }
        let a = try Arguments(v, p, allowed: ["range", "data", "as", "index", "content"], owner: "ForEach", context)
        let name = try a["as"].map { (n: JSONValue) throws(InputError) in try variableName(n, a.path("as")) }
        let indexName = try a["index"].map { (n: JSONValue) throws(InputError) in try variableName(n, a.path("index")) }
        if let name, let indexName, name == indexName, let iv = a["index"] {
            throw context.error("the index needs a name other than the element's (\(Quote.json(name)))", iv, a.path("index"))
        }
        var elements: [ScopeValue] = []
        var source: (JSONValue, JSONPath)
        switch (a["range"], a["data"]) {
        case (let r?, nil):
            if a["index"] != nil, let iv = a["index"] {
                throw context.error("a range's element is its index already; \"index\" is for \"data\"", iv, a.path("index"))
            }
            source = (r, a.path("range"))
            let (lower, upper) = try range(r, a.path("range"))
            try reserve(upper - lower, r, a.path("range"))
            elements = (lower..<upper).map { .int($0) }
        case (nil, let d?):
            source = (d, a.path("data"))
            guard let list = d.elements else { throw context.typeError(expected: "an array of strings or numbers", d, a.path("data")) }
            try reserve(list.count, d, a.path("data"))
            elements = try dataElements(list, a.path("data"))
        case (.some, .some):
            throw context.error("give either range or data, not both", at: a.keyPosition("data"), a.path("data"))
        case (nil, nil):
            throw context.error("ForEach needs \"range\": [lower, upper] or \"data\": [...]", v, p)
        }
        var scopes: [Scope] = []
        for (i, e) in elements.enumerated() {
            var s = scope
            if let name { s = s.binding(name, to: e) }
            if let indexName { s = s.binding(indexName, to: .int(i)) }
            scopes.append(s)
        }
        let contentValue = try a.required("content", context, owner: "ForEach")
        let items = try contentItems(contentValue, a.path("content"), scopes)
        try reserve(items.count - elements.count, source.0, source.1)
        return items
    }

    /// The views of `content` (a VIEW or an array of VIEWs), once per scope.
    private func contentItems(_ v: JSONValue, _ p: JSONPath, _ scopes: [Scope]) throws(InputError) -> [Item] {
        if let list = v.elements {
            return scopes.flatMap { s in list.enumerated().map { Item(value: $1, path: p.index($0), scope: s) } }
        }
        guard v.kind == .object else { throw context.typeError(expected: "a view or an array of views", v, p) }
        return scopes.map { Item(value: v, path: p, scope: $0) }
    }

    /// Counts views produced by ForEach against `FormatLimits.maxForEachViews`.
    private func reserve(_ n: Int, _ v: JSONValue, _ p: JSONPath) throws(InputError) {
        context.expandedViews += max(0, n)
        guard context.expandedViews <= FormatLimits.maxForEachViews else {
            throw context.error("ForEach produces too many views: more than \(FormatLimits.maxForEachViews) in the "
                                + "document (nested ForEach multiply)", v, p)
        }
    }

    /// `[lower, upper]`: `lower..<upper`.
    private func range(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> (Int, Int) {
        guard let bounds = v.elements, bounds.count == 2 else {
            throw context.typeError(expected: "[lower, upper] (the half-open range lower..<upper)", v, p)
        }
        let limit = Int(FormatLimits.maxLength)
        let lower = try context.integer(bounds[0], p.index(0), in: -limit...limit)
        let upper = try context.integer(bounds[1], p.index(1), in: -limit...limit)
        // The number of views must not depend on a GeometryReader's size: ForEach is expanded (and counted
        // against the limit) when the document is read.
        for (i, b) in bounds.enumerated() where context.isDynamic(b) {
            throw context.error("a ForEach range cannot depend on a GeometryReader's size (ForEach is expanded when "
                                + "the document is read)", b, p.index(i))
        }
        guard lower <= upper else {
            throw context.error("the range \(lower)..<\(upper) is invalid: its lower bound is above its upper bound",
                                bounds[1], p.index(1))
        }
        return (lower, upper)
    }

    private func dataElements(_ list: [JSONValue], _ p: JSONPath) throws(InputError) -> [ScopeValue] {
        guard let first = list.first else { return [] }
        if first.string != nil {
            var out: [ScopeValue] = []
            for (i, e) in list.enumerated() { out.append(.string(try context.interpolated(e, p.index(i)))) }
            return out
        }
        var numbers: [Double] = []
        for (i, e) in list.enumerated() {
            guard let n = e.number else {
                throw context.typeError(expected: "a number like the first element", e, p.index(i))
            }
            try context.checkMagnitude(n, e, p.index(i))
            numbers.append(n)
        }
        if numbers.allSatisfy({ $0 == $0.rounded() }) { return numbers.map { .int(Int($0)) } }
        return numbers.map { .double($0) }
    }

    /// A variable name: a Swift identifier that is not reserved.
    func variableName(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> String {
        let name = try context.string(v, p)
        let scalars = Array(name.unicodeScalars)
        func letter(_ c: Unicode.Scalar) -> Bool {
            (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A) || c == "_"
        }
        guard let head = scalars.first, letter(head),
              scalars.allSatisfy({ letter($0) || ($0.value >= 0x30 && $0.value <= 0x39) }), scalars.count <= 64 else {
            throw context.error("\(Quote.json(name)) is not a variable name (letters, digits and _, not starting with a digit)",
                                v, p)
        }
        if Vocabulary.reservedNames.contains(name) || Color.named[name] != nil {
            throw context.error("\(Quote.json(name)) cannot be a variable name (it is reserved"
                                + (Color.named[name] != nil ? ": it names a color)" : ")"), v, p)
        }
        return name
    }
}
