import Foundation
import LayoutCore
import LayoutJSON
import PangoCairoBackend

/// One document kept laid out while its viewport changes (a live preview resized, an inspector changing the
/// proposal): the document, the measurer, the viewport and the last result.
/// - `layout()` with nothing changed since the last layout returns that result without any work;
/// - a changed viewport (`viewport`, `setProposal`, `setCanvas`) makes the next `layout()` lay out again;
/// - a new document (`replaceDocument`, a live preview's next edit) too, with nothing kept from the old tree
///   but the text measurements;
/// - text measurements stay cached across layouts of the session (the measurer's memo: `PangoTextMeasurer`
///   memoises by itself, any other measurer is wrapped in a `MemoizingTextMeasurer`), so a relayout measures
///   only text proposals it has not seen.
/// - a changed canvas, proposal or safe area lays out incrementally: the engine's tree is kept
///   (`LayoutCore.RetainedLayout`), and every node's answers per proposal with it, so only proposals not seen
///   before are computed and placement runs again; a changed scale or environment builds the engine's tree anew.
/// - a document with state (docs/semantics.md §10.7) runs the state passes again for every new viewport, from
///   its initial state, as SwiftUI updates the view when its size changes (a preference that depends on the
///   size sets the state anew); each pass builds a new tree, so nothing is retained. A layout that does not
///   settle: `checkedLayout()` throws the loop's error; `layout()` returns the tree laid out without the passes.
/// Not thread-safe: one session, one thread.
public final class LayoutSession {
    public private(set) var document: ViewDocument
    public let measurer: any TextMeasurer
    public let reportsGuides: Bool
    /// What errors name when they have no location of their own (the input's name).
    public var label = ""
    /// Changing it invalidates the last result (setting an equal viewport does not).
    public var viewport: Viewport {
        didSet { if viewport != oldValue { stale = true } }
    }
    /// Layouts actually computed (not answered from the last result).
    public private(set) var layoutCount = 0
    private var last: LayoutResult?
    private var stale = true
    /// The last result is of another document: nothing of it may be reused.
    private var documentReplaced = false
    /// The engine's tree kept across layouts, and the scale and environment it was built for (dropped with
    /// the document it was built from).
    private var retained: (layout: RetainedLayout, scale: Int, environment: EnvironmentValues)?

    public init(document: ViewDocument, viewport: Viewport, measurer: any TextMeasurer, reportsGuides: Bool = false) {
        self.document = document
        self.viewport = viewport
        self.measurer = measurer is PangoTextMeasurer || measurer is MemoizingTextMeasurer
            ? measurer : MemoizingTextMeasurer(measurer)
        self.reportsGuides = reportsGuides
    }

    /// A session for a document laid out as its file says (its canvas, safe area, proposal, environment).
    public convenience init(document: ViewDocument, scale: Int = 2, measurer: any TextMeasurer,
                            reportsGuides: Bool = false) throws(PipelineError) {
        self.init(document: document, viewport: try Viewport.resolve(document: document, scale: scale),
                  measurer: measurer, reportsGuides: reportsGuides)
    }

    /// The last result, or a new layout when there is none or the viewport changed since.
    public func layout() -> LayoutResult {
        if let result = try? checkedLayout() { return result }
        return viewport.layout(document.root, measurer: measurer, reportsGuides: reportsGuides)
    }

    /// `layout()`, with the state pass loop's error when a document with state does not settle in this viewport.
    public func checkedLayout() throws(PipelineError) -> LayoutResult {
        if let last, !stale { return last }
        let result: LayoutResult
        if document.state != nil {
            let viewport = viewport, measurer = measurer, guides = reportsGuides
            result = try StatePassLoop.run(document, label: label) {
                viewport.layout($0, measurer: measurer, reportsGuides: guides)
            }.result
        } else {
            result = relayout(viewport, previous: documentReplaced ? nil : last)
        }
        layoutCount += 1
        last = result
        stale = false
        documentReplaced = false
        return result
    }

    /// A new tree for the same session (the viewport and the measurer's memo stay): the next `layout()` lays
    /// it out.
    public func replaceDocument(_ document: ViewDocument) {
        self.document = document
        stale = true
        documentReplaced = true
        retained = nil
    }

    /// A new proposal for the root (nil: the canvas minus its safe area, or nil x nil).
    public func setProposal(_ proposal: ProposedViewSize?) { viewport.proposal = proposal }

    /// A new canvas (nil: the root's own size; the safe area is dropped with it).
    public func setCanvas(_ canvas: CGSize?, safeArea: EdgeInsets = EdgeInsets()) {
        viewport.canvas = canvas
        viewport.safeArea = canvas == nil ? EdgeInsets() : safeArea
    }

    /// Lays out in `viewport`, reusing the engine's tree (and its answers per proposal) when the scale and
    /// environment are the ones it was built for. `previous` is the last result of this document (in the old
    /// viewport), nil the first time and after `replaceDocument`.
    private func relayout(_ viewport: Viewport, previous: LayoutResult?) -> LayoutResult {
        let tree: RetainedLayout
        if let retained, retained.scale == viewport.scale, retained.environment == viewport.environment {
            tree = retained.layout
        } else {
            tree = RetainedLayout(engine: viewport.engine(measurer: measurer, reportsGuides: reportsGuides),
                                  root: document.root)
            retained = (tree, viewport.scale, viewport.environment)
        }
        return tree.layout(canvas: viewport.canvas, proposal: viewport.proposal,
                           safeArea: viewport.canvas == nil ? EdgeInsets() : viewport.safeArea)
    }
}
