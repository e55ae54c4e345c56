import Foundation
import LayoutCore

/// A decoded tree file: the view tree and how to lay it out (docs/format.md, "Documents").
public struct ViewDocument: Sendable {
    /// The canvas the root is centred in; nil = the canvas is exactly the root's size.
    public var canvas: CGSize?
    /// The canvas's unsafe bands (`canvas.safeArea`); zero without a canvas.
    public var safeArea: EdgeInsets = EdgeInsets()
    /// What the root is proposed instead of the canvas size (or instead of nil x nil).
    public var proposal: ProposedViewSize?
    public var root: ViewNode
    /// An absolute path to a font file the document asks for (resolved relative to the tree file; it exists).
    public var fontFile: String?
    /// Values that were normalized as SwiftUI would (a negative minWidth...), one line each.
    public var warnings: [InputDiagnostic]
    /// What `"environment"` sets for the whole tree (the horizontal size class).
    public var environment = EnvironmentValues()
    /// The document's state, when it declares one: the root is built for its initial values, and built again
    /// by the pipeline's pass loop when `onPreferenceChange` actions change it (docs/semantics.md §10.7).
    public var state: DocumentState?
    /// Where the root, the font file and each image file were written (for errors found after decoding).
    public var locations = SourceLocations()

    public init(canvas: CGSize? = nil, proposal: ProposedViewSize? = nil, root: ViewNode, fontFile: String? = nil,
                warnings: [InputDiagnostic] = []) {
        self.canvas = canvas
        self.proposal = proposal
        self.root = root
        self.fontFile = fontFile
        self.warnings = warnings
    }
}
