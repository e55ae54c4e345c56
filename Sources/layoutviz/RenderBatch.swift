import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// One `render` input on a batch worker: decode (a document or a comparison sheet), consult the cache when
/// rendering into a directory (docs/regression.md, "Cache"), lay out with the worker's measurer, draw every
/// file it asks for (one, or a DocC asset set), write atomically (a set is written together). In watch mode,
/// prints one line per render: "input -> output[, output...]". Returns the input's one-line failure, or nil.
struct BatchRender: Sendable {
    var render: Render
    var options: RenderOptions
    var cache: RenderCache?
    var cacheWriter: RenderCache

    var optionKey: [String] {
        ["scale=\(render.common.scale)", "debug=\(options.debug)", "background=\(render.background ?? "")",
         "theme=\(options.colorScheme)", "margin=\(options.margin)", "docc=\(render.docc)",
         "font=\(render.common.font.map { (InputDiscovery.absolute($0) as NSString).standardizingPath } ?? "")"]
    }

    /// One output file: where, in which format, at which scale, in which colour scheme.
    struct Target {
        var path: String
        var format: OutputFormat
        var scale: Int
        var scheme: ColorScheme
    }

    func targets(for input: String) throws -> [Target] {
        if render.docc {
            let (base, fmt) = try DocCAssetSet.base(output: render.output, input: input, format: render.format)
            return DocCAssetSet(base: base, format: fmt).variants.map {
                Target(path: $0.path, format: fmt, scale: $0.scale, scheme: $0.scheme)
            }
        }
        let (path, fmt) = try render.destination(for: input)
        return [Target(path: path, format: fmt, scale: render.common.scale, scheme: options.colorScheme)]
    }

    func renderOne(_ input: String, measurers: WorkerMeasurers) -> CLIFailure? {
        do {
            let targets = try targets(for: input)
            let decoded = try BatchPipeline.decodeInput(input, fontOverride: render.common.font)
            for w in decoded.input.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
            let cacheable = render.output.hasSuffix("/") && input != "-"
            let outputs = targets.map { (InputDiscovery.absolute($0.path) as NSString).standardizingPath }
            let key = RenderCache.key(command: "render", options: optionKey + ["format=\(targets[0].format.rawValue)",
                                      "output=\(outputs.joined(separator: ","))"],
                                      tree: input, bytes: decoded.bytes,
                                      dependencies: RenderCache.dependencies(of: decoded.input, fonts: decoded.fonts))
            if cacheable, let cache, cache.isFresh(key) { return nil }
            let measurer: PangoTextMeasurer
            do { measurer = try measurers.measurer(for: decoded.fonts) }
            catch { throw CLIFailure(message: "\(decoded.name): \(error)") }
            let tree = DecodedInput(name: decoded.name, input: decoded.input, measurer: measurer)
            var files: [(bytes: Data, path: String)] = []
            for t in targets {
                var o = options
                o.colorScheme = t.scheme
                files.append((try tree.render(t.format, scale: t.scale, options: o), t.path))
            }
            if files.count == 1 {
                try AtomicWriter.write(files[0].bytes, to: files[0].path)
            } else {
                try AtomicWriter.writeAll(files)
            }
            if cacheable { cacheWriter.record(key, files: files.map(\.path)) }
            if render.watch {
                let line = "\(input) -> " + files.map(\.path).joined(separator: ", ") + "\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
            return nil
        } catch let e as CLIFailure {
            return e
        } catch {
            return CLIFailure(message: "\(input): \(error)")
        }
    }
}

extension BatchPipeline {
    /// A tree file decoded as a document or a comparison sheet, with its bytes (for the cache) and fonts.
    struct DecodedTree {
        var name: String
        var bytes: Data
        var input: TreeInput
        var fonts: FontConfiguration
    }

    static func decodeInput(_ path: String, fontOverride: String?) throws -> DecodedTree {
        let (data, name, base) = try Pipeline.read(path)
        let input: TreeInput
        do {
            input = try DocumentDecoder.decodeInput(data: data, file: name, baseDirectory: base)
        } catch {
            throw CLIFailure(message: "\(error)")
        }
        let fonts: FontConfiguration
        do {
            if let file = fontOverride ?? input.fontFile {
                fonts = try FontConfiguration.custom(file: file)
            } else {
                fonts = try FontConfiguration.standard()
            }
        } catch {
            throw CLIFailure(message: "\(name): \(error)")
        }
        return DecodedTree(name: name, bytes: data, input: input, fonts: fonts)
    }
}

extension RenderCache {
    /// Files a document or every panel of a sheet uses besides the tree file.
    static func dependencies(of input: TreeInput, fonts: FontConfiguration) -> [String] {
        switch input {
        case .view(let d): return dependencies(of: d, fonts: fonts)
        case .comparison(let sheet):
            return Array(Set(sheet.panels.flatMap { dependencies(of: $0.document, fonts: fonts) }))
        }
    }
}
