import Foundation
import LayoutCore
import LayoutJSON

/// Everything outside the view tree that a layout depends on, decided once per figure: the canvas (nil = the
/// canvas is the root's own size), what the root is proposed (nil = the canvas minus its safe area, or nil x
/// nil without a canvas), the canvas's unsafe bands, the pixel scale text rounds to, and the environment.
///
/// The scale lives here and nowhere else: the engine lays out at it, the `LayoutResult` carries it, the
/// display list snaps to the result's scale and the PNG is drawn at the display list's, so a layout at one
/// scale cannot be drawn at another. `Viewport.resolve` (ViewportResolution.swift) decides one from what the
/// source says and what the caller overrides.
public struct Viewport: Sendable, Hashable {
    public var canvas: CGSize?
    public var proposal: ProposedViewSize?
    /// Zero without a canvas (there is no screen, so no safe area).
    public var safeArea: EdgeInsets
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    public var environment: EnvironmentValues

    public static let scales = [1, 2, 3]

    public init(canvas: CGSize? = nil, proposal: ProposedViewSize? = nil, safeArea: EdgeInsets = EdgeInsets(),
                scale: Int = 2, environment: EnvironmentValues = EnvironmentValues()) {
        self.canvas = canvas
        self.proposal = proposal
        self.safeArea = safeArea
        self.scale = scale
        self.environment = environment
    }

    /// Throws when the scale is not 1, 2 or 3 or the safe area is out of range or larger than the canvas.
    public func validate() throws(PipelineError) {
        guard Self.scales.contains(scale) else { throw PipelineError.usage("scale must be 1, 2 or 3 (got \(scale))") }
        let edges = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing]
        guard edges.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10_000 }) else {
            throw PipelineError.usage("the safe area insets must be between 0 and 10000")
        }
        if let canvas, safeArea.total(.horizontal) > canvas.width || safeArea.total(.vertical) > canvas.height {
            throw PipelineError.usage("the safe area \(ViewportText.insets(safeArea)) is larger than the canvas "
                                      + ViewportText.size(canvas))
        }
    }

    /// The engine that lays out in this viewport (its scale and environment) with `measurer`.
    public func engine(measurer: any TextMeasurer, reportsGuides: Bool = false) -> LayoutEngine {
        LayoutEngine(measurer: measurer, scale: CGFloat(scale), reportsGuides: reportsGuides, environment: environment)
    }

    /// Lays out `root` in this viewport.
    public func layout(_ root: ViewNode, measurer: any TextMeasurer, reportsGuides: Bool = false) -> LayoutResult {
        engine(measurer: measurer, reportsGuides: reportsGuides)
            .layout(root, canvas: canvas, proposal: proposal, safeArea: layoutSafeArea)
    }

    /// `layout(_:measurer:reportsGuides:)` for a caller that gives up its view tree: the engine's tree is built
    /// from `root`, which is then freed before the tree is laid out, so the view tree and the result are never
    /// in memory together (a million views stay under 1 GB; docs/limits.md). The same result.
    public func layout(consuming root: consuming ViewNode, measurer: any TextMeasurer,
                       reportsGuides: Bool = false) -> LayoutResult {
        // An initializer's argument is consumed: `root` is released once the engine's tree is built.
        let retained = RetainedLayout(engine: engine(measurer: measurer, reportsGuides: reportsGuides), root: root)
        return retained.layout(canvas: canvas, proposal: proposal, safeArea: layoutSafeArea)
    }

    /// Without a canvas there is no screen, so no safe area.
    private var layoutSafeArea: EdgeInsets { canvas == nil ? EdgeInsets() : safeArea }

    /// `layout` with the negotiation recorded (docs/explain.md): at most `eventLimit` events (the inspector's
    /// page keeps the default limit; `explain` records them all). A caller that passes its last reference to the
    /// view tree (`consume`) lets it be freed once the engine's tree is built.
    public func layoutWithTrace(_ root: consuming ViewNode, measurer: any TextMeasurer,
                                eventLimit: Int = LayoutTrace.maxEvents) -> (result: LayoutResult, trace: LayoutTrace) {
        engine(measurer: measurer)
            .layoutWithTrace(consume root, canvas: canvas, proposal: proposal, safeArea: canvas == nil ? EdgeInsets() : safeArea,
                             eventLimit: eventLimit)
    }
}

/// How viewport values are written in messages and names: `390x844`, `320xnil`, `59,0,34,0`.
public enum ViewportText {
    public static func size(_ s: CGSize) -> String { "\(NumberFormat.decimal(s.width))x\(NumberFormat.decimal(s.height))" }

    public static func proposal(_ p: ProposedViewSize) -> String {
        func side(_ v: CGFloat?) -> String { v.map { $0.isInfinite ? "inf" : NumberFormat.decimal($0) } ?? "nil" }
        return side(p.width) + "x" + side(p.height)
    }

    public static func insets(_ e: EdgeInsets) -> String {
        [e.top, e.leading, e.bottom, e.trailing].map { NumberFormat.decimal($0) }.joined(separator: ",")
    }
}
