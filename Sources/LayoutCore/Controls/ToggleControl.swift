import Foundation

/// `Toggle` (switch style, iOS): the label leading, a Spacer, the switch trailing, so the toggle takes the
/// width it is offered. The switch is 51 x 31 (a capsule: green when on, secondarySystemFill when off) with a
/// 27-point white thumb 2 points from its trailing (on) or leading (off) end (docs/semantics.md, "Controls").
/// In a List row the switch reaches into the row's vertical insets (`ControlEnvironment.inRow`), so a toggle row
/// is as tall as a row of text (44), the switch centred in it.
public struct ToggleControl: ControlBody {
    public static let switchSize = CGSize(width: 51, height: 31)
    public static let thumbDiameter: CGFloat = 27

    public var isOn: Bool
    public init(isOn: Bool) { self.isOn = isOn }

    public var name: String { "Toggle" }
    public var description: String { "Toggle(isOn: \(isOn))" }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let s = Self.switchSize, d = Self.thumbDiameter, inset = (s.height - d) / 2
        let thumb = ViewNode(.shape(.circle)).fill(Color.named["white"] ?? .accent)
            .modifier(.effect(.shadow(Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 2, y: 1))))
            .frame(width: d, height: d)
            .padding(inset, inset, inset, inset)
        let track = ViewNode(.shape(.capsule))
            .fill(isOn ? environment.tinted(environment.tint ?? SystemColor.green.color) : SystemColor.secondarySystemFill.color)
            .frame(width: s.width, height: s.height)
            .overlay(thumb, alignment: isOn ? .trailing : .leading)
        let chrome = environment.inRow(track, height: s.height)
        let label = environment.shown(label)
        if label.isEmpty { return chrome }
        return .stack(.hStack(alignment: .center, spacing: nil), [environment.labelLook(.label(label)), ViewNode(.spacer(minLength: nil)), chrome])
    }
}
