import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline

/// `layoutviz convert File.swift`: the JSON tree (docs/format.md) of a Swift file's previews, with each preview's
/// viewport written out (its canvas, safe area and proposal, devices resolved), so rendering the JSON gives the
/// preview's frames. One preview is a document; several are a comparison sheet, one captioned panel each. What
/// the format cannot express (docs/swift-source.md, "What convert cannot write") is an error naming it.
public enum SwiftConvert {
    public static func json(_ source: LayoutPipeline.SourceFile, moduleInputs: [String] = [], preview: String? = nil,
                            view: String? = nil) throws -> Data {
        let frontEnd = SwiftFrontEnd(moduleInputs: moduleInputs, view: view)
        let module = try frontEnd.cacheModule(for: source)
        var figures: [SwiftFigure]
        if let view {
            figures = [try module.figure(forView: view)]
        } else {
            figures = try module.previews(inFile: source.isFile ? source.name : nil)
            if let preview { figures = figures.filter { $0.name == preview } }
        }
        guard !figures.isEmpty else {
            throw InputDiagnostic(file: source.name, message: preview.map { "no preview named \"\($0)\"" }
                                  ?? "no #Preview or PreviewProvider in this file; convert a view with --view 'MyView()'")
        }
        for f in figures where f.hasLayoutTimeCode {
            throw InputDiagnostic(file: f.file, message: "preview \"\(f.name)\" uses code the JSON format cannot express "
                                  + "(a custom Layout, layoutValue, GeometryReader content that needs real sizes, or an "
                                  + "onPreferenceChange action that needs real values); "
                                  + "docs/swift-source.md, \"What convert cannot write\"")
        }
        if figures.count == 1, let only = figures.first {
            return Data(JSONText.print(try document(only, panel: false)).utf8)
        }
        var panels: [TreeValue] = []
        var alignments: TreeValue?
        for f in figures {
            panels.append(try document(f, panel: true))
            if alignments == nil { alignments = f.alignments }
        }
        let at = figures[0].tree.position
        var members: [(key: String, value: TreeValue)] = []
        if let alignments { members.append(("alignments", alignments)) }
        members.append(("compare", TreeValue(.array(panels), at: at)))
        return Data(JSONText.print(TreeValue(.object(members), at: at)).utf8)
    }

    /// A figure's tree with its viewport: a document, or a sheet panel (captioned, no alignments of its own).
    static func document(_ f: SwiftFigure, panel: Bool) throws -> TreeValue {
        let at = f.tree.position
        func number(_ n: CGFloat) -> TreeValue { TreeValue(.number(Double(n)), at: at) }
        let hints = SwiftFrontEnd.figure(f, named: f.name).hints
        var canvas = hints.canvas
        var safeArea = hints.safeArea
        if let name = hints.device {
            guard let device = DeviceCatalog.named(name) else {
                throw InputDiagnostic(file: f.file, message: "unknown device \"\(name)\"")
            }
            let screen = device.screen(hints.orientation)
            canvas = screen.size
            safeArea = screen.safeArea
        }
        var members: [(key: String, value: TreeValue)] = []
        if panel { members.append(("caption", TreeValue(.string(f.name), at: at))) }
        if !panel, let a = f.alignments { members.append(("alignments", a)) }
        if let canvas {
            var c: [(key: String, value: TreeValue)] = [("width", number(canvas.width)), ("height", number(canvas.height))]
            if let s = safeArea, s != EdgeInsets() {
                var insets: [(key: String, value: TreeValue)] = []
                for (k, v) in [("top", s.top), ("leading", s.leading), ("bottom", s.bottom), ("trailing", s.trailing)] where v != 0 {
                    insets.append((k, number(v)))
                }
                c.append(("safeArea", TreeValue(.object(insets), at: at)))
            }
            members.append(("canvas", TreeValue(.object(c), at: at)))
        }
        if let p = hints.proposal {
            func dim(_ d: CGFloat?) -> TreeValue { d.map(number) ?? TreeValue(.null, at: at) }
            members.append(("proposal", TreeValue(.object([("width", dim(p.width)), ("height", dim(p.height))]), at: at)))
        }
        if let e = f.environment, !panel { members.append(("environment", e)) }
        members.append(("root", panel ? f.rootWithEnvironment : f.root))
        return TreeValue(.object(members), at: at)
    }
}

extension SwiftFigure {
    /// The root VIEW of the figure's tree.
    var root: TreeValue {
        if case .object(let members) = tree.content, let r = members.first(where: { $0.key == "root" }) { return r.value }
        return tree
    }

    /// The document's custom alignments, if any.
    var alignments: TreeValue? {
        if case .object(let members) = tree.content { return members.first(where: { $0.key == "alignments" })?.value }
        return nil
    }

    /// The document's environment (the size class set around the whole preview), if any.
    var environment: TreeValue? {
        if case .object(let members) = tree.content { return members.first(where: { $0.key == "environment" })?.value }
        return nil
    }

    /// The root with the document's environment as its outermost modifier (a sheet's panel has no environment).
    var rootWithEnvironment: TreeValue {
        guard let e = environment, case .object(var members) = root.content else { return root }
        let modifier = TreeValue(.object([("environment", e)]), at: e.position)
        if let i = members.firstIndex(where: { $0.key == "modifiers" }), case .array(let list) = members[i].value.content {
            members[i].value = TreeValue(.array(list + [modifier]), at: members[i].value.position)
        } else {
            members.append(("modifiers", TreeValue(.array([modifier]), at: e.position)))
        }
        return TreeValue(.object(members), at: root.position)
    }

    /// Whether the figure has nodes only the interpreter can lay out (nothing the JSON says).
    var hasLayoutTimeCode: Bool { shared?.hasPatches ?? false }
}

extension SwiftFrontEnd {
    func cacheModule(for source: LayoutPipeline.SourceFile) throws -> SwiftSourceModule {
        try cache.module(for: source, inputs: moduleInputs).0
    }
}
