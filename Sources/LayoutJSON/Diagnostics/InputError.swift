/// A problem with the input that stops decoding: malformed JSON, an unknown name, a wrong type, an absurd
/// number, a missing file. Its description is one line, compiler style:
/// `tree.json:12:7: root.modifiers[2].frame.widht: unknown argument; did you mean "width"?`
public struct InputError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The file name as the user gave it (or "<stdin>").
    public var file: String
    /// 1-based line and column, when known.
    public var line: Int?
    public var column: Int?
    /// The JSON path of the offending value or key, e.g. `root.VStack[1].modifiers[0].frame`, when known.
    public var path: String?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
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
        DiagnosticFormat.line(file: file, line: line, column: column, path: path, severity: nil, message: message)
    }
}

/// A value that SwiftUI accepts and normalizes (a negative `minWidth` becomes 0...): decoding goes on with
/// the normalized value and reports it. Its description is one line:
/// `tree.json:4:30: root.modifiers[0].frame.minWidth: warning: negative minWidth -10 is treated as 0`
public struct InputDiagnostic: CustomStringConvertible, Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var path: String?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        DiagnosticFormat.line(file: file, line: line, column: column, path: path, severity: "warning",
                              message: message)
    }
}

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
        return s + message
    }
}
