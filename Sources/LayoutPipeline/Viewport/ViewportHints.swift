import Foundation
import LayoutCore
import LayoutJSON

/// What a figure's source says about its viewport: a JSON document's `canvas` (with `safeArea`) and
/// `proposal`; a Swift preview's layout trait or device. Each field is optional: nil means the source says
/// nothing about it.
public struct ViewportHints: Sendable, Hashable {
    public var canvas: CGSize?
    public var safeArea: EdgeInsets?
    public var proposal: ProposedViewSize?
    /// A device name (`DeviceCatalog.named`; "default" = `DeviceCatalog.defaultName`): its screen is the
    /// canvas and its safe area the safe area, unless `canvas`/`safeArea` are given too.
    public var device: String?
    public var orientation: Device.Orientation

    public init(canvas: CGSize? = nil, safeArea: EdgeInsets? = nil, proposal: ProposedViewSize? = nil,
                device: String? = nil, orientation: Device.Orientation = .portrait) {
        self.canvas = canvas
        self.safeArea = safeArea
        self.proposal = proposal
        self.device = device
        self.orientation = orientation
    }

    /// The hints a decoded document carries: its canvas, safe area (with a canvas) and proposal.
    public init(document: ViewDocument) {
        self.init(canvas: document.canvas, safeArea: document.canvas == nil ? nil : document.safeArea,
                  proposal: document.proposal)
    }
}

/// What the caller decides over the source (the command line's `--canvas`, `--proposal`, `--safe-area`,
/// `--device`). Nil fields leave the source's value.
public struct ViewportOverrides: Sendable, Hashable {
    public var canvas: CGSize?
    public var proposal: ProposedViewSize?
    public var safeArea: EdgeInsets?
    public var device: Device?

    public init(canvas: CGSize? = nil, proposal: ProposedViewSize? = nil, safeArea: EdgeInsets? = nil,
                device: Device? = nil) {
        self.canvas = canvas
        self.proposal = proposal
        self.safeArea = safeArea
        self.device = device
    }

    public var isEmpty: Bool { canvas == nil && proposal == nil && safeArea == nil && device == nil }
}

extension Viewport {
    /// Decides a figure's viewport (docs/rendering.md, "Viewport"), field by field, the first that is given:
    /// - canvas: the override's `canvas`, the override's `device` screen, the source's `canvas`, the source's
    ///   device screen, else none (the canvas is the root's size);
    /// - safe area: the override's `safeArea`, the override's device's, the source's `safeArea`, the source's
    ///   device's, else zero; with no canvas there is no safe area, and giving one is an error;
    /// - proposal: the override's `proposal`, the source's, else none (the canvas minus the safe area, or
    ///   nil x nil without a canvas);
    /// - scale and environment: as given (the scale is the caller's; the environment the document's).
    /// The result is validated (`validate()`): a usage error names the bad value.
    public static func resolve(hints: ViewportHints, overrides: ViewportOverrides = ViewportOverrides(), scale: Int,
                               environment: EnvironmentValues = EnvironmentValues()) throws(PipelineError) -> Viewport {
        var sourceDevice: (size: CGSize, safeArea: EdgeInsets)?
        if let name = hints.device {
            guard let d = DeviceCatalog.named(name) else { throw PipelineError(DeviceCatalog.unknown(name)) }
            sourceDevice = d.screen(hints.orientation)
        }
        let overrideDevice = overrides.device?.screen(hints.orientation)
        let canvas = overrides.canvas ?? overrideDevice?.size ?? hints.canvas ?? sourceDevice?.size
        var safeArea = overrides.safeArea ?? overrideDevice?.safeArea ?? hints.safeArea ?? sourceDevice?.safeArea
        if canvas == nil {
            if overrides.safeArea != nil {
                throw PipelineError.usage("--safe-area needs a canvas: the tree has none; add --canvas WxH or --device NAME")
            }
            safeArea = nil
        }
        let viewport = Viewport(canvas: canvas, proposal: overrides.proposal ?? hints.proposal,
                                safeArea: safeArea ?? EdgeInsets(), scale: scale, environment: environment)
        try viewport.validate()
        return viewport
    }

    /// The viewport of a decoded document at `scale`, with `overrides` over its own values.
    public static func resolve(document: ViewDocument, overrides: ViewportOverrides = ViewportOverrides(),
                               scale: Int) throws(PipelineError) -> Viewport {
        try resolve(hints: ViewportHints(document: document), overrides: overrides, scale: scale,
                    environment: document.environment)
    }
}
