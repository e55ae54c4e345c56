import LayoutCore

/// Alignment names as SwiftUI spells them: the nine `Alignment`s (frames, ZStack, overlay, background),
/// `HorizontalAlignment` for VStack and `VerticalAlignment` for HStack.
extension DecodeContext {
    func alignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> Alignment {
        try choice(v, path, what: "alignment", [
            "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
            "leading": .leading, "center": .center, "trailing": .trailing,
            "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
        ])
    }

    func horizontalAlignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> HorizontalAlignment {
        try choice(v, path, what: "alignment", ["leading": .leading, "center": .center, "trailing": .trailing])
    }

    func verticalAlignment(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> VerticalAlignment {
        try choice(v, path, what: "alignment", [
            "top": .top, "center": .center, "bottom": .bottom,
            "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
        ])
    }
}
