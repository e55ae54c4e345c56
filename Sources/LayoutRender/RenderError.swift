/// A rendering failure with a one-line, user-facing message (e.g. "font file not found: /path/Inter.otf").
/// Thrown by the renderers and the font backend; the CLI prints `description` as is.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
