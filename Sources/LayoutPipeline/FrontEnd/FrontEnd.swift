import Foundation
import LayoutJSON

/// A front end turns one input file of its language into figures (docs/architecture.md, "Front ends"): JSON
/// trees (`JSONFrontEnd`) give one figure; a Swift file gives one per `#Preview`. Registering a front end in
/// a `FrontEndRegistry` is all it takes for `render`, `layout`, `explain`, `check` and directory discovery to
/// read its files.
public protocol FrontEnd: Sendable {
    /// For messages: "JSON", "Swift".
    var language: String { get }
    /// File extensions it reads, lowercase without the dot ("json"). Directory discovery finds these files.
    var fileExtensions: [String] { get }
    /// Whether a file with this name (not a path), found while searching a directory, is an input: by default
    /// a visible file with one of `fileExtensions`.
    func isInput(fileName: String) -> Bool
    /// The figures of `source`, in source order; at least one. Errors are one line naming the file and
    /// position (their `description` is shown as is).
    func figures(in source: SourceFile, options: FrontEndOptions) throws -> [Figure]
}

extension FrontEnd {
    public func isInput(fileName: String) -> Bool {
        guard !fileName.hasPrefix(".") else { return false }
        let ext = (fileName as NSString).pathExtension.lowercased()
        return fileExtensions.contains(ext)
    }
}

/// What the command asks of a front end.
public struct FrontEndOptions: Sendable, Hashable {
    /// Whether a comparison sheet (docs/format.md) may be returned; commands that need one view tree
    /// (`explain`, `check`) say no, and the front end then reports a sheet as an error at its position.
    public var allowsComparison: Bool

    public init(allowsComparison: Bool = true) { self.allowsComparison = allowsComparison }
}

/// One figure of an input: its name (nil for a file's only, unnamed figure; outputs of named figures of
/// multi-figure inputs are `<file>-<figure>`), its content (a view document or a comparison sheet), and what its
/// source says about the viewport. `keepsName`: its outputs are `<file>-<figure>` even when it is the input's only
/// figure (a Swift file's previews: `ContentView-Card.png` whether the file has one preview or several).
public struct Figure: Sendable {
    public var name: String?
    public var content: TreeInput
    public var hints: ViewportHints
    public var keepsName: Bool
    /// After a layout of the figure: the first error its layout-time code met (a Swift custom `Layout` that threw,
    /// ran out of steps or returned a bad value), which fails the command like an input error. Nil: none can.
    public var layoutError: (@Sendable () -> InputDiagnostic?)?

    public init(name: String? = nil, content: TreeInput, hints: ViewportHints, keepsName: Bool = false,
                layoutError: (@Sendable () -> InputDiagnostic?)? = nil) {
        self.name = name
        self.content = content
        self.hints = hints
        self.keepsName = keepsName
        self.layoutError = layoutError
    }

    /// A figure of one view document, with the document's own canvas, safe area and proposal as hints.
    public init(name: String? = nil, document: ViewDocument) {
        self.init(name: name, content: .view(document), hints: ViewportHints(document: document))
    }
}
