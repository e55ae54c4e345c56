/// Why the pipeline could not go on, as one line naming the file (and, from a front end, line:column and
/// path). `isUsage` marks a problem with how the pipeline was asked (an option's value, an output name), which
/// the command line reports with exit code 64 instead of 1.
public struct PipelineError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var isUsage: Bool
    /// Standard output's reader went away (EPIPE): the command line ends quietly, as other tools do.
    public var isBrokenPipe = false

    public init(_ message: String, isUsage: Bool = false) {
        self.message = message
        self.isUsage = isUsage
    }

    public var description: String { message }

    /// `message` about the input called `label` ("tree.json: message"); an empty label (a document made in
    /// Swift, not read from a file) adds nothing.
    public static func about(_ label: String, _ message: String, isUsage: Bool = false) -> PipelineError {
        PipelineError(label.isEmpty ? message : "\(label): \(message)", isUsage: isUsage)
    }

    /// A usage error: an option's value or an output name.
    public static func usage(_ message: String) -> PipelineError { PipelineError(message, isUsage: true) }
}
