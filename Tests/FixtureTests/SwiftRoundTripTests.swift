import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import LayoutSwiftSource
import PangoCairoBackend
import Testing

/// One tree, two spellings (docs/convert.md): the Swift the printer writes for a JSON tree, read back by the
/// Swift front end's interpreter (`LayoutSwiftSource`) in the viewport its preview traits and `// layoutviz:`
/// comments give, lays out to byte-identical frames, SVG and PNG; and Swift → JSON → Swift prints the same
/// Swift again. Checked for every Swift twin of the docs (every gallery tree) and every fixture tree.
@Suite("Swift round trip")
struct SwiftRoundTripTests {
    static let repo = DocsExamplesTests.repo

    /// Frames, SVG and PNG (@2x, debug borders, white) of `root` in `viewport`.
    static func outputs(_ root: ViewNode, _ viewport: Viewport, fonts: FontConfiguration) throws -> (String, Data, Data) {
        let measurer = try PangoTextMeasurer(fonts: fonts)
        let result = viewport.layout(root, measurer: measurer, reportsGuides: true)
        let list = DisplayList(result, options: RenderOptions(background: .white, debug: .borders))
        return (FramesJSON.encode(result), Data(SVGRenderer.render(list, fonts: measurer.fonts).utf8),
                Data(try PNGRenderer.render(list, measurer: measurer)))
    }

    /// The viewport a Swift preview asks for, as the command line gives it: its traits, then the options of the
    /// comments above it.
    static func viewport(_ figure: SwiftFigure, swift: String, baseDirectory: String) throws -> Viewport {
        var hints = ViewportHints(device: figure.viewport.device, orientation: figure.viewport.landscape ? .landscape : .portrait)
        switch figure.viewport.layout {
        case .fixed(let w, let h): hints.canvas = CGSize(width: w, height: h)
        case .sizeThatFits:
            let device = DeviceCatalog.named(figure.viewport.device ?? "default")?.screen(hints.orientation).size
            hints.device = nil
            hints.proposal = device.map { ProposedViewSize(width: $0.width, height: $0.height) }
        case .device: if hints.device == nil { hints.device = "default" }
        }
        let options = try PreviewComments.pipelineOptions(swift, baseDirectory: baseDirectory)
        return try Viewport.resolve(hints: hints, overrides: options.overrides, scale: 2,
                                    environment: figure.document.environment)
    }

    /// Checks one pair: `swift` is what the printer writes for `json`.
    static func check(json: String, swift: String, name: String, baseDirectory: String) throws {
        let document = try DocumentDecoder.decode(data: Data(json.utf8), file: name, baseDirectory: baseDirectory)
        let fonts = try FontConfiguration.standard()
        let expected = try outputs(document.root, try Viewport.resolve(document: document, scale: 2), fonts: fonts)
        let module = try SwiftSourceModule.load(sources: [(name + ".swift", swift)], directory: baseDirectory)
        let figures = try module.previews()
        try #require(figures.count == 1, "\(name): \(figures.count) previews")
        let figure = figures[0]
        let actual = try outputs(figure.document.root, try viewport(figure, swift: swift, baseDirectory: baseDirectory),
                                 fonts: fonts)
        #expect(actual.0 == expected.0, "\(name): the Swift's frames differ")
        #expect(actual.1 == expected.1, "\(name): the Swift's SVG differs")
        #expect(actual.2 == expected.2, "\(name): the Swift's PNG differs")
        // Swift → JSON → Swift: the same Swift, except where the interpreter expands a ForEach into its views
        // (its JSON has no ForEach); then the expanded Swift is a fixed point.
        let again = try SwiftPrinter.swiftSource(data: Data(try documentJSON(figure, swift: swift).utf8), file: name,
                                                 baseDirectory: baseDirectory)
        if json.contains("\"ForEach\"") {
            let twice = try SwiftSourceModule.load(sources: [(name + ".swift", again)], directory: baseDirectory).previews()
            try #require(twice.count == 1)
            let third = try SwiftPrinter.swiftSource(data: Data(try documentJSON(twice[0], swift: again).utf8), file: name,
                                                     baseDirectory: baseDirectory)
            #expect(third == again, "\(name): Swift → JSON → Swift is not stable:\n\(third)")
        } else {
            #expect(again == swift, "\(name): Swift → JSON → Swift is not stable:\n\(again)")
        }
    }

