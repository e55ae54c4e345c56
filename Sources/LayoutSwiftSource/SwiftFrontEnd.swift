import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline

/// The pipeline's front end for `.swift` files (docs/swift-source.md): a file's figures are its previews (each
/// `#Preview`, each view of a `PreviewProvider`), or the `--view` expression. All the .swift inputs of a run form
/// one module (`moduleInputs`: files and directories as given), so a view declared in one file is usable from
/// another. Modules are loaded once per run and shared.
public struct SwiftFrontEnd: FrontEnd {
    /// The files and directories whose .swift files form the module.
    public var moduleInputs: [String]
    /// `--view EXPR`: the figure is this view expression instead of the previews.
    public var view: String?
    let cache = ModuleCache()

    public init(moduleInputs: [String] = [], view: String? = nil) {
        self.moduleInputs = moduleInputs
        self.view = view
    }

    public var language: String { "Swift" }
    public var fileExtensions: [String] { ["swift"] }

    public func figures(in source: LayoutPipeline.SourceFile, options: FrontEndOptions) throws -> [Figure] {
        let (module, split) = try cache.module(for: source, inputs: moduleInputs)
        if let view {
            let f = try module.figure(forView: view)
            return [Self.figure(f, named: nil, split: split)]
        }
        let figures = try module.previews(inFile: source.isFile ? source.name : nil)
        guard !figures.isEmpty else {
            throw InputDiagnostic(file: source.name, message: "no #Preview or PreviewProvider in this file; render a view "
                                  + "of it with --view 'MyView()'")
        }
        return figures.map { Self.figure($0, named: $0.name, split: split) }
    }

    /// A Swift figure as the pipeline's: its document and its viewport hints (docs/swift-source.md, "Previews").
    static func figure(_ figure: SwiftFigure, named name: String?, split: InputDiagnostic? = nil) -> Figure {
        var warned = figure
        if let split { warned.document.warnings.insert(split, at: 0) }
        let f = warned
        var hints = ViewportHints()
        let orientation: Device.Orientation = f.viewport.landscape ? .landscape : .portrait
        hints.orientation = orientation
        switch f.viewport.layout {
        case .device:
            hints.device = f.viewport.device ?? DeviceCatalog.defaultName
        case .sizeThatFits:
            let device = f.viewport.device.flatMap(DeviceCatalog.named) ?? DeviceCatalog.named(DeviceCatalog.defaultName)
            if let size = device?.screen(orientation).size {
                hints.proposal = ProposedViewSize(width: size.width, height: size.height)
            }
        case .fixed(let w, let h):
            hints.canvas = CGSize(width: w, height: h)
            hints.safeArea = EdgeInsets()
        }
        var figure = Figure(name: name, content: .view(f.document), hints: hints, keepsName: name != nil)
        if f.shared?.hasPatches == true {
            figure.layoutError = { @Sendable () -> InputDiagnostic? in f.layoutErrors.first }
        }
        return figure
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Selects the inputs a run renders: with `--view`, the first .swift input (the module is all of them); else
    /// every input, less the .swift files that declare no preview (helper files of the module). JSON inputs
    /// pass through.
    public func selectInputs(_ inputs: [String]) throws -> [String] {
        let swift = inputs.filter { $0.lowercased().hasSuffix(".swift") }
        guard !swift.isEmpty else { return inputs }
        if view != nil, let first = swift.first { return inputs.filter { !$0.lowercased().hasSuffix(".swift") } + [first] }
        let withPreviews = Set(try cache.filesWithPreviews(paths: moduleInputs.isEmpty ? swift : moduleInputs)
            .map(Self.canonical))
        let selected = inputs.filter { !$0.lowercased().hasSuffix(".swift") || withPreviews.contains(Self.canonical($0)) }
        if selected.isEmpty {
            throw InputDiagnostic(file: swift[0], message: "no #Preview or PreviewProvider in the inputs; render a view with "
                                  + "--view 'MyView()'")
        }
        return selected
    }
}

/// Loaded modules by their inputs, shared by the figures of one run.
///
/// Inputs that declare the same type or constant in two files cannot be one module (Swift's redeclaration
/// error). A directory of independent figures is exactly that (each file its own `ContentView`, as
/// `convert --to swift` writes them), so then each file of the run is read as its own module, with a warning
/// naming the two declarations; a file that repeats a name within itself is still the error.
final class ModuleCache: @unchecked Sendable {
    private var modules: [[String]: SwiftSourceModule] = [:]
    /// Inputs that could not be one module, with the redeclaration that split them.
    private var split: [[String]: InputDiagnostic] = [:]
    private let lock = NSLock()

    func module(paths: [String]) throws -> SwiftSourceModule {
        lock.lock()
        defer { lock.unlock() }
        return try loaded(paths)
    }

    private func loaded(_ paths: [String]) throws -> SwiftSourceModule {
        if let m = modules[paths] { return m }
        let m = try SwiftSourceModule.load(paths: paths)
        modules[paths] = m
        return m
    }

    /// The module of `paths`, or nil with the redeclaration when they must be read file by file.
    private func joined(_ paths: [String]) throws -> (SwiftSourceModule?, InputDiagnostic?) {
        if let conflict = split[paths] { return (nil, conflict) }
        do {
            return (try loaded(paths), nil)
        } catch let e as InputDiagnostic where e.isRedeclaration
            && (paths.count > 1 || Self.isDirectory(paths)) {
            split[paths] = e
            return (nil, e)
        }
    }

    private static func isDirectory(_ paths: [String]) -> Bool {
        var isDirectory: ObjCBool = false
        return paths.count == 1 && FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The files of `paths` that declare previews (file by file when they cannot be one module).
    func filesWithPreviews(paths: [String]) throws -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let module = try joined(paths).0 { return module.filesWithPreviews }
        var files: [String] = []
        for file in SwiftSourceModule.files(paths) {
            files += try loaded([file]).filesWithPreviews
        }
        return files
    }

    /// The module `source` belongs to: the run's module inputs (with the source among them), or the source alone
    /// (standard input, a file outside them, or inputs that cannot be one module: then with the warning to show).
    func module(for source: LayoutPipeline.SourceFile, inputs: [String]) throws -> (SwiftSourceModule, InputDiagnostic?) {
        guard source.isFile else {
            let text = String(decoding: source.data, as: UTF8.self)
            return (try SwiftSourceModule.load(sources: [(source.name, text)], directory: source.baseDirectory), nil)
        }
        lock.lock()
        defer { lock.unlock() }
        let (all, conflict) = try joined(inputs.isEmpty ? [source.name] : inputs)
        let key = SwiftFrontEnd.canonical(source.name)
        if let all, all.fileNames.contains(where: { SwiftFrontEnd.canonical($0) == key }) { return (all, nil) }
        let alone = try loaded([source.name])
        // The warning once, with the figures of the file holding the second declaration.
        guard var warning = conflict, SwiftFrontEnd.canonical(warning.file) == key,
              case .redeclaration(let name, let first) = warning.kind else { return (alone, nil) }
        warning.message = "warning: '\(name)' is declared here and at \(first); Swift cannot build one module of "
            + "these inputs, so each file is read as its own module"
        return (alone, warning)
    }
}

private extension InputDiagnostic {
    var isRedeclaration: Bool {
        if case .redeclaration = kind { return true }
        return false
    }
}
