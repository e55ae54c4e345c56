/// The views without children: Text, Spacer, Divider, EmptyView (docs/format.md, "Views").

/// `Text("Hello")`: a string shown as is (nothing is localized, so `Text(verbatim:)` is the same).
public struct Text: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }

    public init(_ content: some StringProtocol) { viewNodes = [ViewNode(.text(String(content)))] }
    public init(verbatim content: String) { viewNodes = [ViewNode(.text(content))] }

    public typealias TruncationMode = LayoutCore.TruncationMode
    /// `Text.Case`, for `textCase(_:)`: `.uppercase`, `.lowercase`.
    public typealias Case = LayoutCore.TextCase
    /// `Text.LineStyle`, whose `Pattern` (`.solid`, `.dot`, `.dash`, `.dashDot`, `.dashDotDot`) `underline` and
    /// `strikethrough` take.
    public typealias LineStyle = LayoutCore.TextLineStyle
}

/// `Spacer()` or `Spacer(minLength: 0)`; nil = the default spacing.
public struct Spacer: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }
    public init(minLength: CGFloat? = nil) { viewNodes = [ViewNode(.spacer(minLength: minLength))] }
}

/// `Divider()`: a hairline across the stack it is in.
public struct Divider: View {
    public let viewNodes = [ViewNode(.divider)]
    public var body: EmptyView { EmptyView() }
    public init() {}
}

/// `EmptyView()`: takes no space; stacks leave it out. Also the `body` of every primitive view.
public struct EmptyView: View {
    public let viewNodes = [ViewNode(.emptyView)]
    public var body: EmptyView { self }
    public init() {}
}
