import Foundation

/// `Label(title, systemImage:)` (the title-and-icon style): the symbol (`SymbolImage`) and the title side by
/// side, centred, at the stack's default spacing (docs/semantics.md, "Controls"). The label views are the
/// title's (a Text). In a toolbar item a Label is its symbol alone (`iconOnly`), as iOS's automatic label style
/// draws it in bars.
public struct LabelControl: ControlBody {
    public var systemImage: String
    public var iconOnly: Bool
    public init(systemImage: String, iconOnly: Bool = false) { self.systemImage = systemImage; self.iconOnly = iconOnly }
    public var name: String { "Label" }
    public var description: String {
        "Label(systemImage: \(systemImage.debugDescription)\(iconOnly ? ", iconOnly" : ""))"
    }
    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let icon = SymbolImage.node(systemImage)
        if iconOnly { return icon }
        return ViewNode(.hStack(alignment: .center, spacing: nil), children: [icon, .label(label)])
    }
}

extension ViewNode {
    /// This tree with every Label in it drawn icon-only (a toolbar item's content).
    func labelsIconOnly() -> ViewNode {
        var n = self
        if case .control(let c) = kind, let l = c.body as? LabelControl, !l.iconOnly {
            n.kind = .control(Control(LabelControl(systemImage: l.systemImage, iconOnly: true)))
        }
        n.children = children.map { $0.labelsIconOnly() }
        return n
    }
}
