import Foundation

/// `Link`: its label in the accent colour, like a borderless Button; the destination is not shown.
public struct LinkControl: ControlBody {
    public var destination: String?
    public init(destination: String?) { self.destination = destination }
    public var name: String { "Link" }
    public var description: String { "Link(destination: \(destination?.debugDescription ?? "nil"))" }
    public func body(label: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        ViewNode.label(label).foreground(environment.accent)
    }
}
