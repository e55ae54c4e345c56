import Foundation
import LayoutCore

/// Reads a comparison sheet: `{"compare": [PANEL, ...], "canvas"?, "proposal"?, "fontFile"?, "alignments"?,
/// "version"?, "$schema"?}` where PANEL is `{"caption": "...", "root": VIEW, "canvas"?, "proposal"?}`. A panel's canvas and
/// proposal default to the sheet's; `null` removes the default (the panel is laid out without one). At least one panel, at most `FormatLimits.maxPanels`.
extension DocumentDecoder {
    static func comparison(_ top: JSONValue, _ members: JSONMembers, _ context: DecodeContext)
        throws(InputError) -> ComparisonDocument {
        var sheetCanvas: CGSize?
        var sheetSafeArea = EdgeInsets()
        var sheetProposal: ProposedViewSize?
        var fontFile: String?
        var panelsValue: JSONValue?
        for m in members {
            let p = JSONPath.document.key(m.key)
            switch m.key {
            case "$schema": _ = try context.string(m.value, p)
            case "version": try checkVersion(m.value, p, context)
            case "canvas": (sheetCanvas, sheetSafeArea) = try canvas(m.value, p, context)
            case "proposal": sheetProposal = try proposal(m.value, p, context)
            case "fontFile": fontFile = try DocumentDecoder.fontFile(m.value, p, context)
            case "alignments": context.alignments = try CustomAlignments.decode(m.value, p, context)
            case "compare": panelsValue = m.value
            case "root":
                throw context.error("a comparison sheet has no \"root\"; each panel in \"compare\" has its own",
                                    at: m.keyPosition, p)
            default:
                throw context.error("unknown key" + Suggestion.hint(for: m.key, in: Vocabulary.sheetKeys), at: m.keyPosition, p)
            }
        }
        let listPath = JSONPath.document.key("compare")
        guard let panelsValue, let elements = panelsValue.elements else {
            throw context.typeError(expected: "an array of panels [{\"caption\": ..., \"root\": VIEW}, ...]",
                                    panelsValue ?? top, listPath)
        }
        guard !elements.isEmpty else {
            throw context.error("a comparison sheet needs at least one panel", panelsValue, listPath)
        }
        guard elements.count <= FormatLimits.maxPanels else {
            throw context.error("a comparison sheet has at most \(FormatLimits.maxPanels) panels, got \(elements.count)",
                                panelsValue, listPath)
        }
        var panels: [ComparisonDocument.Panel] = []
        for (i, element) in elements.enumerated() {
            let path = listPath.index(i)
            let fields = try context.members(element, path,
                                             expected: "a panel {\"caption\": \"...\", \"root\": VIEW}")
            var caption: String?
            var doc = ViewDocument(canvas: sheetCanvas, proposal: sheetProposal, root: ViewNode(.emptyView),
                                   fontFile: fontFile)
            doc.safeArea = sheetSafeArea
            var rootValue: JSONValue?
            for f in fields {
                let p = path.key(f.key)
                switch f.key {
                case "caption": caption = try context.string(f.value, p)
                case "root": rootValue = f.value
                case "canvas":
                    if f.value.isNull {
                        (doc.canvas, doc.safeArea) = (nil, EdgeInsets())
                    } else {
                        (doc.canvas, doc.safeArea) = try canvas(f.value, p, context)
                    }
                case "proposal": doc.proposal = f.value.isNull ? nil : try proposal(f.value, p, context)
                default:
                    var message = "unknown key" + Suggestion.hint(for: f.key, in: Vocabulary.panelKeys)
                    if Vocabulary.viewSet.contains(f.key) {
                        message = "a panel holds its view under \"root\": {\"caption\": ..., \"root\": {\(Quote.json(f.key)): ...}}"
                    }
                    throw context.error(message, at: f.keyPosition, p)
                }
            }
            guard let caption else {
                throw context.error("missing \"caption\": the text shown with the panel", element, path)
            }
            guard let rootValue else {
                throw context.error("missing \"root\": the panel's view, e.g. \"root\": {\"Text\": \"Hello\"}", element, path)
            }
            doc.root = try TreeDecoder(context: context).view(rootValue, path.key("root"), level: 1)
            doc.locations = context.locations
            doc.locations.root = context.location(rootValue, path.key("root"))
            panels.append(ComparisonDocument.Panel(caption: caption, document: doc))
        }
        var sheet = ComparisonDocument(panels: panels, fontFile: fontFile, warnings: context.warnings)
        sheet.locations = context.locations
        return sheet
    }
}
