import Foundation
import LayoutCore

/// The display items of a paint in a `ShapeStyle` (docs/semantics.md §3.9). A colour draws as before. A gradient
/// fills a shape directly (`DisplayItem.gradient`, laid over the node's frame); a stroke or text in a gradient is
/// drawn as a mask (the outline or the glyphs, in black) over a rectangle filled with the gradient, so renderers
/// need one gradient primitive only. The rectangle is the frame (and a path's bounds) grown by the line width, or by the font
/// size (glyphs may overhang their line box); beyond the frame the gradient continues with its end colours.
enum GradientItems {
    static func filled(_ shape: DisplayShape, _ style: ShapeStyle, frame: CGRect) -> [DisplayItem] {
        switch style {
        case .color(let c): [.fill(shape, c)]
        case .gradient(let g): [.gradient(shape, g, frame: frame)]
        }
    }

    static func stroked(_ shape: DisplayShape, _ style: ShapeStyle, lineWidth: CGFloat, frame: CGRect) -> [DisplayItem] {
        switch style {
        case .color(let c):
            return [.stroke(shape, c, lineWidth: lineWidth)]
        case .gradient(let g):
            let cover = frame.union(shape.bounds).insetBy(dx: -lineWidth, dy: -lineWidth)
            return masked([.stroke(shape, .black, lineWidth: lineWidth)], g, cover: cover, frame: frame)
        }
    }

    /// The colour a gradient Text's lines are laid out in before `text(_:_:frame:fontSize:)` sorts them: a mask
    /// draws by alpha only, and this value tells the Text's own lines from runs with a colour of their own.
    static let maskInk = Color(red: 1 / 255, green: 2 / 255, blue: 3 / 255)

    /// Text items drawn in `gradient`: the items in `maskInk` (the Text's colour) form the mask; runs with a
    /// colour of their own are drawn after it, in their colour.
    static func text(_ items: [DisplayItem], _ gradient: GradientStyle, frame: CGRect, fontSize: CGFloat) -> [DisplayItem] {
        var glyphs: [DisplayItem] = [], own: [DisplayItem] = []
        for item in items {
            if case .text(let run) = item, run.color != maskInk { own.append(item) } else { glyphs.append(item) }
        }
        guard !glyphs.isEmpty else { return own }
        let cover = frame.insetBy(dx: -fontSize, dy: -fontSize)
        return masked(glyphs, gradient, cover: cover, frame: frame) + own
    }

    private static func masked(_ mask: [DisplayItem], _ g: GradientStyle, cover: CGRect, frame: CGRect) -> [DisplayItem] {
        [.beginMask] + mask + [.beginMaskedContent, .gradient(.rect(cover), g, frame: frame), .endMask]
    }
}
