import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// One input read and decoded (a view document or a comparison sheet), with the measurer its text uses.
/// Layout happens per scale (`layout(scale:)`), since text sizes round to the pixel grid.
struct DecodedInput {
    var name: String
    var input: TreeInput
    var measurer: PangoTextMeasurer

    enum Laid {
        case view(LayoutResult)
        case sheet([ComparisonSheet.LaidOutPanel])
    }

    /// - Parameter guides: report alignment guides in the result (the frame dump shows them).
    func layout(scale: Int, guides: Bool = false) throws -> Laid {
        let engine = LayoutEngine(measurer: measurer, scale: CGFloat(scale), reportsGuides: guides)
        switch input {
        case .view(let document):
            let result = engine.layout(document)
            try Pipeline.checkCanvas(result.canvas, name: name, at: document.locations.root)
            return .view(result)
        case .comparison(let sheet):
            let panels = ComparisonSheet.layout(sheet.panels.map {
                ComparisonSheet.PanelInput(caption: $0.caption, root: $0.document.root, canvas: $0.document.canvas,
                                           proposal: $0.document.proposal, safeArea: $0.document.safeArea,
                                           environment: $0.document.environment)
            }, engine: engine)
            for (panel, input) in zip(panels, sheet.panels) {
                try Pipeline.checkCanvas(panel.result.canvas, name: name, at: input.document.locations.root)
            }
            return .sheet(panels)
        }
    }

    /// The drawing of this input at `scale` in `options` (a sheet composes its panels' drawings).
    func displayList(scale: Int, options: RenderOptions) throws -> DisplayList {
        switch try layout(scale: scale) {
        case .view(let result): return DisplayList(result, options: options)
        case .sheet(let panels): return ComparisonSheet.displayList(panels, options: options)
        }
    }

    /// Encoded image bytes.
    func render(_ format: OutputFormat, scale: Int, options: RenderOptions) throws -> Data {
        var options = options
        options.scale = CGFloat(scale)
        let list = try displayList(scale: scale, options: options)
        switch format {
        case .svg:
            return Data(SVGRenderer.render(list, fonts: measurer.fonts).utf8)
        case .png:
            do { return Data(try PNGRenderer.render(list, scale: CGFloat(scale), measurer: measurer)) }
            catch { throw CLIFailure(message: "\(name): \(error)") }
        }
    }
}

extension Pipeline {
    /// Reads `path` ("-" = stdin), decodes a document or comparison sheet, prints warnings, sets up fonts.
    static func decode(_ path: String, options: CommonOptions) throws -> DecodedInput {
        let (data, name, base) = try read(path)
        let input: TreeInput
        do {
            input = try DocumentDecoder.decodeInput(data: data, file: name, baseDirectory: base)
        } catch {
            throw CLIFailure(message: "\(error)")
        }
        for w in input.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        let fonts: FontConfiguration
        do {
            if let file = options.font ?? input.fontFile {
                fonts = try FontConfiguration.custom(file: file)
            } else {
                fonts = try FontConfiguration.standard()
            }
        } catch {
            throw CLIFailure(message: "\(name): \(error)")
        }
        do { return DecodedInput(name: name, input: input, measurer: try PangoTextMeasurer(fonts: fonts)) }
        catch { throw CLIFailure(message: "\(name): \(error)") }
    }
}
