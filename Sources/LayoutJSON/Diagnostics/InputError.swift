/// A problem found in the input, one line, compiler style:
/// `tree.json:12:7: root.modifiers[2].frame.widht: unknown argument; did you mean "width"?` (an error: malformed
/// JSON, an unknown name, a wrong type, an absurd number, a missing file; decoding stops), or
/// `tree.json:4:30: root.modifiers[0].frame.minWidth: warning: negative minWidth -10 is treated as 0` (a value
/// SwiftUI accepts and normalizes; decoding goes on with the normalized value).
public struct InputDiagnostic: Error, CustomStringConvertible, Sendable, Hashable {
    public enum Severity: Sendable, Hashable { case error, warning }
    /// What a caller may need to tell apart without reading the message.
    public enum Kind: Sendable, Hashable {
        case general
        /// `name` declared twice where it must be declared once (a Swift module's type or global constant);
        /// `first` is where it was declared first (`file:line:col`).
        case redeclaration(name: String, first: String)
    }

    public var severity: Severity
    /// The file name as the user gave it (or "<stdin>").
    public var file: String
    /// 1-based line and column, when known.
    public var line: Int?
    public var column: Int?
    /// The JSON path of the offending value or key, e.g. `root.VStack[1].modifiers[0].frame`, when known.
    public var path: String?
    public var message: String
    public var kind: Kind

    public init(severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil,
                path: String? = nil, message: String, kind: Kind = .general) {
        self.severity = severity
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    init(file: String, position: SourcePosition?, path: JSONPath?, message: String) {
        self.init(file: file, line: position?.line, column: position?.column, path: path?.description,
                  message: message)
    }

    public var description: String {
        DiagnosticFormat.line(file: file, line: line, column: column, path: path,
                              severity: severity == .warning ? "warning" : nil, message: message)
    }
}

/// An input diagnostic that stops decoding (thrown by `DocumentDecoder`).
public typealias InputError = InputDiagnostic

/// The shared one-line layout of errors and warnings: `file:line:column: path: [severity: ]message`.
enum DiagnosticFormat {
    static func line(file: String, line: Int?, column: Int?, path: String?, severity: String?,
                     message: String) -> String {
        var s = file
        if let line {
            s += ":\(line)"
            if let column { s += ":\(column)" }
        }
        s += ": "
        if let path, !path.isEmpty { s += path + ": " }
        if let severity { s += severity + ": " }
        return TerminalText.escaped(s + message)
    }
}
