import Foundation
import LayoutCore

/// Reads a tree file: `{"canvas": {...}, "proposal": {...}, "fontFile": "...", "root": VIEW}`, or a bare VIEW
/// (a document without canvas). Every problem is an `InputError` naming file, line:column and JSON path;
/// normalized values come back as `ViewDocument.warnings`.
///
/// Decoding recurses once per level of views and modifiers (at most `FormatLimits.maxViewDepth`); callers
/// that accept such depths should decode on a thread with a large stack (8 MB is plenty).
public enum DocumentDecoder {
    /// The format version this decoder reads (`"version": 1` is optional in documents).
    public static let formatVersion = 1

    static let documentKeys = ["$schema", "version", "canvas", "proposal", "fontFile", "alignments", "environment",
                                "preferences", "state", "root", "compare"]

    /// - Parameters:
    ///   - file: the name used in messages (as the user wrote it, or "<stdin>").
    ///   - baseDirectory: the directory relative image and font paths start from (the tree file's directory).
    public static func decode(data: Data, file: String, baseDirectory: String) throws(InputError) -> ViewDocument {
        switch try decodeInput(data: data, file: file, baseDirectory: baseDirectory, allowComparison: false) {
        case .view(let document): return document
        case .comparison: throw InputError(file: file, message: "a comparison sheet cannot be used here")
        }
    }

    /// Like `decode(data:file:baseDirectory:)`, but also reads comparison sheets (`{"compare": [...]}`,
    /// docs/format.md, "Comparison sheets").
    public static func decodeInput(data: Data, file: String, baseDirectory: String) throws(InputError) -> TreeInput {
        try decodeInput(data: data, file: file, baseDirectory: baseDirectory, allowComparison: true)
    }

    private static func decodeInput(data: Data, file: String, baseDirectory: String, allowComparison: Bool)
        throws(InputError) -> TreeInput {
        guard data.count <= FormatLimits.maxInputBytes else { throw inputTooLarge(file: file) }
        let json: JSONDocument
        do {
            json = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputError(file: file, position: error.position, path: nil, message: error.message)
        }
        return try decodeInput(json: json, file: file, baseDirectory: baseDirectory, allowComparison: allowComparison)
    }

    /// Decodes a parsed (or built: `TreeValue`) JSON document.
    /// `context`: one to decode with (a test's), else a new one.
    static func decodeInput(json: JSONDocument, file: String, baseDirectory: String, allowComparison: Bool,
                            state: StateValues? = nil, context: DecodeContext? = nil) throws(InputError) -> TreeInput {
        let context = context ?? DecodeContext(file: file, baseDirectory: baseDirectory)
        context.stateOverride = state
        let top = json.root
        let members = try context.members(top, .document,
                                          expected: "a JSON object (a document {\"root\": VIEW, ...} or a VIEW)")
        let isDocument = members.contains { documentKeys.contains($0.key) && $0.key != "$schema" }
        guard isDocument else {
            // A top-level key that is no view but close to a document key is a misspelt document key.
            for m in members where !Vocabulary.viewSet.contains(m.key) && m.key != "$schema" {
                let documentOnly = documentKeys.filter { $0 != "$schema" }
                if let near = Suggestion.nearest(to: m.key, in: documentOnly),
                   Suggestion.nearest(to: m.key, in: Vocabulary.views) == nil {
                    throw context.error("unknown top-level key; did you mean \(Quote.json(near))?",
                                        at: m.keyPosition, JSONPath.document.key(m.key))
                }
            }
            let root = try TreeDecoder(context: context, isBareView: true).view(top, JSONPath.document.key("root"), level: 1)
            var document = ViewDocument(root: root, warnings: context.warnings)
            document.locations = context.locations
            document.locations.root = context.location(top, JSONPath.document.key("root"))
            return .view(document)
        }
        if let compare = members.first(where: { $0.key == "compare" }) {
            guard allowComparison else {
                throw context.error("a comparison sheet (\"compare\") cannot be used here; render it with "
                                    + "`layoutviz render` or dump it with `layoutviz layout`",
                                    at: compare.keyPosition, JSONPath.document.key("compare"))
            }
            return .comparison(try comparison(top, members, context))
        }
        return .view(try document(top, members, context))
    }

    /// The error for an input over `FormatLimits.maxInputBytes`.
    public static func inputTooLarge(file: String) -> InputError {
        InputError(file: file, message: "the input is larger than the limit of \(FormatLimits.maxInputBytes) bytes "
                   + "(set \(FormatLimits.maxInputBytesVariable) to raise it; docs/limits.md)")
    }

    /// Reads and decodes a tree file; relative paths inside it start from its directory.
    public static func decode(fileAtPath path: String, displayName: String? = nil) throws(InputError) -> ViewDocument {
        let name = displayName ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : (isDirectory.boolValue ? "it is a directory" : "permission denied")
            throw InputError(file: name, message: "cannot read the tree file: \(reason)")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(data: data, file: name, baseDirectory: directory)
    }

    /// `"version"`: optional, and if given it must be the version this decoder reads.
    static func checkVersion(_ value: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) {
        guard let n = value.number else { throw context.typeError(expected: "a number", value, p) }
        guard n == Double(formatVersion) else {
            throw context.error("unsupported format version \(DecodeContext.format(n)); this layoutviz reads "
                                + "version \(formatVersion)", value, p)
        }
    }

