/// Where a node was written in its input: 1-based line and column, the input's path to it (a JSON path such
/// as `root.VStack[1].modifiers[0]`; empty where the language has none, as Swift) and the file when it is not
/// the figure's input (another file of a Swift module). Front ends set it; layout never reads it. The inspector
/// (`layoutviz render -o figure.html`) and `check`'s failure lines show it.
public struct NodeOrigin: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var path: String
    public var file: String?

    public init(line: Int, column: Int, path: String, file: String? = nil) {
        self.line = line; self.column = column; self.path = path; self.file = file
    }
}
