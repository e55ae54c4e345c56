import LayoutJSON
import SwiftSyntax

/// SwiftUI's controls in Swift source, lowered to the format's controls (docs/format.md, "Controls"): their
/// arguments as the format names them (a title first, SwiftUI's labels after), bindings read as their values
/// (`$isOn`, `.constant(true)`), `lower...upper` ranges as `[lower, upper]`, actions dropped (they never run in
/// a still frame), label closures as content. `.buttonStyle(_:)` with a built-in style is the format's
/// modifier; with a `ButtonStyle` declared in the inputs, each Button below that has no closer style shows the
/// style's `makeBody(configuration:)` (`configuration.label` its label, `configuration.isPressed` false) as its
/// label, in the plain style (so the format holds it: `{"Button": [BODY], "modifiers": [{"buttonStyle": "plain"}]}`).
enum ControlLowering {
    /// The controls, as the format has them (the JSON `ControlCatalogue` names them too).
    static var names: Set<String> { Set(FormatVocabulary.controls) }

    /// SwiftUI's text field style types and their format names.
    static let textFieldStyleTypes: [String: String] = [
        "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain", "RoundedBorderTextFieldStyle": "roundedBorder",
    ]

    /// SwiftUI's list style types and their format names.
    static let listStyleTypes: [String: String] = [
        "DefaultListStyle": "automatic", "PlainListStyle": "plain", "GroupedListStyle": "grouped",
        "InsetListStyle": "inset", "InsetGroupedListStyle": "insetGrouped",
    ]

    /// SwiftUI's picker style types and their format names (the styles the format does not draw are named too, so
    /// the decoder's error names them).
    static let pickerStyleTypes: [String: String] = [
        "DefaultPickerStyle": "automatic", "MenuPickerStyle": "menu", "SegmentedPickerStyle": "segmented",
        "NavigationLinkPickerStyle": "navigationLink", "InlinePickerStyle": "inline", "WheelPickerStyle": "wheel",
        "PalettePickerStyle": "palette",
    ]

    /// The modifiers' style types: `.listStyle(PlainListStyle())` is `.listStyle(.plain)`.
    static let styleTypesByModifier: [String: [String: String]] = [
        "listStyle": listStyleTypes, "textFieldStyle": textFieldStyleTypes, "pickerStyle": pickerStyleTypes,
    ]

    /// SwiftUI's built-in button style types and their format names.
    static let styleTypes: [String: String] = [
        "DefaultButtonStyle": "automatic", "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless",
        "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent",
    ]
}

