import Foundation
import LayoutCore
import LayoutJSON
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One figure of a Swift source: a preview (or a `--view` expression) as the JSON format's tree, decoded.
public struct SwiftFigure: Sendable {
    /// The preview's name (`#Preview("Card")` → "Card"; see docs/swift-source.md for unnamed previews).
    public var name: String
    /// The decoded tree, without canvas: the viewport comes from `viewport` (or the command line).
    public var document: ViewDocument
    /// The tree in the JSON format (what `layoutviz convert` prints), as a `TreeValue`.
    package var tree: TreeValue
    public var viewport: PreviewViewport
    /// The file the preview is declared in (as given when loading).
    public var file: String
    /// Placeholders and other warnings, one line each (file:line:col).
    public var warnings: [InputDiagnostic]

    /// Errors met while laying out the figure's layout-time code (custom layouts, GeometryReader content that
    /// runs during layout), each a one-line message; the layout went on without that code's effect.
    public var layoutErrors: [InputDiagnostic] { shared?.errors.map { shared?.interpreter.module.resolve($0) ?? $0 } ?? [] }
    var shared: LayoutTimeShared?

    /// The tree as JSON text (docs/format.md): a document `{"root": ...}` with its custom alignments.
    public var json: String { JSONText.print(tree) }
}

/// A module of SwiftUI source: one or more .swift files (directories: every *.swift under them), parsed with
/// SwiftParser, declarations collected across all files, views interpreted on demand (docs/swift-source.md).
///
///     let module = try SwiftSourceModule.load(paths: ["Sources/MyApp/"])
///     for figure in try module.previews() { ... figure.document ... }
///     let card = try module.figure(forView: #"ProfileCard(name: "Taylor")"#)
public final class SwiftSourceModule: @unchecked Sendable {
    let declarations: ModuleDeclarations
    let files: [SourceFile]

    private init(declarations: ModuleDeclarations, files: [SourceFile]) {
        self.declarations = declarations
        self.files = files
    }

    /// Sources given as text: `name` is used in messages, `directory` is where images are looked for.
    public static func load(sources: [(name: String, text: String)], directory: String = ".") throws(InputDiagnostic)
        -> SwiftSourceModule {
        let module = try ModuleLoader.load(sources.map { ($0.name, $0.text, directory) })
        return SwiftSourceModule(declarations: module, files: [])
    }

