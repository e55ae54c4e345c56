import LayoutCore

/// SwiftUI's controls (docs/format.md, "Controls"; their look and metrics: LayoutCore/Controls and
/// docs/semantics.md, "Controls"), with SwiftUI's initializers. Bindings are `Binding.constant(...)` values
/// (a still frame shows the value); actions are accepted and never run.

/// A control node with the label views as children.
public struct ControlView: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    init(_ body: any ControlBody, label: [ViewNode] = []) { viewNodes = [ViewNode(.control(Control(body)), children: label)] }
    init(_ body: any ControlBody, title: String) { self.init(body, label: [ViewNode(.text(title))]) }
}

/// SwiftUI's `Binding`, as a still frame needs it: a value (`.constant(true)`).
public struct Binding<Value> {
    public let wrappedValue: Value
    public static func constant(_ value: Value) -> Binding<Value> { Binding(wrappedValue: value) }
}

/// A button role: `.destructive` draws the accent parts red.
public typealias ButtonRole = ButtonControl.Role

public func Button(_ title: String, role: ButtonRole? = nil, action: () -> Void = {}) -> ControlView {
    ControlView(ButtonControl(role: role), title: title)
}

public func Button<Label: View>(role: ButtonRole? = nil, action: () -> Void = {},
                                @ViewBuilder label: () -> Label) -> ControlView {
    ControlView(ButtonControl(role: role), label: label().viewNodes)
}

public func Toggle(_ title: String, isOn: Binding<Bool>) -> ControlView { ControlView(ToggleControl(isOn: isOn.wrappedValue), title: title) }

public func Toggle<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) -> ControlView {
    ControlView(ToggleControl(isOn: isOn.wrappedValue), label: label().viewNodes)
}

public func Slider(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) -> ControlView {
    ControlView(SliderControl(value: value.wrappedValue, in: bounds))
}

public func Stepper(_ title: String, value: Binding<Double>? = nil, in bounds: ClosedRange<Double>? = nil,
                    step: Double = 1, onIncrement: () -> Void = {}, onDecrement: () -> Void = {}) -> ControlView {
    ControlView(StepperControl(), title: title)
}

public func ProgressView(_ title: String? = nil, value: Double? = nil, total: Double = 1) -> ControlView {
    ControlView(ProgressViewControl(value: value, total: total), label: title.map { [ViewNode(.text($0))] } ?? [])
}

public func TextField(_ title: String, text: Binding<String>) -> ControlView {
    ControlView(TextFieldControl(title: title, text: text.wrappedValue))
}

public func SecureField(_ title: String, text: Binding<String>) -> ControlView {
    ControlView(TextFieldControl(title: title, text: text.wrappedValue, isSecure: true))
}

/// `Picker(title, selection:) { options }` in the pickerStyle in effect: the option whose `.tag` (else text) is
/// the selection is shown.
public func Picker<Content: View>(_ title: String, selection: Binding<String>, @ViewBuilder content: () -> Content) -> ControlView {
    ControlView(PickerControl(selection: selection.wrappedValue, hasLabel: true),
                label: [ViewNode(.text(title))] + content().viewNodes)
}

public func Link(_ title: String, destination: URL) -> ControlView {
    ControlView(LinkControl(destination: destination.absoluteString), title: title)
}

public func Label(_ title: String, systemImage: String) -> ControlView {
    ControlView(LabelControl(systemImage: systemImage), title: title)
}

extension Image {
    /// An SF Symbol: a placeholder square sized from the font (no symbol artwork).
    public init(systemName: String) { self.init(nodes: [SymbolImage.node(systemName)]) }
}

/// `.buttonStyle(.bordered)`, or a `ButtonStyle` of your own.
public struct BuiltInButtonStyle: Sendable {
    let kind: ButtonStyleKind
    public static let automatic = BuiltInButtonStyle(kind: .automatic)
    public static let plain = BuiltInButtonStyle(kind: .plain)
    public static let borderless = BuiltInButtonStyle(kind: .borderless)
    public static let bordered = BuiltInButtonStyle(kind: .bordered)
    public static let borderedProminent = BuiltInButtonStyle(kind: .borderedProminent)
}

/// SwiftUI's `ButtonStyle`: `makeBody(configuration:)` builds a button from its label
/// (`configuration.isPressed` is false in a still frame).
public protocol ButtonStyle: Sendable {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: ButtonStyleConfiguration) -> Body
}

public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public let label: ViewList
    public let isPressed = false
    public let role: ButtonRole? = nil
}

