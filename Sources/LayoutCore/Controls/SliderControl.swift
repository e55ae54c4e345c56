import Foundation

/// `Slider(value:in:)`: a 28-point-tall track layout (`TrackLayout`) as wide as offered: a 4-point capsule
/// track (systemFill), its filled part up to the value in the accent colour, and a 28-point white thumb
/// (docs/semantics.md, "Controls").
public struct SliderControl: ControlBody {
    public static let height: CGFloat = 28
    public static let trackThickness: CGFloat = 4
    public static let thumbDiameter: CGFloat = 28

    public var value: Double
    public var bounds: ClosedRange<Double>
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1) { self.value = value; self.bounds = bounds }

    public var name: String { "Slider" }
    public var description: String { "Slider(value: \(value), in: \(bounds.lowerBound)...\(bounds.upperBound))" }

    var fraction: CGFloat {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? CGFloat((value - bounds.lowerBound) / span) : 0
    }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let layout = TrackLayout(fraction: fraction, height: Self.height, trackThickness: Self.trackThickness,
                                 thumbDiameter: Self.thumbDiameter)
        return ViewNode(.layout(CustomLayout(layout, typeName: "SliderTrack")), children: TrackLayout.views(thumb: true, tint: environment.accent))
    }
}
