import Foundation
import LayoutCore

/// The document's `"alignments"`: custom alignment IDs, as `enum MyCenterID: AlignmentID` with its
/// `defaultValue(in:)`:
///
///     "alignments": {"myCenter": {"axis": "vertical", "default": "d.height / 2"}}
///
/// `axis` is `horizontal` (a `HorizontalAlignment`, for VStack) or `vertical` (for HStack); `default` is a number
/// or an expression over `d` (width, height and the built-in guides; not custom guides, which could refer back).
/// Containers combine their children's explicit values of a custom guide by averaging them.
enum CustomAlignments {
    static let builtInNames = ["leading", "center", "trailing", "top", "bottom", "firstTextBaseline",
                               "lastTextBaseline", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    static func decode(_ v: JSONValue, _ path: JSONPath, _ context: DecodeContext) throws(InputError)
        -> [String: AlignmentKey] {
        let members = try context.members(v, path, expected: "an object of custom alignments by name")
        guard members.count <= FormatLimits.maxCustomAlignments else {
            throw context.error("too many custom alignments: at most \(FormatLimits.maxCustomAlignments)", v, path)
        }
        var result: [String: AlignmentKey] = [:]
        for m in members {
            let p = path.key(m.key)
            let scalars = Array(m.key.unicodeScalars)
            let isIdentifier = scalars.first.map { !($0.value >= 0x30 && $0.value <= 0x39) } ?? false
                && scalars.count <= 64
                && scalars.allSatisfy { ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A)
                    || ($0.value >= 0x30 && $0.value <= 0x39) || $0 == "_" }
            guard isIdentifier else {
                throw context.error("\(Quote.json(m.key)) is not an alignment name (letters, digits and _)",
                                    at: m.keyPosition, p)
            }
            guard !builtInNames.contains(m.key) else {
                throw context.error("\(Quote.json(m.key)) is a built-in alignment; give the custom one another name",
                                    at: m.keyPosition, p)
            }
            let a = try Arguments(m.value, p, allowed: ["axis", "default"], owner: "alignment", context)
            let axis = try context.choice(a.required("axis", context, owner: "alignment"), a.path("axis"),
                                          what: "axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
            let dv = try a.required("default", context, owner: "alignment")
            let defaultValue: @Sendable (ViewDimensions) -> CGFloat
            if dv.number != nil {
                let n = CGFloat(try context.length(dv, a.path("default")))
                defaultValue = { _ in n }
            } else {
                let e = try context.compile(dv, a.path("default"), dimensionsAxis: axis, allowsCustomGuides: false)
                if !e.usesDimensions { _ = try context.expressionNumber(dv, a.path("default")) }
                defaultValue = { d in e.layoutValue(d) }
            }
            result[m.key] = AlignmentKey(name: m.key, axis: axis, combine: .average, defaultValue: defaultValue)
        }
        return result
    }
}
