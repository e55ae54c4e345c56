import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

@Suite("SVG output")
struct SVGTests {
    static let family: @Sendable (TextStyle) -> String = { $0.design == .monospaced ? "'DejaVu Sans Mono', monospace"
                                                                         : "Inter, sans-serif" }

    static var tinyTree: PlacedNode {
        let text = TextLayout(size: CGSize(width: 30, height: 21),
                              lines: [TextLine(text: "A<b & \"c\"", x: 0, baseline: 16.4688, width: 30)],
                              firstBaseline: 16.5, lastBaseline: 16.5, ascent: 16.4688, descent: 4.1055)
        let label = node("Text", 5, 5, 30, 21, paint: .text(text, TextStyle(size: 17, weight: .semibold),
                                                            .color(color("blue"))))
        let fill = node("Color", 0, 0, 40, 31, paint: .fill(.roundedRectangle(cornerRadius: 4), .color(color("secondary"))))
        let bg = node("background", 0, 0, 40, 31, children: [label, fill], secondaryBelow: true)
        let circle = node("Circle", 40, 0, 20, 31, paint: .stroke(.circle, .color(.black), lineWidth: 1))
        let hstack = node("HStack", 0, 0, 60, 31, children: [bg, circle], opacity: 0.5, clip: .rectangle)
        return hstack
    }

    @Test("a tiny tree renders to exactly these bytes")
    func snapshot() {
        let svg = SVGRenderer.render(list(Self.tinyTree, canvas: CGSize(width: 60, height: 31)),
                                     fontFamily: Self.family)
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" \
        width="60" height="31" viewBox="0 0 60 31">
          <rect x="0" y="0" width="60" height="31" fill="#ffffff"/>
          <clipPath id="clip0"><rect x="0" y="0" width="60" height="31"/></clipPath>
          <g clip-path="url(#clip0)" opacity="0.5">
            <rect x="0" y="0" width="40" height="31" rx="4" ry="4" fill="#3c3c43" fill-opacity="0.6"/>
            <text x="5" y="21.469" font-family="Inter, sans-serif" font-size="17" font-weight="600" \
        fill="#007aff" xml:space="preserve">A&lt;b &amp; &quot;c&quot;</text>
            <ellipse cx="50" cy="15.5" rx="10" ry="10" fill="none" stroke="#000000" stroke-width="1"/>
          </g>
        </svg>

        """
        #expect(svg == expected)
    }

    @Test("same bytes every time; clip ids follow document order")
    func deterministic() {
        let inner = node("clipped", 0, 0, 10, 10, children: [node("Color", 0, 0, 20, 20,
                                                                  paint: .fill(.rectangle, .color(.black)))], clip: .rectangle)
        let outer = node("clipped", 0, 0, 50, 50, children: [inner, inner], clip: .rectangle)
        let l = list(outer, canvas: CGSize(width: 50, height: 50))
        let a = SVGRenderer.render(l, fontFamily: Self.family)
        #expect(a == SVGRenderer.render(l, fontFamily: Self.family))
        let ids = a.components(separatedBy: "<clipPath id=\"").dropFirst().map { $0.prefix(while: { $0 != "\"" }) }
        #expect(ids == ["clip0", "clip1", "clip2"])
    }

    @Test("transparent background: no background rect")
    func transparent() {
        let svg = SVGRenderer.render(list(node("EmptyView", 0, 0, 1, 1), background: nil), fontFamily: Self.family)
        #expect(!svg.contains("<rect"))
    }

    @Test("XML escaping, and characters XML forbids are dropped")
    func escaping() {
        #expect(XMLText.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c'")
        #expect(XMLText.escape("x\u{0}\u{1}y\u{FFFE}z") == "xyz")
        #expect(XMLText.escape("tab\there") == "tab\there")
    }

    @Test("a line starting with a right-to-left letter ends with a right-to-left mark, so a browser keeps its ellipsis and digits where the PNG has them")
    func rightToLeftLines() {
        #expect(SVGWriter.startsRightToLeft("السلام عليكم ورح…"))
        #expect(SVGWriter.startsRightToLeft("123 שלום world"))
        #expect(!SVGWriter.startsRightToLeft("Hello שלום"))
        #expect(!SVGWriter.startsRightToLeft("123 …"))
        let run = TextRun(text: "שלום…", origin: CGPoint(x: 1, y: 10), width: 30, style: .body, color: .black)
        let svg = SVGRenderer.render(DisplayList(size: CGSize(width: 40, height: 20), scale: 2, background: nil,
                                                 items: [.text(run)]), fontFamily: Self.family)
        #expect(svg.contains(">שלום…\u{200F}</text>"))
    }

    @Test("image files are embedded as base64 PNG; unreadable ones fall back to the placeholder")
    func imagesEmbedded() throws {
        let path = NSTemporaryDirectory() + "layoutviz-svg-test.png"
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let svg = SVGRenderer.render(list(node("Image", 0, 0, 10, 10, paint: .image(.file(path)))),
                                     fontFamily: Self.family)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,iVBORw==\""))
        let missing = SVGRenderer.render(list(node("Image", 0, 0, 10, 10, paint: .image(.file("/nonexistent.png")))),
                                         fontFamily: Self.family)
        #expect(!missing.contains("<image"))
        #expect(missing.contains(Color.imagePlaceholder.hexRGB))
    }
}
