import Foundation
import LayoutCore
import LayoutJSON
import PangoCairoBackend
import Synchronization

/// One document kept laid out while its viewport changes (a live preview resized, an inspector changing the
/// proposal): the document, the measurer, the viewport and the last result.
/// - `layout()` with nothing changed since the last layout returns that result without any work;
/// - a changed viewport (`viewport`, `setProposal`, `setCanvas`) makes the next `layout()` lay out again;
/// - text measurements stay cached across layouts of the session (the measurer's memo: `PangoTextMeasurer`
///   memoises by itself, any other measurer is wrapped in a `MemoizingTextMeasurer`), so a relayout measures
///   only text proposals it has not seen.
/// - a changed canvas, proposal or safe area lays out incrementally: the engine's tree is kept
///   (`LayoutCore.RetainedLayout`), and every node's answers per proposal with it, so only proposals not seen
///   before are computed and placement runs again; a changed scale or environment builds the engine's tree anew.
/// Not thread-safe: one session, one thread.
public final class LayoutSession {
    public let document: ViewDocument
    public let measurer: any TextMeasurer
    public let reportsGuides: Bool
    /// Changing it invalidates the last result (setting an equal viewport does not).
    public var viewport: Viewport {
        didSet { if viewport != oldValue { stale = true } }
    }
    /// Layouts actually computed (not answered from the last result).
    public private(set) var layoutCount = 0
    private var last: LayoutResult?
    private var stale = true
    /// The engine's tree kept across layouts, and the scale and environment it was built for.
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
        if let last, !stale { return last }
        let result = relayout(viewport, previous: last)
        layoutCount += 1
        last = result
        stale = false
        return result
    }

    /// A new proposal for the root (nil: the canvas minus its safe area, or nil x nil).
    public func setProposal(_ proposal: ProposedViewSize?) { viewport.proposal = proposal }

    /// A new canvas (nil: the root's own size; the safe area is dropped with it).
    public func setCanvas(_ canvas: CGSize?, safeArea: EdgeInsets = EdgeInsets()) {
        viewport.canvas = canvas
        viewport.safeArea = canvas == nil ? EdgeInsets() : safeArea
    }

    /// Lays out in `viewport`, reusing the engine's tree (and its answers per proposal) when the scale and
    /// environment are the ones it was built for. `previous` is the last result, nil the first time.
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

/// A measurer whose answers are kept: each distinct request is measured once by the wrapped measurer.
/// Thread-safe.
public final class MemoizingTextMeasurer: TextMeasurer, Sendable {
    public let base: any TextMeasurer
    private let cache = Mutex<[TextRequest: TextLayout]>([:])

    public init(_ base: any TextMeasurer) { self.base = base }

    public func measure(_ request: TextRequest) -> TextLayout {
        if let hit = cache.withLock({ $0[request] }) { return hit }
        let answer = base.measure(request)
        cache.withLock { $0[request] = answer }
        return answer
    }
}
