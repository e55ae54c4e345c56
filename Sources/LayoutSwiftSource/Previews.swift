import LayoutCore
import LayoutJSON
import SwiftSyntax

/// How a preview asks to be shown (docs/swift-source.md, "Previews"): the canvas policy of Xcode's preview
/// canvas (../shared/spec/previews-and-controls.md §1.2). The command line's `--canvas`, `--proposal`,
/// `--safe-area` and `--device` override it.
public enum PreviewLayout: Sendable, Equatable {
    /// `.defaultLayout` / `.previewLayout(.device)`: the whole device screen with its safe areas.
    case device
    /// `.sizeThatFitsLayout` / `.previewLayout(.sizeThatFits)`: offered the device's size, cropped to the view's.
    case sizeThatFits
    /// `.fixedLayout(width:height:)` / `.previewLayout(.fixed(width:height:))`: proposed that size in a canvas
    /// of that size.
    case fixed(width: Double, height: Double)
}

/// The viewport a figure asks for; nil fields mean "the default".
public struct PreviewViewport: Sendable, Equatable {
    public var layout: PreviewLayout = .device
    /// `.previewDevice("iPhone 15 Pro")`.
    public var device: String?
    /// A landscape trait or `.previewInterfaceOrientation(.landscapeLeft)`.
    public var landscape = false

    public init(layout: PreviewLayout = .device, device: String? = nil, landscape: Bool = false) {
        self.layout = layout
        self.device = device
        self.landscape = landscape
    }
}

enum Previews {
    static let modifiers: Set<String> = ["previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation"]

    /// Reads traits (`.fixedLayout(width:height:)`, `.sizeThatFitsLayout`, `.landscapeLeft`) and preview modifiers.
    static func apply(_ v: Value, to viewport: inout PreviewViewport, _ it: Interpreter, at p: SourcePosition)
        throws(InputDiagnostic) {
        if case .symbol(let s) = v, s.name == nil, case .string(let device)? = s.arguments?.first?.value {
            viewport.device = device
            return
        }
        guard case .symbol(let s) = v, let n = s.name else {
            if case .string(let device) = v { viewport.device = device; return }
            if case .null = v { return }
            throw it.error("expected a preview trait, got \(v.typeDescription)", at: p)
        }
        switch n {
        case "defaultLayout", "device": viewport.layout = .device
        case "sizeThatFitsLayout", "sizeThatFits": viewport.layout = .sizeThatFits
        case "fixedLayout", "fixed":
            let args = s.arguments ?? []
            guard let w = args.first(where: { $0.label == "width" }).flatMap({ Arithmetic.number($0.value) }),
                  let h = args.first(where: { $0.label == "height" }).flatMap({ Arithmetic.number($0.value) }),
                  w > 0, h > 0, w <= 10_000, h <= 10_000 else {
                throw it.error("\(n)(width:height:) needs two sizes greater than 0 and at most 10000", at: p)
            }
            viewport.layout = .fixed(width: w, height: h)
        case "portrait", "portraitUpsideDown": viewport.landscape = false
        case "landscapeLeft", "landscapeRight": viewport.landscape = true
        case "init":
            if case .string(let device)? = s.arguments?.first?.value { viewport.device = device }
        default:
            throw it.error("unknown preview trait .\(n); expected .defaultLayout, .sizeThatFitsLayout, "
                           + ".fixedLayout(width:height:) or an orientation", at: p)
        }
    }
}
