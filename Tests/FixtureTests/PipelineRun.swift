import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender

/// The fixture, sheet and gallery tests render through the same pipeline as `layoutviz render`/`layout`
/// (scale 2, the pinned fonts), so the committed bytes they compare are the tool's bytes.
enum PipelineRun {
    static let pipeline = Pipeline()

    /// The figures of a JSON text, named `name` in messages, relative paths from `directory`.
    static func figures(_ json: Data, name: String, directory: String) throws -> [LoadedFigure] {
        try pipeline.load(SourceFile(name: name, data: json, baseDirectory: directory, fileExtension: "json"))
    }

    /// One figure laid out with the shared measurer (`guides`: as the frame dump reports them).
    static func layout(_ figure: LoadedFigure, guides: Bool = false) throws -> LaidOutFigure {
        guard let measurer = FixtureTests.measurer else { throw PipelineError("the pinned fonts are not installed") }
        return try pipeline.layout(figure, measurer: measurer, guides: guides)
    }

    /// @2x PNG with debug borders on white: what `layoutviz render --debug` writes.
    static let debugBorders = RenderOptions(background: .white, debug: .borders)
}
