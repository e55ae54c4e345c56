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
            return .gridCellAnchor(try context.unitPoint(v, p))
        case "environment":
            let a = try Arguments(v, p, allowed: ["horizontalSizeClass"], owner: "environment", context)
            return .horizontalSizeClass(try sizeClass(a.required("horizontalSizeClass", context, owner: "environment"),
                                                      a.path("horizontalSizeClass")))
        default:
            return nil
        }
    }
}
