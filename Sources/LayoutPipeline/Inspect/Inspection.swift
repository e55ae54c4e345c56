import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// Everything the inspector page shows about one view figure (docs/inspector.md): the figure laid out at the
/// target scale with its explicit guides, the negotiation (`LayoutTrace`, nil when it has more than
/// `LayoutTrace.maxEvents` steps), where the input wrote each placed node (pre-order, `NodeOrigins`), the
/// viewport (for the safe-area bands) and the input's name for locations. Made by `Pipeline.inspect`.
public struct Inspection: Sendable {
    public var laidOut: LaidOutFigure
    public var result: LayoutResult
    public var trace: LayoutTrace?
    public var origins: [NodeOrigin?]
    public var viewport: Viewport
    /// The input as named in locations (`cases/card.json`).
    public var file: String
}

extension Pipeline {
    /// A view figure laid out for the inspector at `scale` (default: the options'); a sheet is refused (inspect
    /// one panel's tree). The trace is a second layout with the tracer, as `explain` makes it.
    public func inspect(_ figure: LoadedFigure, measurer: PangoTextMeasurer, scale: Int? = nil)
        throws(PipelineError) -> Inspection {
        guard case .view(let document) = figure.content else {
            throw PipelineError.about(figure.label, "a comparison sheet cannot be inspected; render one panel's "
                                      + "tree to .html")
        }
        let laidOut = try layout(figure, measurer: measurer, scale: scale, guides: true)
        guard let result = laidOut.result else {
            throw PipelineError.about(figure.label, "a comparison sheet cannot be inspected")
        }
        let viewport = try viewport(hints: figure.figure.hints, environment: document.environment, scale: scale,
                                    label: figure.label)
        var traced = (result: result, trace: LayoutTrace(nodes: [], events: []))
        let root = try StatePassLoop.run(document, label: figure.label) {
            traced = viewport.layoutWithTrace($0, measurer: measurer)
            return traced.result
        }.root
        return Inspection(laidOut: laidOut, result: result, trace: traced.trace.isTruncated ? nil : traced.trace,
                          origins: NodeOrigins.match(result.root, root), viewport: viewport,
                          file: figure.source)
    }
}
