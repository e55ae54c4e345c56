import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import PangoCairoBackend
import Testing

/// Incremental relayout gives the frames of a fresh layout: every fixture's tree is laid out by a
/// `LayoutSession` (which keeps the engine's tree and its answers per proposal, `RetainedLayout`), proposed a
/// narrower width, then its own proposal again; each result's frame dump (frames, proposals, guides) must equal
/// a fresh layout's at the same viewport.
@Suite("Relayout over the fixtures")
struct RelayoutFixtureTests {
    @Test("a session's layouts at changing widths equal fresh layouts", arguments: FixtureTests.fixtures)
    func relayout(_ name: String) throws {
        let measurer = try #require(FixtureTests.measurer)
        let dir = FixtureTests.root.appendingPathComponent(name)
        let path = dir.appendingPathComponent("tree.json").path
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .view(let document) = try DocumentDecoder.decodeInput(data: data, file: path,
                                                                          baseDirectory: dir.path) else { return }
        let start = try Viewport.resolve(document: document, scale: 2)
        let session = LayoutSession(document: document, viewport: start, measurer: measurer, reportsGuides: true)
        // With state, a fresh layout is the settled pass loop in that viewport (docs/semantics.md §10.7).
        func fresh(_ viewport: Viewport) throws -> String {
            FramesJSON.encode(try StatePassLoop.run(document, label: path) {
                viewport.layout($0, measurer: measurer, reportsGuides: true)
            }.result)
        }
        let first = FramesJSON.encode(session.layout())
        #expect(try first == fresh(start))
        var narrow = start
        let width = start.proposal?.width ?? start.canvas?.width ?? 200
        narrow.proposal = ProposedViewSize(width: (width.isFinite ? width : 200) * 0.6,
                                           height: start.proposal?.height ?? start.canvas?.height)
        session.viewport = narrow
        #expect(try FramesJSON.encode(session.layout()) == fresh(narrow), "at \(narrow.proposal.map(ViewportText.proposal) ?? "")")
        session.viewport = start
        #expect(FramesJSON.encode(session.layout()) == first, "back at the first viewport")
    }
}
