import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import PangoCairoBackend
import Testing

/// SVG text modes through the pipeline (docs/rendering.md, "Text in SVG"): embedded subset fonts that are real,
/// working fonts for exactly the drawn text; outlines; references as before.
@Suite("SVG text modes")
struct SVGTextModeTests {
    static let tree = #"""
    {"canvas": {"width": 240, "height": 80}, "root": {"VStack": [
      {"Text": "Hello, World!"},
      {"Text": "Bold face", "modifiers": [{"fontWeight": "semibold"}]},
      {"Text": "mono 123", "modifiers": [{"font": {"size": 17, "design": "monospaced"}}]}
    ]}}
    """#

    func svg(_ mode: SVGTextMode, _ json: String = tree) throws -> String {
        let dir = try Temp.directory()
        let path = try Temp.write(json, "t.json", in: dir)
        let pipeline = Pipeline()
        let figure = try #require(try pipeline.load(path).first)
        let laid = try pipeline.layout(figure, measurer: MeasurerPool().measurer(for: figure.fonts, input: figure.source))
        return String(decoding: try laid.render(.svg, options: RenderOptions(textMode: mode)), as: UTF8.self)
    }

    /// The base64 font files of a style sheet, in order, with their family and weight.
    func embeddedFonts(_ svg: String) -> [(family: String, weight: String, data: Data)] {
        let pattern = #/@font-face\{font-family:'([^']+)';font-weight:(\d+);font-style:\w+;src:url\(data:font/\w+;base64,([A-Za-z0-9+/=]+)\)\}/#
        return svg.matches(of: pattern).compactMap { m in
            Data(base64Encoded: String(m.output.3)).map { (String(m.output.1), String(m.output.2), $0) }
        }
    }

    @Test("embed: one @font-face per face used, subset, in first-use order; text stays <text> naming those families")
    func embedded() throws {
        let out = try svg(.embed)
        let fonts = embeddedFonts(out)
        #expect(fonts.map { "\($0.family) \($0.weight)" } == ["Inter 400", "Inter 600", "DejaVu Sans Mono 400"])
        #expect(fonts.first?.data.starts(with: Array("OTTO".utf8)) == true)
        let source = try #require(FileManager.default.attributesOfItem(
            atPath: FontConfiguration.interDirectory + "/Inter-Regular.otf")[.size] as? Int)
        for font in fonts { #expect(font.data.count < source / 10) }
        #expect(out.contains(#"font-family="'Inter', sans-serif" font-size="17" font-weight="600""#))
        #expect(out.contains(#"font-family="'DejaVu Sans Mono', monospace""#))
        #expect(out.contains(">Hello, World!</text>"))
        #expect(out.contains("font-synthesis:none"))
        #expect(try svg(.embed) == out)
    }

    @Test("an embedded subset is a working font for the drawn text: it measures exactly as the pinned font")
    func subsetMeasuresTheSame() throws {
        let fonts = embeddedFonts(try svg(.embed))
        let regular = try #require(fonts.first)
        let dir = try Temp.directory()
        let file = dir.appendingPathComponent("subset.otf").path
        try regular.data.write(to: URL(fileURLWithPath: file))
        // The subset stands in for the pinned Inter: it gets the pinned default design's tracking.
        var subsetFonts = try FontConfiguration.custom(file: file)
        subsetFonts.appliesSFProTracking = true
        let subset = try PangoTextMeasurer(fonts: subsetFonts)
        let pinned = try PangoTextMeasurer()
        let style = TextStyle(size: 17)
        for text in ["Hello, World!", "World, Hello!"] {
            let request = TextRequest(string: text, style: style, width: nil)
            #expect(subset.measure(request).size.width == pinned.measure(request).size.width)
        }
        // A character the document never drew is not in the subset (the fallback font draws it, wider).
        let absent = TextRequest(string: "QQQ", style: style, width: nil)
        #expect(subset.measure(absent).size.width != pinned.measure(absent).size.width)
    }

    @Test("outlines: paths with the text's fill, no <text>, no fonts; deterministic")
    func outlines() throws {
        let out = try svg(.outlines)
        #expect(!out.contains("<text") && !out.contains("@font-face"))
        #expect(out.contains(#"<path d="M"#) && out.contains(##"Z" fill="#000000"/>"##))
        #expect(try svg(.outlines) == out)
    }

    @Test("outlines cover the whole line, however far right it reaches (nothing is culled)")
    func outlinesWholeLine() throws {
        let json = #"{"canvas": {"width": 700, "height": 30}, "root": {"Text": "padding, then background, then more text to the right end"}}"#
        let out = try svg(.outlines, json)
        let xs = out.matches(of: #/M(\d+(?:\.\d+)?) /#).compactMap { Double(String($0.output.1)) }
        // The line is centred in 700 points and about 450 wide: its last glyph starts past x = 540.
        #expect((xs.max() ?? 0) > 540)
    }

    @Test("reference: fonts named only (no style sheet), as before the modes existed")
    func reference() throws {
        let out = try svg(.reference)
        #expect(!out.contains("<style>"))
        #expect(out.contains(#"font-family="Inter, sans-serif""#))
        #expect(out.count < (try svg(.embed)).count)
    }

    @Test("a document without text has no style sheet in any mode")
    func noText() throws {
        let json = #"{"canvas": {"width": 10, "height": 10}, "root": {"Color": "red"}}"#
        #expect(try svg(.embed, json) == (try svg(.reference, json)))
        #expect(try svg(.outlines, json) == (try svg(.reference, json)))
    }
}

/// The pinned fallback chain and the warning for what it does not cover (docs/rendering.md, "Scripts and
/// fallback fonts").
@Suite("Scripts and fallback fonts")
struct ScriptCoverageTests {
    @Test("every script of the chain is covered by a pinned font", arguments: [
        "修饰符会变为它所作用的视图的父视图", "日本語のテキスト、カタカナ", "한국어 텍스트", "مرحبا بالعالم", "שלום עולם",
        "नमस्ते दुनिया", "สวัสดีชาวโลก", "e\u{301} a\u{308}",
        // Colour emoji (Noto Color Emoji): a ZWJ family, a flag, a skin tone, a keycap.
        "\u{1F44D} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EF}\u{1F1F5} \u{1F44B}\u{1F3FD} 1\u{FE0F}\u{20E3}",
    ])
    func covered(_ text: String) throws {
        #expect(try PangoTextMeasurer().uncoveredCharacters(text).isEmpty)
    }

    @Test("an uncovered character is one warning naming the file, line:column, the Text's JSON path and the code point")
    func warning() throws {
        let dir = try Temp.directory()
        let path = try Temp.write("{\"canvas\": {\"width\": 100, \"height\": 50}, \"root\": {\"VStack\": [{\"Text\": \"ok\"}, {\"Text\": \"a \u{1200} b \u{1200}\"}]}}", "w.json", in: dir)
        let pipeline = Pipeline()
        let figure = try #require(try pipeline.load(path).first)
        let laid = try pipeline.layout(figure, measurer: MeasurerPool().measurer(for: figure.fonts, input: figure.source))
        // The second Text's string (its opening quote) is at column 87.
        #expect(laid.coverageWarnings.map(\.description) == [
            "\(path):1:87: root.VStack[1].Text: warning: U+1200 (ETHIOPIC SYLLABLE HA) is not covered by any pinned font; "
                + "drawn as the missing-glyph box",
        ])
    }
}
