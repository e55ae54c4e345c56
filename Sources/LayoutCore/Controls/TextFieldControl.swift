import Foundation

/// `TextField` and `SecureField` (the default, borderless style): one line of text as wide as offered,
/// leading: the text, or the placeholder (the title) in tertiaryLabel (UIKit's placeholderText) when the text
/// is empty; a SecureField shows one bullet per character (docs/semantics.md, "Controls").
public struct TextFieldControl: ControlBody {
    public var title: String
    public var text: String
    public var isSecure: Bool
    public init(title: String, text: String, isSecure: Bool = false) {
        self.title = title; self.text = text; self.isSecure = isSecure
    }

    public var name: String { isSecure ? "SecureField" : "TextField" }
    public var description: String { "\(name)(\(title.debugDescription), text: \(text.debugDescription))" }

    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let shown = text.isEmpty ? title : isSecure ? String(repeating: "\u{2022}", count: text.count) : text
        var line = ViewNode.text(shown).modifier(.lineLimit(1))
        if text.isEmpty { line = line.foreground(SystemColor.tertiaryLabel.color) }
        return line.frame(maxWidth: .infinity, alignment: .leading)
    }
}
