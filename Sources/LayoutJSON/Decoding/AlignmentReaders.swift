import LayoutCore

/// Alignment names as SwiftUI spells them: the nine `Alignment`s (frames, ZStack, overlay, background),
/// `HorizontalAlignment` for VStack and `VerticalAlignment` for HStack, plus the custom alignments the document
/// declares in "alignments". An `Alignment` may also be written `{"horizontal": h, "vertical": v}`, which is how
/// a custom guide is combined with a built-in one.
extension DecodeContext {
    static let namedAlignments: [(String, Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    func alignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Alignment {
        if v.kind == .object {
            let a = try Arguments(v, path, allowed: ["horizontal", "vertical"], owner: "Alignment", self)
            return Alignment(
                horizontal: try horizontalAlignment(a.required("horizontal", self, owner: "Alignment"), a.path("horizontal")),
                vertical: try verticalAlignment(a.required("vertical", self, owner: "Alignment"), a.path("vertical")))
        }
        let names = Self.namedAlignments.map(\.0)
        if let s = v.string, !names.contains(s), customAlignment(s) != nil {
            throw error("\(Quote.json(s)) is one guide; an Alignment needs both: write {\"horizontal\": ..., "
                        + "\"vertical\": ...}", v, path)
        }
        return try choice(v, path, what: "alignment", Self.namedAlignments)
    }

    func horizontalAlignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> HorizontalAlignment {
        try choice(v, path, what: "alignment", [("leading", HorizontalAlignment.leading), ("center", .center),
                                                ("trailing", .trailing)] + customs(.horizontal).map { ($0, HorizontalAlignment(key: $1)) })
    }

    func verticalAlignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> VerticalAlignment {
        try choice(v, path, what: "alignment", [
            ("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
            ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
        ] + customs(.vertical).map { ($0, VerticalAlignment(key: $1)) })
    }

    /// One guide of either axis, as `alignmentGuide` takes it: `"leading"`, `"firstTextBaseline"`, a custom
    /// name, or `"HorizontalAlignment.center"` / `"VerticalAlignment.center"` (plain "center" is ambiguous, as
    /// in Swift).
    func guide(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> AlignmentKey {
        var options: [(String, AlignmentKey)] = [
            ("leading", HorizontalAlignment.leading.key), ("trailing", HorizontalAlignment.trailing.key),
            ("HorizontalAlignment.center", HorizontalAlignment.center.key),
            ("top", VerticalAlignment.top.key), ("bottom", VerticalAlignment.bottom.key),
            ("VerticalAlignment.center", VerticalAlignment.center.key),
            ("firstTextBaseline", VerticalAlignment.firstTextBaseline.key),
            ("lastTextBaseline", VerticalAlignment.lastTextBaseline.key),
        ]
        for (name, _) in options where !name.contains(".") {
            let type = ["leading", "trailing"].contains(name) ? "HorizontalAlignment" : "VerticalAlignment"
            options.append(("\(type).\(name)", options.first { $0.0 == name }?.1 ?? HorizontalAlignment.leading.key))
        }
        for (name, key) in alignments.sorted(by: { $0.key < $1.key }) {
            options.append((name, key))
            options.append(((key.axis == .horizontal ? "HorizontalAlignment." : "VerticalAlignment.") + name, key))
        }
        if v.string == "center" {
            throw error("\"center\" is ambiguous: write \"HorizontalAlignment.center\" or \"VerticalAlignment.center\"",
                        v, path)
        }
        guard let s = v.string else { throw typeError(expected: "a string naming the guide", v, path) }
        if let hit = options.first(where: { $0.0 == s }) { return hit.1 }
        let names = options.map(\.0).filter { !$0.contains(".") }
            + ["HorizontalAlignment.center", "VerticalAlignment.center"]
        throw error("unknown guide \(Quote.json(s))" + Suggestion.hint(for: s, in: names), v, path)
    }

    private func customs(_ axis: Axis) -> [(String, AlignmentKey)] {
        alignments.filter { $0.value.axis == axis }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func customAlignment(_ name: String) -> AlignmentKey? { alignments[name] }
}
