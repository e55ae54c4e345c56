import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

@Suite("FontConfiguration")
struct FontConfigurationTests {
    @Test("standard pins every Inter weight, upright and italic, and DejaVu")
    func standard() throws {
        let f = try FontConfiguration.standard()
        #expect(f.files.filter { $0.contains("/Inter-") }.count == 18)
        #expect(f.family(for: .default) == "Inter" && f.family(for: .rounded) == "Inter")
        #expect(f.family(for: .serif) == "DejaVu Serif" && f.family(for: .monospaced) == "DejaVu Sans Mono")
        #expect(f.svgFontFamily(.body) == "Inter, sans-serif")
        #expect(f.svgFontFamily(TextStyle(size: 10, design: .serif)) == "'DejaVu Serif', serif")
        #expect(f.svgFontFamily(TextStyle(size: 10, design: .monospaced)) == "'DejaVu Sans Mono', monospace")
    }

    @Test("a missing custom font is an error naming the file")
    func missing() {
        #expect(throws: RenderError("font file not found: /nonexistent/font.ttf")) {
            try FontConfiguration.custom(file: "/nonexistent/font.ttf")
        }
    }

    @Test("a file that is not a font is an error naming the file")
    func notAFont() throws {
        let path = NSTemporaryDirectory() + "layoutviz-not-a-font.ttf"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: RenderError("not a usable font file: \(path)")) { try FontConfiguration.custom(file: path) }
    }

    @Test("a custom font is used for every design")
    func custom() throws {
        let f = try FontConfiguration.custom(file: FontConfiguration.dejavuDirectory + "/DejaVuSerif.ttf")
        #expect(FontDesign.allCases.allSatisfy { f.family(for: $0) == "DejaVu Serif" })
        let m = try PangoTextMeasurer(fonts: f)
        let standard = try #require(Shared.measurer)
        let serif = TextStyle(size: 17, design: .serif)
        #expect(m.measure(request("Hello", style: .body)) == standard.measure(request("Hello", style: serif)))
        #expect(f.svgFontFamily(.body) == "'DejaVu Serif', sans-serif")
    }
}
