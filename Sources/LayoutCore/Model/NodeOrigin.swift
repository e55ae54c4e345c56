/// Where a node was written in its input: 1-based line and column and the input's path to it (a JSON path
/// such as `root.VStack[1].modifiers[0]`). Front ends set it; layout never reads it. The inspector
/// (`layoutviz render -o figure.html`) shows it for every node, and the file is the figure's input.
public struct NodeOrigin: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var path: String

    public init(line: Int, column: Int, path: String) {
        self.line = line; self.column = column; self.path = path
    }
}
