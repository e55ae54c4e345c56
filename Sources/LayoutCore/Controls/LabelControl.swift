import Foundation

/// `Label(title, systemImage:)` (the title-and-icon style): the symbol (`SymbolImage`) and the title side by
/// side, centred, at the stack's default spacing (docs/semantics.md, "Controls"). The label views are the
/// title's (a Text).
public struct LabelControl: ControlBody {
    public var systemImage: String
    public init(systemImage: String) { self.systemImage = systemImage }
    public var name: String { "Label" }
    public var description: String { "Label(systemImage: \(systemImage.debugDescription))" }
    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let icon = SymbolImage.node(systemImage)
        return ViewNode(.hStack(alignment: .center, spacing: nil), children: [icon, .label(label)])
    }
}
