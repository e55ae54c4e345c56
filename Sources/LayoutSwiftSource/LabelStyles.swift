import LayoutJSON
import SwiftSyntax

/// `.labelStyle(_:)` (docs/swift-source.md, "Views and modifiers"): every `Label` below that has no closer label
/// style is rewritten now, in the Swift front end, into what the style shows, so the tree holds plain views:
/// `.titleOnly` its title (`Text`), `.iconOnly` its icon (`Image(systemName:)`, the symbol placeholder),
/// `.titleAndIcon`/`.automatic` the Label itself; a `LabelStyle` declared in the inputs shows its
/// `makeBody(configuration:)` with `configuration.title` and `configuration.icon` those two views. The Label's own
/// modifiers and id stay on what replaces it.
extension Interpreter {
    func labelStyle(_ view: ViewValue, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard let style = args.first?.value else { throw error("labelStyle needs a style", at: e) }
        let rewrite: (ViewValue) throws(InputDiagnostic) -> ViewValue?
        switch style {
        case .instance(let i):
            guard let t = module.types[i.typeName], let makeBody = t.methods["makeBody"]?.first else {
                throw error("\(i.typeName) is not a LabelStyle: it has no makeBody(configuration:)", at: e)
            }
            rewrite = { (label: ViewValue) throws(InputDiagnostic) -> ViewValue? in
                let (title, icon) = try self.labelParts(label, e)
                let configuration = Value.instance(Instance(typeName: "LabelStyleConfiguration",
                                                            fields: ["title": .view(title), "icon": .view(icon)]))
                let result = try self.callFunction(makeBody, receiver: style, [Argument(label: "configuration",
                                                   value: configuration, position: label.position)],
                                                   e, Context(scope: self.module.globalScope))
                guard let body = self.asView(result) else {
                    throw self.error("makeBody(configuration:) must return a view, got \(result.typeDescription)", at: e)
                }
                return body
            }
        case .symbol(let s):
            let names = ["IconOnlyLabelStyle": "iconOnly", "TitleOnlyLabelStyle": "titleOnly",
                         "TitleAndIconLabelStyle": "titleAndIcon", "DefaultLabelStyle": "automatic"]
            switch s.name ?? s.base.flatMap({ names[$0] }) {
            case "iconOnly"?: rewrite = { (label: ViewValue) throws(InputDiagnostic) -> ViewValue? in try self.labelParts(label, e).icon }
            case "titleOnly"?: rewrite = { (label: ViewValue) throws(InputDiagnostic) -> ViewValue? in try self.labelParts(label, e).title }
            case "titleAndIcon"?, "automatic"?: rewrite = { _ in nil }
            default:
                throw error("labelStyle takes .iconOnly, .titleOnly, .titleAndIcon, .automatic or a LabelStyle declared "
                            + "in the inputs, got \(s)", at: e)
            }
        default:
            throw error("labelStyle takes a LabelStyle, got \(style.typeDescription)", at: e)
        }
        return .view(try relabel(view, rewrite))
    }

    /// A Label's title and icon as views: `Text(title)` and `Image(systemName:)`.
    private func labelParts(_ label: ViewValue, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> (title: ViewValue, icon: ViewValue) {
        guard let title = label.arguments.first(where: { $0.label == nil || $0.label == "title" }),
              let image = label.arguments.first(where: { $0.label == "systemImage" || $0.label == "image" }) else {
            throw error("a Label restyled here needs a title and an icon (Label(\"Title\", systemImage: \"star\"))", at: e)
        }
        let text = ViewValue(type: "Text", arguments: [Argument(label: nil, value: title.value, position: title.position)],
                             position: title.position)
        let icon = try builtinView("Image", [Argument(label: image.label == "image" ? nil : "systemName",
                                                      value: image.value, position: image.position)], e)
        return (text, icon)
    }

    /// `v` with each Label below it (not already restyled, which a closer `.labelStyle` did first) rewritten.
    private func relabel(_ v: ViewValue, _ rewrite: (ViewValue) throws(InputDiagnostic) -> ViewValue?) throws(InputDiagnostic) -> ViewValue {
        try v.rewritten { (v: ViewValue) throws(InputDiagnostic) -> ViewValue? in
            guard v.type == "Label" else { return nil }
            if v.labelStyled { return v }
            guard var replaced = try rewrite(v) else {
                var kept = v
                kept.labelStyled = true
                return kept
            }
            replaced.modifiers += v.modifiers
            if replaced.id == nil { replaced.id = v.id }
            return replaced
        }
    }
}
