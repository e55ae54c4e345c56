import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// The fonts of an SVG document, embedded (`SVGTextMode.embed`): every face Pango uses for the document's text
/// lines is subset by HarfBuzz (hb-subset) to the characters and glyphs drawn with it (plus what its layout
/// features reach; hinting dropped), and written as an `@font-face` rule with a base64 `data:` URL under the
/// face's own family name, weight and slant. Each line's font-family lists the families its runs used, in
/// order, then the generic family, so a browser picks, character by character, the face Pango picked. The
/// style sheet also turns off what browsers add and Pango does not: synthetic bold/italic and contextual
/// alternates (docs/rendering.md, "Text in SVG"). Faces come in first-use order: the same list gives the same
/// bytes.
struct SVGFontEmbedding {
    private struct Face {
        var use: FaceUse
        var scalars: Set<UInt32>
        var glyphs: Set<UInt32>
    }

    private var faces: [String: Face] = [:]
    private var order: [String] = []
    /// The family list of each distinct line (text + style + spacing).
    private var families: [TextRun: [String]] = [:]

    init(_ runs: [TextRun], engine: PangoEngine) {
        for run in runs where families[run] == nil {
            var names: [String] = []
            for use in engine.faceUses(run) {
                if !names.contains(use.family) { names.append(use.family) }
                if faces[use.key] == nil {
                    faces[use.key] = Face(use: use, scalars: [], glyphs: [])
                    order.append(use.key)
                }
                faces[use.key]?.scalars.formUnion(use.scalars)
                faces[use.key]?.glyphs.formUnion(use.glyphs)
            }
            families[run] = names
        }
    }

    /// The CSS font-family list of each line: the families it uses, in order.
    var familyLists: [TextRun: String] {
        families.mapValues { $0.map(Self.cssName).joined(separator: ", ") }
    }

    /// `@font-face` rules for every face used, then the text rule; nil when the document has no text.
    func styleSheet() throws(RenderError) -> String? {
        guard !order.isEmpty else { return nil }
        var css = ""
        for key in order {
            guard let face = faces[key] else { continue }
            let data = try Self.subset(face.use.face, scalars: face.scalars.sorted(), glyphs: face.glyphs.sorted())
            let type = data.starts(with: Array("OTTO".utf8)) ? "font/otf" : "font/ttf"
            css += "@font-face{font-family:\(Self.cssName(face.use.family));font-weight:\(face.use.weight);"
                + "font-style:\(face.use.italic ? "italic" : "normal");"
                + "src:url(data:\(type);base64,\(data.base64EncodedString()))}\n"
        }
        css += "text{font-synthesis:none;font-kerning:normal;font-feature-settings:\"calt\" 0}\n"
        return css
    }

    /// A family name as a CSS string.
    static func cssName(_ family: String) -> String {
        "'" + family.filter { $0 != "'" && $0 != "\"" && $0 != "\\" && $0 != "<" && $0 != "&" } + "'"
    }

    /// The subset font file's bytes.
    private static func subset(_ face: OpaquePointer, scalars: [UInt32], glyphs: [UInt32]) throws(RenderError) -> Data {
        let blob = scalars.withUnsafeBufferPointer { u in
            glyphs.withUnsafeBufferPointer { g in
                lv_subset_face(face, u.baseAddress, Int32(u.count), g.baseAddress, Int32(g.count))
            }
        }
        guard let blob else { throw RenderError("harfbuzz: cannot subset a font for the SVG (use --text reference)") }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else {
            throw RenderError("harfbuzz: empty font subset (use --text reference)")
        }
        return Data(bytes: bytes, count: Int(length))
    }
}
