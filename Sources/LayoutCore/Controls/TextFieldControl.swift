import Foundation

/// `TextField` and `SecureField` (the default, borderless style): one line of text as wide as offered,
/// leading: the text, or the placeholder (the title) in tertiaryLabel (UIKit's placeholderText) when the text
/// is empty; a SecureField shows one bullet per character. Under `.textFieldStyle(.roundedBorder)` the line is
/// padded in a bordered box (docs/semantics.md §12.3).
public struct TextFieldControl: ControlBody {
    /// The rounded-border style: the line padded 7 above and below and 7 at the sides (about 34 tall in body, as
    /// UITextField's rounded rect), in a radius-5 box with a 0.5-point systemGray4 border.
    public static let roundedBorderPadding = CGSize(width: 7, height: 7)
    public static let roundedBorderRadius: CGFloat = 5

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
        let field = line.frame(maxWidth: .infinity, alignment: .leading)
        guard environment.roundedBorderTextFields else { return field }
        let v = Self.roundedBorderPadding.height, h = Self.roundedBorderPadding.width
        let box = ViewNode(.shape(.roundedRectangle(cornerRadius: Self.roundedBorderRadius)))
            .modifier(.strokeBorder(.color(SystemColor.systemGray4.color), lineWidth: 0.5))
            .background(ViewNode(.shape(.roundedRectangle(cornerRadius: Self.roundedBorderRadius)))
                .fill(SystemColor.systemBackground.color))
        return field.padding(v, h, v, h).background(box)
    }
}
