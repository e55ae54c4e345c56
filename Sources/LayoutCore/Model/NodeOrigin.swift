/// Where a node was written in its input: 1-based line and column, the input's path to it (a JSON path such
/// as `root.VStack[1].modifiers[0]`; empty where the language has none, as Swift) and the file when it is not
/// the figure's input (another file of a Swift module). Front ends set it; layout never reads it. The inspector
/// (`layoutviz render -o figure.html`) and `check`'s failure lines show it.
///
/// A front end may give the path as a value that renders it on demand (`init(line:column:pathSource:file:)`):
/// decoding then keeps a reference per node instead of rendering a string for every node of a big tree.
public struct NodeOrigin: Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var file: String?
    private var pathSource: any CustomStringConvertible & Sendable

    /// The input's path to the node (rendered when asked).
    public var path: String {
        get { pathSource.description }
        set { pathSource = newValue }
    }

    public init(line: Int, column: Int, path: String, file: String? = nil) {
        self.line = line; self.column = column; self.pathSource = path; self.file = file
    }

    /// An origin whose path is rendered from `pathSource` when asked (its `description`).
    public init(line: Int, column: Int, pathSource: any CustomStringConvertible & Sendable, file: String? = nil) {
        self.line = line; self.column = column; self.pathSource = pathSource; self.file = file
    }

    public static func == (a: NodeOrigin, b: NodeOrigin) -> Bool {
        a.line == b.line && a.column == b.column && a.file == b.file && a.path == b.path
    }

    public func hash(into h: inout Hasher) {
        h.combine(line); h.combine(column); h.combine(file); h.combine(path)
    }
}
