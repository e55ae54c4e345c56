import Foundation

/// `Picker` in the menu style outside a List or Form (iOS 16+): a borderless button showing the selected
/// option and an up-down chevron symbol (`SymbolImage`, small scale), 4 points apart, in the accent colour; the
/// picker's own label is not shown there (docs/semantics.md, "Controls"). The label views are the options'
/// views: the selected one is the option whose text is `selection`, else the first.
public struct PickerControl: ControlBody {
    public static let chevronSpacing: CGFloat = 4

    public var selection: String?
    public init(selection: String?) { self.selection = selection }

    public var name: String { "Picker" }
    public var description: String { "Picker(selection: \(selection?.debugDescription ?? "nil"))" }

    public func body(label options: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let chosen = options.first { Self.text(of: $0) == selection } ?? selection.map { ViewNode.text($0) }
            ?? options.first ?? ViewNode(.emptyView)
        let chevron = SymbolImage.node("chevron.up.chevron.down", scale: .small)
        return ViewNode(.hStack(alignment: .center, spacing: Self.chevronSpacing), children: [chosen, chevron])
            .foreground(environment.accent)
    }

    /// The string of a Text, under any modifiers.
    static func text(of v: ViewNode) -> String? {
        if case .text(let s) = v.kind { return s }
        guard v.kind.isModifier, let first = v.children.first else { return nil }
        return text(of: first)
    }
}
