import Foundation
import LayoutCore

/// The grid cell modifiers (`gridCellColumns`, `gridCellUnsizedAxes`, `gridColumnAlignment`, `gridCellAnchor`)
/// and `environment` (`{"environment": {"horizontalSizeClass": "regular"}}`).
extension TreeDecoder {
    @inline(never)
    func containerModifierKind(_ entry: ModifierObject) throws(InputError) -> NodeKind? {
        let v = entry.arguments, p = entry.path
        switch entry.name {
        case "gridCellColumns":
            return .gridCellColumns(try context.integer(v, p, in: 1...FormatLimits.maxGridColumns))
        case "gridCellUnsizedAxes":
            return .gridCellUnsizedAxes(try axes(v, p))
        case "gridColumnAlignment":
            return .gridColumnAlignment(try context.horizontalAlignment(v, p))
        case "gridCellAnchor":
            return .gridCellAnchor(try unitPoint(v, p))
        case "environment":
            let a = try Arguments(v, p, allowed: ["horizontalSizeClass"], owner: "environment", context)
            return .horizontalSizeClass(try sizeClass(a.required("horizontalSizeClass", context, owner: "environment"),
                                                      a.path("horizontalSizeClass")))
        default:
            return nil
        }
    }

    /// A named `UnitPoint` (`"topLeading"`, `"center"`, ...) or `{"x": 0.25, "y": 1}`.
    func unitPoint(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> UnitPoint {
        if v.kind == .object {
            let a = try Arguments(v, p, allowed: ["x", "y"], owner: "UnitPoint", context)
            let x = try context.length(a.required("x", context, owner: "UnitPoint"), a.path("x"))
            let y = try context.length(a.required("y", context, owner: "UnitPoint"), a.path("y"))
            return UnitPoint(x: x, y: y)
        }
        return try context.choice(v, p, what: "unit point", [
            "zero": UnitPoint(x: 0, y: 0), "topLeading": UnitPoint(x: 0, y: 0), "top": UnitPoint(x: 0.5, y: 0),
            "topTrailing": UnitPoint(x: 1, y: 0), "leading": UnitPoint(x: 0, y: 0.5), "center": UnitPoint(x: 0.5, y: 0.5),
            "trailing": UnitPoint(x: 1, y: 0.5), "bottomLeading": UnitPoint(x: 0, y: 1), "bottom": UnitPoint(x: 0.5, y: 1),
            "bottomTrailing": UnitPoint(x: 1, y: 1),
        ])
    }
}
