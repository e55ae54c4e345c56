import Foundation
import LayoutCore
import LayoutJSON
import LayoutVizDSL
import PangoCairoBackend
import Testing

/// `render`, `layout` and `frames`: sizes, formats, and one-line errors instead of crashes.
@Suite("render and layout")
struct APITests {
    @Test("sizeThatFits is the ideal size; fixed is a centred canvas")
    func layouts() throws {
        let view = Color.red.frame(width: 40, height: 20)
        let ideal = try layout(view)
        #expect(ideal.canvas == CGSize(width: 40, height: 20))
        let fixed = try layout(view, in: .fixed(width: 100, height: 100))
        #expect(fixed.canvas == CGSize(width: 100, height: 100))
        #expect(fixed.root.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test("PNG pixel size follows the scale; SVG is text")
    func formats() throws {
        let view = Color.blue.frame(width: 30, height: 10)
        for scale in 1...3 {
            let image = try PNGImage.decode([UInt8](try render(view, as: .png(scale: scale))))
            #expect(image.width == 30 * scale && image.height == 10 * scale)
        }
        let svg = String(decoding: try render(view, as: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("#007aff"))
    }

    @Test("frames() is the frame dump layoutviz layout prints")
    func frameDump() throws {
        let text = try frames(Text("Hi").padding(10).id("outer"), in: .fixed(width: 200, height: 100))
        #expect(text.hasPrefix("{\n  \"canvas\": {\"width\": 200, \"height\": 100},"))
        #expect(text.contains("\"kind\": \"padding\",\n    \"id\": \"outer\""))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("values the JSON format rejects are one-line errors", arguments: [
        (ViewDocument(Text("a").padding(1e6).id("x")), "padding: top 1000000 is out of range"),
        (ViewDocument(VStack { Text("a"); Color.red.frame(width: 10).offset(x: .nan) }), "VStack[1] > offset: x is not a number"),
        (ViewDocument(Text("a").lineLimit(0)), "lineLimit: lineLimit 0 is out of range (1...10000)"),
        (ViewDocument(Text("a").font(.system(size: 0))), "font: font size 0 is out of range"),
        (ViewDocument(Text("a").minimumScaleFactor(0)), "minimumScaleFactor: minimumScaleFactor 0 is out of range"),
        (ViewDocument(Text("a").minimumScaleFactor(1.5)), "minimumScaleFactor: minimumScaleFactor 1.5 is out of range"),
        (ViewDocument(Text("a").lineLimit(0, reservesSpace: true)), "lineLimit: lineLimit upper bound 0 is out of range"),
        (ViewDocument(Text("a").lineLimit(2...20000)), "lineLimit: lineLimit upper bound 20000 is out of range"),
        (ViewDocument(Text("a").tracking(.infinity)), "tracking: tracking is infinite"),
        (ViewDocument(Text("a").lineSpacing(1e6)), "lineSpacing: lineSpacing 1000000 is out of range"),
        (ViewDocument(RoundedRectangle(cornerRadius: -1)), "RoundedRectangle: cornerRadius -1 must not be negative"),
        (ViewDocument(Color(red: 2, green: 0, blue: 0)), "Color: color components must be in 0...1"),
        (ViewDocument(Image("/nonexistent/photo.png")), "Image: cannot read image /nonexistent/photo.png"),
        (ViewDocument(Color.red.frame(minWidth: .infinity)), "root: the root view's size is infinite"),
        (ViewDocument(EmptyView()), "root: the root view is empty"),
        (ViewDocument(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 20))]) { Text("a") }),
         "LazyVGrid: GridItem maximum 20 is less than its minimum 50"),
        (ViewDocument(LazyVGrid(columns: []) { Text("a") }), "LazyVGrid: a lazy grid needs at least one GridItem"),
        (ViewDocument(Grid { GridRow { Text("a").gridCellColumns(0) } }), "Grid > GridRow > gridCellColumns: gridCellColumns 0"),
        (ViewDocument(Text("a").shadow(radius: -1)), "shadow: radius -1 must not be negative"),
        (ViewDocument(Color.red.frame(width: 20000, height: 10)), "root: the image would be 20000x10 points"),
    ] as [(ViewDocument, String)])
    func errors(_ document: ViewDocument, _ message: String) {
        do {
            _ = try render(document, as: .png)
            Issue.record("no error; expected \(message)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test("scale must be 1, 2 or 3")
    func badScale() {
        #expect(throws: LayoutVizError.self) { try render(Text("a"), as: .png(scale: 4)) }
    }

    @Test("an image file: its pixel size is its point size")
    func imageFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dsl-image-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try render(Color.green.frame(width: 12, height: 7), as: .png(scale: 1))
        let path = dir.appendingPathComponent("photo.png").path
        try png.write(to: URL(fileURLWithPath: path))
        let result = try layout(Image(path))
        #expect(result.canvas == CGSize(width: 12, height: 7))
        let json = try Trees.document("{\"Image\": \"\(path)\"}")
        #expect(Trees.difference(ViewDocument(Image(path)).root, json.root) == nil)
    }
}
