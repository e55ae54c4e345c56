import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// One `render` input on a batch worker: decode, consult the cache when rendering into a directory
/// (docs/regression.md, "Cache"), lay out with the worker's measurer, draw, write atomically. Returns the input's one-line failure, or nil.
struct BatchRender: Sendable {
    var render: Render
    var options: RenderOptions
    var cache: RenderCache?
    var cacheWriter: RenderCache

    var optionKey: [String] {
        ["scale=\(render.common.scale)", "debug=\(options.debug)", "background=\(render.background)",
         "font=\(render.common.font.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")"]
    }

    func renderOne(_ input: String, measurers: WorkerMeasurers) -> CLIFailure? {
        do {
            let (path, fmt) = try render.destination(for: input)
            let decoded = try BatchPipeline.decode(input, fontOverride: render.common.font)
            for w in decoded.document.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
            let cacheable = render.output.hasSuffix("/") && input != "-"
            let key = RenderCache.key(command: "render", options: optionKey + ["format=\(fmt.rawValue)",
                                      "output=\((InputDiscovery.absolute(path) as NSString).standardizingPath)"],
                                      tree: input, bytes: decoded.bytes,
                                      dependencies: RenderCache.dependencies(of: decoded.document, fonts: decoded.fonts))
            if cacheable, let cache, cache.isFresh(key) { return nil }
            let (result, measurer) = try BatchPipeline.layout(decoded, scale: render.common.scale, measurers: measurers)
            let list = DisplayList(result, options: options)
            let bytes: Data
            switch fmt {
            case .svg:
                bytes = Data(SVGRenderer.render(list, fonts: measurer.fonts).utf8)
            case .png:
                do { bytes = Data(try PNGRenderer.render(list, scale: CGFloat(render.common.scale), measurer: measurer)) }
                catch { throw CLIFailure(message: "\(decoded.name): \(error)") }
            }
            try AtomicWriter.write(bytes, to: path)
            if cacheable { cacheWriter.record(key, files: [path]) }
            return nil
        } catch let e as CLIFailure {
            return e
        } catch {
            return CLIFailure(message: "\(input): \(error)")
        }
    }
}
