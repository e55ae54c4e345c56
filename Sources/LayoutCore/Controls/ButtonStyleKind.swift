import Foundation

/// `.buttonStyle(...)`: how the Buttons below it look (an environment value, so one modifier on a stack styles
/// every button inside). The built-in styles are SwiftUI's; `custom` is a `ButtonStyle`'s `makeBody` as a
/// function of the label (Swift API and Swift source; `configuration.isPressed` is false in a still frame).
public enum ButtonStyleKind: Sendable, Hashable, CustomStringConvertible {
    case automatic, plain, borderless, bordered, borderedProminent
    case custom(CustomButtonStyle)

    public static let builtIn: [String: ButtonStyleKind] = [
        "automatic": .automatic, "plain": .plain, "borderless": .borderless, "bordered": .bordered,
        "borderedProminent": .borderedProminent,
    ]

    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .plain: "plain"
        case .borderless: "borderless"
        case .bordered: "bordered"
        case .borderedProminent: "borderedProminent"
        case .custom(let c): c.name
        }
    }
}

/// A custom `ButtonStyle`: its type name and `makeBody(configuration:)` with `configuration.label` given.
public struct CustomButtonStyle: Sendable, Hashable {
    public let name: String
    public let makeBody: @Sendable (ViewNode) -> ViewNode
    public init(name: String, makeBody: @escaping @Sendable (ViewNode) -> ViewNode) {
        self.name = name
        self.makeBody = makeBody
    }
    public static func == (a: CustomButtonStyle, b: CustomButtonStyle) -> Bool { a.name == b.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
}
