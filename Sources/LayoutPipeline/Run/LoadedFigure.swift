import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// One figure of an input, read and with its fonts chosen: what every command starts from.
public struct LoadedFigure: Sendable {
    /// The input's name as given ("cases/card.json", "<stdin>").
    public var source: String
    public var figure: Figure
    public var fonts: FontConfiguration
    /// What the figure's outputs and references add to the input's name (`<file>-<outputName>`): nil for the
    /// only figure of an input (`FileNames.outputNames`).
    public var outputName: String?

    public init(source: String, figure: Figure, fonts: FontConfiguration, outputName: String? = nil) {
        self.source = source
        self.figure = figure
        self.fonts = fonts
        self.outputName = outputName
    }

    /// Moves the root of a view figure without state into `root` (an empty view takes its place in the figure),
    /// so that the caller holds the only reference to the tree; false (nothing moved) for a sheet or a document
    /// with state, whose passes build the root again.
    mutating func takeStatelessRoot(into root: inout ViewNode) -> Bool {
        guard case .view(var document) = figure.content, document.state == nil else { return false }
        root = document.root
        document.root = ViewNode(.emptyView)
        figure.content = .view(document)
        return true
    }

    /// For messages: the input's name, with the figure's name in brackets when it has one.
    public var label: String { figure.name.map { "\(source) [\($0)]" } ?? source }
    public var content: TreeInput { figure.content }
    public var warnings: [InputDiagnostic] { figure.content.warnings }
}

/// A figure laid out: a view's result, or a sheet's panels, with the measurer that measured its text (and
/// draws it).
public struct LaidOutFigure: Sendable {
    public enum Content: Sendable {
        case view(LayoutResult)
        case sheet([ComparisonSheet.LaidOutPanel])
    }

    public var label: String
    public var content: Content
    public var measurer: PangoTextMeasurer
    /// Where the input named its root, font and image files (for errors while drawing).
    public var locations: SourceLocations

    /// A figure laid out elsewhere (a `LayoutSession`'s result, with the measurer it was made with).
    public init(label: String, content: Content, measurer: PangoTextMeasurer,
                locations: SourceLocations = SourceLocations()) {
        self.label = label
        self.content = content
        self.measurer = measurer
        self.locations = locations
    }

    /// The result of a view figure (nil for a sheet).
    public var result: LayoutResult? {
        if case .view(let result) = content { return result }
        return nil
    }

    /// The figure's drawing in `options`; a sheet composes its panels'.
    public func displayList(_ options: RenderOptions) -> DisplayList {
        switch content {
        case .view(let result): DisplayList(result, options: options)
        case .sheet(let panels): ComparisonSheet.displayList(panels, options: options)
        }
    }

    /// Encoded image bytes; errors name the figure, and where the input wrote the image file that failed (or
    /// its root, for a drawing over the limits).
    public func render(_ format: ImageFormat, options: RenderOptions) throws(PipelineError) -> Data {
        do {
            let bytes = try format.bytes(displayList(options), measurer: measurer, text: options.textMode)
            guard format == .svg, options.nodeGroups, let result else { return bytes }
            return Data(SVGNodeGroups.insert(into: String(decoding: bytes, as: UTF8.self), root: result.root,
                                             margin: options.margin).utf8)
        } catch {
            let location = error.imageFile.flatMap { locations.images[$0] } ?? locations.root
            if let location, location.file == label {
                throw PipelineError("\(SourceLocations.error(error.message, at: location, file: label))")
            }
            throw PipelineError.about(label, error.message)
        }
    }

    /// One warning per character a Text draws that no pinned font covers (drawn as the missing-glyph box):
    /// the Text's location and JSON path and the code point (docs/rendering.md, "Scripts and fallback fonts").
    public var coverageWarnings: [InputDiagnostic] {
        var out: [InputDiagnostic] = []
        var seen = Set<String>()
        for (text, location) in locations.texts where seen.insert("\(location.path ?? "")\u{0}\(text)").inserted {
            for scalar in measurer.uncoveredCharacters(text) {
                var w = location
                w.severity = .warning
                w.message = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                    + " (\(scalar.properties.name ?? "unnamed")) is not covered by any pinned font; "
                    + "drawn as the missing-glyph box"
                out.append(w)
            }
        }
        return out
    }

    /// The frame dump (`layoutviz layout`): one document's frames, or one per panel of a sheet.
    public var frames: String {
        switch content {
        case .view(let result): FramesJSON.encode(result)
        case .sheet(let panels): ComparisonFrames.encode(panels.map { ($0.caption, $0.result) })
        }
    }

    /// `frames`, handed to `chunk` piece by piece as it is written (a view's dump is never whole in memory).
    public func writeFrames(_ chunk: (String) throws(PipelineError) -> Void) throws(PipelineError) {
        switch content {
        case .view(let result):
            do { try FramesJSON.encode(result) { try chunk($0) } } catch let e as PipelineError { throw e } catch {
                throw PipelineError("\(error)")
            }
        case .sheet: try chunk(frames)
        }
    }
}

extension String {
    /// The string with "0"s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
