/// A place in the source text: 1-based line and column. Columns count Unicode scalars, so a tab or an
/// "é" is one column, as most editors show them.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