    /// Files and directories (every *.swift under a directory, recursively, in sorted order).
    public static func load(paths: [String]) throws(InputDiagnostic) -> SwiftSourceModule {
        var sources: [(name: String, text: String, directory: String)] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputDiagnostic(file: path, message: "cannot read the source file: no such file")
            }
            for f in files([path]) {
                guard let data = FileManager.default.contents(atPath: f), let text = String(data: data, encoding: .utf8) else {
                    throw InputDiagnostic(file: f, message: "cannot read the source file (not UTF-8 text, or permission denied)")
                }
                sources.append((f, text, URL(fileURLWithPath: f).deletingLastPathComponent().path))
            }
        }
        if sources.isEmpty {
            throw InputDiagnostic(file: paths.first ?? "<swift>", message: "no .swift files in the inputs")
        }
        let module = try ModuleLoader.load(sources)
        return SwiftSourceModule(declarations: module, files: [])
    }

    /// The .swift files of `paths`: a file as given, a directory's every `*.swift` (recursively, sorted).
    static func files(_ paths: [String]) -> [String] {
        var all: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else { all.append(path); continue }
            var files: [String] = []
            let base = URL(fileURLWithPath: path)
            let walker = FileManager.default.enumerator(atPath: path)
            while let next = walker?.nextObject() as? String {
                if next.hasSuffix(".swift") { files.append(base.appendingPathComponent(next).path) }
            }
            all += files.sorted()
        }
        return all
    }

    /// The interpreter's step bound (docs/swift-source.md, "Errors and limits"); tools that run many sources may
    /// lower it.
    public var maxSteps: Int {
        get { declarations.maxSteps }
        set { declarations.maxSteps = max(1, newValue) }
    }

    /// The files (as loaded) that declare a `#Preview` or a `PreviewProvider`, in load order.
    public var filesWithPreviews: [String] {
        let names = Set(declarations.previews.map(\.file.name)
                        + declarations.types.values.filter(\.isPreviewProvider).compactMap { $0.file?.name })
        return declarations.files.map(\.name).filter { names.contains($0) }
    }

    /// Every file of the module, in load order.
    public var fileNames: [String] { declarations.files.map(\.name).filter { $0 != "<view>" } }

    /// Every preview of the module: each `#Preview`, and each view of each `PreviewProvider`'s `previews`; with
    /// `file`, only those declared in that file (compared as canonical paths), the others not interpreted.
    public func previews(inFile file: String? = nil) throws(InputDiagnostic) -> [SwiftFigure] {
        declarations.lock.lock()
        defer { declarations.lock.unlock() }
        let key = file.map(SwiftFrontEnd.canonical)
        func selected(_ name: String) -> Bool { key == nil || SwiftFrontEnd.canonical(name) == key }
        var figures: [SwiftFigure] = []
        let declarations = declarations
        // Unnamed previews are numbered within their file (docs/swift-source.md, "Previews").
        var unnamedCounts: [String: Int] = [:]
        for p in declarations.previews where p.name == nil { unnamedCounts[p.file.name, default: 0] += 1 }
        var unnamedIndices: [String: Int] = [:]
        for p in declarations.previews where selected(p.file.name) {
            let it = Interpreter(module: declarations, file: p.file)
            var viewport = PreviewViewport()
            for t in p.traits { try Previews.apply(try it.evaluate(t, Context(scope: declarations.globalScope)), to: &viewport, it, at: it.position(t)) }
            var name = p.name
            if name == nil {
                let index = unnamedIndices[p.file.name, default: 0] + 1
                unnamedIndices[p.file.name] = index
                name = unnamedCounts[p.file.name] == 1 ? "Preview" : "Preview\(index)"
            }
            let build = ViewBuild { (it: Interpreter) throws(InputDiagnostic) -> ViewValue in
                let result = try it.runBody(p.body, Context(scope: Scope(parent: declarations.globalScope), isBuilder: true))
                guard let view = it.asView(result) else {
                    throw it.error("the preview's body is not a view", at: p.position)
                }
                return view
            }
            figures.append(try figure(build, file: p.file, name: name ?? "Preview", viewport: viewport, it))
            figures[figures.count - 1].file = p.file.name
        }
        for t in declarations.types.values.sorted(by: { ($0.file?.name ?? "", $0.name) < ($1.file?.name ?? "", $1.name) })
            where t.isPreviewProvider {
            guard let f = t.staticComputed["previews"] ?? nil, let file = t.file, selected(file.name) else { continue }
            let it = Interpreter(module: declarations, file: file)
            let typeName = t.name
            func views(_ it: Interpreter) throws(InputDiagnostic) -> [ViewValue] {
                let result = try it.callFunction(f, receiver: .type(typeName), [], f.node, Context(scope: declarations.globalScope))
                return try it.flatten(result, at: it.position(f.node))
            }
            let all = try views(it)
            for (i, v) in all.enumerated() {
                var name = all.count == 1 ? t.name : "\(t.name)-\(i + 1)"
                if case .string(let n)? = v.previewHints["previewDisplayName"] { name = n }
                let build = ViewBuild { (it: Interpreter) throws(InputDiagnostic) -> ViewValue in
                    let again = try views(it)
                    guard i < again.count else { throw it.error("the previews changed", at: it.position(f.node)) }
                    return again[i]
                }
                // Each figure from a fresh run of `previews` (the same values, UUIDs included, as the first run).
                figures.append(try figure(build, file: file, name: name, viewport: PreviewViewport(),
                                          Interpreter(module: declarations, file: file)))
                figures[figures.count - 1].file = file.name
            }
        }
        return figures
    }

    /// The figure of one preview by name; the error lists the names (with a did-you-mean).
    public func preview(named name: String) throws(InputDiagnostic) -> SwiftFigure {
        let all = try previews()
        if let f = all.first(where: { $0.name == name }) { return f }
        let names = all.map(\.name)
        let hint = FormatVocabulary.nearest(to: name, in: names).map { "; did you mean \"\($0)\"?" }
            ?? (names.isEmpty ? "; the inputs have no previews" : "; the previews are: " + names.joined(separator: ", "))
        throw InputDiagnostic(file: declarations.previews.first?.file.name ?? "<swift>", message: "no preview named \"\(name)\"" + hint)
    }

    /// Any view expression of the module (`--view 'ProfileCard(name: "Taylor")'`); messages name the file "<view>".
    public func figure(forView expression: String) throws(InputDiagnostic) -> SwiftFigure {
        declarations.lock.lock()
        defer { declarations.lock.unlock() }
        let parsed = Parser.parse(source: expression)
        let file = SourceFile(name: "<view>", tree: parsed, directory: FileManager.default.currentDirectoryPath,
                              index: declarations.files.count)
        if declarations.files.last?.name != "<view>" { declarations.files.append(file) }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        let it = Interpreter(module: declarations, file: file)
        guard let tree = folded.as(SourceFileSyntax.self), tree.statements.count == 1,
              case .expr(let e)? = tree.statements.first?.item, !parsed.hasError else {
            throw InputDiagnostic(file: "<view>", line: 1, column: 1, message: "expected one view expression, such as 'ProfileCard(name: \"Taylor\")'")
        }
        let declarations = declarations
        let build = ViewBuild { (it: Interpreter) throws(InputDiagnostic) -> ViewValue in
            let v = try it.evaluate(e, Context(scope: declarations.globalScope, isBuilder: true))
            guard let view = it.asView(v) else { throw it.error("this expression is not a view (it is \(v.typeDescription))", at: e) }
            return view
        }
        var viewport = PreviewViewport()
        viewport.layout = .sizeThatFits
        return try figure(build, file: file, name: "view", viewport: viewport, it)
    }

    /// A figure from its view's build: lowered and decoded; with state, the document's rebuild builds the view again
    /// for each pass's state (`SwiftFigureRebuild`), so a body that branches on state follows it.
    private func figure(_ build: ViewBuild, file: SourceFile, name: String, viewport: PreviewViewport, _ it: Interpreter)
        throws(InputDiagnostic) -> SwiftFigure {
        var result = try lowered(try build.run(it), name: name, viewport: viewport, it).figure
        if let state = result.document.state {
            let rebuild = SwiftFigureRebuild(module: self, build: build, file: file)
            result.document.state = DocumentState(initial: state.initial) { values throws(InputError) in
                try rebuild.root(for: values)
            }
        }
        return result
    }

    /// The root of the view built again by `build` with `state` (one pass of the state loop).
    func rebuiltRoot(_ build: ViewBuild, file: SourceFile, state: StateValues) throws(InputDiagnostic) -> ViewNode {
        declarations.lock.lock()
        defer { declarations.lock.unlock() }
        let it = Interpreter(module: declarations, file: file)
        it.stateOverrides = state
        // Lowered and decoded with the pass's state (`stateOverrides`), patched like the first pass.
        return try lowered(try build.run(it), name: "", viewport: PreviewViewport(), it).figure.document.root
    }

    private func lowered(_ built: ViewValue, name: String, viewport: PreviewViewport, _ it: Interpreter)
        throws(InputDiagnostic) -> (figure: SwiftFigure, lowering: Lowering) {
        var view = try it.resolve(built, in: Interpreter.defaultEnvironment)
        // The size class set around the whole preview is the document's environment (as a JSON tree writes it).
        var environment: TreeValue?
        while let last = view.modifiers.last, last.name == "environment", last.id == nil, environment == nil {
            guard case .object(let members) = try Lowering(interpreter: it).modifier(last).content,
                  let value = members.first?.value else { break }
            environment = value
            view.modifiers.removeLast()
        }
        var viewport = viewport
        for (key, value) in view.previewHints.sorted(by: { $0.key < $1.key }) where key != "previewDisplayName" {
            try Previews.apply(value, to: &viewport, it, at: view.position)
        }
        let lowering = Lowering(interpreter: it)
        let root = try lowering.view(view)
        var members: [(key: String, value: TreeValue)] = []
        let alignments = try CustomAlignmentLowering.alignments(it, at: view.position)
        if let alignments { members.append(("alignments", alignments)) }
        if let environment { members.append(("environment", environment)) }
        members += try PreferenceLowering.documentMembers(lowering, at: view.position)
        members.append(("root", root))
        let tree = TreeValue(.object(members), at: view.position)
        var document: ViewDocument
        do {
            document = try TreeValueDecoder.document(tree, file: it.file.name, baseDirectory: it.file.directory,
                                                     state: it.stateOverrides)
        } catch {
            var e = declarations.resolve(error)
            e.path = nil
            throw e
        }
        let shared = LayoutTimeShared(interpreter: it, alignments: alignments)
        document.root = NodePatch.attach([document.root], lowering, shared).first ?? document.root
        document.root = declarations.resolveOrigins(document.root)
        let warnings = it.warnings + document.warnings.map { var w = declarations.resolve($0); w.path = nil; return w }
        document.warnings = warnings
        var result = SwiftFigure(name: name, document: document, tree: tree, viewport: viewport, file: it.file.name,
                                 warnings: warnings)
        result.shared = shared
        return (result, lowering)
    }
}

/// How a figure's view is built: run again for every pass of the state loop.
struct ViewBuild: @unchecked Sendable {
    let run: (Interpreter) throws(InputDiagnostic) -> ViewValue
    init(_ run: @escaping (Interpreter) throws(InputDiagnostic) -> ViewValue) { self.run = run }
}

/// A Swift figure's `DocumentState.rebuild` (docs/semantics.md §10.7): the preview's view built again by a fresh
/// interpreter reading `@State` with the pass's values, lowered and decoded like the first pass.
final class SwiftFigureRebuild: @unchecked Sendable {
    private let module: SwiftSourceModule
    private let build: ViewBuild
    private let file: SourceFile

    init(module: SwiftSourceModule, build: ViewBuild, file: SourceFile) {
        self.module = module
        self.build = build
        self.file = file
    }

    /// Under the module's lock (`rebuiltRoot`), as every use of the module's interpreter state.
    func root(for state: StateValues) throws(InputDiagnostic) -> ViewNode {
        try module.rebuiltRoot(build, file: file, state: state)
    }
}
