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

    @Test("the default design tracks by SF Pro's table texts its family draws; other scripts and custom fonts are untracked")
    func tracking() throws {
        let f = try FontConfiguration.standard()
        #expect(f.displayFamily == "Inter Display" && f.family(for: .default, size: 19.9) == "Inter"
                && f.family(for: .default, size: 20) == "Inter Display" && f.family(for: .rounded, size: 34) == "Inter")
        #expect(abs(f.tracking(.body, text: "Hello, World! Ωμέγα Привет – “ok” 👋🏽") - 17 * -0.026) < 1e-9)
        #expect(abs(f.tracking(TextStyle(size: 28), text: "Title") - 28 * 0.013) < 1e-9)  // the Display column
        for text in ["שלום", "Hello שלום", "مرحبا", "नमस्ते", "สวัสดี", "你好", "こんにちは", "안녕하세요"] {
            #expect(f.tracking(.body, text: text) == 0, "\(text)")
        }
        #expect(f.tracking(TextStyle(size: 17, design: .rounded), text: "Hello") == 0)
        #expect(try FontConfiguration.custom(file: FontConfiguration.dejavuDirectory + "/DejaVuSans.ttf")
                    .tracking(.body, text: "Hello") == 0)
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
