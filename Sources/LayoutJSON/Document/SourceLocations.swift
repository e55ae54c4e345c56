/// Where parts of a document were written, so that problems found after decoding (an empty or huge root, a
/// font file fontconfig cannot use, an image file that does not decode, a drawing over the limits) are reported
/// like decoding errors: file, line:column and JSON path. Each location is an `InputDiagnostic` without a
/// message; `error(_:at:)` gives it one.
public struct SourceLocations: Sendable {
    /// The document's root view (`root`, or the whole file for a bare view).
    public var root: InputDiagnostic?
    /// The `fontFile` value.
    public var fontFile: InputDiagnostic?
    /// The first Image naming each file, by absolute path.
    public var images: [String: InputDiagnostic] = [:]
    /// Every Text's string with its location, in document order (a ForEach's copies each once per string).
    public var texts: [(text: String, location: InputDiagnostic)] = []

    public init(root: InputDiagnostic? = nil, fontFile: InputDiagnostic? = nil) {
        self.root = root; self.fontFile = fontFile
    }

    /// `message` at `location`; without a location, at `file` alone.
    public static func error(_ message: String, at location: InputDiagnostic?, file: String) -> InputError {
        var e = location ?? InputDiagnostic(file: file, message: "")
        e.message = message
        return e
    }
}

extension DecodeContext {
    /// The location of `value` at `path`, for `SourceLocations`.
    func location(_ value: JSONValue, _ path: JSONPath) -> InputDiagnostic {
        error("", value, path)
    }
}