    /// What the interpreter (LayoutSwiftSource) does not read yet, found by these tests; a pair whose Swift
    /// uses one is a known issue (Swift Testing reports it again as soon as the interpreter reads it, so the
    /// entry is removed then). Each is SwiftUI that Swift compiles.
    static let interpreterGaps: [(pattern: String, gap: String)] = []

    /// `check`, with the interpreter's known gaps that `swift` runs into as known issues.
    static func checkPair(json: String, swift: String, name: String, baseDirectory: String) throws {
        let gaps = interpreterGaps.filter { swift.range(of: $0.pattern, options: .regularExpression) != nil }.map(\.gap)
        if gaps.isEmpty {
            try check(json: json, swift: swift, name: name, baseDirectory: baseDirectory)
        } else {
            withKnownIssue(Comment(rawValue: "interpreter: " + gaps.joined(separator: "; "))) {
                try check(json: json, swift: swift, name: name, baseDirectory: baseDirectory)
            }
        }
    }

    /// The figure's tree as a whole document: the interpreter's JSON (root, custom alignments) with the
    /// viewport its preview traits and comments give, written in the document's keys.
    static func documentJSON(_ figure: SwiftFigure, swift: String) throws -> String {
        guard case .object(var doc) = try JSONTree.parse(figure.json) else { return figure.json }
        let options = PreviewComments.options(swift)
        if case .fixed(let w, let h) = figure.viewport.layout {
            var canvas: [String: JSONTree] = ["width": .number(w), "height": .number(h)]
            if let insets = options["--safe-area"] {
                let values = insets.split(separator: ",").map { Double($0) ?? 0 }
                var safe: [String: JSONTree] = [:]
                for (key, v) in zip(["top", "leading", "bottom", "trailing"], values) where v != 0 { safe[key] = .number(v) }
                canvas["safeArea"] = .object(safe)
            }
            doc["canvas"] = .object(canvas)
        }
        if let proposal = options["--proposal"], proposal != "nilxnil" || figure.viewport.layout != .sizeThatFits {
            let sides = proposal.split(separator: "x").map { side -> JSONTree in
                side == "nil" ? .null : side == "inf" ? .string("infinity") : .number(Double(side) ?? 0)
            }
            doc["proposal"] = .object(["width": sides[0], "height": sides[1]])
        }
        if let font = options["--font"] { doc["fontFile"] = .string(font) }
        if figure.document.environment.horizontalSizeClass == .regular {
            doc["environment"] = .object(["horizontalSizeClass": .string("regular")])
        }
        return JSONTree.object(doc).serialized()
    }

    /// Every Swift/JSON pair of the docs, by "file:line" of the JSON block.
    static let docPairs: [String: (swift: String, json: String)] = {
        var out: [String: (swift: String, json: String)] = [:]
        for file in SwiftConversionTests.twinPages {
            guard let (lines, twins) = try? SwiftConversionTests.twins(in: file) else { continue }
            for twin in twins {
                guard let range = twin.swift else { continue }
                out["\(file):\(twin.line)"] = (lines[range].joined(separator: "\n") + "\n", twin.json)
            }
        }
        return out
    }()

    @Test("every Swift twin of the docs renders as its JSON twin", arguments: docPairs.keys.sorted())
    func docPair(_ name: String) throws {
        let pair = try #require(Self.docPairs[name])
        try Self.checkPair(json: pair.json, swift: pair.swift, name: name, baseDirectory: Self.repo.path)
    }

    @Test("every fixture tree's Swift renders as the tree", arguments: SwiftConversionTests.trees)
    func fixture(_ path: String) throws {
        let url = Self.repo.appendingPathComponent(path)
        let json = try String(contentsOf: url, encoding: .utf8)
        guard !json.contains("\"compare\"") else { return }  // sheets: their panels are documents of their own
        let base = url.deletingLastPathComponent().path
        let swift = try SwiftPrinter.swiftSource(data: Data(json.utf8), file: path, baseDirectory: base)
        try Self.checkPair(json: json, swift: swift, name: path, baseDirectory: base)
    }
}
