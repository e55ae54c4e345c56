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

    /// A comparison sheet's panels laid out, each with its caption.
    struct SheetLayout {
        var panels: [(caption: String, result: LayoutResult, captionResult: LayoutResult)]
    }

    enum Laid {
        case view(LayoutResult)
        case sheet(SheetLayout)
    }

    func layout(scale: Int) throws -> Laid {
        let engine = LayoutEngine(measurer: measurer, scale: CGFloat(scale))
        switch input {
        case .view(let document):
            let result = engine.layout(document.root, canvas: document.canvas, proposal: document.proposal)
            try Pipeline.checkCanvas(result.canvas, name: name)
            return .view(result)
        case .comparison(let sheet):
            var panels: [(String, LayoutResult, LayoutResult)] = []
            for (i, panel) in sheet.panels.enumerated() {
                let d = panel.document
                let result = engine.layout(d.root, canvas: d.canvas, proposal: d.proposal)
                do { try Pipeline.checkCanvas(result.canvas, name: name) } catch let e as CLIFailure {
                    throw CLIFailure(message: e.message.replacingOccurrences(of: "\(name): root:",
                                                                             with: "\(name): compare[\(i)].root:"))
                }
                let width = max(result.canvas.width, ComparisonSheet.minimumCaptionWidth)
                let caption = engine.layout(Self.captionView(panel.caption),
                                            proposal: ProposedViewSize(width: width, height: nil))
                panels.append((panel.caption, result, caption))
            }
            return .sheet(SheetLayout(panels: panels))
        }
    }

    /// A caption is real Text, `Text(caption).font(.system(.caption, design: .monospaced))` in the primary
    /// colour (lines leading-aligned, as code reads), proposed the panel's width or 280 points, whichever is
    /// wider, and no height: it takes its ideal width up to that and wraps beyond.
    static func captionView(_ caption: String) -> ViewNode {
        ViewNode(.text(caption)).modifier(.font(FontSpec(style: .caption, design: .monospaced)))
    }

    /// The drawing of this input at `scale` in `options` (a sheet composes its panels' drawings).
    func displayList(scale: Int, options: RenderOptions) throws -> DisplayList {
        switch try layout(scale: scale) {
        case .view(let result):
            return DisplayList(result, options: options)
        case .sheet(let sheet):
            var panelOptions = options
            panelOptions.margin = 0
            panelOptions.background = nil
            var captionOptions = panelOptions
            captionOptions.debug = .off
            let panels = sheet.panels.map {
                ComparisonSheet.Panel(content: DisplayList($0.result, options: panelOptions),
                                      caption: DisplayList($0.captionResult, options: captionOptions))
            }
            let list = ComparisonSheet.compose(panels, scale: CGFloat(scale),
                                               background: options.background?.resolved(in: options.colorScheme),
                                               scheme: options.colorScheme)
            let m = PixelGrid.round(max(0, options.margin), scale: CGFloat(scale))
            return m > 0 ? list.withMargin(m) : list
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
