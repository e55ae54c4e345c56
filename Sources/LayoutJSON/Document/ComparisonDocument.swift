import Foundation
import LayoutCore

/// What a tree file holds: one view document, or a comparison sheet of several.
public enum TreeInput: Sendable {
    case view(ViewDocument)
    case comparison(ComparisonDocument)

    public var warnings: [InputDiagnostic] {
        switch self {
        case .view(let d): d.warnings
        case .comparison(let c): c.warnings
        }
    }

    public var fontFile: String? {
        switch self {
        case .view(let d): d.fontFile
        case .comparison(let c): c.fontFile
        }
    }

    /// Where the font file and image files were named; the root's location is the document's (a sheet's
    /// panels each have theirs).
    public var locations: SourceLocations {
        switch self {
        case .view(let d): d.locations
        case .comparison(let c): c.locations
        }
    }
}

/// A comparison sheet (docs/format.md, "Comparison sheets"): panels drawn side by side, each a document of its
/// own (laid out independently) with a caption.
public struct ComparisonDocument: Sendable {
    public struct Panel: Sendable {
        public var caption: String
        /// The panel as its own document would be: its root, and its canvas and proposal (the panel's own, else
        /// the sheet's).
        public var document: ViewDocument

        public init(caption: String, document: ViewDocument) { self.caption = caption; self.document = document }
    }

    public var panels: [Panel]
    public var fontFile: String?
    public var warnings: [InputDiagnostic]
    /// Where the font file and image files were named (no root: each panel's document has its own).
    public var locations = SourceLocations()

    public init(panels: [Panel], fontFile: String? = nil, warnings: [InputDiagnostic] = []) {
        self.panels = panels; self.fontFile = fontFile; self.warnings = warnings
    }
}