extension View {
    /// The colour of the controls below in place of the accent colour.
    public func tint(_ color: Color) -> ModifiedContent { modifier(.tint(color.resolved)) }

    /// The Toggles, Steppers and ProgressViews below leave their labels out.
    public func labelsHidden() -> ModifiedContent { modifier(.labelsHidden) }

    /// `.textFieldStyle(.roundedBorder)`: the text fields below draw a bordered box.
    public func textFieldStyle(_ style: TextFieldStyle) -> ModifiedContent {
        modifier(.textFieldStyle(roundedBorder: style == .roundedBorder))
    }

    /// `.imageScale(.large)`: the size of the symbol images below.
    public func imageScale(_ scale: SymbolImage.Scale) -> ModifiedContent { modifier(.controlSetting(.imageScale(scale))) }
    /// `.pickerStyle(.segmented)`: how the Pickers below draw.
    public func pickerStyle(_ style: PickerStyleKind) -> ModifiedContent { modifier(.controlSetting(.pickerStyle(style))) }

    /// `.disabled(true)`: the controls below draw disabled (their layout unchanged).
    public func disabled(_ disabled: Bool) -> ModifiedContent { modifier(.controlSetting(.disabled(disabled))) }

    /// `.tag(value)`: the value a Picker compares its selection with.
    public func tag(_ value: some CustomStringConvertible) -> ModifiedContent { modifier(.trait(.tag(value.description))) }

    /// `.badge(3)`: a List row's trailing count, a tab item's red badge; 0 shows none.
    public func badge(_ count: Int) -> ModifiedContent {
        modifier(.trait(.badge(count == 0 ? nil : [TextPiece(.string(String(count)))])))
    }

    /// `.badge("New")`: a List row's trailing text, a tab item's badge; nil shows none.
    public func badge(_ label: String?) -> ModifiedContent { modifier(.trait(.badge(label.map { [TextPiece(.string($0))] }))) }

    /// `.badge(Text("New").bold())`: the badge as a Text with its Text modifiers (a run of a Text made of runs).
    public func badge(_ label: Text) -> ModifiedContent { modifier(.trait(.badge(Text.runs(label.viewNodes)))) }

    /// `.badge(Text("New").bold())`: a Text under Text modifiers (anything else is reported by the tree check).
    public func badge(_ label: ModifiedContent) -> ModifiedContent {
        modifier(.trait(.badge(Text.runs(label.viewNodes))))
    }

    /// `.listRowBackground(view)`: drawn behind the List row, inside its section's card.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent {
        modifier(.trait(.listRowBackground(view.map { $0.singleNode(grouping: { ViewNode(.zStack(alignment: .center), children: $0) }) })))
    }

    /// `.listRowSeparator(.hidden)`: the row's separators (above and below, or `edges`).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdgeSet = .all) -> ModifiedContent {
        modifier(.trait(.listRowSeparator(hidden: visibility == .hidden, edges: edges.intersection(.vertical))))
    }

    /// `.listSectionSeparator(.hidden)`: a plain or grouped list section's hairlines.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdgeSet = .all) -> ModifiedContent {
        modifier(.trait(.listSectionSeparator(hidden: visibility == .hidden, edges: edges.intersection(.vertical))))
    }

    /// `.listRowInsets(EdgeInsets(...))`: the row's content insets in place of the list style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent { modifier(.trait(.listRowInsets(insets))) }

    /// `.listStyle(.plain)`: the style of the Lists and Forms below.
    public func listStyle(_ style: ListStyleKind) -> ModifiedContent { modifier(.listStyle(style)) }

    /// The style of every Button below.
    public func buttonStyle(_ style: BuiltInButtonStyle) -> ModifiedContent { modifier(.buttonStyle(style.kind)) }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent {
        modifier(.buttonStyle(.custom(CustomButtonStyle(name: String(describing: S.self)) { label in
            style.makeBody(configuration: ButtonStyleConfiguration(label: ViewList([label])))
                .singleNode { ViewNode(.vStack(alignment: .center, spacing: nil), children: $0) }
        })))
    }
}

/// SwiftUI's `Visibility` (of list separators).
public enum Visibility: Sendable { case automatic, visible, hidden }

/// SwiftUI's `VerticalEdge.Set` (`.top`, `.bottom`, `.all`): the edge set's vertical edges count.
public typealias VerticalEdgeSet = EdgeSet

/// SwiftUI's text field styles.
public enum TextFieldStyle: Sendable { case automatic, plain, roundedBorder }
