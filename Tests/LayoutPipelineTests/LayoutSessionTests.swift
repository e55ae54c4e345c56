import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import Synchronization
import Testing

/// Relayout: a session answers an unchanged layout from its last result, lays out again when the viewport
/// changes (frames equal to a fresh layout), and keeps text measurements across layouts.
@Suite("Layout sessions")
struct LayoutSessionTests {
    /// Records every request that reaches the real measurer (the box font).
    final class RecordingMeasurer: TextMeasurer {
        let requests = Mutex<[TextRequest]>([])
        func measure(_ r: TextRequest) -> TextLayout {
            requests.withLock { $0.append(r) }
            return BoxFont().measure(r)
        }
        var count: Int { requests.withLock { $0.count } }
    }

    static let tree = #"""
        {"canvas": {"width": 300, "height": 200},
         "root": {"VStack": [{"Text": "A title that wraps when narrow"},
                             {"HStack": [{"Text": "left"}, {"Spacer": {}}, {"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}],
                  "modifiers": [{"padding": 8}]}}
        """#

    func document() throws -> ViewDocument {
        try DocumentDecoder.decode(data: Data(Self.tree.utf8), file: "t.json", baseDirectory: "/")
    }

    @Test("nothing changed: the last result, without laying out or measuring again")
    func unchanged() throws {
        let measurer = RecordingMeasurer()
        let session = try LayoutSession(document: document(), measurer: measurer)
        let first = session.layout()
        let measured = measurer.count
        let second = session.layout()
        #expect(session.layoutCount == 1)
        #expect(measurer.count == measured)
        #expect(FramesJSON.encode(first) == FramesJSON.encode(second))
        let same = session.viewport
        session.viewport = same  // an equal viewport changes nothing
        _ = session.layout()
        #expect(session.layoutCount == 1)
    }

    @Test("a new width lays out again; the frames equal a fresh layout at that width", arguments: [120, 300, 37])
    func newWidth(_ width: CGFloat) throws {
        let doc = try document()
        let session = try LayoutSession(document: doc, measurer: BoxFont())
        _ = session.layout()
        session.setProposal(ProposedViewSize(width: width, height: nil))
        let relaid = session.layout()
        #expect(session.layoutCount == 2)
        var viewport = try Viewport.resolve(document: doc, scale: 2)
        viewport.proposal = ProposedViewSize(width: width, height: nil)
        let fresh = viewport.layout(doc.root, measurer: BoxFont())
        #expect(FramesJSON.encode(relaid) == FramesJSON.encode(fresh))
        #expect(relaid.root.proposal == ProposedViewSize(width: width, height: nil))
    }

    @Test("a new canvas lays out again in it; back to an earlier width measures nothing new")
    func warmCache() throws {
        let measurer = RecordingMeasurer()
        let session = try LayoutSession(document: document(), measurer: measurer)
        let wide = session.layout()
        let afterFirst = measurer.count
        session.setCanvas(CGSize(width: 120, height: 400))
        let narrow = session.layout()
        #expect(narrow.canvas == CGSize(width: 120, height: 400))
        #expect(measurer.count > afterFirst, "the narrow width asks new questions")
        let afterNarrow = measurer.count
        session.setCanvas(CGSize(width: 300, height: 200))
        let back = session.layout()
        #expect(session.layoutCount == 3)
        #expect(measurer.count == afterNarrow, "every answer at the first width is still cached")
        #expect(FramesJSON.encode(back) == FramesJSON.encode(wide))
        // Each distinct request reached the measurer once.
        let requests = measurer.requests.withLock { $0 }
        #expect(Set(requests).count == requests.count)
    }

    @Test("a pipeline's session starts from the viewport layout would use, and its results draw like layout's")
    func fromPipeline() throws {
        let dir = try Temp.directory()
        let path = try Temp.write(Self.tree, "t.json", in: dir)
        let pipeline = Pipeline(options: PipelineOptions(overrides: ViewportOverrides(proposal: ProposedViewSize(width: 150, height: nil))))
        let figure = try pipeline.loadOne(path)
        let measurer = try MeasurerPool().measurer(for: figure.fonts, input: path)
        let session = try pipeline.session(figure, measurer: measurer)
        let laid = try pipeline.layout(figure, measurer: measurer)
        #expect(session.viewport.proposal == ProposedViewSize(width: 150, height: nil))
        let drawn = LaidOutFigure(label: path, content: .view(session.layout()), measurer: measurer)
        #expect(try drawn.render(.png, options: RenderOptions()) == (try laid.render(.png, options: RenderOptions())))
    }

    @Test("a replaced document is laid out in the same viewport; text it shares with the old one is not measured again")
    func replacedDocument() throws {
        let measurer = RecordingMeasurer()
        let session = try LayoutSession(document: document(), measurer: measurer)
        _ = session.layout()
        let before = measurer.count
        let edited = try DocumentDecoder.decode(data: Data(Self.tree.replacingOccurrences(of: "\"left\"", with: "\"right\"").utf8),
                                                file: "t.json", baseDirectory: "/")
        session.replaceDocument(edited)
        let result = session.layout()
        #expect(session.layoutCount == 2)
        #expect(FramesJSON.encode(result) == FramesJSON.encode(session.viewport.layout(edited.root, measurer: BoxFont())))
        let new = measurer.requests.withLock { Array($0[before...]) }
        #expect(!new.isEmpty && new.allSatisfy { $0.string == "right" }, "only the edited text is measured")
        _ = session.layout()
        #expect(session.layoutCount == 2)
    }

    @Test("the scale is the viewport's: a session at @3x rounds text to thirds")
    func scale() throws {
        let session = try LayoutSession(document: document(), scale: 3, measurer: BoxFont(advance: 0.3))
        #expect(session.layout().scale == 3)
    }
}
