import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import Testing

/// The SVG writer's bytes for every fixture and demo example, locked by their SHA-256 digests in
/// Fixtures/svg-digests.txt (one line per input and variant: name, variant, digest), compared as a golden file
/// (`GoldenFiles`: LAYOUTVIZ_RECORD=all rewrites it). The variants draw fonts named only (`reference`: no font
/// subsetting in the bytes), with debug labels (borders, tags and the legend), and in dark mode with a margin, so
/// every element the writer makes for those inputs (shapes, paths, text, groups, clips, transforms, shadows,
/// masks, images) is covered by a byte the digest sees.
@Suite("SVG digests")
struct SVGDigestTests {
    static let variants: [(name: String, options: RenderOptions)] = [
        ("labels", RenderOptions(background: .white, debug: .labels, textMode: .reference)),
        ("dark-margin", RenderOptions(background: SystemColor.systemBackground.color, colorScheme: .dark, margin: 8,
                                      textMode: .reference)),
    ]

    /// Input files: each fixture's tree.json and each demo example, relative to Fixtures/.
    static var inputs: [String] {
        FixtureTests.fixtures.map { "\($0)/tree.json" } + FixtureTests.examples.map { "examples/\($0)" }
    }

    @Test("every fixture's and example's SVG has the recorded bytes")
    func digests() throws {
        var lines: [String] = []
        for input in Self.inputs {
            let url = FixtureTests.root.appendingPathComponent(input)
            let figures = try PipelineRun.figures(try Data(contentsOf: url), name: url.path,
                                                  directory: url.deletingLastPathComponent().path)
            let laid = try PipelineRun.layout(try #require(figures.first))
            for variant in Self.variants {
                let svg = try laid.render(.svg, options: variant.options)
                lines.append("\(input) \(variant.name) \(SHA256Hasher.hex(svg))")
            }
        }
        #expect(lines.count == 2 * Self.inputs.count)
        let url = FixtureTests.root.appendingPathComponent("svg-digests.txt")
        try GoldenFiles.check(Data((lines.joined(separator: "\n") + "\n").utf8), at: url, name: "SVG digests",
                              artifacts: "svg-digests")
    }
}
