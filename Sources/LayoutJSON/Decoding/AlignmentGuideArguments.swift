import Foundation
import LayoutCore

/// `{"alignmentGuide": {"guide": "leading", "value": "d[.trailing]"}}`: `.alignmentGuide(.leading) { d in
/// d[.trailing] }` (docs/semantics.md §4.10). `value` is a number or an expression over `d` (the child's
/// dimensions) and the variables in scope; `d[.center]` means the center on the guide's own axis.
extension TreeDecoder {
    @inline(never)
    func alignmentGuide(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let a = try Arguments(v, p, allowed: ["guide", "value"], owner: "alignmentGuide", context)
        let key = try context.guide(a.required("guide", context, owner: "alignmentGuide"), a.path("guide"))
        let vv = try a.required("value", context, owner: "alignmentGuide")
        let vp = a.path("value")
        if vv.number != nil { return .alignmentGuide(key, GuideComputation(constant: try context.length(vv, vp))) }
        let e = try context.compile(vv, vp, dimensionsAxis: key.axis)
        guard e.usesDimensions else {
            // Known now: checked like any length.
            return .alignmentGuide(key, GuideComputation(constant: try context.length(vv, vp)))
        }
        let captured = context.scope.isEmpty ? "" : " [\(context.scope.description)]"
        return .alignmentGuide(key, GuideComputation(e.source + captured) { d in e.layoutValue(d) })
    }
}
