import Foundation
import LayoutCore

/// `font`: a text style name (`"title"`), or `{"style", "size", "weight", "design", "italic"}` where unset
/// parts inherit from the enclosing font (so `{"weight": "bold"}` acts like `.fontWeight(.bold)` and
/// `{"style": "title", "weight": "bold"}` like `.title.bold()`). A style and a size together are an error:
/// a text style has its own size. Sizes are greater than 0 and at most `FormatLimits.maxFontSize`.
extension TreeDecoder {
    func font(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> FontSpec {
        let styles = TextStyleName.allCases.map { ($0.rawValue, $0) }
        if v.string != nil { return FontSpec(style: try context.choice(v, p, what: "text style", styles)) }
        let a = try Arguments(v, p, allowed: ["style", "size", "weight", "design", "italic"], owner: "font",
                              expected: "a text style name or an object with style, size, weight, design, italic",
                              context)
        guard !a.isEmpty else {
            throw context.error("font needs a style, or at least one of size, weight, design, italic", v, p)
        }
        if a.has("style"), a.has("size") {
            throw context.error("give either style or size, not both (a text style has its own size)",
                                at: a.keyPosition("size"), a.path("size"))
        }
        var spec = FontSpec()
        if let s = a["style"] { spec.style = try context.choice(s, a.path("style"), what: "text style", styles) }
        if let s = a["size"] {
            var size = try context.number(s, a.path("size"))
            if let c = context.clampedIfDynamic(size, s, 0.001...FormatLimits.maxFontSize) { size = c }
            guard size > 0, size <= FormatLimits.maxFontSize else {
                throw context.error("font size \(DecodeContext.format(size)) is out of range; expected more than 0 "
                                    + "and at most \(DecodeContext.format(FormatLimits.maxFontSize))", s, a.path("size"))
            }
            spec.size = CGFloat(size)
        }
        if let w = a["weight"] {
            spec.weight = try context.choice(w, a.path("weight"), what: "font weight",
                                             FontWeight.allCases.map { ($0.rawValue, $0) })
        }
        if let d = a["design"] {
            spec.design = try context.choice(d, a.path("design"), what: "font design",
                                             FontDesign.allCases.map { ($0.rawValue, $0) })
        }
        if let i = a["italic"] { spec.italic = try context.bool(i, a.path("italic")) }
        return spec
    }
}
