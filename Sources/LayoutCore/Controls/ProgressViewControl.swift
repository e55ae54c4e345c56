import Foundation

/// `ProgressView`: with a value, the linear style: a 4-point track (`TrackLayout`, no thumb) as wide as offered,
/// filled to the fraction in the accent colour, below its label (leading, 4 points above) if it has one;
/// without a value, the circular style: a 20 x 20 spinner of eight spokes, 2 x 6 points, in the label colour
/// fading round the circle (docs/semantics.md, "Controls").
public struct ProgressViewControl: ControlBody {
    public static let barThickness: CGFloat = 4
    public static let labelSpacing: CGFloat = 4
    public static let spinnerSize: CGFloat = 20

    /// nil: indeterminate (circular).
    public var value: Double?
    public var total: Double
    public init(value: Double?, total: Double = 1) { self.value = value; self.total = total }

    public var name: String { "ProgressView" }
    public var description: String { "ProgressView(value: \(value.map { "\($0)" } ?? "nil"), total: \(total))" }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let label = environment.shown(label)
        guard let value else {
            let spinner = Self.spinner()
            if label.isEmpty { return spinner }
            return .stack(.vStack(alignment: .center, spacing: nil), [spinner, .label(label).foreground(SystemColor.secondaryLabel.color)])
        }
        let fraction = total > 0 ? CGFloat(value / total) : 0
        let layout = TrackLayout(fraction: fraction, height: Self.barThickness, trackThickness: Self.barThickness,
                                 thumbDiameter: nil)
        let bar = ViewNode(.layout(CustomLayout(layout, typeName: "ProgressTrack")), children: TrackLayout.views(thumb: false, tint: environment.accent))
        if label.isEmpty { return bar }
        return .stack(.vStack(alignment: .leading, spacing: Self.labelSpacing), [.label(label), bar])
    }

    static func spinner() -> ViewNode {
        let s = spinnerSize
        let spokes = (0..<8).map { k -> ViewNode in
            // The label colour (it adapts to dark mode), fading round the circle.
            var c = SystemColor.label.color
            c.opacity = 0.2 + 0.5 * Double(8 - k) / 8
            let spoke = ViewNode(.shape(.capsule)).fill(c)
                .frame(width: 2, height: 6)
            return spoke.frame(width: s, height: s, alignment: .top)
                .modifier(.effect(.rotation(radians: Double(k) * .pi / 4, anchor: .center)))
        }
        return ViewNode(.zStack(alignment: .center), children: spokes)
    }
}
