import LayoutCore
import LayoutRender

/// SVG output naming the fonts of a `FontConfiguration` (pinned family first, then the generic family).
extension SVGRenderer {
    public static func render(_ list: DisplayList, fonts: FontConfiguration) -> String {
        render(list, fontFamily: { fonts.svgFontFamily($0) })
    }
}
