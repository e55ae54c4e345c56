import Foundation

/// A SwiftUI control (Button, Toggle, Slider, ...) as a view of its own kind whose look is built from the
/// format's plain views (stacks, Text, shapes, frames), the way SwiftUI builds a control from its style's
/// `makeBody`. Contract: `body(label:in:)` returns the views the control shows for its label views (the node's
/// children: a Button's label, a Toggle's title) in the environment's control settings (the button style);
/// the engine lays the control out as that body (the control's frame is its body's, like a custom View's
/// `body`), and the frame dump names the node by the control's SwiftUI type. Each control is one file of
/// `Controls/` holding its metrics (documented with their sources in docs/semantics.md, "Controls").
public protocol ControlBody: Sendable, CustomStringConvertible {
    /// SwiftUI's type name, reported as the node's kind.
    var name: String { get }
    /// The views shown for `label` (the control node's children) in `environment`.
    func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode
}

/// What the environment tells a control: the settings the control modifiers set above it.
public struct ControlEnvironment: Sendable {
    public var buttonStyle: ButtonStyleKind = .automatic
    /// `.tint(_:)`: the colour controls use in place of the accent colour (nil: the accent colour).
    public var tint: Color?
    /// `.labelsHidden()`: Toggle, Stepper and ProgressView leave their label out.
    public var labelsHidden = false
    /// `.textFieldStyle(.roundedBorder)`: text fields draw a bordered box (`TextFieldControl`).
    public var roundedBorderTextFields = false
    /// `.listStyle(_:)`: how the Lists and Forms below draw (`ListControl`).
    public var listStyle = ListStyleKind.automatic
    /// Inside a List row: the row's insets. A control whose chrome is taller than a line of text (a Toggle's
    /// switch, a Stepper) reaches into the vertical ones, so the row keeps the height a line of text gives it.
    public var listRowInsets: EdgeInsets?
    /// The closest `contentMargins` above (a List puts its sections that far from its edges, §11.1).
    public var contentMargins: EdgeInsets?
    /// `.pickerStyle(_:)`: how the Pickers below draw (`PickerControl`).
    public var pickerStyle = PickerStyleKind.automatic
    /// SwiftUI's `isEnabled`: false below a `.disabled(true)`. A disabled control keeps its layout and draws its
    /// tinted parts in `disabledTint` and its label text in `disabledLabel` (docs/semantics.md, "Controls").
    public var isEnabled = true
    /// `.imageScale(_:)`: the scale of the `Image(systemName:)` symbols below (`SymbolImage`).
    public var imageScale = SymbolImage.Scale.medium
    public init() {}

    /// What a disabled control's accent-coloured parts (a button's title, a switch's track) draw in: gray.
    public static let disabledTint = SystemColor.gray.color
    /// What a disabled control's label text draws in: the secondary label colour.
    public static let disabledLabel = SystemColor.secondaryLabel.color

    /// The accent colour, or the tint set above; gray when disabled.
    public var accent: Color { isEnabled ? tint ?? Color.accent : Self.disabledTint }
    /// `color` (a control's own tint: a switch's green) as the control draws it: `disabledTint` when disabled.
    public func tinted(_ color: Color) -> Color { isEnabled ? color : Self.disabledTint }
    /// `label` as a control shows its label text: in `disabledLabel` when disabled.
    public func labelLook(_ label: ViewNode) -> ViewNode { isEnabled ? label : label.foreground(Self.disabledLabel) }
    /// The label views to show: none when labels are hidden.
    public func shown(_ label: [ViewNode]) -> [ViewNode] { labelsHidden ? [] : label }

    /// `chrome` (a switch, a stepper) as a List row shows it: free to reach into the row's vertical insets (its
    /// layout height less them, at least 0; drawn whole, centred), so the row is as tall as its text makes it.
    /// Outside a List row, `chrome` as it is.
    func inRow(_ chrome: ViewNode, height: CGFloat) -> ViewNode {
        guard let insets = listRowInsets else { return chrome }
        let reach = min(insets.top + insets.bottom, height) / 2
        return chrome.padding(-reach, 0, -reach, 0)
    }
}

/// A control in a `NodeKind`: equal when the descriptions are (the description names the control and every
/// argument, as `CustomLayout` compares its layouts).
public struct Control: Sendable, Hashable, CustomStringConvertible {
    public let body: any ControlBody
    public init(_ body: any ControlBody) { self.body = body }
    public var name: String { body.name }
    public var description: String { body.description }
    public static func == (a: Control, b: Control) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }
}

/// Small builders for control bodies, named after the SwiftUI modifiers they stand for.
extension ViewNode {
    static func text(_ s: String) -> ViewNode { ViewNode(.text(s)) }
    static func stack(_ kind: NodeKind, _ children: [ViewNode]) -> ViewNode { ViewNode(kind, children: children) }

    func padding(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> ViewNode {
        modifier(.padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
    }
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier(.frame(width: width, height: height, alignment: alignment))
    }
    func frame(maxWidth: CGFloat, alignment: Alignment) -> ViewNode {
        modifier(.flexibleFrame(FlexibleFrame(maxWidth: maxWidth, alignment: alignment)))
    }
    func foreground(_ c: Color) -> ViewNode { modifier(.foregroundColor(c)) }
    func fill(_ c: Color) -> ViewNode { modifier(.fill(.color(c))) }
    func background(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode {
        modifier(.background(alignment: alignment), secondary: v)
    }
    func overlay(_ v: ViewNode, alignment: Alignment = .center) -> ViewNode {
        modifier(.overlay(alignment: alignment), secondary: v)
    }

    /// Several label views as one (a VStack, as SwiftUI stacks a label's views), none as an EmptyView.
    static func label(_ views: [ViewNode]) -> ViewNode {
        if views.count == 1, let only = views.first { return only }
        return views.isEmpty ? ViewNode(.emptyView) : ViewNode(.vStack(alignment: .center, spacing: nil), children: views)
    }
}

extension Color {
    static func system(_ s: SystemColor) -> Color { s.color }
    /// SwiftUI's `Color.accentColor` (blue unless an app sets one).
    static let accent = Color.named["accentColor"] ?? SystemColor.blue.color
}
