import Foundation

/// `Stepper`: the label leading, a Spacer, and the 94 x 32 stepper trailing (UIStepper's size): two 47-point
/// halves with a minus and a plus drawn as 14 x 2 bars, a 1 x 18 separator between them, on a rounded
/// rectangle of radius 8 filled with tertiarySystemFill (docs/semantics.md, "Controls"). In a List row the
/// stepper reaches into the row's vertical insets (`ControlEnvironment.inRow`).
public struct StepperControl: ControlBody {
    public static let size = CGSize(width: 94, height: 32)
    public static let cornerRadius: CGFloat = 8

    public init() {}
    public var name: String { "Stepper" }
    public var description: String { "Stepper" }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let half = Self.size.width / 2, h = Self.size.height
        func bar(_ w: CGFloat, _ hh: CGFloat) -> ViewNode {
            ViewNode(.shape(.rectangle)).fill(environment.tinted(SystemColor.label.color)).frame(width: w, height: hh)
        }
        let minus = ViewNode(.zStack(alignment: .center), children: [bar(14, 2)]).frame(width: half, height: h)
        let plus = ViewNode(.zStack(alignment: .center), children: [bar(14, 2), bar(2, 14)]).frame(width: half, height: h)
        let separator = ViewNode(.shape(.rectangle)).fill(SystemColor.opaqueSeparator.color).frame(width: 1, height: 18)
        let control = ViewNode(.zStack(alignment: .center), children: [
            ViewNode(.hStack(alignment: .center, spacing: 0), children: [minus, plus]), separator])
            .background(ViewNode(.shape(.roundedRectangle(cornerRadius: Self.cornerRadius)))
                .fill(SystemColor.tertiarySystemFill.color))
        let stepper = environment.inRow(control, height: h)
        let label = environment.shown(label)
        if label.isEmpty { return stepper }
        return .stack(.hStack(alignment: .center, spacing: nil), [environment.labelLook(.label(label)), ViewNode(.spacer(minLength: nil)), stepper])
    }
}