    private static func document(_ top: JSONValue, _ members: JSONMembers, _ context: DecodeContext)
        throws(InputError) -> ViewDocument {
        var rootValue: JSONValue?
        var stateValue: (JSONValue, JSONPath)?
        var doc = ViewDocument(root: ViewNode(.emptyView))
        for m in members {
            let p = JSONPath.document.key(m.key)
            switch m.key {
            case "$schema": _ = try context.string(m.value, p)
            case "version": try checkVersion(m.value, p, context)
            case "canvas": (doc.canvas, doc.safeArea) = try canvas(m.value, p, context)
            case "proposal": doc.proposal = try proposal(m.value, p, context)
            case "fontFile": doc.fontFile = try fontFile(m.value, p, context)
            case "alignments": context.alignments = try CustomAlignments.decode(m.value, p, context)
            case "environment":
                let a = try Arguments(m.value, p, allowed: ["horizontalSizeClass"], owner: "environment", context)
                if let c = a["horizontalSizeClass"] {
                    doc.environment.horizontalSizeClass = try TreeDecoder(context: context)
                        .sizeClass(c, a.path("horizontalSizeClass"))
                }
            case "preferences": context.preferenceKeys = try preferenceKeys(m.value, p, context)
            case "state": stateValue = (m.value, p)
            case "root": rootValue = m.value
            default:
                var message = "unknown key" + Suggestion.hint(for: m.key, in: documentKeys)
                if Vocabulary.viewSet.contains(m.key) {
                    message = "a document holds its view under \"root\": {\"root\": {\(Quote.json(m.key)): ...}}"
                }
                throw context.error(message, at: m.keyPosition, p)
            }
        }
        guard let rootValue else {
            throw context.error("missing \"root\": the document's view, e.g. \"root\": {\"Text\": \"Hello\"}", top, .document)
        }
        if let (v, p) = stateValue {
            let initial = try state(v, p, context)
            var current = initial
            if let override = context.stateOverride {
                // The root of one pass of the state loop: the document's state names, with that pass's values.
                for (name, value) in override.entries where initial[name] != nil { current[name] = value }
            }
            context.scope = scope(with: current)
            doc.state = DocumentState(initial: initial, rebuild: rebuild(
                root: rootValue, file: context.file, baseDirectory: context.baseDirectory,
                alignments: context.alignments, keys: context.preferenceKeys))
        }
        doc.root = try TreeDecoder(context: context).view(rootValue, JSONPath.document.key("root"), level: 1)
        doc.warnings = context.warnings
        doc.locations = context.locations
        doc.locations.root = context.location(rootValue, JSONPath.document.key("root"))
        return doc
    }

    /// `{"width": w, "height": h}`, optionally with `"safeArea": {"top", "leading", "bottom", "trailing"}`
    /// (omitted edges 0; the safe rect must keep a size ≥ 0).
    static func canvas(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext)
        throws(InputError) -> (CGSize, EdgeInsets) {
        let a = try Arguments(v, p, allowed: ["width", "height", "safeArea"], owner: "canvas", context)
        func side(_ key: String) throws(InputError) -> CGFloat {
            let sv = try a.required(key, context, owner: "canvas")
            let n = try context.number(sv, a.path(key))
            guard n > 0, n <= FormatLimits.maxCanvasSide else {
                throw context.error("canvas \(key) must be greater than 0 and at most "
                                    + "\(DecodeContext.format(FormatLimits.maxCanvasSide)), got \(DecodeContext.format(n))",
                                    sv, a.path(key))
            }
            return CGFloat(n)
        }
        let size = CGSize(width: try side("width"), height: try side("height"))
        guard let sv = a["safeArea"] else { return (size, EdgeInsets()) }
        let sp = a.path("safeArea")
        let keys = ["top", "leading", "bottom", "trailing"]
        let s = try Arguments(sv, sp, allowed: keys, owner: "safeArea", context)
        var values: [String: CGFloat] = [:]
        for key in keys {
            guard let ev = s[key] else { continue }
            let n = try context.size(ev, s.path(key))
            values[key] = n
        }
        let insets = EdgeInsets(top: values["top"] ?? 0, leading: values["leading"] ?? 0,
                                bottom: values["bottom"] ?? 0, trailing: values["trailing"] ?? 0)
        if insets.total(.horizontal) > size.width || insets.total(.vertical) > size.height {
            throw context.error("the safe area is larger than the canvas (\(DecodeContext.format(Double(size.width)))x"
                                + "\(DecodeContext.format(Double(size.height))))", sv, sp)
        }
        return (size, insets)
    }

    static func proposal(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext)
        throws(InputError) -> ProposedViewSize {
        let a = try Arguments(v, p, allowed: ["width", "height"], owner: "proposal", context)
        func dimension(_ key: String) throws(InputError) -> CGFloat? {
            let dv = try a.required(key, context, owner: "proposal")
            if dv.isNull { return nil }
            let n = try context.length(dv, a.path(key), allowInfinity: true)
            guard n >= 0 else { throw context.error("a proposal cannot be negative, got \(DecodeContext.format(n))", dv, a.path(key)) }
            return n
        }
        return ProposedViewSize(width: try dimension("width"), height: try dimension("height"))
    }

    static func fontFile(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> String {
        let name = try context.string(v, p)
        guard !name.isEmpty else { throw context.error("the font file name is empty", v, p) }
        let path = FilePaths.resolve(name, relativeTo: context.baseDirectory)
        let problem = RegularFile.problem(path)
            ?? (FileManager.default.isReadableFile(atPath: path) ? nil : "permission denied")
        context.locations.fontFile = context.location(v, p)
        if let problem {
            throw context.error("cannot read font file \(Quote.json(name, limit: 200)): \(problem)"
                                + (name == path ? "" : " (looked for \(path))"), v, p)
        }
        return path
    }
}
