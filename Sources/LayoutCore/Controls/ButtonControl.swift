import Foundation

/// `Button`: its label styled by the environment's button style (`ButtonStyleKind`), its action never run.
/// Metrics (docs/semantics.md, "Controls"): automatic and borderless tint the label with the accent colour and
/// add nothing around it; plain leaves the label as it is; bordered and borderedProminent pad the label by 7
/// points vertically and 12 horizontally and put it on a rounded rectangle of radius 6 (bordered: a light
/// fill, tertiarySystemFill, with an accent label; borderedProminent: the accent colour with a white label).
/// A destructive role turns the accent parts red.
public struct ButtonControl: ControlBody {
    public enum Role: String, Sendable, CaseIterable { case destructive, cancel }

    public static let verticalPadding: CGFloat = 7
    public static let horizontalPadding: CGFloat = 12
    public static let cornerRadius: CGFloat = 6

    public var role: Role?
    public init(role: Role? = nil) { self.role = role }

    public var name: String { "Button" }
    public var description: String { "Button" + (role.map { "(role: .\($0.rawValue))" } ?? "") }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let content = ViewNode.label(label)
        let tint = role == .destructive ? environment.tinted(SystemColor.red.color) : environment.accent
        switch environment.buttonStyle {
        case .automatic, .borderless:
            return content.foreground(tint)
        case .plain:
            return content
        case .bordered:
            return bordered(content.foreground(tint), fill: SystemColor.tertiarySystemFill.color)
        case .borderedProminent:
            return bordered(content.foreground(Color.named["white"] ?? tint), fill: tint)
        case .custom(let style):
            return style.makeBody(content)
        }
    }

    private func bordered(_ label: ViewNode, fill: Color) -> ViewNode {
        let v = Self.verticalPadding, h = Self.horizontalPadding
        return label.padding(v, h, v, h)
            .background(ViewNode(.shape(.roundedRectangle(cornerRadius: Self.cornerRadius))).fill(fill))
    }
}
