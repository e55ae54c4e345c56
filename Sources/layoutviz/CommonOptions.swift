import ArgumentParser
import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import PangoCairoBackend

/// Options shared by `render` and `layout`.
struct CommonOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3. Text sizes round to this grid.")
    var scale: Int = 2

    @Option(help: "A font file (OTF/TTF) used for all text instead of the pinned Inter/DejaVu set.")
    var font: String?

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }
}

/// One input read, decoded and laid out.
struct LoadedTree {
    var name: String
    var document: ViewDocument
    var result: LayoutResult
    var measurer: PangoTextMeasurer
    /// The negotiation, when asked for (`explain`).
    var trace: LayoutTrace?
}

/// What `Pipeline.load` records besides the frames.
struct LayoutRequest {
    /// Report explicit alignment guides per node (the frame dump).
    var guides = false
    /// Record the negotiation (`explain`).
    var trace = false
}

enum Pipeline {
    /// Reads `path` ("-" = stdin), decodes, prints warnings, lays out. Throws a one-line CLIFailure.
    static func load(_ path: String, options: CommonOptions, request: LayoutRequest = LayoutRequest()) throws -> LoadedTree {
        let (data, name, base) = try read(path)
        let document: ViewDocument
        do {
            document = try DocumentDecoder.decode(data: data, file: name, baseDirectory: base)
        } catch {
            throw CLIFailure(message: "\(error)")
        }
        for w in document.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        let fonts: FontConfiguration
        do {
            if let file = options.font ?? document.fontFile {
                fonts = try FontConfiguration.custom(file: file)
            } else {
                fonts = try FontConfiguration.standard()
            }
        } catch {
            throw CLIFailure(message: "\(name): \(error)")
        }
        let measurer: PangoTextMeasurer
        do { measurer = try PangoTextMeasurer(fonts: fonts) } catch { throw CLIFailure(message: "\(name): \(error)") }
        let engine = LayoutEngine(measurer: measurer, scale: CGFloat(options.scale), reportsGuides: request.guides)
        let result: LayoutResult
        var trace: LayoutTrace?
        if request.trace {
            (result, trace) = engine.layoutWithTrace(document)
        } else {
            result = engine.layout(document)
        }
        try checkCanvas(result.canvas, name: name, at: document.locations.root)
        return LoadedTree(name: name, document: document, result: result, measurer: measurer, trace: trace)
    }

    static func read(_ path: String) throws -> (Data, String, String) {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (data, "<stdin>", FileManager.default.currentDirectoryPath)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw CLIFailure(message: "\(path): no such file")
        }
        guard !isDir.boolValue else { throw CLIFailure(message: "\(path): is a directory, expected a JSON file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIFailure(message: "\(path): cannot read the file")
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return (data, path, base)
    }

    /// The image must have a finite, non-empty size of sane proportions (`CanvasCheck`); the error names the
    /// root's position.
    static func checkCanvas(_ size: CGSize, name: String, at root: InputDiagnostic?) throws {
        if let problem = CanvasCheck.problem(size) {
            throw CLIFailure(message: "\(SourceLocations.error(problem, at: root, file: name))")
        }
    }
}

/// Writes a file atomically: a temporary file beside it, then a rename. On failure nothing is left.
enum AtomicWriter {
    static func write(_ bytes: Data, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(bytes)
            return
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw CLIFailure(message: "\(path): the directory \(dir.path) does not exist")
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try bytes.write(to: tmp)
            if rename(tmp.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: tmp)
                throw CLIFailure(message: "\(path): cannot write: \(reason)")
            }
        } catch let e as CLIFailure {
            throw e
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw CLIFailure(message: "\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