extension Interpreter {
    /// `Toggle("Wi-Fi", isOn: $on)`, `Button("OK") {}`, `Button { } label: { Text("OK") }`, ...
    func controlView(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> ViewValue {
        let p = position(e)
        var plain: [Argument] = []
        var content: [ViewValue]?
        let hasTitle = args.contains { $0.label == nil && !Self.isClosure($0.value) }
        let hasAction = args.contains { $0.label == "action" }
        for a in args {
            if a.label == "action" { continue }  // never runs in a still frame
            if n == "Picker", a.label == "label" {
                // `Picker(selection: $x, label: Text("Title")) { ... }`, `Picker(selection:) { ... } label: { Text("Title") }`.
                let views = Self.isClosure(a.value) ? try self.content(a.value, at: e) : asView(a.value).map { [$0] } ?? []
                guard views.count == 1, let t = views.first, t.type == "Text", t.modifiers.isEmpty, t.arguments.count == 1,
                      let title = t.arguments.first, title.label == nil, case .string = title.value else {
                    throw error("a Picker's label is a plain Text here (Picker(\"Title\", selection: ...))", at: e)
                }
                plain.insert(Argument(label: nil, value: title.value, position: title.position), at: 0)
                continue
            }
            guard Self.isClosure(a.value) else {
                plain.append(Argument(label: a.label, value: try unwrapped(a.value, e), position: a.position))
                continue
            }
            // Which closure is the label (or a Picker's options); the others are actions or labels not shown.
            let isLabel: Bool
            switch n {
            case "Button": isLabel = a.label == "label" || (a.label == nil && hasAction)
            case "Picker": isLabel = a.label == nil || a.label == "content"
            case "Slider", "Label": isLabel = false
            default: isLabel = a.label == "label" || (a.label == nil && !hasTitle)
            }
            if isLabel { content = (content ?? []) + (try self.content(a.value, at: e)) }
        }
        // `Button("Add", systemImage: "plus") { }` (iOS 17): the button of `Label("Add", systemImage: "plus")`.
        if n == "Button", let image = plain.firstIndex(where: { $0.label == "systemImage" }),
           let title = plain.firstIndex(where: { $0.label == nil }), content == nil {
            let label = ViewValue(type: "Label", arguments: [plain[title], plain[image]], position: p)
            plain = plain.enumerated().filter { $0.offset != image && $0.offset != title }.map(\.element)
            content = [label]
        }
        // `ProgressView(value: 0.4) { Text("Downloading") }`: a plain Text label is the format's title.
        if n == "ProgressView", let views = content {
            guard views.count == 1, let text = views.first, text.type == "Text", text.modifiers.isEmpty,
                  let title = text.arguments.first, title.label == nil, text.arguments.count == 1 else {
                throw error("ProgressView's label is a plain Text here (ProgressView(\"Title\", value: ...))", at: e)
            }
            plain.insert(title, at: 0)
            content = nil
        }
        if n == "Picker", let i = plain.firstIndex(where: { $0.label == "selection" }) {
            plain[i].value = try tagValue(plain[i].value, e)
        }
        return ViewValue(type: n, arguments: plain, content: content, position: p)
    }

    /// A Picker's selection or an option's `.tag(...)` as the format compares them: a string or number as it is,
    /// anything else (an enum case, `.vanilla`) as its description (`"vanilla"`).
    func tagValue(_ v: Value, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        switch v {
        case .string, .int, .double: return v
        default: return .string(try describe(v, e))
        }
    }

    /// `.badge(Text("New"))`: the format's string; a styled Text (`Text("New").bold()`, `Text("a") + Text("b")`)
    /// stays a Text view; a count or string as it is.
    func badgeValue(_ v: Value, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard case .view(let t) = v else { return v }
        guard t.type == "Text" else { throw error("badge takes a count, a string or a Text, got \(t.type)", at: e) }
        if t.modifiers.isEmpty, t.content == nil, t.arguments.count == 1, let s = t.arguments.first, s.label == nil,
           case .string = s.value {
            return s.value
        }
        return v
    }

    static func isClosure(_ v: Value) -> Bool {
        if case .closure = v { return true }
        return false
    }

    /// A binding (`.constant(x)`, `Binding.constant(x)`) as its value; a range as `[lower, upper]`.
    private func unwrapped(_ v: Value, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        switch v {
        case .symbol(let s) where s.name == "constant" && (s.base == nil || s.base == "Binding") && s.arguments?.count == 1:
            return try unwrapped(s.arguments?.first?.value ?? .null, e)
        case .range(let lower?, let upper?, let closed):
            return .array([.int(lower), .int(closed ? upper - 1 : upper)])
        default:
            return v
        }
    }

    /// `.buttonStyle(_:)`: a built-in style becomes the format's modifier (its name); a declared `ButtonStyle`
    /// restyles the Buttons below now.
    func buttonStyle(_ view: ViewValue, _ args: [Argument], _ e: some SyntaxProtocol,
                     _ nameNode: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard let style = args.first?.value else { throw error("buttonStyle needs a style", at: e) }
        switch style {
        case .instance(let i):
            guard let t = module.types[i.typeName], let f = t.methods["makeBody"]?.first else {
                throw error("\(i.typeName) is not a ButtonStyle: it has no makeBody(configuration:)", at: e)
            }
            return .view(try styled(view, style, f, e))
        case .symbol(let s):
            let name = s.name ?? s.base.flatMap { ControlLowering.styleTypes[$0] } ?? ""
            var v = view
            v.modifiers.append(ModifierValue(name: "buttonStyle", arguments: [
                Argument(label: nil, value: .string(name), position: s.position)], position: position(nameNode)))
            return .view(v)
        default:
            throw error("buttonStyle takes a ButtonStyle (.bordered, a style declared in the inputs), got "
                        + style.typeDescription, at: e)
        }
    }

    /// `v` with every Button below it that has no closer `.buttonStyle` replaced by the style's body.
    private func styled(_ v: ViewValue, _ style: Value, _ makeBody: FunctionDecl,
                        _ e: some SyntaxProtocol) throws(InputDiagnostic) -> ViewValue {
        try v.rewritten { (v: ViewValue) throws(InputDiagnostic) -> ViewValue? in
            if v.modifiers.contains(where: { $0.name == "buttonStyle" }) { return v }
            guard v.type == "Button" else { return nil }
            let label: ViewValue
            if let title = v.arguments.first(where: { $0.label == nil }) {
                label = ViewValue(type: "Text", arguments: [Argument(label: nil, value: title.value, position: title.position)],
                                  position: title.position)
            } else {
                label = group(v.content ?? [], at: v.position)
            }
            let configuration = Value.instance(Instance(typeName: "ButtonStyleConfiguration", fields: [
                "label": .view(label), "isPressed": .bool(false), "role": .null]))
            let result = try callFunction(makeBody, receiver: style, [Argument(label: "configuration", value: configuration,
                                                                                position: v.position)],
                                          e, Context(scope: module.globalScope))
            guard let body = asView(result) else {
                throw error("makeBody(configuration:) must return a view, got \(result.typeDescription)", at: e)
            }
            // The button keeps its node, showing the style's body as its label, plainly.
            var button = ViewValue(type: "Button", arguments: v.arguments.filter { $0.label != nil }, content: [body],
                                   position: v.position)
            button.modifiers = [ModifierValue(name: "buttonStyle", arguments: [
                Argument(label: nil, value: .string("plain"), position: v.position)], position: v.position)] + v.modifiers
            button.id = v.id
            return button
        }
    }
}
