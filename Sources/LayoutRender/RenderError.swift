/// A rendering failure with a one-line, user-facing message (e.g. "font file not found: /path/Inter.otf").
/// Thrown by the renderers and the font backend; the CLI prints `description` as is.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    public var message: String
    /// The image file that could not be drawn, when that was the problem.
    public var imageFile: String?

    public init(_ message: String, imageFile: String? = nil) { self.message = message; self.imageFile = imageFile }

    public var description: String { message }
}
